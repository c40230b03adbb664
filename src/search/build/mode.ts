/**
 * Which search the build ships, decided from environment variables at build time:
 *  - none set: local mode, the index built with the site (no request leaves the site);
 *  - DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME all set: hosted mode, the same modal and page
 *    query that index; DOCSEARCH_ASSISTANT_ID as well turns on Ask AI;
 *  - any other combination stops the build with a message naming what is missing.
 */

export const SEARCH_ENV = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
  assistantId: 'DOCSEARCH_ASSISTANT_ID',
} as const;

export type SearchMode =
  {mode: 'local'} | {mode: 'hosted'; appId: string; apiKey: string; indexName: string; assistantId?: string};

/** Placeholder credentials the theme's schema requires in local mode; the local client ignores them. */
export const LOCAL_CREDENTIALS = {appId: 'local', apiKey: 'local', indexName: 'local'} as const;

export class SearchConfigError extends Error {
  override name = 'SearchConfigError';
}

export function resolveSearchMode(env: Record<string, string | undefined>): SearchMode {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const appId = read(SEARCH_ENV.appId);
  const apiKey = read(SEARCH_ENV.apiKey);
  const indexName = read(SEARCH_ENV.indexName);
  const assistantId = read(SEARCH_ENV.assistantId);
  const required = {[SEARCH_ENV.appId]: appId, [SEARCH_ENV.apiKey]: apiKey, [SEARCH_ENV.indexName]: indexName};
  const given = Object.values(required).filter(Boolean).length;
  if (given === 0 && !assistantId) return {mode: 'local'};
  const missing = Object.entries(required)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0) {
    const set = [
      ...Object.entries(required)
        .filter(([, v]) => v)
        .map(([k]) => k),
      ...(assistantId ? [SEARCH_ENV.assistantId] : []),
    ];
    throw new SearchConfigError(
      `Hosted search is half configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing. Set all of ${Object.keys(required).join(', ')} for the hosted index ` +
        `(plus ${SEARCH_ENV.assistantId} for Ask AI), or none of them for the local index.`,
    );
  }
  return {mode: 'hosted', appId: appId!, apiKey: apiKey!, indexName: indexName!, ...(assistantId ? {assistantId} : {})};
}
