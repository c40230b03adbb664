/**
 * The search engine that runs in the browser: it cuts the index file's text into terms once, then answers queries
 * with ranked sections and highlighted text. Pure code: no DOM, no network (the client feeds it the index file).
 *
 * Ranking: every query word must match a section (its own heading or body, or its page title / parent heading); a
 * word matched in a heading weighs far more than one in the body (page title > h2 > h3 > body, body saturating with
 * repetition, rarer terms weigh more). A Chinese word of n characters is n-1 overlapping bigrams and matches when
 * most of them sit in one field. Latin words also match as prefixes and, when nothing matches exactly, with one typo
 * (two from eight letters). When no section matches every word, sections matching most words are returned instead.
 */
import {tokenize, compoundParts, fold, isHan, type Token} from './tokenize';
import type {SearchIndexFile} from './format';
import {escapeHtml} from './marks';

export interface SearchRecord {
  id: number;
  page: number;
  url: string;
  anchor: string;
  lvl0: string;
  tag: string;
  level: number;
  heading: string;
  content: string;
  /** Record id of the parent heading, -1 for a page. */
  parent: number;
  /** Record id of the page this section belongs to. */
  root: number;
  /** One past the last descendant section's record id. */
  end: number;
  /** Body length in terms. */
  length: number;
}

export interface HighlightSpec {
  /** Latin words and compounds to mark whole. */
  exact: Set<string>;
  /** Latin prefixes to mark at the start of a word. */
  prefixes: string[];
  /** Chinese bigrams and single characters to mark. */
  han: Set<string>;
}

interface Alt {
  term: string;
  factor: number;
}

interface Word {
  text: string;
  slots: Alt[][];
  need: number;
}

export interface QueryPlan {
  words: Word[];
  highlight: HighlightSpec;
}

export interface RankedHit {
  record: SearchRecord;
  score: number;
  /** 'lvl1'..'lvl6' when the section's own heading matched, else 'content'. */
  type: string;
  /** Number of query words the section matched (all of them unless the query fell back to any-word). */
  matchedWords: number;
}

/** Queries are cut at this length: nothing a reader types needs more, and it bounds the work per keystroke. */
export const MAX_QUERY_LENGTH = 256;
const MAX_WORDS = 12;
const MAX_PREFIX_EXPANSIONS = 30;
const MAX_TYPO_EXPANSIONS = 10;
const MAX_HITS_PER_PAGE_GROUP = 3;

// Field weights: the title of the page, a section's own heading by level, inherited headings, body.
const TITLE_WEIGHT = 10;
const H2_WEIGHT = 7;
const H3_WEIGHT = 6;
const INHERITED_TITLE_WEIGHT = 3;
const INHERITED_PARENT_WEIGHT = 2.5;
const BODY_WEIGHT = 1;
/** A front matter keyword counts as one more occurrence in its page's opening section (measured: presence matters, repeats add nothing). */
const AKA_TF = 1;
const PREFIX_FACTOR = 0.7;
const TYPO_FACTOR = 0.45;
/** Share of the rest of its page's matching sections added to a section's score. */
const PAGE_SHARE = 0.3;
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** Question words and particles a query may carry that say nothing about the topic. */
const QUERY_STOP = /如何|怎么样|怎么|怎样|为什么|什么|哪些|哪个|是否|请问|能否|可以|的|吗|呢|吧|了/g;

function headingWeight(level: number): number {
  if (level <= 1) return TITLE_WEIGHT;
  if (level === 2) return H2_WEIGHT;
  return H3_WEIGHT;
}

/** Damerau-Levenshtein distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2: number[] = [];
  let prev: number[] = Array.from({length: cols}, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[cols - 1]!;
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface WordMatch {
  /** Slots matched in the heading, and their summed weight. */
  h: number;
  hs: number;
  /** Slots matched in the body, and their summed weight. */
  c: number;
  cs: number;
}

