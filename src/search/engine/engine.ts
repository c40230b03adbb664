/**
 * The search engine: plans a query from the manifest and the parts of the Latin vocabulary its words need
 * (./query.ts), fetches the postings shards of its terms, ranks sections from the postings (./rank.ts), then fetches
 * the text of the pages it returns and marks the matches (./highlight.ts). Pure code: it reads index files through
 * the `load` function it is given (fetch in the worker, a map in tests). Shards are kept once loaded; a failed load
 * rejects the search and is tried again on the next one.
 */
import {
  decodeNumbers,
  docsFile,
  queryBuckets,
  shardFile,
  shardOf,
  vocabBucket,
  vocabFile,
  type Definition,
  type DocsShard,
  type Manifest,
  type PostingsShard,
  type Product,
  type VocabularyShard,
  ALL_BUCKETS,
  VOCAB_BUCKETS,
} from './format';
import {highlight, snippet, type HighlightSpec, type Segment} from './highlight';
import {
  addLoneHanAlts,
  definitionKey,
  planQuery,
  planTerms,
  splitHanWords,
  withPrefix,
  type QueryPlan,
  type Vocabulary,
} from './query';
import {rank, type TermPostings} from './rank';

/** Reads one index file by its name inside the index folder. */
export type IndexLoader = (file: string) => Promise<unknown>;

export interface PageFilter {
  /** Products to keep; all when empty or absent. */
  products?: readonly string[];
  /** Any other test of a page (the contextual facets). */
  accept?: (page: {tag: string; lvl0: string; language: string}) => boolean;
}

export interface SearchHit {
  /** Route of the page, and the anchor of the section ('' for the page top). */
  route: string;
  anchor: string;
  lvl0: string;
  tag: string;
  product: Product | null;
  /** Heading level of the section (1 = the page itself). */
  level: number;
  /** Whether the section's own heading matched. */
  headingMatched: boolean;
  /** Headings from the page title down to the section's own, as text and with the matches marked. */
  headings: string[];
  headingSegments: Segment[][];
  content: string;
  snippet: Segment[];
}

export interface SearchAnswer {
  hits: SearchHit[];
  /**
   * When the query names a glossary term (注册码，什么是 JOG): its definition from the 术语表 page, as a hit on the section
   * that explains the term, shown before the hits on the first page of results. It is not among `hits`.
   */
  definition?: SearchHit;
  /** Every ranked section, not only those of this page of results. */
  total: number;
  /** The best results match only part of the query. */
  partial: boolean;
  /** Query words that occur nowhere in the docs. */
  unmatched: string[];
  /** Sections per product among all results (before the product filter), for the filter's counts. */
  productCounts: Record<string, number>;
}

export interface SearchOptions extends PageFilter {
  page?: number;
  hitsPerPage?: number;
  ellipsis?: string;
}

export class SearchEngine {
  private readonly shards = new Map<number, Promise<PostingsShard>>();
  private readonly docs = new Map<number, Promise<DocsShard>>();
  private readonly vocabShards = new Map<string, Promise<VocabularyShard>>();
  /** The vocabulary buckets loaded so far: their sorted terms, and every loaded term's document frequency. */
  private readonly buckets = new Map<string, readonly string[]>();
  private readonly latinDf = new Map<string, number>();
  /** Buckets a planning asked about and did not find loaded: it is planned again once they are. */
  private readonly missing = new Set<string>();
  /** Postings decoded so far: a term's list is decoded once per tab, not once per keystroke. */
  private readonly decoded = new Map<string, TermPostings>();
  private readonly vocab: Vocabulary;

  constructor(
    readonly manifest: Manifest,
    private readonly load: IndexLoader,
  ) {
    const bucket = (term: string) => {
      const b = vocabBucket(term);
      const terms = this.buckets.get(b);
      if (!terms) this.missing.add(b);
      return terms ?? [];
    };
    this.vocab = {
      withPrefix: (prefix) => withPrefix(bucket(prefix), prefix),
      all: () => {
        if (VOCAB_BUCKETS.some((b) => !this.buckets.has(b))) this.missing.add(ALL_BUCKETS);
        return this.latinDf.keys();
      },
      df: (t) => (bucket(t), this.latinDf.get(t) ?? 0),
      has: (t) => (bucket(t), this.latinDf.has(t)),
      thesaurus: manifest.thesaurus,
    };
  }

  get language(): string {
    return this.manifest.lang;
  }

  private cached<K, T>(cache: Map<K, Promise<T>>, i: K, file: string): Promise<T> {
    let promise = cache.get(i);
    if (!promise) {
      promise = this.load(file).then(
        (data) => data as T,
        (error: unknown) => {
          cache.delete(i);
          throw error;
        },
      );
      cache.set(i, promise);
    }
    return promise;
  }

