/**
 * A search client with the surface DocSearch and algoliasearch-helper call, answering from the local index:
 *  - DocSearch 4 (the modal) calls `search({requests: [{indexName, query, hitsPerPage, facetFilters, ...}]})`;
 *  - algoliasearch-helper (the /search page) calls `search([{indexName, params: {query, page, hitsPerPage, ...}}])`.
 * Both get `{results: [...]}` with Algolia-shaped hits: absolute `url`, `type`, `hierarchy.lvl0..lvl6`, `content`,
 * and `_highlightResult` / `_snippetResult` whose values are escaped text with `<mark>` only around matches.
 */
import {SearchEngine, highlight, snippet, type HighlightSpec, type RankedHit, type SearchRecord} from './engine';
import type {SearchIndexFile} from './format';

export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters | string;
  facets?: string[] | string;
  snippetEllipsisText?: string;
  [key: string]: unknown;
}

/** One request as DocSearch sends it (flat) or as algoliasearch-helper sends it (`params`). */
export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams | string;
}

export type SearchArgs = {requests: SearchRequest[]} | SearchRequest[];

type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: string;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: {
    hierarchy: Partial<Record<keyof Hierarchy, ReturnType<typeof highlight>>>;
    content?: ReturnType<typeof highlight>;
  };
  _snippetResult: {
    hierarchy: Partial<Record<keyof Hierarchy, ReturnType<typeof snippet>>>;
    content?: ReturnType<typeof snippet>;
  };
}

export interface LocalResult {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  facets: Record<string, Record<string, number>>;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

/** Reads the `params` of a request in any of the shapes clients send. */
export function readParams(request: SearchRequest): SearchParams {
  const {params, indexName: _indexName, ...flat} = request;
  let nested: SearchParams = {};
  if (typeof params === 'string') {
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        nested[key] = JSON.parse(value);
      } catch {
        nested[key] = value;
      }
    }
    if (typeof nested.query !== 'string' && nested.query !== undefined) nested.query = String(nested.query);
  } else if (params) {
    nested = params;
  }
  return {...flat, ...nested};
}

function toRequests(args: SearchArgs): SearchRequest[] {
  return Array.isArray(args) ? args : args.requests;
}