export class SearchEngine {
  readonly records: SearchRecord[] = [];
  readonly language: string;
  /** term → flat pairs [record id, (body term frequency << 1) | in-heading]. */
  private readonly postings = new Map<string, number[]>();
  private latinTerms: string[] = [];
  private hanTerms: string[] = [];
  private avgLength = 1;

  constructor(file: SearchIndexFile) {
    this.language = file.lang;
    const akaOf = new Map<number, string>();
    for (const [pageIndex, [url, lvl0, tag, sections, aka]] of file.pages.entries()) {
      const base = this.records.length;
      if (aka) akaOf.set(base, aka);
      sections.forEach(([anchor, level, heading, content, parent], s) => {
        this.records.push({
          id: base + s,
          page: pageIndex,
          url,
          anchor,
          lvl0,
          tag,
          level,
          heading,
          content,
          parent: parent >= 0 ? base + parent : -1,
          root: base,
          end: base + s + 1,
          length: 0,
        });
      });
      // A section's descendants are the sections after it up to the next one at its level or above.
      for (let s = sections.length - 1; s >= 0; s--) {
        const rec = this.records[base + s]!;
        if (rec.parent >= 0) {
          const parent = this.records[rec.parent]!;
          parent.end = Math.max(parent.end, rec.end);
        }
      }
    }
    let totalLength = 0;
    for (const rec of this.records) {
      const counts = new Map<string, number>();
      for (const t of tokenize(rec.content)) counts.set(t.term, (counts.get(t.term) ?? 0) + 1);
      // A page's keywords count as words of its opening section; they are never shown.
      for (const t of tokenize(akaOf.get(rec.id) ?? '')) counts.set(t.term, (counts.get(t.term) ?? 0) + AKA_TF);
      for (const t of tokenize(rec.heading)) if (!counts.has(t.term)) counts.set(t.term, 0);
      const headingTerms = new Set(tokenize(rec.heading).map((t) => t.term));
      let length = 0;
      for (const [term, tf] of counts) {
        length += tf;
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push(rec.id, (tf << 1) | (headingTerms.has(term) ? 1 : 0));
      }
      rec.length = length;
      totalLength += length;
    }
    this.avgLength = Math.max(1, totalLength / Math.max(1, this.records.length));
    for (const term of this.postings.keys()) {
      if (isHan(term.charCodeAt(0))) this.hanTerms.push(term);
      else this.latinTerms.push(term);
    }
    this.latinTerms.sort();
    this.hanTerms.sort();
  }

  get termCount(): number {
    return this.postings.size;
  }

  private df(term: string): number {
    return (this.postings.get(term)?.length ?? 0) / 2;
  }

  private idf(term: string): number {
    return Math.log(1 + this.records.length / Math.max(1, this.df(term)));
  }

  private latinWordAlts(token: string, highlight: HighlightSpec): Alt[] {
    const alts: Alt[] = [];
    if (this.postings.has(token)) {
      alts.push({term: token, factor: 1});
      highlight.exact.add(token);
    }
    if (token.length >= 2 || alts.length === 0) {
      const expansions: string[] = [];
      for (let i = lowerBound(this.latinTerms, token); i < this.latinTerms.length; i++) {
        const term = this.latinTerms[i]!;
        if (!term.startsWith(token)) break;
        if (term !== token) expansions.push(term);
      }
      expansions.sort((a, b) => this.df(b) - this.df(a));
      for (const term of expansions.slice(0, MAX_PREFIX_EXPANSIONS)) {
        alts.push({term, factor: PREFIX_FACTOR * Math.sqrt(token.length / term.length)});
      }
      if (expansions.length > 0) highlight.prefixes.push(token);
    }
    if (alts.length === 0 && token.length >= 4 && !/^\d+$/.test(token)) {
      const max = token.length >= 8 ? 2 : 1;
      const typos: Array<[string, number]> = [];
      for (const term of this.latinTerms) {
        if (Math.abs(term.length - token.length) > max || /^\d/.test(term)) continue;
        const d = editDistance(token, term, max);
        if (d <= max) typos.push([term, d]);
      }
      typos.sort((a, b) => a[1] - b[1] || this.df(b[0]) - this.df(a[0]));
      for (const [term, d] of typos.slice(0, MAX_TYPO_EXPANSIONS)) {
        alts.push({term, factor: TYPO_FACTOR / d});
        highlight.exact.add(term);
      }
    }
    return alts;
  }

