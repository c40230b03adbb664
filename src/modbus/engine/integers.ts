/**
 * The integer fields of the frame builder: a slave address, an address, a quantity, a list of register values or of
 * coil states. Decimal or `0x` hex; the builder checks the ranges, which depend on the frame.
 */

export type IntegerIssue = {code: 'integer.empty'} | {code: 'integer.syntax'; text: string};

function one(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  if (/^0x[0-9a-f]+$/i.test(token)) return parseInt(token.slice(2), 16);
  if (/^-\d+$/.test(token)) return Number(token);
  return null;
}

export function parseInteger(text: string): {ok: true; value: number} | {ok: false; issue: IntegerIssue} {
  const t = text.trim();
  if (t === '') return {ok: false, issue: {code: 'integer.empty'}};
  const value = one(t);
  return value === null ? {ok: false, issue: {code: 'integer.syntax', text: t}} : {ok: true, value};
}

/**
 * Values separated by spaces or commas. Coil states may also be written run together, `10110`, as they are read off
 * a row of lamps.
 */
export function parseIntegerList(
  text: string,
  bits: boolean,
): {ok: true; values: number[]} | {ok: false; issue: IntegerIssue} {
  let tokens = text.split(/[\s,;，；、]+/).filter(Boolean);
  if (tokens.length === 0) return {ok: false, issue: {code: 'integer.empty'}};
  if (bits && tokens.length === 1 && /^[01]{2,}$/.test(tokens[0])) tokens = [...tokens[0]];
  const values: number[] = [];
  for (const token of tokens) {
    const value = one(token);
    if (value === null) return {ok: false, issue: {code: 'integer.syntax', text: token}};
    values.push(value);
  }
  return {ok: true, values};
}