  private shard(i: number): Promise<PostingsShard> {
    return this.cached(this.shards, i, shardFile(i));
  }

  private docsShard(i: number): Promise<DocsShard> {
    return this.cached(this.docs, i, docsFile(i));
  }

  /** Loads vocabulary buckets by name, or all of them from their one file (ALL_BUCKETS). */
  private async loadBuckets(buckets: Iterable<string>): Promise<void> {
    await Promise.all(
      [...buckets].map(async (b) => {
        if (this.buckets.has(b)) return;
        const shard = await this.cached(this.vocabShards, b, vocabFile(b));
        if (this.buckets.has(b)) return;
        const split = new Map<string, string[]>();
        shard.terms.forEach((t, i) => {
          this.latinDf.set(t, shard.df[i]!);
          const bucket = b === ALL_BUCKETS ? vocabBucket(t) : b;
          let terms = split.get(bucket);
          if (!terms) split.set(bucket, (terms = []));
          terms.push(t);
        });
        const loaded = b === ALL_BUCKETS ? VOCAB_BUCKETS : [b];
        for (const bucket of loaded) if (!this.buckets.has(bucket)) this.buckets.set(bucket, split.get(bucket) ?? []);
        if (b === ALL_BUCKETS) this.buckets.set(ALL_BUCKETS, shard.terms);
      }),
    );
  }

  /**
   * Plans the query with the vocabulary buckets its words need: those the query suggests first, then any other the
   * planning asked about (a typo is compared with every term: all buckets, from their one file), until it asked about
   * none it lacked.
   */
  private async plan(query: string): Promise<QueryPlan> {
    let wanted = queryBuckets(query);
    for (;;) {
      await this.loadBuckets(wanted);
      this.missing.clear();
      const plan = planQuery(this.vocab, query);
      if (this.missing.size === 0) return plan;
      wanted = [...this.missing];
    }
  }

  /** Shards holding the terms: one per term, all of a character's range for a lone character. */
  private shardsFor(terms: string[], loneChars: string[]): number[] {
    const out = new Set<number>();
    const {shards} = this.manifest;
    for (const term of terms) out.add(shardOf(shards, term));
    for (const char of loneChars) {
      const next = String.fromCharCode(char.charCodeAt(0) + 1);
      for (let i = shardOf(shards, char); i < shards.length && shards[i]! < next; i++) out.add(i);
    }
    return [...out];
  }

  /** Plans the query and fetches what ranking it needs. */
  async prepare(query: string): Promise<{
    plan: QueryPlan;
    postings: (term: string) => TermPostings | undefined;
    definition: Definition | undefined;
  }> {
    const plan = await this.plan(query);
    const loaded = new Map<number, PostingsShard>();
    const fetch = async () => {
      const wanted = this.shardsFor(
        planTerms(plan),
        plan.loneHan.map((l) => l.char),
      );
      const shards = await Promise.all(wanted.map((i) => this.shard(i)));
      wanted.forEach((i, k) => loaded.set(i, shards[k]!));
    };
    const raw = (term: string) => loaded.get(shardOf(this.manifest.shards, term))?.terms[term];
    await fetch();
    const before = plan.loneHan.length;
    splitHanWords(this.vocab, plan, (term) => raw(term) !== undefined);
    // Characters split off stand alone now: fetch the words they start.
    if (plan.loneHan.length > before) await fetch();
    const postings = (term: string) => {
      let found = this.decoded.get(term);
      if (!found) {
        const text = raw(term);
        if (text === undefined) return undefined;
        const numbers = decodeNumbers(text);
        const list: number[] = [];
        let page = 0;
        for (let i = 1; i < numbers.length; i += 3) {
          page += numbers[i]!;
          list.push(page, numbers[i + 1]!, numbers[i + 2]!);
        }
        found = {df: numbers[0]!, list};
        this.decoded.set(term, found);
      }
      return found;
    };
    addLoneHanAlts(plan, (char) =>
      this.shardsFor([], [char]).flatMap((i) =>
        Object.keys(loaded.get(i)?.terms ?? {})
          .filter((t) => t.length === 2 && t[0] === char)
          .map((t): [string, number] => [t, postings(t)!.df]),
      ),
    );
    // A term's definition is kept in the shard its name sorts into, which the query's own words have fetched.
    const key = definitionKey(query);
    const definition = loaded.get(shardOf(this.manifest.shards, key))?.definitions?.[key];
    return {plan, postings, definition};
  }