  private hanWord(chars: string, highlight: HighlightSpec): Word {
    if (chars.length === 1) {
      const alts: Alt[] = [];
      if (this.postings.has(chars)) alts.push({term: chars, factor: 1});
      const containing = this.hanTerms.filter((t) => t.includes(chars));
      containing.sort((a, b) => this.df(b) - this.df(a));
      for (const term of containing.slice(0, MAX_PREFIX_EXPANSIONS)) alts.push({term, factor: PREFIX_FACTOR});
      highlight.han.add(chars);
      return {text: chars, slots: [alts], need: 1};
    }
    const slots: Alt[][] = [];
    const seen = new Set<string>();
    for (let i = 0; i < chars.length - 1; i++) {
      const bigram = chars.slice(i, i + 2);
      if (seen.has(bigram)) continue;
      seen.add(bigram);
      highlight.han.add(bigram);
      slots.push(this.postings.has(bigram) ? [{term: bigram, factor: 1}] : []);
    }
    const need = slots.length <= 2 ? slots.length : Math.ceil(slots.length * 0.6);
    return {text: chars, slots, need};
  }

  /** Turns a query into words, each a list of slots that may match through alternative terms. */
  plan(rawQuery: string): QueryPlan {
    const highlight: HighlightSpec = {exact: new Set(), prefixes: [], han: new Set()};
    let query = rawQuery.slice(0, MAX_QUERY_LENGTH);
    const withoutStop = query.replace(QUERY_STOP, ' ');
    // Drop question words only when that leaves no lone Chinese character: 选哪个产品 must not become 选 + 产品.
    const loneHan =
      /(^|[^\u4e00-\u9fff])[\u4e00-\u9fff](?![\u4e00-\u9fff])/.test(withoutStop) &&
      !/(^|[^\u4e00-\u9fff])[\u4e00-\u9fff](?![\u4e00-\u9fff])/.test(query);
    if (tokenize(withoutStop).length > 0 && !loneHan) query = withoutStop;
    const tokens: Token[] = tokenize(query, {compoundParts: false});
    const words: Word[] = [];
    let hanRun = '';
    let hanEnd = -1;
    const flushHan = () => {
      if (hanRun) words.push(this.hanWord(hanRun, highlight));
      hanRun = '';
    };
    for (const token of tokens) {
      if (token.kind === 'bigram' || token.kind === 'unigram') {
        if (token.kind === 'bigram' && hanRun && token.start === hanEnd - 1) hanRun += token.term[1];
        else {
          flushHan();
          hanRun = token.term;
        }
        hanEnd = token.end;
        continue;
      }
      flushHan();
      if (token.kind === 'compound' && token.term.startsWith('/')) {
        // A rooted path: the path from that root first, the same path under another root after it.
        const plain = token.term.slice(1);
        const alts: Alt[] = [];
        if (this.postings.has(token.term)) {
          alts.push({term: token.term, factor: 1});
          highlight.exact.add(token.term);
        }
        if (this.postings.has(plain)) {
          alts.push({term: plain, factor: 0.6});
          highlight.exact.add(plain);
        }
        if (alts.length > 0) {
          words.push({text: plain, slots: [alts], need: 1});
          continue;
        }
        for (const part of compoundParts(plain)) {
          words.push({text: part, slots: [this.latinWordAlts(part, highlight)], need: 1});
        }
        continue;
      }
      if (token.kind === 'compound') {
        const alts = this.postings.has(token.term) ? this.latinWordAlts(token.term, highlight) : [];
        if (alts.length > 0) {
          words.push({text: token.term, slots: [alts], need: 1});
          continue;
        }
        for (const part of compoundParts(token.term)) {
          words.push({text: part, slots: [this.latinWordAlts(part, highlight)], need: 1});
        }
        continue;
      }
      words.push({text: token.term, slots: [this.latinWordAlts(token.term, highlight)], need: 1});
    }
    flushHan();
    // The same word twice adds nothing; very long queries keep their first words.
    const seen = new Set<string>();
    const unique = words.filter((w) => !seen.has(w.text) && seen.add(w.text));
    return {words: unique.slice(0, MAX_WORDS), highlight};
  }

