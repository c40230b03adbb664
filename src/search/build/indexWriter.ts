/**
 * Turns the extracted pages into the index files (../engine/format.ts): the terms of every section with their
 * precomputed weights, cut into postings shards by term range, the page text cut into shards by page, and the
 * manifest that lists them. Runs at build time only.
 */
import {PRODUCTS, productOfPath} from '../../products';
import {tokenize, fold, isHan} from '../engine/tokenize';
import {definitionKey, thesaurusTerm} from '../engine/query';
import {BM25_B, BM25_K1, BODY_SCALE} from '../engine/rank';
import {
  ALL_BUCKETS,
  INDEX_DIR,
  MANIFEST_FILE,
  SECTION_SLOTS,
  docsFile,
  encodeNumbers,
  packCode,
  shardFile,
  shardOf,
  vocabBucket,
  vocabFile,
  VOCAB_BUCKETS,
  type Definition,
  type DocsShard,
  type IndexPage,
  type Manifest,
  type VocabularyShard,
  type PostingsShard,
} from '../engine/format';

export interface IndexWriterOptions {
  /** The site's base URL, for the site-root paths in the manifest. */
  baseUrl: string;
  /** Folded thesaurus groups. */
  thesaurus: string[][];
  /** A postings shard is closed once its JSON passes this many characters. */
  shardChars?: number;
  /**
   * A page-text shard is closed once its JSON passes this many characters; 0 (the default) gives each page a file of its
   * own, so a search fetches the text of the pages it shows and no other.
   */
  docsChars?: number;
  /**
   * The longest posting list kept: a term in more sections than this (a word of nearly every page) keeps its strongest
   * postings, so a query's download stays bounded however large the site grows. Its document frequency stays exact.
   */
  maxPostings?: number;
  /** The 术语表 page's route (with the base URL) and, per term, its section's anchor and the names a query may use. */
  glossary?: GlossaryTerms;
}

export interface GlossaryTerms {
  route: string;
  /** Per term: its section's anchor on the 术语表 page, the names a query may use, the route#anchor that explains it. */
  terms: Array<{anchor: string; names: string[]; explained: string}>;
}

/**
 * The postings shards' `definitions`: each name of a term → the term's section on the 术语表 page and the section that
 * explains it. Absent without that page; a term either section is missing for is an error, since its definition would
 * silently never show or lead nowhere.
 */
function definitionsOf(pages: IndexPage[], glossary: GlossaryTerms | undefined): Record<string, Definition> | undefined {
  if (!glossary) return undefined;
  const at = (target: string): [number, number] | undefined => {
    const [route = '', anchor = ''] = target.split('#');
    const page = pages.findIndex((p) => p[0] === route);
    const section = page < 0 ? -1 : pages[page]![3].findIndex((s) => s[0] === anchor);
    return section < 0 ? undefined : [page, section];
  };
  if (!pages.some((p) => p[0] === glossary.route)) return undefined;
  const out: Record<string, Definition> = {};
  for (const {anchor, names, explained} of glossary.terms) {
    const entry = at(`${glossary.route}#${anchor}`);
    if (!entry) throw new Error(`search index: the 术语表 page ${glossary.route} has no section #${anchor}`);
    const explaining = at(explained);
    if (!explaining) throw new Error(`search index: the index has no section ${explained}, which explains #${anchor}`);
    for (const name of names) out[definitionKey(name)] = [...entry, ...explaining];
  }
  return out;
}

const DEFAULT_SHARD_CHARS = 12_000;
const DEFAULT_DOCS_CHARS = 0;
const DEFAULT_MAX_POSTINGS = 2_000;
/**
 * A front matter keyword counts as two more occurrences in its page's opening section: the writer says readers call the
 * page so, which says more than one passing mention of the word.
 */
const AKA_TF = 2;

function headClass(level: number): number {
  if (level <= 1) return 1;
  if (level === 2) return 2;
  return 3;
}

/** The product of a page as an index into the manifest's `products` (src/products.ts), -1 for pages of none. */
export function productOf(url: string): number {
  const product = productOfPath(url);
  return product ? PRODUCTS.indexOf(product) : -1;
}

