/**
 * The /search page's results for what the reader asks for (the states and their transitions: ./localSearchState.ts).
 * A search that asks for something new (another query, other products or facet filters) starts over; each request the
 * state holds is sent to the tab's local client (../../browser/tabClient: the index is searched in a Web Worker), and
 * its answer, or its failure, goes back to the state.
 */
import {useCallback, useEffect, useReducer} from 'react';
import type {PageAnswer} from '../../browser/algolia';
import {getLocalSearchClient} from '../../browser/tabClient';
import {IDLE, localSearchReducer, sameSearch, type Item, type PageFound, type Search} from './localSearchState';

/** Results asked for at a time; more are asked for as the reader nears the end of the list. */
const HITS_PER_PAGE = 20;

function toItem(hit: PageAnswer['hits'][number], processUrl: (url: string) => string): Item {
  const headings = hit.headingSegments;
  return {
    url: processUrl(hit.url),
    title: headings[headings.length - 1] ?? [],
    breadcrumbs: [[{text: hit.lvl0, mark: false}], ...headings.slice(0, -1)],
    summary: hit.snippet,
  };
}

function pageFound(answer: PageAnswer, processUrl: (url: string) => string): PageFound {
  const items = answer.hits.map((hit) => toItem(hit, processUrl));
  // A term's definition comes first, marked as one (the modal does the same: ../../browser/algolia.ts).
  if (answer.definition) items.unshift({...toItem(answer.definition, processUrl), definition: true});
  return {
    items,
    total: answer.total + (answer.definition ? 1 : 0),
    partial: answer.partial,
    unmatched: answer.unmatched,
    counts: answer.productCounts,
    pages: answer.pages,
  };
}

/**
 * The state of the results of `search`, and the reader's two actions on them. `search` may be a new object on every
 * render: it is compared by value, and the state changes only when it asks for something else.
 */
export function useLocalSearch(search: Search, processUrl: (url: string) => string) {
  const [state, dispatch] = useReducer(localSearchReducer, IDLE);
  // State that follows what this render was given, set as it renders (React's pattern for state derived from props):
  // the page shows "正在搜索…" in the same render as the query that started it.
  if (!sameSearch(state.search, search)) dispatch({type: 'searched', search});

  const {request} = state;
  useEffect(() => {
    if (!request) return;
    const {search: asked, page} = request;
    getLocalSearchClient()
      .query({
        query: asked.query,
        page,
        hitsPerPage: HITS_PER_PAGE,
        products: [...asked.products],
        facetFilters: asked.facetFilters,
      })
      .then((answer) => dispatch({type: 'answered', request, found: pageFound(answer, processUrl)}))
      .catch(() => dispatch({type: 'failed', request}));
  }, [request, processUrl]);

  const loadMore = useCallback(() => dispatch({type: 'moreRequested'}), []);
  const retry = useCallback(() => dispatch({type: 'retried'}), []);
  return {state, loadMore, retry};
}
