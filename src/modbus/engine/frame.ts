/**
 * Modbus RTU and TCP frames of function codes 01–06, 15 and 16 and their exception responses: decoded into the fields
 * a reader checks byte by byte (as docs/janus/user/command-debugging.mdx explains them), each with its offset, or built
 * from those fields. What is wrong with a frame is said, field by field, in `issues`; the decoder goes as far as the
 * bytes allow, so a reader sees which byte the trouble starts at.
 *
 * RTU: slave address, PDU, CRC-16 (low byte first). TCP: the 7-byte MBAP header (transaction identifier, protocol
 * identifier 0, length of what follows it, unit identifier = slave address), then the PDU, no CRC.
 */
import {crc16, crcBytes} from './checksum';

export type Transport = 'rtu' | 'tcp';
/** A request goes from the master (Janus's「发」), a response comes from the slave (「收」). */
export type Direction = 'request' | 'response';

export const FUNCTION_CODES = [1, 2, 3, 4, 5, 6, 15, 16] as const;
export type FunctionCode = (typeof FUNCTION_CODES)[number];

export function isFunctionCode(fc: number): fc is FunctionCode {
  return (FUNCTION_CODES as readonly number[]).includes(fc);
}

/** The exception codes the Modbus specification defines. */
export const EXCEPTION_CODES = [1, 2, 3, 4, 5, 6, 8, 10, 11] as const;

/** Largest quantity a request may carry, per function code (Modbus Application Protocol 1.1b3). */
export const MAX_QUANTITY: Record<FunctionCode, number> = {
  1: 2000,
  2: 2000,
  3: 125,
  4: 125,
  5: 1,
  6: 1,
  15: 1968,
  16: 123,
};

const isBitFunction = (fc: number) => fc === 1 || fc === 2 || fc === 5 || fc === 15;

export type FieldKind =
  /** MBAP: transaction identifier, protocol identifier, length, unit identifier (the slave address). */
  | 'transaction'
  | 'protocol'
  | 'length'
  | 'unit'
  /** RTU: slave address. */
  | 'slave'
  | 'function'
  | 'exceptionCode'
  | 'address'
  | 'quantity'
  | 'byteCount'
  /** One register of data (2 bytes): read response, or a value of a write-multiple request. */
  | 'register'
  /** Function 06's value, request or echo. */
  | 'registerValue'
  /** Function 05's value: FF 00 on, 00 00 off. */
  | 'coilValue'
  /** One byte of packed bits (coils or discrete inputs), least significant bit first. */
  | 'bits'
  | 'crc'
  /** Bytes of a function this tool does not decode. */
  | 'data'
  /** Bytes after the end the fields give. */
  | 'extra';

export interface Field {
  kind: FieldKind;
  /** Offset of the first byte in the frame. */
  start: number;
  length: number;
  value: number;
  /** register, bits: position in the data (register number, byte number), from 0. */
  index?: number;
  /** register, bits: the protocol address of the register or of the byte's first bit, when the frame or its request gives it. */
  address?: number;
  /** bits: how many bits of this byte carry values (the rest pad the last byte with zeros). */
  bitCount?: number;
  /** crc, protocol, length, coilValue: whether the value is the one it must be. */
  ok?: boolean;
  /** crc: the CRC of the bytes before it; length: the number of bytes that follow it. */
  expected?: number;
}

