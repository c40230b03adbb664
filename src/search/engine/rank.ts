/**
 * Ranking, from postings alone: each posting carries the weights of its term in one section (own heading, body,
 * inherited page title and parent heading), so no section text is needed to rank.
 *
 * A word matched in a heading weighs far more than one in the body (page title > h2 > h3 > body, body saturating with
 * repetition, rarer terms weigh more). Sections matching every word come first; when there are few, sections matching
 * part of the query follow, most words first, so a query is never answered with nothing while some of its words occur
 * in the docs.
 */
import {SECTION_SLOTS, unpackCode, type Posting} from './format';
import type {QueryPlan, Word} from './query';

// Field weights: the title of the page, a section's own heading by class, inherited headings, body.
const HEADING_WEIGHTS = [0, 10, 7, 6];
const INHERITED_TITLE_WEIGHT = 3;
const INHERITED_PARENT_WEIGHT = 2.5;
const BODY_WEIGHT = 1;
/** The build quantises the BM25 body weight (0..k1+1) to 0..31. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
export const BODY_SCALE = 31 / (BM25_K1 + 1);
/** Share of the rest of its page's matching sections added to a section's score… */
const PAGE_SHARE = 0.4;
/** …at most this share of the section's own score: a long page's many passing mentions do not outweigh a focused page. */
const PAGE_SHARE_CAP = 0.6;
const MAX_HITS_PER_PAGE_GROUP = 3;
/** Partial matches are added while full matches fill less than this. */
const PARTIAL_BELOW = 20;

export interface TermPostings {
  /** Sections holding the term, in the whole index (the list may be cut to the strongest postings). */
  df: number;
  /** Flat triples [page, section, code], pages absolute. */
  list: number[];
}

export interface RankedHit {
  page: number;
  section: number;
  score: number;
  /** Whether the section's own heading matched at least one word ('lvlN' in DocSearch's terms, else 'content'). */
  headingMatched: boolean;
  /** Number of query words the section matched. */
  matchedWords: number;
  /** 0 when each word matched as planned, 1 when a long Chinese run matched only a third of its bigrams. */
  tier: number;
}

export interface Ranking {
  hits: RankedHit[];
  /** The best hit matches only part of the query. */
  partial: boolean;
  /** Query words that match nothing in the docs. */
  unmatched: string[];
}

interface Slot {
  head: number;
  body: number;
  title: number;
  parent: number;
}

interface WordMatch {
  h: number;
  hs: number;
  c: number;
  cs: number;
  t: number;
  ts: number;
  p: number;
  ps: number;
  headClass: number;
  headLength: number;
}

function matchWord(
  word: Word,
  postings: (term: string) => TermPostings | undefined,
  records: number,
): Map<number, WordMatch> {
  const matches = new Map<number, WordMatch>();
  for (const alts of word.slots) {
    const slot = new Map<number, Slot & {headClass: number; headLength: number}>();
    for (const {term, factor} of alts) {
      const found = postings(term);
      if (!found) continue;
      const idf = Math.log(1 + records / Math.max(1, found.df)) * factor;
      const {list} = found;
      for (let i = 0; i < list.length; i += 3) {
        const key = list[i]! * SECTION_SLOTS + list[i + 1]!;
        const p: Posting = unpackCode(list[i + 2]!);
        const head = p.head > 0 ? idf : 0;
        const body = p.body > 0 ? (idf * p.body) / BODY_SCALE : 0;
        const title = p.inTitle ? idf : 0;
        const parent = p.inParent ? idf : 0;
        const cur = slot.get(key);
        if (!cur) slot.set(key, {head, body, title, parent, headClass: p.head, headLength: p.headLength});
        else {
          cur.head = Math.max(cur.head, head);
          cur.body = Math.max(cur.body, body);
          cur.title = Math.max(cur.title, title);
          cur.parent = Math.max(cur.parent, parent);
          if (p.head > 0) {
            cur.headClass = p.head;
            cur.headLength = p.headLength;
          }
        }
      }
    }
    for (const [key, s] of slot) {
      let m = matches.get(key);
      if (!m) {
        m = {h: 0, hs: 0, c: 0, cs: 0, t: 0, ts: 0, p: 0, ps: 0, headClass: 0, headLength: 0};
        matches.set(key, m);
      }
      if (s.head > 0) {
        m.h++;
        m.hs += s.head;
        m.headClass = s.headClass;
        m.headLength = s.headLength;
      }
      if (s.body > 0) {
        m.c++;
        m.cs += s.body;
      }
      if (s.title > 0) {
        m.t++;
        m.ts += s.title;
      }
      if (s.parent > 0) {
        m.p++;
        m.ps += s.parent;
      }
    }
  }
  return matches;
}