  private pageInfo(page: number, shard: DocsShard) {
    return shard.pages[page - shard.first]!;
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchAnswer & {plan: QueryPlan}> {
    const {plan, postings, definition: named} = await this.prepare(query);
    const {manifest} = this;
    const products = new Set(options.products ?? []);
    const tagOf = (page: number) => manifest.tags[manifest.pageTag[page]!] ?? 'default';
    const productOf = (page: number): Product | null => manifest.products[manifest.pageProduct[page]!] ?? null;
    // lvl0 is not in the manifest: the contextual facets the site sends filter on language and tag only, so a page's
    // answer is its tag's, asked once per tag rather than once per posting.
    const byTag = new Map<number, boolean>();
    const contextual = (page: number) => {
      const {accept} = options;
      if (!accept) return true;
      const tag = manifest.pageTag[page]!;
      let ok = byTag.get(tag);
      if (ok === undefined) {
        ok = accept({tag: tagOf(page), lvl0: '', language: manifest.lang});
        byTag.set(tag, ok);
      }
      return ok;
    };
    const ranking = rank(plan, postings, manifest.records, contextual);
    const definition = named && (options.page ?? 0) === 0 && contextual(named[2]) ? named : undefined;
    // The definition takes the place of its entry among the ranked sections.
    const ranked = definition
      ? ranking.hits.filter((h) => h.page !== definition[0] || h.section !== definition[1])
      : ranking.hits;
    const productCounts: Record<string, number> = {};
    for (const h of ranked) {
      const p = productOf(h.page);
      if (p) productCounts[p] = (productCounts[p] ?? 0) + 1;
    }
    const hits =
      products.size > 0
        ? ranked.filter((h) => {
            const p = productOf(h.page);
            return p !== null && products.has(p);
          })
        : ranked;
    const hitsPerPage = options.hitsPerPage ?? 20;
    const from = (options.page ?? 0) * hitsPerPage;
    const shown = hits.slice(from, from + hitsPerPage);
    const docShards = new Map<number, DocsShard>();
    const pagesShown = shown.map((h) => h.page);
    if (definition) pagesShown.push(definition[0], definition[2]);
    await Promise.all(
      [...new Set(pagesShown.map((page) => shardOf(manifest.docs, page)))].map(async (i) =>
        docShards.set(i, await this.docsShard(i)),
      ),
    );
    const ellipsis = options.ellipsis ?? '…';
    return {
      plan,
      hits: shown.map((h) =>
        this.toHit(
          h.page,
          h.section,
          h.headingMatched,
          docShards.get(shardOf(manifest.docs, h.page))!,
          plan.highlight,
          ellipsis,
        ),
      ),
      ...(definition
        ? {
            definition: this.definitionHit(
              definition,
              (page) => docShards.get(shardOf(manifest.docs, page))!,
              plan.highlight,
              ellipsis,
            ),
          }
        : {}),
      total: hits.length,
      partial: ranking.partial,
      unmatched: ranking.unmatched,
      productCounts,
    };
  }

  /**
   * The definition as a hit: the term and its definition from the 术语表 page, grouped under that page's title, leading
   * to the section that explains the term. A definition is short: read from its start, not around the first match.
   */
  private definitionHit(
    [page, section, explainedPage, explainedSection]: Definition,
    shardOf: (page: number) => DocsShard,
    spec: HighlightSpec,
    ellipsis: string,
  ): SearchHit {
    const entry = this.toHit(page, section, true, shardOf(page), spec, ellipsis);
    const explained = this.toHit(explainedPage, explainedSection, false, shardOf(explainedPage), spec, ellipsis);
    const term = entry.headings.at(-1) ?? '';
    return {
      ...explained,
      lvl0: entry.headings[0] ?? entry.lvl0,
      headingMatched: true,
      headings: [term],
      headingSegments: [highlight(term, spec)],
      content: entry.content,
      snippet: highlight(entry.content, spec),
    };
  }

  private toHit(
    page: number,
    section: number,
    headingMatched: boolean,
    shard: DocsShard,
    spec: HighlightSpec,
    ellipsis: string,
  ): SearchHit {
    const [route, lvl0, tag, sections] = this.pageInfo(page, shard);
    const chain: number[] = [];
    for (let s = section; s >= 0; s = sections[s]![4]) {
      chain.unshift(s);
      if (s === 0) break;
    }
    const [anchor, level, , content] = sections[section]!;
    const headings = chain.map((s) => sections[s]![2]);
    return {
      route,
      anchor,
      lvl0,
      tag,
      product: this.manifest.products[this.manifest.pageProduct[page]!] ?? null,
      level,
      headingMatched,
      headings,
      headingSegments: headings.map((h) => highlight(h, spec)),
      content,
      snippet: snippet(content, spec, ellipsis),
    };
  }
}