  private bodyWeight(tf: number, length: number): number {
    return (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * length) / this.avgLength));
  }

  private matchWord(word: Word): Map<number, WordMatch> {
    const matches = new Map<number, WordMatch>();
    for (const alts of word.slots) {
      const slot = new Map<number, [number, number]>();
      for (const {term, factor} of alts) {
        const list = this.postings.get(term);
        if (!list) continue;
        const idf = this.idf(term);
        for (let i = 0; i < list.length; i += 2) {
          const id = list[i]!;
          const code = list[i + 1]!;
          const inHeading = code & 1 ? idf * factor : 0;
          const tf = code >> 1;
          const inBody = tf > 0 ? idf * factor * this.bodyWeight(tf, this.records[id]!.length) : 0;
          const cur = slot.get(id);
          if (!cur) slot.set(id, [inHeading, inBody]);
          else {
            if (inHeading > cur[0]) cur[0] = inHeading;
            if (inBody > cur[1]) cur[1] = inBody;
          }
        }
      }
      for (const [id, [h, c]] of slot) {
        let m = matches.get(id);
        if (!m) matches.set(id, (m = {h: 0, hs: 0, c: 0, cs: 0}));
        if (h > 0) {
          m.h++;
          m.hs += h;
        }
        if (c > 0) {
          m.c++;
          m.cs += c;
        }
      }
    }
    return matches;
  }

  /** The score of one word in one record, and whether it matched the record's own text; null if it does not match. */
  private scoreWord(
    word: Word,
    matches: Map<number, WordMatch>,
    rec: SearchRecord,
  ): {score: number; own: boolean; heading: boolean} | null {
    const slots = word.slots.length;
    const m = matches.get(rec.id);
    const headOwn = m && m.h >= word.need ? headingWeight(rec.level) * m.hs * (m.h / slots) : 0;
    const body = m && m.c >= word.need ? BODY_WEIGHT * m.cs * (m.c / slots) : 0;
    let inherited = 0;
    if (rec.root !== rec.id) {
      const t = matches.get(rec.root);
      if (t && t.h >= word.need) inherited = INHERITED_TITLE_WEIGHT * t.hs * (t.h / slots);
      if (rec.parent >= 0 && rec.parent !== rec.root) {
        const p = matches.get(rec.parent);
        if (p && p.h >= word.need) inherited = Math.max(inherited, INHERITED_PARENT_WEIGHT * p.hs * (p.h / slots));
      }
    }
    const parts = [headOwn, body, inherited];
    const best = Math.max(...parts);
    if (best <= 0) return null;
    const sum = parts.reduce((a, b) => a + b, 0);
    return {score: best + 0.25 * (sum - best), own: headOwn > 0 || body > 0, heading: headOwn > 0};
  }

  /** Records a word can match: those holding its terms, and the sections under a heading that holds them. */
  private candidates(word: Word, matches: Map<number, WordMatch>): Set<number> {
    const out = new Set<number>();
    for (const [id, m] of matches) {
      if (m.c >= word.need || m.h >= word.need) out.add(id);
      if (m.h >= word.need) {
        const rec = this.records[id]!;
        for (let d = id + 1; d < rec.end; d++) out.add(d);
      }
    }
    return out;
  }

  /** Ranked sections for a query, filtered by `accept` (facets), grouped by page as DocSearch shows them. */
  search(query: string, accept: (rec: SearchRecord) => boolean = () => true): {hits: RankedHit[]; plan: QueryPlan} {
    const plan = this.plan(query);
    const {words} = plan;
    if (words.length === 0) return {hits: [], plan};
    const matches = words.map((w) => this.matchWord(w));
    const phrase = query.trim().toLowerCase();
    const cands = words.map((w, i) => this.candidates(w, matches[i]!));

    const scoreRecord = (id: number, requireAll: boolean): RankedHit | null => {
      const rec = this.records[id]!;
      if (!accept(rec)) return null;
      let score = 0;
      let matched = 0;
      let own = false;
      let headingWords = 0;
      for (let i = 0; i < words.length; i++) {
        const s = this.scoreWord(words[i]!, matches[i]!, rec);
        if (!s) {
          if (requireAll) return null;
          continue;
        }
        matched++;
        score += s.score;
        if (s.own) own = true;
        if (s.heading) headingWords++;
      }
      if (matched === 0 || (!own && rec.root !== rec.id)) return null;
      if (headingWords === words.length) {
        // Every word in this heading: the closer the heading is to the query, the better.
        const queryChars = words.reduce((n, w) => n + w.text.length, 0);
        score *= 1.5 + 0.5 * Math.min(1, queryChars / Math.max(1, rec.heading.length));
      }
      // The query as typed stands in the heading (stop words and all): that heading is what the reader asked for.
      if (phrase.length >= 2 && rec.heading.toLowerCase().includes(phrase)) score *= 2;
      return {
        record: rec,
        score,
        type: headingWords > 0 ? `lvl${Math.min(6, rec.level)}` : 'content',
        matchedWords: matched,
      };
    };

    let hits: RankedHit[] = [];
    const smallest = cands.reduce((a, b) => (b.size < a.size ? b : a));
    for (const id of smallest) {
      const hit = scoreRecord(id, true);
      if (hit) hits.push(hit);
    }
    if (hits.length === 0 && words.length > 1) {
      // No section has every word: take those with most of them, at least half.
      const all = new Set<number>();
      for (const c of cands) for (const id of c) all.add(id);
      const atLeast = Math.ceil(words.length / 2);
      for (const id of all) {
        const hit = scoreRecord(id, false);
        if (hit && hit.matchedWords >= atLeast) hits.push(hit);
      }
    }
    // A page that treats the query in several sections is more about it than one that mentions it once.
    const pageTotals = new Map<number, number>();
    for (const h of hits) pageTotals.set(h.record.page, (pageTotals.get(h.record.page) ?? 0) + h.score);
    for (const h of hits) h.score += PAGE_SHARE * (pageTotals.get(h.record.page)! - h.score);
    hits.sort((a, b) => b.matchedWords - a.matchedWords || b.score - a.score || a.record.id - b.record.id);
    hits = groupByPage(hits);
    return {hits, plan};
  }
}

