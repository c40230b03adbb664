/**
 * Hex byte strings as readers copy them from a debugging panel, a log or a page: `01 03 00 00 00 05`, `010300000005`,
 * `0x01,0x03`. Each byte is two hex digits; anything else is refused with what is wrong, never guessed at.
 */

export type HexIssue =
  /** Nothing but separators. */
  | {code: 'hex.empty'}
  /** A character that is neither a hex digit nor a separator; `column` counts from 1. */
  | {code: 'hex.badChar'; char: string; column: number}
  /** A run of digits whose length is odd: a byte is missing a digit, or has one too many. */
  | {code: 'hex.oddDigits'; group: string; digits: number};

export type HexResult = {ok: true; bytes: number[]} | {ok: false; issue: HexIssue};

/** Separators between bytes or groups of bytes. */
const SEPARATOR = /[\s,;:-]/;

export function parseHex(text: string): HexResult {
  const bytes: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (SEPARATOR.test(text[i])) {
      i++;
      continue;
    }
    // One group: an optional 0x, then hex digits up to the next separator.
    const start = i;
    if (text[i] === '0' && (text[i + 1] === 'x' || text[i + 1] === 'X')) i += 2;
    const digitsStart = i;
    while (i < text.length && !SEPARATOR.test(text[i])) {
      if (!/[0-9a-fA-F]/.test(text[i])) {
        // Report the character itself, a whole astral character included.
        const char = String.fromCodePoint(text.codePointAt(i)!);
        return {ok: false, issue: {code: 'hex.badChar', char, column: [...text.slice(0, i)].length + 1}};
      }
      i++;
    }
    const digits = text.slice(digitsStart, i);
    if (digits.length === 0) {
      return {ok: false, issue: {code: 'hex.badChar', char: text[start + 1] ?? 'x', column: start + 2}};
    }
    if (digits.length % 2 !== 0) {
      return {ok: false, issue: {code: 'hex.oddDigits', group: text.slice(start, i), digits: digits.length}};
    }
    for (let d = 0; d < digits.length; d += 2) bytes.push(parseInt(digits.slice(d, d + 2), 16));
  }
  if (bytes.length === 0) return {ok: false, issue: {code: 'hex.empty'}};
  return {ok: true, bytes};
}

/** `[1, 3, 0xc9]` → `01 03 C9`, as the Janus debugging panel shows bytes. */
export function formatHex(bytes: readonly number[]): string {
  return bytes.map(hexByte).join(' ');
}

export function hexByte(b: number): string {
  return b.toString(16).toUpperCase().padStart(2, '0');
}

/** `0x0100` for a 16-bit value; `0x00FF` keeps four digits. */
export function hexWord(w: number): string {
  return `0x${w.toString(16).toUpperCase().padStart(4, '0')}`;
}