/** Thesaurus groups a text holds: a Chinese member anywhere in it, a Latin member as a whole term. */
function groupsIn(text: string, terms: Set<string>, thesaurus: string[][]): number[] {
  const folded = fold(text);
  const out: number[] = [];
  thesaurus.forEach((group, g) => {
    if (group.some((m) => ([...m].some((c) => isHan(c.charCodeAt(0))) ? folded.includes(m) : terms.has(m)))) out.push(g);
  });
  return out;
}

interface SectionTerms {
  counts: Map<string, number>;
  heading: Set<string>;
  length: number;
}

function sectionTerms(heading: string, content: string, aka: string, thesaurus: string[][]): SectionTerms {
  const counts = new Map<string, number>();
  for (const t of tokenize(content)) counts.set(t.term, (counts.get(t.term) ?? 0) + 1);
  for (const t of tokenize(aka)) counts.set(t.term, (counts.get(t.term) ?? 0) + AKA_TF);
  const headingTerms = new Set(tokenize(heading).map((t) => t.term));
  for (const g of groupsIn(`${content} ${aka}`, new Set(counts.keys()), thesaurus))
    counts.set(thesaurusTerm(g), (counts.get(thesaurusTerm(g)) ?? 0) + 1);
  for (const g of groupsIn(heading, headingTerms, thesaurus)) headingTerms.add(thesaurusTerm(g));
  let length = 0;
  for (const tf of counts.values()) length += tf;
  return {counts, heading: headingTerms, length};
}