export type FrameIssue =
  | {code: 'frame.short'; transport: Transport; min: number; got: number}
  /** `got` and `expected` as the 16-bit CRC (sent low byte first). */
  | {code: 'crc.mismatch'; got: number; expected: number}
  | {code: 'mbap.protocol'; value: number}
  | {code: 'mbap.length'; declared: number; actual: number}
  | {code: 'function.unknown'; fc: number}
  | {code: 'function.exceptionInRequest'; fc: number}
  /** The PDU of `fc` has a fixed length, or needs at least `expected` bytes, and has `actual`. */
  | {code: 'pdu.length'; fc: number; direction: Direction; expected: number; actual: number; atLeast: boolean}
  /** The byte count says `declared`; `actual` data bytes follow. */
  | {code: 'byteCount.mismatch'; declared: number; actual: number}
  /** Write-multiple request: the byte count does not fit the quantity. */
  | {code: 'byteCount.quantity'; fc: number; byteCount: number; quantity: number; expected: number}
  | {code: 'byteCount.odd'; byteCount: number}
  | {code: 'quantity.range'; fc: number; quantity: number; max: number}
  | {code: 'quantity.overflow'; address: number; quantity: number}
  | {code: 'coil.value'; value: number}
  /** A response read after a request (one block of lines) that does not answer it. */
  | {code: 'pair.transaction'; request: number; response: number}
  | {code: 'pair.slave'; request: number; response: number}
  | {code: 'pair.function'; request: number; response: number}
  | {code: 'pair.count'; requested: number; got: number; unit: 'registers' | 'bytes'};

export interface DecodedFrame {
  transport: Transport;
  direction: Direction;
  bytes: number[];
  fields: Field[];
  issues: FrameIssue[];
  transaction?: number;
  slave?: number;
  /** The function code as sent: 0x83 for an exception response to 03. */
  functionCode?: number;
  exceptionCode?: number;
  address?: number;
  quantity?: number;
  registers?: number[];
  /** Bits as read or written, the padding of the last byte left out when the quantity is known. */
  bits?: boolean[];
}

/** What a response needs from its request to name its registers and bits. */
export interface RequestContext {
  transaction?: number;
  slave?: number;
  functionCode?: number;
  address?: number;
  quantity?: number;
}

const word = (b: readonly number[], i: number) => (b[i] << 8) | b[i + 1];

export function decodeFrame(
  bytes: readonly number[],
  transport: Transport,
  direction: Direction,
  request?: RequestContext,
): DecodedFrame {
  const frame: DecodedFrame = {transport, direction, bytes: [...bytes], fields: [], issues: []};
  const {fields, issues} = frame;
  const min = transport === 'rtu' ? 4 : 8;
  if (bytes.length < min) {
    issues.push({code: 'frame.short', transport, min, got: bytes.length});
    return frame;
  }

  let pduStart: number;
  let pduEnd: number;
  if (transport === 'tcp') {
    frame.transaction = word(bytes, 0);
    const protocol = word(bytes, 2);
    const declared = word(bytes, 4);
    const actual = bytes.length - 6;
    fields.push({kind: 'transaction', start: 0, length: 2, value: frame.transaction});
    fields.push({kind: 'protocol', start: 2, length: 2, value: protocol, ok: protocol === 0});
    fields.push({kind: 'length', start: 4, length: 2, value: declared, ok: declared === actual, expected: actual});
    fields.push({kind: 'unit', start: 6, length: 1, value: bytes[6]});
    if (protocol !== 0) issues.push({code: 'mbap.protocol', value: protocol});
    if (declared !== actual) issues.push({code: 'mbap.length', declared, actual});
    frame.slave = bytes[6];
    pduStart = 7;
    pduEnd = bytes.length;
  } else {
    fields.push({kind: 'slave', start: 0, length: 1, value: bytes[0]});
    frame.slave = bytes[0];
    pduStart = 1;
    pduEnd = bytes.length - 2;
  }

  decodePdu(frame, pduStart, pduEnd, request);

  if (transport === 'rtu') {
    const got = bytes[bytes.length - 2] | (bytes[bytes.length - 1] << 8);
    const expected = crc16(bytes.slice(0, -2));
    fields.push({kind: 'crc', start: bytes.length - 2, length: 2, value: got, ok: got === expected, expected});
    if (got !== expected) issues.push({code: 'crc.mismatch', got, expected});
  }

  if (request && direction === 'response') checkPair(frame, request);
  return frame;
}

