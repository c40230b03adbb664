/** src/modbus/engine/values.ts: integers and floats in registers, the four orders, the scale, and bad input. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  VALUE_TYPES,
  WORD_ORDERS,
  decodeRegisters,
  encodeValue,
  formatFloat32,
  parseRegisters,
  parseScale,
  type ValueType,
  type WordOrder,
} from '../../../../src/modbus/engine/values';

function decode(registers: number[], type: ValueType, order: WordOrder = 'ABCD', scale = 1) {
  const r = decodeRegisters(registers, type, order, scale);
  assert.ok(r.ok, JSON.stringify(r));
  return r.decoded;
}

function encode(value: number, type: ValueType, order: WordOrder = 'ABCD', scale = 1) {
  const r = encodeValue(value, type, order, scale);
  assert.ok(r.ok, JSON.stringify(r));
  return r.encoded;
}

test('one float in the four orders: 0x41 0x48 0x00 0x00 is 12.5 (the bytes A B C D)', () => {
  // 12.5 = 0x41480000: ABCD holds 0x4148 0x0000, CDAB 0x0000 0x4148, BADC 0x4841 0x0000, DCBA 0x0000 0x4841.
  const held: Record<WordOrder, number[]> = {
    ABCD: [0x4148, 0x0000],
    CDAB: [0x0000, 0x4148],
    BADC: [0x4841, 0x0000],
    DCBA: [0x0000, 0x4841],
  };
  for (const order of WORD_ORDERS) {
    assert.equal(decode(held[order], 'float32', order).raw, 12.5, order);
    assert.deepEqual(encode(12.5, 'float32', order).registers, held[order], order);
    assert.deepEqual(decode(held[order], 'float32', order).bytes, [0x41, 0x48, 0, 0], order);
  }
});

test('integers: signed and unsigned, one and two registers', () => {
  assert.equal(decode([0xffff], 'uint16').raw, 65535);
  assert.equal(decode([0xffff], 'int16').raw, -1);
  assert.equal(decode([0x8000], 'int16').raw, -32768);
  assert.equal(decode([0xffff, 0xfffe], 'int32').raw, -2);
  assert.equal(decode([0xffff, 0xfffe], 'uint32').raw, 0xfffffffe);
  assert.equal(decode([0xfffe, 0xffff], 'int32', 'CDAB').raw, -2);
  assert.deepEqual(encode(-2, 'int32').registers, [0xffff, 0xfffe]);
  assert.deepEqual(encode(-1, 'int16').registers, [0xffff]);
  // 16-bit values ignore the order: one register has no word order.
  assert.deepEqual(encode(300, 'uint16', 'DCBA').registers, [300]);
});

test('every type and order round-trips', () => {
  const samples: Record<ValueType, number[]> = {
    uint16: [0, 1, 415, 65535],
    int16: [-32768, -1, 0, 415, 32767],
    uint32: [0, 70000, 0xffffffff],
    int32: [-0x80000000, -70000, 0, 70000, 0x7fffffff],
    float32: [0, -0, 150, -40.25, 0.1, 3.4e38, 1e-40],
  };
  for (const type of VALUE_TYPES) {
    for (const order of WORD_ORDERS) {
      for (const value of samples[type]) {
        const e = encode(value, type, order);
        const back = decode(e.registers, type, order).raw;
        assert.ok(
          Object.is(back, type === 'float32' ? Math.fround(value) : value),
          `${type} ${order} ${value} → ${back}`,
        );
      }
    }
  }
});

test('the scale: reported = register × scale, and a write divides and rounds half away from zero', () => {
  assert.equal(decode([415], 'int16', 'ABCD', 0.1).value, 41.5);
  assert.equal(decode([0xfe6f], 'int16', 'ABCD', 0.1).value, -40.1);
  assert.deepEqual(encode(41.5, 'int16', 'ABCD', 0.1).registers, [415]);
  const rounded = encode(41.55, 'int16', 'ABCD', 0.1);
  assert.deepEqual([rounded.registers, rounded.rounded], [[416], true]);
  assert.deepEqual(encode(-41.55, 'int16', 'ABCD', 0.1).registers, [0x10000 - 416]);
  assert.equal(encode(41.5, 'int16', 'ABCD', 0.1).rounded, false);
});

test('a float keeps its shortest decimal: 0.1 is stored as 0.100000001490116… and read back as 0.1', () => {
  const e = encode(0.1, 'float32');
  assert.equal(e.inexact, true);
  assert.equal(e.stored, Math.fround(0.1));
  assert.equal(formatFloat32(decode(e.registers, 'float32').raw), '0.1');
  assert.equal(decode(e.registers, 'float32', 'ABCD', 10).value, 1);
  assert.equal(formatFloat32(NaN), 'NaN');
  assert.ok(Number.isNaN(decode([0x7fc0, 0], 'float32').raw));
  assert.equal(decode([0x7f80, 0], 'float32').raw, Infinity);
});

test('registers as readers type them: decimal or 0x, spaces or commas', () => {
  assert.deepEqual(parseRegisters('17174 0'), {ok: true, registers: [17174, 0]});
  assert.deepEqual(parseRegisters('0x4316, 0x0000'), {ok: true, registers: [0x4316, 0]});
  assert.deepEqual(parseRegisters('1，4464'), {ok: true, registers: [1, 4464]});
});

test('bad registers, values and scales are refused with what is wrong', () => {
  assert.deepEqual(parseRegisters(''), {ok: false, issue: {code: 'registers.empty'}});
  assert.deepEqual(parseRegisters('65536'), {ok: false, issue: {code: 'registers.range', text: '65536'}});
  assert.deepEqual(parseRegisters('0x1FFFF'), {ok: false, issue: {code: 'registers.range', text: '0x1FFFF'}});
  assert.deepEqual(parseRegisters('-1'), {ok: false, issue: {code: 'registers.range', text: '-1'}});
  assert.deepEqual(parseRegisters('41.5'), {ok: false, issue: {code: 'registers.syntax', text: '41.5'}});
  assert.deepEqual(parseRegisters('<script>'), {ok: false, issue: {code: 'registers.syntax', text: '<script>'}});
  assert.deepEqual(decodeRegisters([1], 'float32', 'ABCD'), {
    ok: false,
    issue: {code: 'registers.count', type: 'float32', expected: 2, got: 1},
  });
  assert.deepEqual(decodeRegisters([1, 2], 'int16', 'ABCD'), {
    ok: false,
    issue: {code: 'registers.count', type: 'int16', expected: 1, got: 2},
  });
  assert.deepEqual(encodeValue(40000, 'int16', 'ABCD'), {
    ok: false,
    issue: {code: 'value.range', type: 'int16', raw: 40000, min: -32768, max: 32767},
  });
  assert.deepEqual(encodeValue(-1, 'uint32', 'ABCD'), {
    ok: false,
    issue: {code: 'value.range', type: 'uint32', raw: -1, min: 0, max: 0xffffffff},
  });
  assert.equal(encodeValue(1e39, 'float32', 'ABCD').ok, false);
  assert.deepEqual(parseScale('0'), {ok: false, issue: {code: 'scale.zero'}});
  assert.deepEqual(parseScale('0,1'), {ok: false, issue: {code: 'scale.syntax', text: '0,1'}});
  assert.deepEqual(parseScale(' 0.1 '), {ok: true, scale: 0.1});
});
