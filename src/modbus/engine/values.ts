/**
 * Values in registers: 16-bit integers in one register, 32-bit integers and IEEE 754 floats in two, in the four
 * orders devices use, and the scale factor that turns a register value into the reported value (canon/cnc-01.yaml:
 * reported value = register value × scale; a write divides by the scale and rounds, as Triton does).
 *
 * The order names the bytes of the 32-bit value from the most significant, A, to the least, D, as they stand in the
 * two registers in address order: ABCD is high word first (the Modbus default, Automation's default), CDAB low word
 * first, BADC and DCBA the same with the two bytes of each register swapped.
 */

export type ValueType = 'int16' | 'uint16' | 'int32' | 'uint32' | 'float32';
export type WordOrder = 'ABCD' | 'CDAB' | 'BADC' | 'DCBA';

export const VALUE_TYPES: readonly ValueType[] = ['uint16', 'int16', 'uint32', 'int32', 'float32'];
export const WORD_ORDERS: readonly WordOrder[] = ['ABCD', 'CDAB', 'BADC', 'DCBA'];

export function registerCount(type: ValueType): 1 | 2 {
  return type === 'int16' || type === 'uint16' ? 1 : 2;
}

const INTEGER_RANGE: Record<Exclude<ValueType, 'float32'>, [number, number]> = {
  uint16: [0, 0xffff],
  int16: [-0x8000, 0x7fff],
  uint32: [0, 0xffffffff],
  int32: [-0x80000000, 0x7fffffff],
};

export type ValueIssue =
  | {code: 'registers.empty'}
  /** A register written with other characters than decimal digits or 0x and hex digits. */
  | {code: 'registers.syntax'; text: string}
  /** A register outside 0–65535 (0x0000–0xFFFF). */
  | {code: 'registers.range'; text: string}
  /** Not as many registers as the type occupies. */
  | {code: 'registers.count'; type: ValueType; expected: number; got: number}
  | {code: 'value.empty'}
  | {code: 'value.syntax'; text: string}
  /** The value divided by the scale does not fit the type. */
  | {code: 'value.range'; type: ValueType; raw: number; min: number; max: number}
  | {code: 'scale.syntax'; text: string}
  | {code: 'scale.zero'};

/**
 * Register values in decimal (`415`) or hex (`0x019F`), separated by spaces or commas. A hex value needs its `0x`:
 * `100` is one hundred.
 */
export function parseRegisters(text: string): {ok: true; registers: number[]} | {ok: false; issue: ValueIssue} {
  const tokens = text.split(/[\s,;，；、]+/).filter(Boolean);
  if (tokens.length === 0) return {ok: false, issue: {code: 'registers.empty'}};
  const registers: number[] = [];
  for (const token of tokens) {
    let value: number;
    if (/^0x[0-9a-f]+$/i.test(token)) value = parseInt(token.slice(2), 16);
    else if (/^\d+$/.test(token)) value = Number(token);
    else if (/^[-+]\d+$/.test(token)) return {ok: false, issue: {code: 'registers.range', text: token}};
    else return {ok: false, issue: {code: 'registers.syntax', text: token}};
    if (value > 0xffff) return {ok: false, issue: {code: 'registers.range', text: token}};
    registers.push(value);
  }
  return {ok: true, registers};
}

/** A decimal number as readers type it: `41.5`, `-3`, `1e3`; not `0x10`, not an empty string. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export function parseScale(text: string): {ok: true; scale: number} | {ok: false; issue: ValueIssue} {
  const scale = parseNumber(text);
  if (scale === null) return {ok: false, issue: {code: 'scale.syntax', text: text.trim()}};
  if (scale === 0) return {ok: false, issue: {code: 'scale.zero'}};
  return {ok: true, scale};
}

/** Position in the ABCD value of each byte as it stands in the registers, per order. */
const WIRE_TO_VALUE: Record<WordOrder, [number, number, number, number]> = {
  ABCD: [0, 1, 2, 3],
  CDAB: [2, 3, 0, 1],
  BADC: [1, 0, 3, 2],
  DCBA: [3, 2, 1, 0],
};

/** The four bytes of the registers in address order, high byte of each register first (as they travel). */
export function registerBytes(registers: readonly number[]): number[] {
  return registers.flatMap((r) => [r >>> 8, r & 0xff]);
}

/** The value's bytes A B C D (most significant first) from the bytes as they stand in the registers. */
export function valueBytes(wire: readonly number[], order: WordOrder): number[] {
  const out = [0, 0, 0, 0];
  WIRE_TO_VALUE[order].forEach((position, i) => (out[position] = wire[i]));
  return out;
}

/** The inverse of valueBytes: how the value's bytes A B C D stand in the registers. */
export function wireBytes(value: readonly number[], order: WordOrder): number[] {
  return WIRE_TO_VALUE[order].map((position) => value[position]);
}

