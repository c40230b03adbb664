/**
 * The ways one Modbus address is written: the 0-based protocol address that travels in the frame, in decimal or hex
 * (`0x0100`, `0100H`), the traditional 5-digit reference (40001, numbered from 1 with the area's digit in front), its
 * 6-digit form (400001, which reaches the whole 0–65535 range) and the raw key Janus reports and accepts (`3_256`,
 * canon/janus-setup.md: area, underscore, protocol address).
 *
 * The traps this settles: the references count from 1 and the frame from 0 (the "off by one" of every FAQ), and Janus
 * numbers the areas 1 coil, 2 discrete input, 3 holding register, 4 input register, while the reference digits are
 * 0 coil, 1 discrete input, 3 input register, 4 holding register: `3_0` is 40001, `4_0` is 30001.
 */

export type Area = 'coil' | 'discrete' | 'input' | 'holding';

export const AREAS: readonly Area[] = ['coil', 'discrete', 'input', 'holding'];

/** The leading digit of a 5- or 6-digit reference. */
export const REFERENCE_DIGIT: Record<Area, number> = {coil: 0, discrete: 1, input: 3, holding: 4};

/** The area number of a Janus raw key, of Triton's `area` and of Janus's「读取区域」. */
export const JANUS_AREA: Record<Area, number> = {coil: 1, discrete: 2, holding: 3, input: 4};

/** The function code that reads the area, and those that write it (none for the read-only areas). */
export const READ_FUNCTION: Record<Area, number> = {coil: 1, discrete: 2, holding: 3, input: 4};
export const WRITE_FUNCTIONS: Record<Area, readonly number[]> = {
  coil: [5, 15],
  discrete: [],
  holding: [6, 16],
  input: [],
};

export type AddressForm = 'reference5' | 'reference6' | 'protocol' | 'hex' | 'janus';

export const ADDRESS_FORMS: readonly AddressForm[] = ['reference5', 'reference6', 'protocol', 'hex', 'janus'];

/** Whether the form says which area it is in; the others need the area given. */
export function formNamesArea(form: AddressForm): boolean {
  return form === 'reference5' || form === 'reference6' || form === 'janus';
}

export type AddressIssue =
  | {code: 'address.empty'}
  /** Not the characters the form is written with (digits; hex digits with 0x or H; area_address). */
  | {code: 'address.syntax'; form: AddressForm; text: string}
  /** A reference of the wrong length: 40001 has 5 digits, 400001 has 6. */
  | {code: 'address.referenceLength'; form: 'reference5' | 'reference6'; digits: number}
  /** A reference whose leading digit names no area (2, 5–9). */
  | {code: 'address.referenceDigit'; digit: number}
  /** 40000, 300000: references count from 1. */
  | {code: 'address.referenceZero'; text: string}
  /** A 6-digit reference above x65536. */
  | {code: 'address.referenceRange'; text: string}
  /** A Janus key whose area is not 1–4. */
  | {code: 'address.janusArea'; area: string}
  /** A protocol address above 65535. */
  | {code: 'address.range'; value: number};

export type AddressResult = {ok: true; area: Area; address: number} | {ok: false; issue: AddressIssue};

function areaOfDigit(digit: number): Area | undefined {
  return AREAS.find((a) => REFERENCE_DIGIT[a] === digit);
}

/**
 * Reads `text` written in `form`. `area` is the area for the forms that do not name one (protocol address, hex) and is
 * ignored by the others.
 */
export function parseAddress(text: string, form: AddressForm, area: Area = 'holding'): AddressResult {
  const t = text.trim();
  if (t === '') return {ok: false, issue: {code: 'address.empty'}};
  const syntax = (): AddressResult => ({ok: false, issue: {code: 'address.syntax', form, text: t}});

  if (form === 'reference5' || form === 'reference6') {
    if (!/^\d+$/.test(t)) return syntax();
    const want = form === 'reference5' ? 5 : 6;
    if (t.length !== want) return {ok: false, issue: {code: 'address.referenceLength', form, digits: t.length}};
    const digit = Number(t[0]);
    const a = areaOfDigit(digit);
    if (!a) return {ok: false, issue: {code: 'address.referenceDigit', digit}};
    const n = Number(t.slice(1));
    if (n === 0) return {ok: false, issue: {code: 'address.referenceZero', text: t}};
    if (n > 65536) return {ok: false, issue: {code: 'address.referenceRange', text: t}};
    return {ok: true, area: a, address: n - 1};
  }

  if (form === 'janus') {
    const m = /^(\d+)_(\d+)$/.exec(t);
    if (!m) return syntax();
    const a = AREAS.find((x) => JANUS_AREA[x] === Number(m[1]));
    if (!a) return {ok: false, issue: {code: 'address.janusArea', area: m[1]}};
    return inRange(a, Number(m[2]));
  }

  if (form === 'hex') {
    const m = /^0x([0-9a-f]+)$/i.exec(t) ?? /^([0-9a-f]+)h$/i.exec(t) ?? /^([0-9a-f]+)$/i.exec(t);
    if (!m) return syntax();
    return inRange(area, parseInt(m[1], 16));
  }

  if (!/^\d+$/.test(t)) return syntax();
  return inRange(area, Number(t));
}

function inRange(area: Area, address: number): AddressResult {
  if (!Number.isSafeInteger(address) || address > 65535) {
    return {ok: false, issue: {code: 'address.range', value: address}};
  }
  return {ok: true, area, address};
}

export interface AddressForms {
  area: Area;
  /** The protocol address, 0–65535, as it travels in the frame. */
  address: number;
  /** `40001`; null above 9998, which five digits cannot write. */
  reference5: string | null;
  /** `400001`. */
  reference6: string;
  /** `0x0100`. */
  hex: string;
  /** `0100H`, the form CNC-01's data ID `0100H` is named after. */
  hexH: string;
  /** `3_256`. */
  janusKey: string;
  readFunction: number;
  writeFunctions: readonly number[];
}

/** Every way to write `address` of `area`. */
export function addressForms(area: Area, address: number): AddressForms {
  const digit = REFERENCE_DIGIT[area];
  const hexDigits = address.toString(16).toUpperCase().padStart(4, '0');
  return {
    area,
    address,
    reference5: address <= 9998 ? `${digit}${String(address + 1).padStart(4, '0')}` : null,
    reference6: `${digit}${String(address + 1).padStart(5, '0')}`,
    hex: `0x${hexDigits}`,
    hexH: `${hexDigits}H`,
    janusKey: `${JANUS_AREA[area]}_${address}`,
    readFunction: READ_FUNCTION[area],
    writeFunctions: WRITE_FUNCTIONS[area],
  };
}
