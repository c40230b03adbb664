/**
 * What the checks of the pages against the canon's YAML share: which product family a page belongs to, its prose with
 * inline code taken out, and the nearest valid value to suggest. Used by uiPaths.ts, permissionClaims.ts and
 * codeClaims.ts (tests/unit/repo/ runs them over docs/).
 */
import {proseLines, type DocSource} from '../docs';
import {productOfPath} from '../../../src/products';

/** A product id of src/products.ts. */
export type DocFamily = string;

/** A partial's folder under docs/_partials/ → the product whose pages render it. */
const PARTIAL_FAMILIES: Array<[RegExp, DocFamily]> = [
  [/^automation/, 'automation'],
  [/^janus-/, 'janus'],
  [/^lowcode/, 'lowcode'],
  [/^neptune-/, 'neptune'],
  [/^open-platform/, 'open-platform'],
  [/^triton-/, 'triton'],
];

/**
 * The product a page belongs to, as src/products.ts routes it (`docs/apps/…` is Neptune's); a partial by its folder;
 * null for pages of no product (docs/index.mdx, docs/compatibility.mdx).
 */
export function familyOf(file: string): DocFamily | null {
  const parts = file.split(/[\\/]/);
  if (parts[0] !== 'docs' || parts.length < 3) return null;
  if (parts[1] === '_partials') return PARTIAL_FAMILIES.find(([re]) => re.test(parts[2]))?.[1] ?? null;
  return productOfPath(`/${parts.join('/').replace(/\.mdx?$/, '')}`)?.id ?? null;
}

/** The page's prose lines (fenced code left out), inline code spans blanked so a `「…」` in code is not prose. */
export function proseOf(doc: DocSource): Array<{line: number; text: string}> {
  return proseLines(doc)
    .filter(({text}) => !/^\s*(import|export)\s/.test(text))
    .map(({line, text}) => ({line, text: text.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length))}));
}

/** Levenshtein distance by code point (a Chinese character is one). */
export function distance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({length: y.length + 1}, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[y.length];
}

/** Characters two strings share, counted with repeats. */
function shared(a: string, b: string): number {
  const pool = [...b];
  let n = 0;
  for (const ch of a) {
    const i = pool.indexOf(ch);
    if (i >= 0) {
      pool.splice(i, 1);
      n++;
    }
  }
  return n;
}

/**
 * The candidate closest to `value`: fewest edits; among equals, one that contains it or that it contains, then the one
 * sharing most characters with it (团队口令 → 团队令牌 rather than 团队信息), then the first.
 */
export function nearest(value: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const contains = c.includes(value) || value.includes(c);
    const score = distance(value, c) * 100 - (contains ? 50 : 0) - shared(value, c);
    if (score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