/** Normalises facetFilters to an AND list of OR groups. A string is JSON (as in a query string) or one filter. */
export function normalizeFacetFilters(filters: FacetFilters | string | undefined): string[][] {
  if (filters === undefined || filters === null) return [];
  let list: unknown = filters;
  if (typeof filters === 'string') {
    try {
      list = JSON.parse(filters);
    } catch {
      list = [filters];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .map((item): string[] =>
      Array.isArray(item)
        ? item.filter((x): x is string => typeof x === 'string')
        : typeof item === 'string'
          ? [item]
          : [],
    )
    .filter((group) => group.length > 0);
}

function facetValue(rec: SearchRecord, language: string, attribute: string): string | null {
  if (attribute === 'language') return language;
  if (attribute === 'docusaurus_tag') return rec.tag;
  if (attribute === 'lvl0' || attribute === 'hierarchy.lvl0') return rec.lvl0;
  return null;
}

/** One filter `attr:value` (or `attr:-value`, negated) against a record. */
function filterMatches(filter: string, rec: SearchRecord, language: string): boolean {
  const colon = filter.indexOf(':');
  if (colon < 0) return false;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  let negate = false;
  if (value.startsWith('-')) {
    negate = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const actual = facetValue(rec, language, attribute);
  const equal = actual !== null && actual === value;
  return negate ? !equal : equal;
}

/** facetFilters as Algolia applies them: every group must hold, a group holds when any of its filters does. */
export function facetPredicate(
  filters: FacetFilters | string | undefined,
  language: string,
): (rec: SearchRecord) => boolean {
  const groups = normalizeFacetFilters(filters);
  return (rec) => groups.every((group) => group.some((f) => filterMatches(f, rec, language)));
}

function hierarchyOf(engine: SearchEngine, rec: SearchRecord): Hierarchy {
  const chain: SearchRecord[] = [];
  for (let r: SearchRecord | undefined = rec; r; r = r.parent >= 0 ? engine.records[r.parent] : undefined)
    chain.unshift(r);
  const h: Hierarchy = {lvl0: rec.lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  // The page is lvl1; each heading sits at its own level (an h3 under an h2 is lvl3).
  for (const r of chain) h[LEVELS[Math.min(6, Math.max(1, r.level))]!] = r.heading;
  return h;
}

interface SnippetOptions {
  ellipsis: string;
  /** Whether a snippet cut short ends with the ellipsis (the /search page appends its own). */
  trailing: boolean;
}

function toHit(
  engine: SearchEngine,
  hit: RankedHit,
  spec: HighlightSpec,
  origin: string,
  cut: SnippetOptions,
): LocalHit {
  const rec = hit.record;
  const hierarchy = hierarchyOf(engine, rec);
  const hl: LocalHit['_highlightResult']['hierarchy'] = {};
  const sn: LocalHit['_snippetResult']['hierarchy'] = {};
  for (const level of LEVELS) {
    const text = hierarchy[level];
    if (text === null) continue;
    hl[level] = highlight(text, spec);
    sn[level] = snippet(text, spec, cut.ellipsis, cut.trailing);
  }
  const urlWithoutAnchor = new URL(rec.url, origin).href;
  const content = rec.content || null;
  return {
    objectID: `${rec.page}-${rec.id - rec.root}`,
    url: rec.anchor ? `${urlWithoutAnchor}#${rec.anchor}` : urlWithoutAnchor,
    url_without_anchor: urlWithoutAnchor,
    anchor: rec.anchor || null,
    type: hit.type,
    hierarchy,
    content,
    language: engine.language,
    docusaurus_tag: rec.tag,
    _highlightResult: {hierarchy: hl, ...(content ? {content: highlight(content, spec)} : {})},
    _snippetResult: {hierarchy: sn, ...(content ? {content: snippet(content, spec, cut.ellipsis, cut.trailing)} : {})},
  };
}

function toInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

/** Answers one request against a loaded engine. */
export function runRequest(engine: SearchEngine, request: SearchRequest, origin: string): LocalResult {
  const started = typeof performance !== 'undefined' ? performance.now() : Date.now();
  const params = readParams(request);
  const query = typeof params.query === 'string' ? params.query : '';
  const hitsPerPage = toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = toInt(params.page, 0, 0, 10_000);
  const accept = facetPredicate(params.facetFilters, engine.language);
  const {hits, plan} = query.trim() ? engine.search(query, accept) : {hits: [], plan: null};
  const nbHits = hits.length;
  const nbPages = hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0;
  // DocSearch asks for its ellipsis; algoliasearch-helper on /search does not, and that page appends "..." itself.
  const cut: SnippetOptions =
    typeof params.snippetEllipsisText === 'string'
      ? {ellipsis: params.snippetEllipsisText, trailing: true}
      : {ellipsis: '…', trailing: false};
  const pageHits =
    plan && hitsPerPage > 0
      ? hits
          .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
          .map((h) => toHit(engine, h, plan.highlight, origin, cut))
      : [];
  const facets: LocalResult['facets'] = {};
  const wanted = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  for (const attribute of wanted) {
    const counts: Record<string, number> = {};
    for (const h of hits) {
      const v = facetValue(h.record, engine.language, attribute);
      if (v !== null) counts[v] = (counts[v] ?? 0) + 1;
    }
    facets[attribute] = counts;
  }
  const ended = typeof performance !== 'undefined' ? performance.now() : Date.now();
  return {
    hits: pageHits,
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    query,
    params: new URLSearchParams({query, page: String(page), hitsPerPage: String(hitsPerPage)}).toString(),
    index: request.indexName,
    processingTimeMS: Math.round(ended - started),
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    facets,
  };
}

export interface LocalSearchClientOptions {
  /** Fetches and parses the index file; called once, on the first search or preload. */
  load: () => Promise<SearchIndexFile>;
  /** Origin that makes hit URLs absolute (the theme calls `new URL()` on them). */
  origin: string;
}

/** What the search bar and the /search page call: the in-page client below, or the worker-backed one (./workerClient). */
export interface SearchClient {
  /** Starts loading the index; resolves once it is ready, rejects if it could not be loaded. */
  preload(): Promise<unknown>;
  search(args: SearchArgs): Promise<{results: LocalResult[]}>;
}

export class LocalSearchClient implements SearchClient {
  readonly appId = 'local';
  private enginePromise: Promise<SearchEngine> | null = null;

  constructor(private readonly options: LocalSearchClientOptions) {}

  /** Starts loading the index; a failed load is forgotten so the next search tries again. */
  preload(): Promise<SearchEngine> {
    if (!this.enginePromise) {
      this.enginePromise = this.options.load().then(
        (file) => new SearchEngine(file),
        (error: unknown) => {
          this.enginePromise = null;
          throw error;
        },
      );
    }
    return this.enginePromise;
  }

  async search(args: SearchArgs): Promise<{results: LocalResult[]}> {
    const requests = toRequests(args);
    let engine: SearchEngine;
    try {
      engine = await this.preload();
    } catch (cause) {
      // DocSearch shows its error screen ("无法获取结果") only for the error algoliasearch throws when no host answers.
      const error = new Error(`The search index could not be loaded: ${String(cause)}`, {cause});
      error.name = 'RetryError';
      throw error;
    }
    return {results: requests.map((r) => runRequest(engine, r, this.options.origin))};
  }

  /** DocSearch and the Docusaurus theme call these on Algolia clients; nothing to do locally. */
  addAlgoliaAgent(): void {}
  clearCache(): Promise<void> {
    return Promise.resolve();
  }
}
