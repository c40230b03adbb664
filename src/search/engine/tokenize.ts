/**
 * One segmenter for both sides: the build cuts page text with it and the browser cuts queries with it, so a Chinese word
 * always falls into the same pieces. Chinese runs become overlapping bigrams (a lone character stays a unigram); Latin
 * letters and digits become lower-case words; words joined by `_ . - /` also form one compound term (`app_secret`,
 * `api/device/create`, `192.168.1.20`) besides their parts. Positions refer to the original string, for highlighting.
 */

export type TokenKind = 'word' | 'compound' | 'bigram' | 'unigram';

export interface Token {
  term: string;
  kind: TokenKind;
  /** Start offset in the original string (UTF-16 code units). */
  start: number;
  /** End offset (exclusive). */
  end: number;
}

/** Folds one UTF-16 unit to its search form without changing the string's length: full-width ASCII and case. */
function foldChar(code: number): number {
  if (code >= 0xff01 && code <= 0xff5e) code -= 0xfee0; // full-width ASCII → ASCII
  if (code >= 0x41 && code <= 0x5a) return code + 32;
  if (code >= 0xc0 && code <= 0xde && code !== 0xd7) return code + 32; // Latin-1 capitals
  return code;
}

/** Characters fold changes: upper-case ASCII and Latin-1, full-width ASCII. */
const FOLDED = /[A-Z\u00c0-\u00de\uff01-\uff5e]/;

/** Lower-cases and folds full-width ASCII; the result has exactly the input's length, so offsets carry over. */
export function fold(text: string): string {
  // Most section text has nothing to fold: no copy, character by character, of every snippet's text.
  if (!FOLDED.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(foldChar(text.charCodeAt(i)));
  return out;
}

export function isHan(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x3040 && code <= 0x30ff) // kana, rare in these docs but cut the same way
  );
}

export function isWordChar(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || // a-z (after folding)
    (code >= 0x30 && code <= 0x39) || // 0-9
    (code >= 0xdf && code <= 0xff && code !== 0xf7) // Latin-1 lower-case letters
  );
}

const JOINERS = new Set(['_', '.', '-', '/']);
/** Longest compound term kept; longer runs are still indexed by their parts. */
const MAX_COMPOUND = 48;
/** Compounds of up to this many parts are also indexed by each run of their parts. */
const MAX_SUB_PARTS = 8;

/**
 * Cuts text into tokens. With `compoundParts` false (queries), a compound yields only the compound token and its
 * parts are recovered by the query planner; the index keeps both.
 */
export function tokenize(text: string, options: {compoundParts?: boolean} = {}): Token[] {
  const compoundParts = options.compoundParts ?? true;
  const s = fold(text);
  const tokens: Token[] = [];
  const n = s.length;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (isHan(c)) {
      let j = i + 1;
      while (j < n && isHan(s.charCodeAt(j))) j++;
      if (j - i === 1) tokens.push({term: s[i]!, kind: 'unigram', start: i, end: j});
      else for (let k = i; k < j - 1; k++) tokens.push({term: s.slice(k, k + 2), kind: 'bigram', start: k, end: k + 2});
      i = j;
      continue;
    }
    if (isWordChar(c)) {
      // Read words, and the joiners between them, as long as a word follows each joiner.
      const parts: Token[] = [];
      let j = i;
      for (;;) {
        let k = j;
        while (k < n && isWordChar(s.charCodeAt(k))) k++;
        parts.push({term: s.slice(j, k), kind: 'word', start: j, end: k});
        if (k + 1 < n && JOINERS.has(s[k]!) && isWordChar(s.charCodeAt(k + 1))) {
          j = k + 1;
          continue;
        }
        j = k;
        break;
      }
      const start = parts[0]!.start;
      const end = parts[parts.length - 1]!.end;
      // A path written from its root (`POST /device/create`, `https://host/device/create`, `host:8080/api/x`) is also
      // a term with its leading slash, so `/device/create` prefers the path that starts there.
      if (parts.length > 1 && end - start <= MAX_COMPOUND) {
        const rootedAt = (i: number) => {
          const from = parts[i]!.start - 1;
          tokens.push({term: `/${s.slice(from + 1, end)}`, kind: 'compound', start: from, end});
        };
        const before = start > 0 ? s[start - 1] : '';
        if (before === '/' && (start < 2 || !isWordChar(s.charCodeAt(start - 2)))) rootedAt(0);
        else if (before === '/' && s[start - 2] === '/') rootedAt(0);
        for (let p = 1; p < parts.length - 1 && compoundParts; p++) {
          if (s[parts[p]!.start - 1] !== '/') continue;
          const left = s.slice(start, parts[p]!.start - 1);
          const host = /\./.test(left) || (/^\d+$/.test(left) && s[start - 1] === ':');
          if (host) {
            rootedAt(p);
            break;
          }
        }
      }
      if (parts.length > 1 && end - start <= MAX_COMPOUND) {
        tokens.push({term: s.slice(start, end), kind: 'compound', start, end});
        if (compoundParts) {
          // Every run of two or more parts, so `/device/create` finds `api.neptune-iiot.net/device/create`.
          for (let a = 0; a < parts.length && parts.length <= MAX_SUB_PARTS; a++) {
            for (let b = a + 1; b < parts.length; b++) {
              if (a === 0 && b === parts.length - 1) continue;
              const from = parts[a]!.start;
              const to = parts[b]!.end;
              tokens.push({term: s.slice(from, to), kind: 'compound', start: from, end: to});
            }
          }
          tokens.push(...parts);
        }
      } else {
        tokens.push(...parts);
      }
      i = j;
      continue;
    }
    i++;
  }
  return tokens;
}

/** Splits a compound term into its word parts. */
export function compoundParts(term: string): string[] {
  return term.split(/[_./-]+/).filter(Boolean);
}