function decodePdu(frame: DecodedFrame, start: number, end: number, request?: RequestContext): void {
  const {bytes, fields, issues, direction} = frame;
  const fc = bytes[start];
  frame.functionCode = fc;
  const isException = (fc & 0x80) !== 0;
  fields.push({kind: 'function', start, length: 1, value: fc});
  let at = start + 1;
  const left = () => end - at;
  const lengthIssue = (expected: number, atLeast = false) =>
    issues.push({code: 'pdu.length', fc, direction, expected: expected + 1, actual: end - start, atLeast});

  if (isException) {
    if (direction === 'request') {
      issues.push({code: 'function.exceptionInRequest', fc});
      return rest(frame, at, end, 'data');
    }
    if (left() < 1) return void lengthIssue(1);
    frame.exceptionCode = bytes[at];
    fields.push({kind: 'exceptionCode', start: at, length: 1, value: bytes[at]});
    at += 1;
    if (left() > 0) lengthIssue(1);
    return rest(frame, at, end, 'extra');
  }

  if (!isFunctionCode(fc)) {
    issues.push({code: 'function.unknown', fc});
    return rest(frame, at, end, 'data');
  }

  // Address and a second word: every request but none of the read responses; the echo of the write responses.
  const fixedWords = (second: FieldKind): boolean => {
    if (left() < 4) {
      lengthIssue(4, fc === 15 || fc === 16);
      rest(frame, at, end, 'data');
      return false;
    }
    frame.address = word(bytes, at);
    fields.push({kind: 'address', start: at, length: 2, value: frame.address});
    const value = word(bytes, at + 2);
    const field: Field = {kind: second, start: at + 2, length: 2, value};
    if (second === 'quantity') frame.quantity = value;
    if (second === 'coilValue') {
      field.ok = value === 0xff00 || value === 0x0000;
      if (!field.ok) issues.push({code: 'coil.value', value});
      else frame.bits = [value === 0xff00];
    }
    if (second === 'registerValue') frame.registers = [value];
    fields.push(field);
    at += 4;
    return true;
  };

  if (direction === 'request') {
    const second: FieldKind = fc === 5 ? 'coilValue' : fc === 6 ? 'registerValue' : 'quantity';
    if (!fixedWords(second)) return;
    if (second === 'quantity') checkQuantity(frame, fc, frame.quantity!);
    if (fc === 15 || fc === 16) {
      if (left() < 1) return void lengthIssue(5, true);
      const byteCount = bytes[at];
      fields.push({kind: 'byteCount', start: at, length: 1, value: byteCount});
      at += 1;
      const quantity = frame.quantity!;
      const fits = fc === 15 ? Math.ceil(quantity / 8) : quantity * 2;
      if (byteCount !== fits) issues.push({code: 'byteCount.quantity', fc, byteCount, quantity, expected: fits});
      if (left() !== byteCount) issues.push({code: 'byteCount.mismatch', declared: byteCount, actual: left()});
      const dataEnd = Math.min(end, at + byteCount);
      if (fc === 15) bitsData(frame, at, dataEnd, frame.address, quantity);
      else registersData(frame, at, dataEnd, frame.address);
      return rest(frame, dataEnd, end, 'extra');
    }
    if (left() > 0) lengthIssue(4);
    return rest(frame, at, end, 'extra');
  }

  // Responses.
  if (fc === 5 || fc === 6 || fc === 15 || fc === 16) {
    const second: FieldKind = fc === 5 ? 'coilValue' : fc === 6 ? 'registerValue' : 'quantity';
    if (!fixedWords(second)) return;
    if (left() > 0) lengthIssue(4);
    return rest(frame, at, end, 'extra');
  }
  if (left() < 1) return void lengthIssue(1, true);
  const byteCount = bytes[at];
  fields.push({kind: 'byteCount', start: at, length: 1, value: byteCount});
  at += 1;
  if (left() !== byteCount) issues.push({code: 'byteCount.mismatch', declared: byteCount, actual: left()});
  const dataEnd = Math.min(end, at + byteCount);
  const pairs = request && request.functionCode === fc;
  if (fc === 3 || fc === 4) {
    if (byteCount % 2 !== 0) issues.push({code: 'byteCount.odd', byteCount});
    registersData(frame, at, dataEnd, pairs ? request.address : undefined);
  } else {
    bitsData(frame, at, dataEnd, pairs ? request.address : undefined, pairs ? request.quantity : undefined);
  }
  rest(frame, dataEnd, end, 'extra');
}