/** The score of one word in one section, and whether it matched the section's own text; null if it does not match. */
function scoreWord(
  word: Word,
  m: WordMatch | undefined,
  need: number,
): {score: number; own: boolean; heading: boolean} | null {
  if (!m) return null;
  const slots = word.slots.length;
  const headOwn = m.h >= need ? (HEADING_WEIGHTS[m.headClass] ?? 6) * m.hs * (m.h / slots) : 0;
  const body = m.c >= need ? BODY_WEIGHT * m.cs * (m.c / slots) : 0;
  const inherited = Math.max(
    m.t >= need ? INHERITED_TITLE_WEIGHT * m.ts * (m.t / slots) : 0,
    m.p >= need ? INHERITED_PARENT_WEIGHT * m.ps * (m.p / slots) : 0,
  );
  const parts = [headOwn, body, inherited];
  const best = Math.max(...parts);
  if (best <= 0) return null;
  const sum = parts.reduce((a, b) => a + b, 0);
  return {score: best + 0.25 * (sum - best), own: headOwn > 0 || body > 0, heading: headOwn > 0};
}

/** Ranked sections for a plan, filtered by page (facets), grouped by page as DocSearch shows them. */
export function rank(
  plan: QueryPlan,
  postings: (term: string) => TermPostings | undefined,
  records: number,
  acceptPage: (page: number) => boolean,
): Ranking {
  const {words} = plan;
  if (words.length === 0) return {hits: [], partial: false, unmatched: []};
  const matches = words.map((w) => matchWord(w, postings, records));
  const unmatched = words.filter((_, i) => matches[i]!.size === 0).map((w) => w.text);
  const queryChars = words.reduce((n, w) => n + w.text.length, 0);

  const all = new Set<number>();
  for (const m of matches) for (const key of m.keys()) all.add(key);
  /** Sections matching the words with `needs[i]` slots of word i, those in `skip` left out; `tier` orders the lists. */
  const collect = (needs: number[], tier: number, skip?: Set<number>) => {
    const full: RankedHit[] = [];
    const partial: RankedHit[] = [];
    for (const key of all) {
      if (skip?.has(key)) continue;
      const page = Math.floor(key / SECTION_SLOTS);
      if (!acceptPage(page)) continue;
      const section = key % SECTION_SLOTS;
      let score = 0;
      let matched = 0;
      let own = false;
      let headingWords = 0;
      let headLength = 0;
      for (let i = 0; i < words.length; i++) {
        const m = matches[i]!.get(key);
        const s = scoreWord(words[i]!, m, needs[i]!);
        if (!s) continue;
        matched++;
        score += s.score;
        if (s.own) own = true;
        if (s.heading) {
          headingWords++;
          headLength = m!.headLength;
        }
      }
      if (matched === 0 || (!own && section !== 0)) continue;
      if (headingWords === words.length) {
        // Every word in this heading: the closer the heading is to the query, the better.
        score *= 1.5 + 0.5 * Math.min(1, queryChars / Math.max(1, headLength));
      }
      const hit = {page, section, score, headingMatched: headingWords > 0, matchedWords: matched, tier};
      (matched === words.length ? full : partial).push(hit);
    }
    return {full, partial};
  };
  const {full, partial} = collect(
    words.map((w) => w.need),
    0,
  );
  let hits = full;
  if (full.length < PARTIAL_BELOW) {
    // Sections with most of the words; with no full match, any that match at all.
    const atLeast = full.length > 0 ? Math.max(1, Math.ceil(words.length / 2)) : 1;
    hits = full.concat(partial.filter((h) => h.matchedWords >= atLeast));
    // Still few: a long Chinese run that no section holds most of (for 回零不准 the docs say 回零 and 精度 but never 零不准)
    // is also matched by a third of its bigrams, after everything above.
    const loose = words.map((w) => (w.slots.length >= 3 ? Math.max(1, Math.ceil(w.slots.length / 3)) : w.need));
    if (hits.length < PARTIAL_BELOW && loose.some((n, i) => n < words[i]!.need)) {
      const more = collect(loose, 1, new Set(hits.map((h) => h.page * SECTION_SLOTS + h.section)));
      hits = hits.concat(
        more.full,
        more.partial.filter((h) => h.matchedWords >= Math.ceil(words.length / 2)),
      );
    }
  }
  // A page that treats the query in several sections is more about it than one that mentions it once.
  const pageTotals = new Map<number, number>();
  const pageKey = (h: RankedHit) => h.page * 2 + h.tier;
  for (const h of hits) pageTotals.set(pageKey(h), (pageTotals.get(pageKey(h)) ?? 0) + h.score);
  for (const h of hits) {
    h.score += Math.min(PAGE_SHARE * (pageTotals.get(pageKey(h))! - h.score), PAGE_SHARE_CAP * h.score);
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      b.matchedWords - a.matchedWords ||
      b.score - a.score ||
      a.page - b.page ||
      a.section - b.section,
  );
  hits = groupByPage(hits);
  const first = hits[0];
  return {hits, partial: first !== undefined && (first.matchedWords < words.length || first.tier > 0), unmatched};
}

/** Keeps each page's best sections together, pages in the order of their best section, at most three per page. */
function groupByPage(hits: RankedHit[]): RankedHit[] {
  const byPage = new Map<number, RankedHit[]>();
  for (const hit of hits) {
    const list = byPage.get(hit.page);
    if (!list) byPage.set(hit.page, [hit]);
    else if (list.length < MAX_HITS_PER_PAGE_GROUP) list.push(hit);
  }
  return [...byPage.values()].flat();
}
