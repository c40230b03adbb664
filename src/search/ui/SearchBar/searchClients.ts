/**
 * Change: the search client DocSearch's modal calls, wrapped because DocSearch 4.7.0 has no seam for a local client,
 * no product filter, and sums its "see all" count over keystrokes; re-check its client shape on each DocSearch upgrade.
 * Adapters, each a plain function of a client: the tab's local client in DocSearch's client shape, the chosen products
 * added to every request, and every search reported as it starts and settles, its hit count recorded.
 */
import type {DocSearchTransformClient} from '@docsearch/react';
import {PRODUCT_FACET, type SearchClient} from '../../browser/algolia';
import type {Product} from '../../engine/format';
import type {HitCounter} from '../siteSearch';

type Search = DocSearchTransformClient['search'];

/** The local client in DocSearch's client shape. */
export function asTransformClient(client: SearchClient): DocSearchTransformClient {
  const algoliaAgent: DocSearchTransformClient['transporter']['algoliaAgent'] = {
    value: 'local',
    add: () => algoliaAgent,
  };
  return {
    // The local client takes both request shapes and answers in Algolia's response shape; its types are its own.
    search: ((args: Parameters<SearchClient['search']>[0]) => client.search(args)) as unknown as Search,
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent},
  };
}

/** The chosen products (read as each request is sent) as one OR group of facet filters added to every request. */
export function withProducts(
  client: DocSearchTransformClient,
  chosen: () => readonly Product[],
): DocSearchTransformClient {
  return {
    ...client,
    search: ((args: {requests: Array<{facetFilters?: unknown}>}) => {
      const products = chosen();
      if (products.length === 0) return client.search(args as never);
      const group = products.map((p) => `${PRODUCT_FACET}:${p}`);
      const requests = args.requests.map((r) => ({
        ...r,
        facetFilters: [...(Array.isArray(r.facetFilters) ? r.facetFilters : []), group],
      }));
      return client.search({...args, requests} as never);
    }) as unknown as Search,
  };
}

/** How a search went, as the modal's state hears of it. */
export type SearchReport = 'started' | 'answered' | 'failed';

/** Reports each search as it starts and settles, and records each answer's hit count for the see-all link. */
export function withReports(
  client: DocSearchTransformClient,
  counter: HitCounter,
  report: (what: SearchReport) => void,
): DocSearchTransformClient {
  return {
    ...client,
    search: (async (...args: Parameters<Search>) => {
      report('started');
      let response;
      try {
        response = await client.search(...args);
      } catch (error) {
        report('failed');
        throw error;
      }
      counter.record(response.results as ReadonlyArray<{query?: unknown; nbHits?: unknown}>);
      report('answered');
      return response;
    }) as Search,
  };
}

export interface ModalClientOptions {
  /** The tab's local client in local mode; null in hosted mode. */
  local: SearchClient | null;
  /** Named to Algolia in hosted mode, as the theme does. */
  docusaurusVersion: string;
  counter: HitCounter;
  /** The products chosen in the modal (local mode). */
  chosen: () => readonly Product[];
  report: (what: SearchReport) => void;
}

/** The client the modal calls, in place of the one DocSearch made (`transformSearchClient`). */
export function modalSearchClient(
  docSearchClient: DocSearchTransformClient,
  {local, docusaurusVersion, counter, chosen, report}: ModalClientOptions,
): DocSearchTransformClient {
  if (local) return withReports(withProducts(asTransformClient(local), chosen), counter, report);
  docSearchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
  return withReports(docSearchClient, counter, report);
}
