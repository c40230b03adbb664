/** src/modbus/engine/frame.ts: RTU and TCP frames of 01–06, 15, 16 and exceptions, built, decoded, and broken. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withCrc} from '../../../../src/modbus/engine/checksum';
import {
  FUNCTION_CODES,
  betterReading,
  buildFrame,
  contextOf,
  decodeFrame,
  specFields,
  splitFrameLines,
  type FrameKind,
  type FrameSpec,
  type FunctionCode,
  type Transport,
} from '../../../../src/modbus/engine/frame';
import {formatHex, parseHex} from '../../../../src/modbus/engine/hex';

const bytes = (text: string) => {
  const r = parseHex(text);
  assert.ok(r.ok, text);
  return r.bytes;
};
const codes = (issues: Array<{code: string}>) => issues.map((i) => i.code);

function build(spec: Partial<FrameSpec> & Pick<FrameSpec, 'functionCode'>): number[] {
  const r = buildFrame({
    transport: 'rtu',
    kind: 'request',
    slave: 1,
    transaction: 1,
    address: 0,
    quantity: 1,
    values: [],
    exceptionCode: 1,
    ...spec,
  });
  assert.ok(r.ok, JSON.stringify(r));
  return r.bytes;
}

test('requests of every function code, from the Modbus specification’s examples', () => {
  // Modbus Application Protocol 1.1b3, section 6: the PDUs of its examples, slave 0x11.
  const cases: Array<[Partial<FrameSpec> & {functionCode: FunctionCode}, string]> = [
    [{functionCode: 1, address: 19, quantity: 19}, '11 01 00 13 00 13'],
    [{functionCode: 2, address: 196, quantity: 22}, '11 02 00 C4 00 16'],
    [{functionCode: 3, address: 107, quantity: 3}, '11 03 00 6B 00 03'],
    [{functionCode: 4, address: 8, quantity: 1}, '11 04 00 08 00 01'],
    [{functionCode: 5, address: 172, values: [1]}, '11 05 00 AC FF 00'],
    [{functionCode: 6, address: 1, values: [3]}, '11 06 00 01 00 03'],
    [{functionCode: 15, address: 19, values: [1, 0, 1, 1, 0, 0, 1, 1, 1, 0]}, '11 0F 00 13 00 0A 02 CD 01'],
    [{functionCode: 16, address: 1, values: [0x000a, 0x0102]}, '11 10 00 01 00 02 04 00 0A 01 02'],
  ];
  for (const [spec, pdu] of cases) {
    const rtu = build({...spec, slave: 0x11});
    assert.equal(formatHex(rtu), formatHex(withCrc(bytes(pdu))), `RTU ${spec.functionCode}`);
    const tcp = build({...spec, slave: 0x11, transport: 'tcp', transaction: 0x0102});
    const length = bytes(pdu).length;
    assert.equal(formatHex(tcp), `01 02 00 00 00 ${formatHex([length])} ${pdu}`, `TCP ${spec.functionCode}`);
  }
});

test('responses and exceptions from the specification’s examples decode without an issue', () => {
  const cases: Array<[string, number[] | null, boolean[] | null]> = [
    ['11 01 03 CD 6B 05', null, null],
    ['11 03 06 02 2B 00 00 00 64', [0x022b, 0, 0x64], null],
    ['11 04 02 00 0A', [10], null],
    ['11 05 00 AC FF 00', null, [true]],
    ['11 06 00 01 00 03', [3], null],
    ['11 0F 00 13 00 0A', null, null],
    ['11 10 00 01 00 02', null, null],
    ['11 83 02', null, null],
  ];
  for (const [pdu, registers, bits] of cases) {
    const frame = decodeFrame(withCrc(bytes(pdu)), 'rtu', 'response');
    assert.deepEqual(frame.issues, [], pdu);
    if (registers) assert.deepEqual(frame.registers, registers, pdu);
    if (bits) assert.deepEqual(frame.bits, bits, pdu);
  }
  const exception = decodeFrame(withCrc(bytes('11 83 02')), 'rtu', 'response');
  assert.deepEqual([exception.functionCode, exception.exceptionCode], [0x83, 2]);
});

test('a response after its request gets the request’s addresses, and its bits stop at the quantity', () => {
  const request = decodeFrame(withCrc(bytes('11 01 00 13 00 13')), 'rtu', 'request');
  const response = decodeFrame(withCrc(bytes('11 01 03 CD 6B 05')), 'rtu', 'response', contextOf(request));
  assert.deepEqual(response.issues, []);
  assert.equal(response.bits!.length, 19);
  // 0xCD = 1100 1101, least significant bit first: coils 19, 21, 22, 25, 26 on.
  assert.deepEqual(response.bits!.slice(0, 8), [true, false, true, true, false, false, true, true]);
  assert.deepEqual(
    response.fields.filter((f) => f.kind === 'bits').map((f) => [f.address, f.bitCount]),
    [
      [19, 8],
      [27, 8],
      [35, 3],
    ],
  );
});

test('every kind, function and transport: what is built decodes to the same fields, without an issue', () => {
  const kinds: FrameKind[] = ['request', 'response', 'exception'];
  for (const transport of ['rtu', 'tcp'] as Transport[]) {
    for (const kind of kinds) {
      for (const fc of FUNCTION_CODES) {
        const use = specFields(kind, fc);
        const values =
          use.values === 'bits' ? (fc === 5 ? [1] : [1, 0, 1, 1, 0, 0, 0, 0, 1]) : fc === 6 ? [415] : [12000, 415, 100];
        const frameBytes = build({
          transport,
          kind,
          functionCode: fc,
          slave: 7,
          transaction: 9,
          address: 256,
          quantity: 3,
          values,
          exceptionCode: 2,
        });
        const frame = decodeFrame(frameBytes, transport, kind === 'request' ? 'request' : 'response');
        const label = `${transport} ${kind} ${fc}`;
        assert.deepEqual(frame.issues, [], label);
        assert.equal(frame.slave, 7, label);
        assert.equal(frame.functionCode, kind === 'exception' ? fc | 0x80 : fc, label);
        if (transport === 'tcp') assert.equal(frame.transaction, 9, label);
        if (use.address) assert.equal(frame.address, 256, label);
        if (kind === 'exception') assert.equal(frame.exceptionCode, 2, label);
        if (use.values === 'registers') assert.deepEqual(frame.registers, values, label);
        if (use.values === 'bits' && fc !== 1 && fc !== 2) assert.deepEqual(frame.bits, values.map(Boolean), label);
        // The fields cover every byte once, in order.
        let at = 0;
        for (const f of frame.fields) {
          assert.equal(f.start, at, `${label}: ${f.kind} starts where the one before ends`);
          at += f.length;
        }
        assert.equal(at, frameBytes.length, `${label}: every byte explained`);
      }
    }
  }
});

test('malformed frames say what is wrong', () => {
  const good = withCrc(bytes('01 03 00 00 00 05'));
  const badCrc = [...good.slice(0, -1), good[good.length - 1] ^ 0xff];
  assert.deepEqual(decodeFrame(badCrc, 'rtu', 'request').issues, [
    // Sent 85 36 instead of 85 C9: the CRC reads low byte first.
    {code: 'crc.mismatch', got: 0x3685, expected: 0xc985},
  ]);
  assert.deepEqual(codes(decodeFrame(bytes('01 03'), 'rtu', 'request').issues), ['frame.short']);
  assert.deepEqual(codes(decodeFrame(bytes('00 01 00 00 00 06 01'), 'tcp', 'request').issues), ['frame.short']);
  assert.deepEqual(decodeFrame(bytes('00 01 00 00 00 07 01 03 00 00 00 05'), 'tcp', 'request').issues, [
    {code: 'mbap.length', declared: 7, actual: 6},
  ]);
  assert.deepEqual(codes(decodeFrame(bytes('00 01 00 01 00 06 01 03 00 00 00 05'), 'tcp', 'request').issues), [
    'mbap.protocol',
  ]);
  // The response of the page with one register cut off: the byte count says 10, 8 bytes follow.
  assert.deepEqual(decodeFrame(withCrc(bytes('01 03 0A 2E E0 01 9F 00 64 05 FC')), 'rtu', 'response').issues, [
    {code: 'byteCount.mismatch', declared: 10, actual: 8},
  ]);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 03 03 2E E0 01')), 'rtu', 'response').issues), [
    'byteCount.odd',
  ]);
  assert.deepEqual(decodeFrame(withCrc(bytes('01 07 00')), 'rtu', 'request').issues, [
    {code: 'function.unknown', fc: 7},
  ]);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 83 02')), 'rtu', 'request').issues), [
    'function.exceptionInRequest',
  ]);
  assert.deepEqual(decodeFrame(withCrc(bytes('01 05 00 00 00 01')), 'rtu', 'request').issues, [
    {code: 'coil.value', value: 1},
  ]);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 03 00 00 00 00')), 'rtu', 'request').issues), [
    'quantity.range',
  ]);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 03 00 00 00 7E')), 'rtu', 'request').issues), [
    'quantity.range',
  ]);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 03 FF FF 00 02')), 'rtu', 'request').issues), [
    'quantity.overflow',
  ]);
  assert.deepEqual(decodeFrame(withCrc(bytes('01 03 00 00 00 05 00')), 'rtu', 'request').issues, [
    {code: 'pdu.length', fc: 3, direction: 'request', expected: 5, actual: 6, atLeast: false},
  ]);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 03 00')), 'rtu', 'request').issues), ['pdu.length']);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 10 00 00 00 02 03 00 01 00')), 'rtu', 'request').issues), [
    'byteCount.quantity',
  ]);
  assert.deepEqual(codes(decodeFrame(withCrc(bytes('01 0F 00 00 00 0A 02 CD')), 'rtu', 'request').issues), [
    'byteCount.mismatch',
  ]);
});

test('a response that does not answer the request above it is named', () => {
  const request = decodeFrame(bytes('00 01 00 00 00 06 01 03 00 00 00 05'), 'tcp', 'request');
  const other = decodeFrame(
    bytes('00 02 00 00 00 09 02 03 06 00 01 00 02 00 03'),
    'tcp',
    'response',
    contextOf(request),
  );
  assert.deepEqual(codes(other.issues), ['pair.transaction', 'pair.slave', 'pair.count']);
  const wrongFunction = decodeFrame(bytes('00 01 00 00 00 03 01 84 02'), 'tcp', 'response', contextOf(request));
  assert.deepEqual(codes(wrongFunction.issues), ['pair.function']);
});

test('the other reading is offered when it fits: a request read as a response, an RTU frame read as TCP', () => {
  const rtuRequest = withCrc(bytes('01 03 00 00 00 05'));
  assert.deepEqual(betterReading(rtuRequest, 'rtu', 'response'), {transport: 'rtu', direction: 'request'});
  assert.deepEqual(betterReading(bytes('00 01 00 00 00 06 01 03 00 00 00 05'), 'rtu', 'request'), {
    transport: 'tcp',
    direction: 'request',
  });
  assert.equal(betterReading(rtuRequest, 'rtu', 'request'), null);
});

test('lines as the debugging panel exports them: 发 / 收, TX / RX, or none', () => {
  const lines = splitFrameLines('发  01 03\n\n收：01 04\nRX 01\n01 02', 'request');
  assert.deepEqual(
    lines.map((l) => [l.line, l.direction, l.prefixed, l.hex.trim()]),
    [
      [1, 'request', true, '01 03'],
      [3, 'response', true, '01 04'],
      [4, 'response', true, '01'],
      [5, 'request', false, '01 02'],
    ],
  );
});

test('the builder refuses fields out of range and names the field', () => {
  const base: FrameSpec = {
    transport: 'rtu',
    kind: 'request',
    slave: 1,
    transaction: 0,
    functionCode: 16,
    address: 0,
    quantity: 0,
    values: [1],
    exceptionCode: 1,
  };
  const issues = (spec: Partial<FrameSpec>) => {
    const r = buildFrame({...base, ...spec});
    assert.ok(!r.ok);
    return r.issues;
  };
  assert.deepEqual(issues({slave: 248}), [{code: 'build.range', field: 'slave', min: 0, max: 247}]);
  assert.deepEqual(issues({transport: 'tcp', transaction: 70000}), [
    {code: 'build.range', field: 'transaction', min: 0, max: 65535},
  ]);
  assert.deepEqual(issues({address: 65535, values: [1, 2]}), [{code: 'build.overflow', address: 65535, quantity: 2}]);
  assert.deepEqual(issues({values: []}), [{code: 'build.valuesCount', min: 1, max: 123, got: 0}]);
  assert.deepEqual(issues({values: [70000]}), [{code: 'build.valueRange', bits: false, index: 0, value: 70000}]);
  assert.deepEqual(issues({functionCode: 15, values: [1, 2]}), [
    {code: 'build.valueRange', bits: true, index: 1, value: 2},
  ]);
  assert.deepEqual(issues({functionCode: 3, quantity: 126}), [
    {code: 'build.range', field: 'quantity', min: 1, max: 125},
  ]);
  assert.deepEqual(issues({kind: 'exception', exceptionCode: 0}), [
    {code: 'build.range', field: 'exceptionCode', min: 1, max: 255},
  ]);
});