/** Builds every file of the index: file name (inside INDEX_DIR) → JSON value. */
export function writeIndex(pages: IndexPage[], lang: string, options: IndexWriterOptions): Map<string, unknown> {
  const shardChars = options.shardChars ?? DEFAULT_SHARD_CHARS;
  const docsChars = options.docsChars ?? DEFAULT_DOCS_CHARS;
  const maxPostings = options.maxPostings ?? DEFAULT_MAX_POSTINGS;
  const perPage = pages.map(([, , , sections, aka]) =>
    sections.map(([, , heading, content], s) => sectionTerms(heading, content, s === 0 ? (aka ?? '') : '', options.thesaurus)),
  );
  let records = 0;
  let totalLength = 0;
  for (const sections of perPage)
    for (const s of sections) {
      records++;
      totalLength += s.length;
    }
  const avgLength = Math.max(1, totalLength / Math.max(1, records));

  // term → [page, section, code] triples, in page and section order.
  const postings = new Map<string, number[]>();
  pages.forEach(([, , , sections], page) => {
    if (sections.length > SECTION_SLOTS) throw new Error(`search index: ${pages[page]![0]} has over ${SECTION_SLOTS} sections`);
    const terms = perPage[page]!;
    // The product's name is part of the page's title for matching (Neptune + 注册 finds Neptune's 注册与登录), never shown.
    const product = PRODUCTS[productOf(pages[page]![0])];
    if (product) for (const t of tokenize(product.name)) terms[0]!.heading.add(t.term);
    const title = terms[0]!.heading;
    sections.forEach(([, level, heading, , parent], s) => {
      const own = terms[s]!;
      const parentHeading = parent > 0 ? terms[parent]!.heading : undefined;
      const all = new Set([...own.counts.keys(), ...own.heading]);
      if (s > 0) for (const t of title) all.add(t);
      if (parentHeading) for (const t of parentHeading) all.add(t);
      for (const term of all) {
        const tf = own.counts.get(term) ?? 0;
        const bm25 = tf > 0 ? (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * own.length) / avgLength)) : 0;
        const inHeading = own.heading.has(term);
        const code = packCode({
          body: tf > 0 ? Math.max(1, Math.round(bm25 * BODY_SCALE)) : 0,
          head: inHeading ? headClass(level) : 0,
          inTitle: s > 0 && title.has(term),
          inParent: Boolean(parentHeading?.has(term)),
          headLength: inHeading ? [...heading].length : 0,
        });
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(page, s, code);
      }
    });
  });

  const files = new Map<string, unknown>();
  const sorted = [...postings.keys()].sort();
  const vocabulary = new Map<string, VocabularyShard>(VOCAB_BUCKETS.map((b) => [b, {terms: [], df: []}]));
  const shards: string[] = [];
  let shard: PostingsShard = {terms: {}};
  let chars = 0;
  const closeShard = () => {
    files.set(shardFile(shards.length - 1), shard);
    shard = {terms: {}};
    chars = 0;
  };
  for (const term of sorted) {
    const list = postings.get(term)!;
    const df = list.length / 3;
    if (!isHan(term.charCodeAt(0)) && !term.startsWith('~')) {
      const bucket = vocabulary.get(vocabBucket(term))!;
      bucket.terms.push(term);
      bucket.df.push(df);
    }
    let kept = list;
    if (df > maxPostings) {
      // The strongest postings: own heading first, then body weight; back in page order for delta coding.
      const order = Array.from({length: df}, (_, i) => i).sort((a, b) => list[b * 3 + 2]! - list[a * 3 + 2]!);
      const chosen = order.slice(0, maxPostings).sort((a, b) => a - b);
      kept = chosen.flatMap((i) => [list[i * 3]!, list[i * 3 + 1]!, list[i * 3 + 2]!]);
    }
    // Pages delta-coded, with the exact document frequency first.
    const encoded = [df];
    let prev = 0;
    for (let i = 0; i < kept.length; i += 3) {
      encoded.push(kept[i]! - prev, kept[i + 1]!, kept[i + 2]!);
      prev = kept[i]!;
    }
    if (shards.length === 0 || chars >= shardChars) {
      if (shards.length > 0) closeShard();
      shards.push(term);
    }
    const text = encodeNumbers(encoded);
    shard.terms[term] = text;
    chars += term.length + 6 + text.length;
  }
  if (shards.length > 0) closeShard();

  const docs: number[] = [];
  let docsShard: DocsShard = {first: 0, pages: []};
  chars = 0;
  pages.forEach(([url, lvl0, tag, sections], page) => {
    if (docs.length === 0 || chars >= docsChars) {
      if (docs.length > 0) files.set(docsFile(docs.length - 1), docsShard);
      docs.push(page);
      docsShard = {first: page, pages: []};
      chars = 0;
    }
    const entry: DocsShard['pages'][number] = [url, lvl0, tag, sections];
    docsShard.pages.push(entry);
    chars += JSON.stringify(entry).length;
  });
  if (docs.length > 0) files.set(docsFile(docs.length - 1), docsShard);
  const everyTerm: VocabularyShard = {terms: [], df: []};
  for (const [bucket, shard] of vocabulary) {
    files.set(vocabFile(bucket), shard);
    everyTerm.terms.push(...shard.terms);
    everyTerm.df.push(...shard.df);
  }
  files.set(vocabFile(ALL_BUCKETS), everyTerm);

  const tags = [...new Set(pages.map((p) => p[2]))];
  const root = `${options.baseUrl.replace(/\/?$/, '/')}${INDEX_DIR}/`;
  const manifest: Manifest = {
    v: 4,
    lang,
    files: [MANIFEST_FILE, ...files.keys()].map((f) => root + f),
    records,
    avgLength,
    pages: pages.length,
    tags,
    pageTag: pages.map((p) => tags.indexOf(p[2])),
    products: PRODUCTS.map((p) => p.id),
    pageProduct: pages.map((p) => productOf(p[0])),
    shards,
    docs,
    thesaurus: options.thesaurus,
  };
  // Each name in the postings shard its key sorts into, beside the terms a query naming it fetches anyway.
  for (const [key, definition] of Object.entries(definitionsOf(pages, options.glossary) ?? {})) {
    if (shards.length === 0) break;
    const target = files.get(shardFile(shardOf(shards, key))) as PostingsShard;
    (target.definitions ??= {})[key] = definition;
  }
  files.set(MANIFEST_FILE, manifest);
  return files;
}
