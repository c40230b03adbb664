/**
 * Which parts of a text a query matched, as text segments: the /search page renders them as React text and `<mark>`
 * elements, the DocSearch adapter (../browser/algolia.ts) escapes them into the HTML the modal expects. Nothing here
 * produces or parses markup.
 */
import {tokenize, fold} from './tokenize';

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