function checkQuantity(frame: DecodedFrame, fc: FunctionCode, quantity: number): void {
  const max = MAX_QUANTITY[fc];
  if (quantity < 1 || quantity > max) frame.issues.push({code: 'quantity.range', fc, quantity, max});
  else if (frame.address! + quantity > 0x10000) {
    frame.issues.push({code: 'quantity.overflow', address: frame.address!, quantity});
  }
}

function registersData(frame: DecodedFrame, start: number, end: number, address?: number): void {
  const registers: number[] = [];
  let i = start;
  for (; i + 1 < end; i += 2) {
    const index = registers.length;
    const value = word(frame.bytes, i);
    registers.push(value);
    frame.fields.push({
      kind: 'register',
      start: i,
      length: 2,
      value,
      index,
      ...(address === undefined ? {} : {address: address + index}),
    });
  }
  if (i < end) rest(frame, i, end, 'data');
  frame.registers = registers;
}

function bitsData(frame: DecodedFrame, start: number, end: number, address?: number, quantity?: number): void {
  const bits: boolean[] = [];
  for (let i = start; i < end; i++) {
    const index = i - start;
    const remaining = quantity === undefined ? 8 : Math.max(0, Math.min(8, quantity - index * 8));
    const value = frame.bytes[i];
    for (let b = 0; b < remaining; b++) bits.push(((value >> b) & 1) === 1);
    frame.fields.push({
      kind: 'bits',
      start: i,
      length: 1,
      value,
      index,
      bitCount: remaining,
      ...(address === undefined ? {} : {address: address + index * 8}),
    });
  }
  frame.bits = bits;
}

function rest(frame: DecodedFrame, start: number, end: number, kind: 'data' | 'extra'): void {
  if (end > start) {
    const value = frame.bytes.slice(start, end).reduce((a, b) => a * 256 + b, 0);
    frame.fields.push({kind, start, length: end - start, value});
  }
}

function checkPair(frame: DecodedFrame, request: RequestContext): void {
  const {issues} = frame;
  if (frame.transport === 'tcp' && request.transaction !== undefined && frame.transaction !== request.transaction) {
    issues.push({code: 'pair.transaction', request: request.transaction, response: frame.transaction!});
  }
  if (request.slave !== undefined && frame.slave !== request.slave) {
    issues.push({code: 'pair.slave', request: request.slave, response: frame.slave!});
  }
  const fc = frame.functionCode!;
  if (request.functionCode !== undefined && (fc & 0x7f) !== request.functionCode) {
    issues.push({code: 'pair.function', request: request.functionCode, response: fc});
    return;
  }
  if (request.quantity === undefined || fc & 0x80) return;
  if ((fc === 3 || fc === 4) && frame.registers && frame.registers.length !== request.quantity) {
    issues.push({code: 'pair.count', requested: request.quantity, got: frame.registers.length, unit: 'registers'});
  }
  if ((fc === 1 || fc === 2) && frame.fields.some((f) => f.kind === 'byteCount')) {
    const got = frame.fields.find((f) => f.kind === 'byteCount')!.value;
    const expected = Math.ceil(request.quantity / 8);
    if (got !== expected) issues.push({code: 'pair.count', requested: expected, got, unit: 'bytes'});
  }
}