/** Keeps each page's best sections together, pages in the order of their best section, at most three per page. */
function groupByPage(hits: RankedHit[]): RankedHit[] {
  const byPage = new Map<number, RankedHit[]>();
  for (const hit of hits) {
    const list = byPage.get(hit.record.page);
    if (!list) byPage.set(hit.record.page, [hit]);
    else if (list.length < MAX_HITS_PER_PAGE_GROUP) list.push(hit);
  }
  return [...byPage.values()].flat();
}

/** Which characters of `text` the query matched. */
export function matchMask(text: string, spec: HighlightSpec): Uint8Array {
  const mask = new Uint8Array(text.length);
  const mark = (from: number, to: number) => mask.fill(1, from, to);
  const hanChars = [...spec.han].filter((t) => t.length === 1);
  for (const t of tokenize(text)) {
    if (t.kind === 'bigram' || t.kind === 'unigram') {
      if (spec.han.has(t.term)) mark(t.start, t.end);
      else
        for (const ch of hanChars)
          if (t.term.includes(ch)) mark(t.start + t.term.indexOf(ch), t.start + t.term.indexOf(ch) + 1);
      continue;
    }
    if (spec.exact.has(t.term)) {
      mark(t.start, t.end);
      continue;
    }
    if (t.kind === 'word') {
      for (const p of spec.prefixes) if (t.term.startsWith(p)) mark(t.start, t.start + p.length);
    }
  }
  return mask;
}

