/** Bundled by run.ts for Chromium: this site's local search client over the built index. */
import {LocalSearchClient, type FacetFilters} from '../../src/search/browser/algolia';
import {INDEX_DIR} from '../../src/search/engine/format';

let client: LocalSearchClient | null = null;

(window as unknown as {bench: unknown}).bench = {
  /** Fetch + parse the manifest; returns milliseconds. */
  async load(): Promise<number> {
    const t0 = performance.now();
    client = new LocalSearchClient({
      origin: location.origin,
      load: (file) => fetch(`/${INDEX_DIR}/${file}`).then((r) => r.json() as Promise<unknown>),
    });
    await client.preload();
    return performance.now() - t0;
  },
  /** What the modal asks for (20 hits with highlights and snippets); returns the hit URLs in order. */
  async search(query: string, facets: FacetFilters): Promise<string[]> {
    const {results} = await client!.search({
      requests: [{indexName: 'docs', query, hitsPerPage: 20, facetFilters: facets}],
    });
    return results[0]!.hits.map((h) => h.url);
  },
};