export interface Decoded {
  /** The number the registers hold: an integer, or the float32 exactly. NaN and ±Infinity for those floats. */
  raw: number;
  /** raw × scale, rounded to 12 significant digits so that 415 × 0.1 is 41.5; a float as its shortest decimal. */
  value: number;
  /** The bytes of the value, A (most significant) first. */
  bytes: number[];
}

/** The value `registers` hold as `type` in `order` (the order matters only for the 32-bit types). */
export function decodeRegisters(
  registers: readonly number[],
  type: ValueType,
  order: WordOrder,
  scale = 1,
): {ok: true; decoded: Decoded} | {ok: false; issue: ValueIssue} {
  const expected = registerCount(type);
  if (registers.length !== expected) {
    return {ok: false, issue: {code: 'registers.count', type, expected, got: registers.length}};
  }
  const bytes = expected === 1 ? registerBytes(registers) : valueBytes(registerBytes(registers), order);
  const view = new DataView(new Uint8Array(bytes).buffer);
  const raw =
    type === 'uint16'
      ? view.getUint16(0)
      : type === 'int16'
        ? view.getInt16(0)
        : type === 'uint32'
          ? view.getUint32(0)
          : type === 'int32'
            ? view.getInt32(0)
            : view.getFloat32(0);
  // A float is scaled from the decimal it stands for (0.1, not 0.100000001490116…).
  const base = type === 'float32' && Number.isFinite(raw) ? Number(formatFloat32(raw)) : raw;
  return {ok: true, decoded: {raw, value: scaled(base, scale), bytes}};
}

function scaled(raw: number, scale: number): number {
  if (!Number.isFinite(raw) || scale === 1) return raw;
  return Number((raw * scale).toPrecision(12));
}

export interface Encoded {
  /** The registers in address order. */
  registers: number[];
  /** What the registers hold: the rounded integer, or the nearest float32. */
  stored: number;
  /** value ÷ scale before rounding (integers) or before narrowing to float32. */
  exact: number;
  /** Whether rounding to an integer (integers) changed value ÷ scale. */
  rounded: boolean;
  /** Whether the float32 differs from value ÷ scale (floats): 0.1 is stored as 0.100000001490116…. */
  inexact: boolean;
}

/**
 * The registers that make the device report `value`: value ÷ scale, rounded half away from zero for the integer
 * types (Triton's 四舍五入), narrowed to the nearest float32 for floats.
 */
export function encodeValue(
  value: number,
  type: ValueType,
  order: WordOrder,
  scale = 1,
): {ok: true; encoded: Encoded} | {ok: false; issue: ValueIssue} {
  // Division by the scale, then 12 significant digits: 41.5 ÷ 0.1 is 414.99999999999994 in binary floating point.
  const exact = scale === 1 ? value : Number((value / scale).toPrecision(12));
  const bytes = new Uint8Array(4);
  const view = new DataView(bytes.buffer);
  let stored: number;
  if (type === 'float32') {
    stored = Math.fround(exact);
    if (!Number.isFinite(stored)) {
      return {
        ok: false,
        issue: {code: 'value.range', type, raw: exact, min: -3.4028234663852886e38, max: 3.4028234663852886e38},
      };
    }
    view.setFloat32(0, stored);
  } else {
    stored = Math.sign(exact) * Math.round(Math.abs(exact));
    if (Object.is(stored, -0)) stored = 0;
    const [min, max] = INTEGER_RANGE[type];
    if (stored < min || stored > max) return {ok: false, issue: {code: 'value.range', type, raw: stored, min, max}};
    if (registerCount(type) === 1) view.setUint16(0, stored & 0xffff);
    else view.setUint32(0, stored >>> 0);
  }
  const valueOrder = registerCount(type) === 1 ? [bytes[0], bytes[1]] : wireBytes([...bytes], order);
  const registers: number[] = [];
  for (let i = 0; i < valueOrder.length; i += 2) registers.push((valueOrder[i] << 8) | valueOrder[i + 1]);
  return {
    ok: true,
    encoded: {
      registers,
      stored,
      exact,
      rounded: type !== 'float32' && stored !== exact,
      inexact: type === 'float32' && stored !== exact,
    },
  };
}

/**
 * The shortest decimal that reads back as the same float32: 150, 0.1, 41.5 (the float32 nearest 0.1 is
 * 0.100000001490116…, which any reader means as 0.1). Integers and other numbers print as JavaScript does.
 */
export function formatFloat32(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  for (let p = 1; p <= 9; p++) {
    const s = x.toPrecision(p);
    if (Math.fround(Number(s)) === x) return String(Number(s));
  }
  return String(x);
}

/** A number for display: integers as they are, others with up to 12 significant digits. */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x) || Number.isInteger(x)) return String(x);
  return String(Number(x.toPrecision(12)));
}