/** The reading of the same bytes with the other transport or direction, when that one has no issue and this one has. */
export function betterReading(
  bytes: readonly number[],
  transport: Transport,
  direction: Direction,
): {transport: Transport; direction: Direction} | null {
  if (decodeFrame(bytes, transport, direction).issues.length === 0) return null;
  const candidates: Array<{transport: Transport; direction: Direction}> = [
    {transport, direction: direction === 'request' ? 'response' : 'request'},
    {transport: transport === 'rtu' ? 'tcp' : 'rtu', direction},
    {transport: transport === 'rtu' ? 'tcp' : 'rtu', direction: direction === 'request' ? 'response' : 'request'},
  ];
  return candidates.find((c) => decodeFrame(bytes, c.transport, c.direction).issues.length === 0) ?? null;
}

export interface FrameLine {
  /** Line number in the text, from 1. */
  line: number;
  /** From the line's 发 / 收 (or TX / RX) prefix, else the default. */
  direction: Direction;
  /** Whether the line named its direction. */
  prefixed: boolean;
  /** The hex text of the line, without its prefix. */
  hex: string;
}

const PREFIX = /^\s*(发|收|TX|RX|Tx|Rx|tx|rx)\s*[:：]?\s*/;

/**
 * Lines of frames as the debugging panel exports them (`发  01 03 …`, `收  01 03 …`); a line without a prefix takes
 * `direction`. Empty lines are skipped.
 */
export function splitFrameLines(text: string, direction: Direction): FrameLine[] {
  const lines: FrameLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const m = PREFIX.exec(raw);
    const word = m?.[1].toLowerCase();
    lines.push({
      line: i + 1,
      direction: !m ? direction : word === '发' || word === 'tx' ? 'request' : 'response',
      prefixed: Boolean(m),
      hex: m ? raw.slice(m[0].length) : raw,
    });
  });
  return lines;
}

