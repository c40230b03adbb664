/**
 * The local search client: loads the index manifest, then answers
 *  - DocSearch 4 (the modal), which calls `search({requests: [{indexName, query, hitsPerPage, facetFilters, ...}]})`
 *    and gets `{results: [...]}` with Algolia-shaped hits (absolute `url`, `type`, `hierarchy.lvl0..lvl6`, `content`,
 *    and `_highlightResult` / `_snippetResult` whose values are escaped text with `<mark>` only around matches);
 *  - the site's own /search page, which calls `query()` and gets text segments (no markup at all).
 * Both accept a product filter (`product:<id>` facet filters for DocSearch, a list for the page).
 */
import {SearchEngine, type IndexLoader, type SearchAnswer, type SearchHit} from '../engine/engine';
import {MANIFEST_FILE, isManifest} from '../engine/format';
import {PRODUCTS} from '../../products';
import type {Segment} from '../engine/highlight';

export type FacetFilters = ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters | string;
  snippetEllipsisText?: string;
  [key: string]: unknown;
}

/** One request as DocSearch sends it (flat) or nested in `params`. */
export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams | string;
}

export type SearchArgs = {requests: SearchRequest[]} | SearchRequest[];

type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

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
  product: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<keyof Hierarchy, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<keyof Hierarchy, HighlightValue>>;
    content?: HighlightValue;
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
  /** The best results match only part of the query. */
  partial: boolean;
}

/** What the /search page asks for. */
export interface PageQuery {
  query: string;
  page: number;
  hitsPerPage: number;
  products: string[];
  facetFilters: FacetFilters;
}

export type PageAnswer = Omit<SearchAnswer, 'hits' | 'definition'> & {
  hits: Array<SearchHit & {url: string}>;
  definition?: SearchHit & {url: string};
  pages: number;
};

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
/** The facet a product filter uses. */
export const PRODUCT_FACET = 'product';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Segments as DocSearch renders them: escaped text, `<mark>` around the matches. */
export function toHighlightValue(segments: Segment[]): HighlightValue {
  const text = segments.reduce((n, s) => n + s.text.length, 0);
  const marked = segments.reduce((n, s) => n + (s.mark ? s.text.length : 0), 0);
  return {
    value: segments.map((s) => (s.mark ? `<mark>${escapeHtml(s.text)}</mark>` : escapeHtml(s.text))).join(''),
    matchLevel: marked === 0 ? 'none' : marked === text ? 'full' : 'partial',
    matchedWords: [],
  };
}

