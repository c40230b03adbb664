/**
 * Which parts of a text a query matched, as text segments: the /search page renders them as React text and `<mark>`
 * elements, the DocSearch adapter (../browser/algolia.ts) escapes them into the HTML the modal expects. Nothing here
 * produces or parses markup.
 */
import {fold, isWordChar} from './tokenize';

export interface HighlightSpec {
  /** Latin words and compounds to mark whole. */
  exact: Set<string>;
  /** Latin prefixes to mark at the start of a word. */
  prefixes: string[];
  /** Chinese bigrams and single characters to mark. */
  han: Set<string>;
}

export interface Segment {
  text: string;
  mark: boolean;
}

export function emptySpec(): HighlightSpec {
  return {exact: new Set(), prefixes: [], han: new Set()};
}

/**
 * Which characters of `text` the query matched: what tokenize would mark, found by searching the folded text for each
 * term instead of cutting the whole text into tokens (a snippet reads whole sections, some of them long tables).
 * Chinese terms match anywhere (every two Chinese characters in a row are a bigram); Latin terms match whole words or
 * compounds, prefixes at the start of a word.
 */
export function matchMask(text: string, spec: HighlightSpec): Uint8Array {
  const s = fold(text);
  const mask = new Uint8Array(s.length);
  const wordAt = (i: number) => i >= 0 && i < s.length && isWordChar(s.charCodeAt(i));
  const mark = (term: string, accept: (at: number) => boolean) => {
    if (!term) return;
    for (let at = s.indexOf(term); at >= 0; at = s.indexOf(term, at + 1)) {
      if (accept(at)) mask.fill(1, at, at + term.length);
    }
  };
  for (const term of spec.han) mark(term, () => true);
  for (const term of spec.exact) mark(term, (at) => !wordAt(at - 1) && !wordAt(at + term.length));
  for (const prefix of spec.prefixes) mark(prefix, (at) => !wordAt(at - 1));
  return mask;
}

function segmentsOf(text: string, mask: Uint8Array, from: number, to: number): Segment[] {
  const out: Segment[] = [];
  let i = from;
  while (i < to) {
    let j = i;
    const on = mask[i] === 1;
    while (j < to && (mask[j] === 1) === on) j++;
    out.push({text: text.slice(i, j), mark: on});
    i = j;
  }
  return out;
}

/** The whole text, its matches marked. */
export function highlight(text: string, spec: HighlightSpec): Segment[] {
  return segmentsOf(text, matchMask(text, spec), 0, text.length);
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

/** A window of the text around its best match, with `ellipsis` segments where it is cut. */
export function snippet(text: string, spec: HighlightSpec, ellipsis = '…'): Segment[] {
  const mask = matchMask(text, spec);
  const anchor = bestWindowStart(text, mask);
  const matched = mask.indexOf(1) >= 0;
  let start = matched ? Math.max(0, anchor - SNIPPET_BEFORE) : 0;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end === text.length) start = Math.max(0, end - SNIPPET_LENGTH);
  // Never cut a surrogate pair.
  if (start > 0 && /[\udc00-\udfff]/.test(text[start]!)) start--;
  if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1]!)) end++;
  return [
    ...(start > 0 ? [{text: ellipsis, mark: false}] : []),
    ...segmentsOf(text, mask, start, end),
    ...(end < text.length ? [{text: ellipsis, mark: false}] : []),
  ];
}