/** The context a decoded request gives the response after it. */
export function contextOf(frame: DecodedFrame): RequestContext {
  return {
    transaction: frame.transaction,
    slave: frame.slave,
    functionCode: frame.functionCode,
    address: frame.address,
    quantity:
      frame.functionCode === 15 || frame.functionCode === 16 || frame.functionCode! <= 4 ? frame.quantity : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Building.

export type FrameKind = 'request' | 'response' | 'exception';

export interface FrameSpec {
  transport: Transport;
  kind: FrameKind;
  /** RTU: 0 (broadcast) to 247; TCP: the unit identifier, 0–255. */
  slave: number;
  /** TCP only: 0–65535. */
  transaction: number;
  functionCode: FunctionCode;
  address: number;
  /** Reads (requests 01–04) and the echo of 15 / 16 responses. */
  quantity: number;
  /** Registers (03 / 04 responses, 06, 16) or bits as 0 / 1 (01 / 02 responses, 05, 15). */
  values: number[];
  exceptionCode: number;
}

export type BuildIssue =
  /** A field out of its range; `field` names the input. */
  | {
      code: 'build.range';
      field: 'slave' | 'transaction' | 'address' | 'quantity' | 'exceptionCode';
      min: number;
      max: number;
    }
  | {code: 'build.valuesCount'; min: number; max: number; got: number}
  | {code: 'build.valueRange'; bits: boolean; index: number; value: number}
  | {code: 'build.overflow'; address: number; quantity: number};

/** Which inputs a frame of this kind and function uses. */
export function specFields(
  kind: FrameKind,
  fc: FunctionCode,
): {address: boolean; quantity: boolean; values: 'bits' | 'registers' | null; exception: boolean} {
  if (kind === 'exception') return {address: false, quantity: false, values: null, exception: true};
  const bits = isBitFunction(fc);
  if (kind === 'request') {
    return {
      address: true,
      quantity: fc <= 4,
      values: fc <= 4 ? null : bits ? 'bits' : 'registers',
      exception: false,
    };
  }
  return {
    address: fc >= 5,
    quantity: fc === 15 || fc === 16,
    values: fc === 15 || fc === 16 ? null : bits ? 'bits' : 'registers',
    exception: false,
  };
}

export function buildFrame(spec: FrameSpec): {ok: true; bytes: number[]} | {ok: false; issues: BuildIssue[]} {
  const issues: BuildIssue[] = [];
  const range = (
    field: Extract<BuildIssue, {code: 'build.range'}>['field'],
    value: number,
    min: number,
    max: number,
  ) => {
    if (!(Number.isInteger(value) && value >= min && value <= max)) issues.push({code: 'build.range', field, min, max});
  };
  const fc = spec.functionCode;
  const use = specFields(spec.kind, fc);
  range('slave', spec.slave, 0, spec.transport === 'rtu' ? 247 : 255);
  if (spec.transport === 'tcp') range('transaction', spec.transaction, 0, 0xffff);
  if (use.address) range('address', spec.address, 0, 0xffff);
  if (use.quantity) {
    const max = spec.kind === 'request' ? MAX_QUANTITY[fc] : fc === 15 ? MAX_QUANTITY[15] : MAX_QUANTITY[16];
    range('quantity', spec.quantity, 1, max);
  }
  if (use.exception) range('exceptionCode', spec.exceptionCode, 1, 255);

  let count = 0;
  if (use.values) {
    const single = fc === 5 || fc === 6;
    const max = single ? 1 : spec.kind === 'request' ? MAX_QUANTITY[fc] : fc <= 2 ? 2000 : 125;
    const min = 1;
    count = spec.values.length;
    if (count < min || count > max) issues.push({code: 'build.valuesCount', min, max, got: count});
    const bits = use.values === 'bits';
    spec.values.forEach((value, index) => {
      const ok = Number.isInteger(value) && value >= 0 && value <= (bits ? 1 : 0xffff);
      if (!ok) issues.push({code: 'build.valueRange', bits, index, value});
    });
  }
  const span = use.quantity ? spec.quantity : fc === 15 || fc === 16 ? count : 1;
  if (use.address && issues.length === 0 && spec.address + span > 0x10000) {
    issues.push({code: 'build.overflow', address: spec.address, quantity: span});
  }
  if (issues.length > 0) return {ok: false, issues};

  const pdu: number[] = [];
  const push16 = (w: number) => pdu.push(w >>> 8, w & 0xff);
  const packBits = (values: number[]) => {
    const out = new Array<number>(Math.ceil(values.length / 8)).fill(0);
    values.forEach((v, i) => (out[i >> 3] |= v << (i & 7)));
    return out;
  };
  if (spec.kind === 'exception') {
    pdu.push(fc | 0x80, spec.exceptionCode);
  } else if (spec.kind === 'request') {
    pdu.push(fc);
    push16(spec.address);
    if (fc <= 4) push16(spec.quantity);
    else if (fc === 5) push16(spec.values[0] ? 0xff00 : 0);
    else if (fc === 6) push16(spec.values[0]);
    else if (fc === 15) {
      push16(count);
      const packed = packBits(spec.values);
      pdu.push(packed.length, ...packed);
    } else {
      push16(count);
      pdu.push(count * 2);
      spec.values.forEach(push16);
    }
  } else {
    pdu.push(fc);
    if (fc <= 2) {
      const packed = packBits(spec.values);
      pdu.push(packed.length, ...packed);
    } else if (fc <= 4) {
      pdu.push(count * 2);
      spec.values.forEach(push16);
    } else {
      push16(spec.address);
      if (fc === 5) push16(spec.values[0] ? 0xff00 : 0);
      else if (fc === 6) push16(spec.values[0]);
      else push16(spec.quantity);
    }
  }

  if (spec.transport === 'rtu') {
    const body = [spec.slave, ...pdu];
    return {ok: true, bytes: [...body, ...crcBytes(crc16(body))]};
  }
  const length = pdu.length + 1;
  return {
    ok: true,
    bytes: [spec.transaction >>> 8, spec.transaction & 0xff, 0, 0, length >>> 8, length & 0xff, spec.slave, ...pdu],
  };
}
