/**
 * The search index as the build writes it and the browser reads it: a manifest plus shards, every file under
 * `/search-index/`. The manifest lists every file (`files`, site-root paths), so a client such as the offline cache can
 * fetch them all; a search fetches the manifest, the postings shards its terms fall into and the text of the pages it
 * shows, whatever the size of the site.
 */

import {fold} from './tokenize';

/** Folder of every index file, under the site's base URL. */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

/** [anchor ('' for the page top), heading level (1 = page title), heading text, body text, parent section or -1]. */
export type IndexSection = [anchor: string, level: number, heading: string, content: string, parent: number];

/**
 * One page as the build extracts it: [route path, lvl0 (the section of the site), docusaurus_tag, sections (section 0
 * is the page itself), the words readers also use for the page (its front matter keywords)].
 */
export type IndexPage = [url: string, lvl0: string, tag: string, sections: IndexSection[], aka?: string];

/** A product's id (src/products.ts), as the index names it and a reader filters by it. */
export type Product = string;

export interface Manifest {
  /** Format version. */
  v: 4;
  /** The `language` facet value of every record (the pages' `<html lang>`). */
  lang: string;
  /** Every file of the index, this manifest included, as site-root paths. */
  files: string[];
  /** Number of sections indexed (for inverse document frequency). */
  records: number;
  /** Average body length of a section, in terms. */
  avgLength: number;
  /** Number of pages. */
  pages: number;
  /** Distinct docusaurus_tag values, and each page's tag as an index into them. */
  tags: string[];
  pageTag: number[];
  /** The products' ids, in the filter's order (the engine knows no product list of its own). */
  products: Product[];
  /** Each page's product as an index into `products`, -1 for none (the docs home page). */
  pageProduct: number[];
  /** First term of each postings shard (`t<i>.json`), sorted: a term lives in the last shard whose first term ≤ it. */
  shards: string[];
  /** First page of each page-text shard (`p<i>.json`), ascending. */
  docs: number[];
  /** The domain thesaurus (canon/search-thesaurus.yaml), folded: group g is indexed as the term `~g`. */
  thesaurus: string[][];
}

/**
 * A postings shard: term → its postings as a string of numbers (encodeNumbers): the document frequency, then a triple
 * [page delta, section, code] per section. The code packs what ranking needs, so no section text is fetched to rank.
 */
export interface PostingsShard {
  terms: Record<string, string>;
  /**
   * Each glossary term's names (the term, its English name, its abbreviations; folded, without spaces) whose key sorts
   * into this shard → the term's section on the 术语表 page and the section that explains it, as [page, section, page,
   * section]: a query that names a term gets its definition first, from a shard its own words already fetch.
   */
  definitions?: Record<string, Definition>;
}

export type Definition = [page: number, section: number, explainedPage: number, explainedSection: number];

/**
 * The Latin-script terms whose first character falls in one bucket (`v<bucket>.json`), sorted, and their document
 * frequency: prefix and typo matching need them before any postings shard. Split from the manifest, so that a search
 * fetches the part its words need, in parallel with the manifest, instead of every term.
 */
export interface VocabularyShard {
  terms: string[];
  df: number[];
}

/** One bucket per letter, one for digits, one for the rest: every bucket has its file, empty or not. */
export const VOCAB_BUCKETS = [...'abcdefghijklmnopqrstuvwxyz', '0', '_'];

export function vocabBucket(term: string): string {
  const c = term[0] ?? '';
  if (c >= 'a' && c <= 'z') return c;
  return c >= '0' && c <= '9' ? '0' : '_';
}

/** Every bucket in one file, for typo matching, which compares a word with every term (`vall.json`). */
export const ALL_BUCKETS = 'all';

export function vocabFile(bucket: string): string {
  return `v${bucket}.json`;
}

/**
 * The buckets a query's Latin words most likely need: those of every run of letters or digits (the parts of
 * `modbus-tcp` too; full-width forms folded, as the index folds them), and `_` for a path. A guess made before the
 * query is planned, to fetch them with the manifest; the engine fetches any other bucket planning turns out to need.
 */
export function queryBuckets(query: string): string[] {
  const text = fold(query).toLowerCase();
  const out = new Set<string>();
  for (const m of text.matchAll(/(?:^|[^a-z0-9])([a-z0-9])/g)) out.add(vocabBucket(m[1]!));
  if (text.includes('/')) out.add('_');
  return [...out];
}

/** A page-text shard: the pages from `first` on, each as the build extracted it (keywords left out). */
export interface DocsShard {
  first: number;
  pages: Array<[url: string, lvl0: string, tag: string, sections: IndexSection[]]>;
}

/** What ranking needs of one term in one section. */
export interface Posting {
  /** Body weight (BM25 saturation and length normalisation applied), 0 when only in headings, quantised to 0..31. */
  body: number;
  /** Heading class of the section's own heading when the term is in it: 0 none, 1 page title, 2 h2, 3 h3 and below. */
  head: number;
  /** The term is in the page title (for a section other than the page itself). */
  inTitle: boolean;
  /** The term is in the parent heading (for a section below an h2). */
  inParent: boolean;
  /** Length of the section's own heading in characters, at most 63 (0 when the term is not in it). */
  headLength: number;
}

export function packCode(p: Posting): number {
  return (
    (((p.body * 4 + p.head) * 2 + (p.inTitle ? 1 : 0)) * 2 + (p.inParent ? 1 : 0)) * 64 + Math.min(63, p.headLength)
  );
}

export function unpackCode(code: number): Posting {
  const headLength = code % 64;
  let rest = Math.floor(code / 64);
  const inParent = rest % 2 === 1;
  rest = Math.floor(rest / 2);
  const inTitle = rest % 2 === 1;
  rest = Math.floor(rest / 2);
  return {body: Math.floor(rest / 4), head: rest % 4, inTitle, inParent, headLength};
}

/**
 * Small non-negative integers as text, five bits a character (digits 0-31 end a number, 32-63 carry five more bits), in
 * characters JSON needs no escape for: a posting takes about five characters where decimal JSON took twelve.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_';
const DIGIT_VALUE = new Map([...DIGITS].map((c, i) => [c, i]));

export function encodeNumbers(numbers: readonly number[]): string {
  let out = '';
  for (let v of numbers) {
    if (!Number.isInteger(v) || v < 0) throw new Error(`search index: cannot encode ${v}`);
    while (v >= 32) {
      out += DIGITS[32 + (v % 32)];
      v = Math.floor(v / 32);
    }
    out += DIGITS[v];
  }
  return out;
}

export function decodeNumbers(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let scale = 1;
  for (const c of text) {
    const d = DIGIT_VALUE.get(c);
    if (d === undefined) throw new Error('search index: bad postings');
    if (d >= 32) {
      value += (d - 32) * scale;
      scale *= 32;
    } else {
      out.push(value + d * scale);
      value = 0;
      scale = 1;
    }
  }
  return out;
}

/** Sections of a page are numbered below this: a section's key is page * SECTION_SLOTS + section. */
export const SECTION_SLOTS = 4096;

export function shardFile(i: number): string {
  return `t${i}.json`;
}

export function docsFile(i: number): string {
  return `p${i}.json`;
}

/** Index of the last entry ≤ key in an ascending list (0 if key is below the first). */
export function shardOf<T>(firsts: readonly T[], key: T): number {
  let lo = 0;
  let hi = firsts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (firsts[mid]! <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Manifest>;
  return (
    v.v === 4 &&
    typeof v.lang === 'string' &&
    Array.isArray(v.files) &&
    Array.isArray(v.shards) &&
    Array.isArray(v.products)
  );
}
