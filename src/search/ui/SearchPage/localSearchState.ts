/**
 * The /search page's results and every way they change: idle (no query) → loading → results, partial (no result
 * holds every word of the query: those holding most are listed) or error; from results, the next page; from an
 * error, a retry. Each request is an object of its own and only the answer to the state's current request changes
 * it, so an answer that comes late, for a query the reader has typed past, is dropped.
 */
import type {Product} from '../../engine/format';
import type {Segment} from '../../engine/highlight';

/** One result as the page shows it. */
export interface Item {
  url: string;
  title: Segment[];
  breadcrumbs: Segment[][];
  summary: Segment[];
  /** A glossary term's definition, shown first when the query names the term. */
  definition?: boolean;
}

/** What the reader searches for; every page of its results is asked for with the same. */
export interface Search {
  query: string;
  products: readonly Product[];
  /** The facet filters the engine applies: every group must hold, a group holds when one of its filters does. */
  facetFilters: ReadonlyArray<readonly string[]>;
}

/** A page of a search's results, asked for. */
export interface PageRequest {
  search: Search;
  page: number;
}

/** The answer to a page request, its hits made items. */
export interface PageFound {
  items: Item[];
  total: number;
  partial: boolean;
  /** Words of the query no page of the docs holds. */
  unmatched: string[];
  /** Results per product, for the product chips. */
  counts: Record<string, number>;
  pages: number;
}

interface Found {
  search: Search;
  items: Item[];
  total: number;
  /** The last page shown (0-based) and how many there are. */
  page: number;
  pages: number;
}

export type LocalSearchState =
  | {status: 'idle'; search: Search; request: null}
  /** The previous results stay on screen, dimmed, until the new ones arrive: typing does not make the list blink. */
  | {status: 'loading'; search: Search; request: PageRequest; previous: Item[]}
  /** `request` is the next page, while it loads. */
  | ({
      status: 'results' | 'partial';
      request: PageRequest | null;
      unmatched: string[];
      counts: Record<string, number>;
    } & Found)
  /** `page` failed; the pages before it stay listed. `request` is its retry, while it runs. */
  | ({status: 'error'; request: PageRequest | null} & Omit<Found, 'pages'>);

export type LocalSearchEvent =
  | {type: 'searched'; search: Search}
  | {type: 'answered'; request: PageRequest; found: PageFound}
  | {type: 'failed'; request: PageRequest}
  | {type: 'moreRequested'}
  | {type: 'retried'};

const NO_ITEMS: Item[] = [];

export const IDLE: LocalSearchState = {
  status: 'idle',
  search: {query: '', products: [], facetFilters: []},
  request: null,
};

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether two searches ask for the same: the same query, products and facet filters, in the same order. */
export function sameSearch(a: Search, b: Search): boolean {
  return (
    a.query === b.query &&
    sameList(a.products, b.products) &&
    a.facetFilters.length === b.facetFilters.length &&
    a.facetFilters.every((group, i) => sameList(group, b.facetFilters[i]!))
  );
}

/** The results listed so far, kept when the next page comes or fails. */
function listed(state: LocalSearchState): Item[] {
  return state.status === 'results' || state.status === 'partial' || state.status === 'error' ? state.items : [];
}

export function localSearchReducer(state: LocalSearchState, event: LocalSearchEvent): LocalSearchState {
  switch (event.type) {
    case 'searched': {
      const {search} = event;
      if (sameSearch(state.search, search)) return state;
      if (!search.query) return {status: 'idle', search, request: null};
      const previous = state.status === 'results' || state.status === 'partial' ? state.items : NO_ITEMS;
      return {status: 'loading', search, request: {search, page: 0}, previous};
    }
    case 'answered': {
      if (event.request !== state.request) return state;
      const {page} = event.request;
      const {items, total, partial, unmatched, counts, pages} = event.found;
      return {
        status: partial ? 'partial' : 'results',
        search: state.search,
        request: null,
        items: page > 0 ? listed(state).concat(items) : items,
        total,
        unmatched,
        counts,
        page,
        pages,
      };
    }
    case 'failed': {
      if (event.request !== state.request) return state;
      const {search} = state;
      const {page} = event.request;
      // A later page failed: the pages before it stay listed, with their total.
      return page > 0 && state.status !== 'loading'
        ? {status: 'error', search, request: null, page, items: listed(state), total: state.total}
        : {status: 'error', search, request: null, page: 0, items: NO_ITEMS, total: 0};
    }
    case 'moreRequested':
      if (!hasMore(state) || state.request) return state;
      return {...state, request: {search: state.search, page: state.page + 1}};
    case 'retried':
      if (state.status !== 'error' || state.request) return state;
      return state.page === 0
        ? {status: 'loading', search: state.search, request: {search: state.search, page: 0}, previous: NO_ITEMS}
        : {...state, request: {search: state.search, page: state.page}};
  }
}

/** The results on screen: the previous ones while new ones load. */
export function shownItems(state: LocalSearchState): Item[] {
  if (state.status === 'idle') return NO_ITEMS;
  return state.status === 'loading' ? state.previous : state.items;
}

/** Whether the results have pages not listed yet. */
export function hasMore(state: LocalSearchState): state is Extract<LocalSearchState, {status: 'results' | 'partial'}> {
  return (state.status === 'results' || state.status === 'partial') && state.page + 1 < state.pages;
}
