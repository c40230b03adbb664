/**
 * src/search/ui/SearchPage/localSearchState.ts: the /search page's results, transition by transition: idle → loading →
 * results, partial or error; the next page; a retry; and answers that come too late.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  IDLE,
  hasMore,
  localSearchReducer,
  sameSearch,
  shownItems,
  type Item,
  type LocalSearchEvent,
  type LocalSearchState,
  type PageFound,
  type PageRequest,
  type Search,
} from '../../../../../../src/search/ui/SearchPage/localSearchState';

const search = (query: string, products: Search['products'] = []): Search => ({
  query,
  products,
  facetFilters: [['language:zh-Hans'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});
const item = (url: string): Item => ({url, title: [{text: url, mark: false}], breadcrumbs: [], summary: []});
const found = (urls: string[], more: Partial<PageFound> = {}): PageFound => ({
  items: urls.map(item),
  total: 45,
  partial: false,
  unmatched: [],
  counts: {janus: 45},
  pages: 3,
  ...more,
});
const after = (state: LocalSearchState, ...events: LocalSearchEvent[]) => events.reduce(localSearchReducer, state);
/** The request the state holds (the one the page sends next). */
const request = (state: LocalSearchState): PageRequest => {
  assert.ok(state.request, `a request in ${state.status}`);
  return state.request;
};
const urls = (state: LocalSearchState) => shownItems(state).map((i) => i.url);

/** Searched for MQTT, its first page answered. */
function firstPage(more: Partial<PageFound> = {}): LocalSearchState {
  const loading = localSearchReducer(IDLE, {type: 'searched', search: search('MQTT')});
  return localSearchReducer(loading, {type: 'answered', request: request(loading), found: found(['/a', '/b'], more)});
}

test('idle → loading: a query asks for its first page', () => {
  const loading = localSearchReducer(IDLE, {type: 'searched', search: search('MQTT')});
  assert.equal(loading.status, 'loading');
  assert.deepEqual(request(loading), {search: search('MQTT'), page: 0});
  assert.deepEqual(urls(loading), []);
});

test('loading → results: the answer lists its items, total, product counts and pages', () => {
  const state = firstPage();
  assert.equal(state.status, 'results');
  assert.deepEqual(urls(state), ['/a', '/b']);
  assert.equal(state.request, null, 'nothing more asked for');
  assert.ok(state.status === 'results' && state.total === 45 && state.counts.janus === 45 && state.pages === 3);
  assert.ok(hasMore(state));
});

test('loading → partial: no result holds every word, and the words found nowhere are kept', () => {
  const state = firstPage({partial: true, unmatched: ['量子纠缠']});
  assert.equal(state.status, 'partial');
  assert.ok(state.status === 'partial' && state.unmatched[0] === '量子纠缠');
});

test('loading → error: the first page failed, nothing is listed', () => {
  const loading = localSearchReducer(IDLE, {type: 'searched', search: search('MQTT')});
  const failed = localSearchReducer(loading, {type: 'failed', request: request(loading)});
  assert.equal(failed.status, 'error');
  assert.ok(failed.status === 'error' && failed.page === 0 && failed.total === 0);
  assert.deepEqual(urls(failed), []);
});

test('results → loading: a new query keeps the results on screen until its own arrive', () => {
  const loading = localSearchReducer(firstPage(), {type: 'searched', search: search('MQTT 接入')});
  assert.equal(loading.status, 'loading');
  assert.deepEqual(urls(loading), ['/a', '/b']);
  assert.deepEqual(request(loading), {search: search('MQTT 接入'), page: 0});
});

test('a search equal in value changes nothing; other products start a new search; an empty query is idle', () => {
  const state = firstPage();
  assert.equal(localSearchReducer(state, {type: 'searched', search: search('MQTT')}), state, 'new arrays, same search');
  assert.equal(localSearchReducer(state, {type: 'searched', search: search('MQTT', ['janus'])}).status, 'loading');
  assert.equal(localSearchReducer(state, {type: 'searched', search: search('')}).status, 'idle');
  assert.ok(sameSearch(search('a', ['janus']), search('a', ['janus'])));
  assert.ok(!sameSearch(search('a'), {...search('a'), facetFilters: [['language:en']]}));
});

test('an answer to a request the page has moved past is dropped', () => {
  const first = localSearchReducer(IDLE, {type: 'searched', search: search('MQ')});
  const second = localSearchReducer(first, {type: 'searched', search: search('MQTT')});
  const late = localSearchReducer(second, {type: 'answered', request: request(first), found: found(['/old'])});
  assert.equal(late, second);
  assert.equal(localSearchReducer(second, {type: 'failed', request: request(first)}), second);
});

test('results → more: the next page is asked for once, appended when it comes, and the last page asks no more', () => {
  const state = firstPage();
  const more = localSearchReducer(state, {type: 'moreRequested'});
  assert.deepEqual(request(more), {search: search('MQTT'), page: 1});
  assert.equal(localSearchReducer(more, {type: 'moreRequested'}), more, 'already on its way');
  const two = localSearchReducer(more, {type: 'answered', request: request(more), found: found(['/c'])});
  assert.deepEqual(urls(two), ['/a', '/b', '/c']);
  const three = after(two, {type: 'moreRequested'});
  const last = localSearchReducer(three, {type: 'answered', request: request(three), found: found(['/d'])});
  assert.equal(hasMore(last), false);
  assert.equal(localSearchReducer(last, {type: 'moreRequested'}), last);
});

test('more → error: a later page that fails keeps the pages before it; retry asks for that page again', () => {
  const more = localSearchReducer(firstPage(), {type: 'moreRequested'});
  const failed = localSearchReducer(more, {type: 'failed', request: request(more)});
  assert.equal(failed.status, 'error');
  assert.ok(failed.status === 'error' && failed.page === 1 && failed.total === 45);
  assert.deepEqual(urls(failed), ['/a', '/b']);
  const retried = localSearchReducer(failed, {type: 'retried'});
  assert.equal(retried.status, 'error', 'the alert stays until the answer');
  assert.deepEqual(request(retried), {search: search('MQTT'), page: 1});
  const recovered = localSearchReducer(retried, {type: 'answered', request: request(retried), found: found(['/c'])});
  assert.deepEqual(urls(recovered), ['/a', '/b', '/c']);
});

test('error → loading: retrying a failed first page searches again from the start', () => {
  const loading = localSearchReducer(IDLE, {type: 'searched', search: search('MQTT')});
  const failed = localSearchReducer(loading, {type: 'failed', request: request(loading)});
  const retried = localSearchReducer(failed, {type: 'retried'});
  assert.equal(retried.status, 'loading');
  assert.deepEqual(request(retried), {search: search('MQTT'), page: 0});
  assert.equal(localSearchReducer(retried, {type: 'retried'}), retried, 'a retry applies to an error only');
  const results = localSearchReducer(retried, {type: 'answered', request: request(retried), found: found(['/a'])});
  assert.equal(results.status, 'results');
});