function renderMarked(text: string, mask: Uint8Array, from: number, to: number): string {
  let out = '';
  let i = from;
  while (i < to) {
    let j = i;
    const on = mask[i] === 1;
    while (j < to && (mask[j] === 1) === on) j++;
    const piece = escapeHtml(text.slice(i, j));
    out += on ? `<mark>${piece}</mark>` : piece;
    i = j;
  }
  return out;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** Escaped text with `<mark>` around the matched parts, in Algolia's highlight shape. */
export function highlight(text: string, spec: HighlightSpec): HighlightResult {
  const mask = matchMask(text, spec);
  const marked = mask.reduce((n, v) => n + v, 0);
  return {
    value: renderMarked(text, mask, 0, text.length),
    matchLevel: marked === 0 ? 'none' : marked === text.length ? 'full' : 'partial',
    matchedWords: [],
    fullyHighlighted: marked > 0 && marked === text.length,
  };
}

const SNIPPET_BEFORE = 24;
const SNIPPET_LENGTH = 96;

/** Where to open a snippet: the window holding the most matched text, distinct matches counting extra. */
function bestWindowStart(text: string, mask: Uint8Array): number {
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 1) continue;
    let j = i;
    while (j < mask.length && mask[j] === 1) j++;
    runs.push([i, j]);
    i = j;
  }
  if (runs.length === 0) return 0;
  let best = runs[0]![0];
  let bestScore = -1;
  for (const [anchor] of runs) {
    const end = anchor + SNIPPET_LENGTH - SNIPPET_BEFORE;
    const distinct = new Set<string>();
    let marked = 0;
    for (const [a, b] of runs) {
      if (a < anchor || b > end) continue;
      marked += b - a;
      distinct.add(fold(text.slice(a, b)));
    }
    const score = marked + 4 * distinct.size;
    if (score > bestScore) {
      bestScore = score;
      best = anchor;
    }
  }
  return best;
}

/**
 * A window of the text around its best match, escaped and marked, with … where it is cut (at the end only when
 * `trailing`: the /search page adds its own "..." after every snippet).
 */
export function snippet(text: string, spec: HighlightSpec, ellipsis = '…', trailing = true): HighlightResult {
  const mask = matchMask(text, spec);
  const anchor = bestWindowStart(text, mask);
  const matched = mask.indexOf(1) >= 0;
  let start = matched ? Math.max(0, anchor - SNIPPET_BEFORE) : 0;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end === text.length) start = Math.max(0, end - SNIPPET_LENGTH);
  // Never cut a surrogate pair.
  if (start > 0 && /[\udc00-\udfff]/.test(text[start]!)) start--;
  if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end++;
  const body = renderMarked(text, mask, start, end);
  return {
    value: `${start > 0 ? escapeHtml(ellipsis) : ''}${body}${trailing && end < text.length ? escapeHtml(ellipsis) : ''}`,
    matchLevel: matched ? 'partial' : 'none',
    matchedWords: [],
  };
}

/** Normalises a query the way the engine reads it (folded, trimmed, cut to the maximum length), for cache keys. */
export function normalizeQuery(query: string): string {
  return fold(query.slice(0, MAX_QUERY_LENGTH)).trim();
}
