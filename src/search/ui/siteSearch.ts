/**
 * The search settings the config hands to the browser through `customFields.search` (functions cannot pass through
 * the config, so the "请告知我们。" link is a URL template with `{query}`).
 */

export interface SiteSearchSettings {
  mode: 'local' | 'hosted';
  /** Target of the no-results screen's "请告知我们。" link; `{query}` is replaced by the URL-encoded query. */
  missingResultsUrl: string;
}

export function readSiteSearchSettings(customFields: Record<string, unknown> | undefined): SiteSearchSettings {
  const raw = customFields?.search;
  if (typeof raw === 'object' && raw !== null) {
    const {mode, missingResultsUrl} = raw as Partial<SiteSearchSettings>;
    if ((mode === 'local' || mode === 'hosted') && typeof missingResultsUrl === 'string')
      return {mode, missingResultsUrl};
  }
  return {mode: 'local', missingResultsUrl: ''};
}

export function missingResultsUrl(template: string, query: string): string {
  return template.split('{query}').join(encodeURIComponent(query));
}

/**
 * Keeps the hit count of the latest answer per query. DocSearch 4.7.0 adds every answer's nbHits to its context
 * without resetting it between keystrokes, so its "see all" count grows with each letter typed; the search bar shows
 * this count instead.
 */
export class HitCounter {
  private readonly counts = new Map<string, number>();

  record(results: ReadonlyArray<{query?: unknown; nbHits?: unknown}>): void {
    const totals = new Map<string, number>();
    for (const r of results) {
      if (typeof r.query !== 'string' || typeof r.nbHits !== 'number') continue;
      totals.set(r.query, (totals.get(r.query) ?? 0) + r.nbHits);
    }
    for (const [query, total] of totals) {
      this.counts.delete(query);
      this.counts.set(query, total);
    }
    // Only the last few queries matter.
    while (this.counts.size > 20) this.counts.delete(this.counts.keys().next().value!);
  }

  get(query: string): number | undefined {
    return this.counts.get(query);
  }
}