/** Reads the `params` of a request in any of the shapes clients send. */
export function readParams(request: SearchRequest): SearchParams {
  const {params, ...rest} = request;
  const flat: SearchParams = {...rest};
  delete flat.indexName;
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

function splitFilter(filter: string): [attribute: string, value: string, negate: boolean] | null {
  const colon = filter.indexOf(':');
  if (colon < 0) return null;
  let value = filter.slice(colon + 1).trim();
  let negate = false;
  if (value.startsWith('-')) {
    negate = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  return [filter.slice(0, colon).trim(), value, negate];
}

/**
 * facetFilters as Algolia applies them (every group must hold, a group holds when any of its filters does), split into
 * the product filter (groups of `product:` filters only) and a test of the other facets.
 */
export function readFacetFilters(filters: FacetFilters | string | undefined): {
  products: string[];
  accept: (page: {tag: string; lvl0: string; language: string}) => boolean;
} {
  const products: string[] = [];
  const others: string[][] = [];
  for (const group of normalizeFacetFilters(filters)) {
    const parsed = group.map(splitFilter);
    if (parsed.every((f) => f && f[0] === PRODUCT_FACET && !f[2])) {
      for (const f of parsed) if (PRODUCTS.some((p) => p.id === f![1])) products.push(f![1]);
    } else others.push(group);
  }
  const value = (page: {tag: string; lvl0: string; language: string}, attribute: string) =>
    attribute === 'language'
      ? page.language
      : attribute === 'docusaurus_tag'
        ? page.tag
        : attribute === 'lvl0' || attribute === 'hierarchy.lvl0'
          ? page.lvl0
          : null;
  return {
    products,
    accept: (page) =>
      others.every((group) =>
        group.some((f) => {
          const parsed = splitFilter(f);
          if (!parsed) return false;
          const actual = value(page, parsed[0]);
          const equal = actual !== null && actual === parsed[1];
          return parsed[2] ? !equal : equal;
        }),
      ),
  };
}

function absoluteUrl(hit: SearchHit, origin: string): {url: string; withoutAnchor: string} {
  const withoutAnchor = new URL(hit.route, origin).href;
  return {url: hit.anchor ? `${withoutAnchor}#${hit.anchor}` : withoutAnchor, withoutAnchor};
}

function toLocalHit(hit: SearchHit, language: string, origin: string, index: number): LocalHit {
  const hierarchy: Hierarchy = {lvl0: hit.lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const hl: LocalHit['_highlightResult']['hierarchy'] = {lvl0: toHighlightValue([{text: hit.lvl0, mark: false}])};
  // The page is lvl1; each heading below sits one level down (DocSearch shows the deepest as the hit's title).
  hit.headings.forEach((heading, i) => {
    const level = LEVELS[Math.min(6, i + 1)]!;
    hierarchy[level] = heading;
    hl[level] = toHighlightValue(hit.headingSegments[i]!);
  });
  const {url, withoutAnchor} = absoluteUrl(hit, origin);
  const content = hit.content || null;
  return {
    objectID: `${index}-${hit.route}#${hit.anchor}`,
    url,
    url_without_anchor: withoutAnchor,
    anchor: hit.anchor || null,
    type: hit.headingMatched ? `lvl${Math.min(6, hit.headings.length)}` : 'content',
    hierarchy,
    content,
    language,
    docusaurus_tag: hit.tag,
    product: hit.product,
    // DocSearch shows a content hit's snippet; the whole section marked would cost every keystroke for nothing.
    _highlightResult: {hierarchy: hl, ...(content ? {content: toHighlightValue(hit.snippet)} : {})},
    _snippetResult: {hierarchy: hl, ...(content ? {content: toHighlightValue(hit.snippet)} : {})},
  };
}

/** Marks the definition's hit, for the bench and the tests: it is not one of the ranked pages. */
export const DEFINITION_ID = 'definition';

/** A glossary term's definition as the modal's first hit: a content hit, so DocSearch shows its text. */
function toDefinitionHit(hit: SearchHit, language: string, origin: string): LocalHit {
  const local = toLocalHit({...hit, headingMatched: false}, language, origin, 0);
  return {...local, objectID: `${DEFINITION_ID}-${hit.route}#${hit.anchor}`};
}

function toInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** Answers one DocSearch request. */
export async function runRequest(engine: SearchEngine, request: SearchRequest, origin: string): Promise<LocalResult> {
  const started = now();
  const params = readParams(request);
  const query = typeof params.query === 'string' ? params.query : '';
  const hitsPerPage = toInt(params.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = toInt(params.page, 0, 0, 10_000);
  const {products, accept} = readFacetFilters(params.facetFilters);
  const answer = query.trim()
    ? await engine.search(query, {
        page,
        hitsPerPage,
        products,
        accept,
        ...(typeof params.snippetEllipsisText === 'string' ? {ellipsis: params.snippetEllipsisText} : {}),
      })
    : null;
  const hits = (answer?.hits ?? []).map((h, i) => toLocalHit(h, engine.language, origin, page * hitsPerPage + i));
  if (answer?.definition) hits.unshift(toDefinitionHit(answer.definition, engine.language, origin));
  const nbHits = (answer?.total ?? 0) + (answer?.definition ? 1 : 0);
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    query,
    params: new URLSearchParams({query, page: String(page), hitsPerPage: String(hitsPerPage)}).toString(),
    index: request.indexName,
    processingTimeMS: Math.round(now() - started),
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    partial: answer?.partial ?? false,
  };
}

export interface LocalSearchClientOptions {
  /** Reads one index file by its name inside /search-index/. */
  load: IndexLoader;
  /** Origin that makes hit URLs absolute (the theme calls `new URL()` on them). */
  origin: string;
}

/** What the search bar and the /search page call: the in-page client below, or the worker-backed one. */
export interface SearchClient {
  /** Starts loading the index manifest; resolves once it is ready, rejects if it could not be loaded. */
  preload(): Promise<unknown>;
  search(args: SearchArgs): Promise<{results: LocalResult[]}>;
  query(request: PageQuery): Promise<PageAnswer>;
}

/** The error DocSearch shows its error screen ("无法获取结果") for: the one algoliasearch throws when no host answers. */
function retryError(cause: unknown): Error {
  const error = new Error(`The search index could not be loaded: ${String(cause)}`, {cause});
  error.name = 'RetryError';
  return error;
}

export class LocalSearchClient implements SearchClient {
  readonly appId = 'local';
  private enginePromise: Promise<SearchEngine> | null = null;

  constructor(private readonly options: LocalSearchClientOptions) {}

  /** Starts loading the manifest; a failed load is forgotten so the next search tries again. */
  preload(): Promise<SearchEngine> {
    if (!this.enginePromise) {
      this.enginePromise = this.options.load(MANIFEST_FILE).then(
        (manifest) => {
          if (!isManifest(manifest)) throw new Error('search index: unexpected manifest format');
          return new SearchEngine(manifest, this.options.load);
        },
        (error: unknown) => {
          this.enginePromise = null;
          throw error;
        },
      );
    }
    return this.enginePromise;
  }

  /** Runs `work` on the engine; any failure to load the manifest or a shard becomes a RetryError. */
  private async withEngine<T>(work: (engine: SearchEngine) => Promise<T>): Promise<T> {
    let engine: SearchEngine;
    try {
      engine = await this.preload();
    } catch (cause) {
      throw retryError(cause);
    }
    try {
      return await work(engine);
    } catch (cause) {
      throw retryError(cause);
    }
  }

  search(args: SearchArgs): Promise<{results: LocalResult[]}> {
    const requests = toRequests(args);
    return this.withEngine(async (engine) => ({
      results: await Promise.all(requests.map((r) => runRequest(engine, r, this.options.origin))),
    }));
  }

  query(request: PageQuery): Promise<PageAnswer> {
    return this.withEngine(async (engine) => {
      const {accept} = readFacetFilters(request.facetFilters);
      const answer = await engine.search(request.query, {
        page: request.page,
        hitsPerPage: request.hitsPerPage,
        products: request.products,
        accept,
      });
      return {
        ...(answer.definition
          ? {definition: {...answer.definition, url: absoluteUrl(answer.definition, this.options.origin).url}}
          : {}),
        total: answer.total,
        partial: answer.partial,
        unmatched: answer.unmatched,
        productCounts: answer.productCounts,
        hits: answer.hits.map((h) => ({...h, url: absoluteUrl(h, this.options.origin).url})),
        pages: Math.ceil(answer.total / Math.max(1, request.hitsPerPage)),
      };
    });
  }

  /** DocSearch and the Docusaurus theme call these on Algolia clients; nothing to do locally. */
  addAlgoliaAgent(): void {}
  clearCache(): Promise<void> {
    return Promise.resolve();
  }
}
