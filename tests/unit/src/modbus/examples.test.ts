/**
 * The worked examples the pages print, by hand, of CRCs, frames, register values and 40001-style addresses: each is
 * quoted from its page (the test fails when the page no longer says it, so the list follows the pages) and the engine
 * must reproduce it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../../scripts/lib/docs';
import {loadAutomationModbus, loadCnc01} from '../../../../src/canon-data/load';
import {addressForms, parseAddress, type AddressForm, type Area} from '../../../../src/modbus/engine/address';
import {crc16, crcBytes} from '../../../../src/modbus/engine/checksum';
import {
  buildFrame,
  contextOf,
  decodeFrame,
  type DecodedFrame,
  type Transport,
} from '../../../../src/modbus/engine/frame';
import {formatHex, parseHex} from '../../../../src/modbus/engine/hex';
import {decodeRegisters, encodeValue, type ValueType} from '../../../../src/modbus/engine/values';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The page (or canon file) still says `quote`. */
function says(file: string, quote: string): void {
  assert.ok(read(file).includes(quote), `${file} no longer says: ${quote}`);
}

/** The text of an SVG diagram's <text> elements, in order, one space between them. */
function svgText(file: string): string {
  return [...read(file).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].trim()).join(' ');
}

const bytes = (text: string) => {
  const r = parseHex(text);
  assert.ok(r.ok, text);
  return r.bytes;
};

const COMMAND_DEBUGGING = 'docs/janus/user/command-debugging.mdx';
const TCP_DIAGRAM = 'docs/janus/user/images/command-debugging-modbus-tcp-frame.svg';
const MODBUS_TCP = 'docs/automation/common_functions/modbus_tcp.mdx';

/** A request and, when the page gives one, the response to it, decoded as the page explains them. */
function pair(transport: Transport, request: string, response?: string): [DecodedFrame, DecodedFrame | null] {
  const req = decodeFrame(bytes(request), transport, 'request');
  const res = response ? decodeFrame(bytes(response), transport, 'response', contextOf(req)) : null;
  return [req, res];
}

test('command-debugging.mdx, Modbus RTU: the request 01 03 00 00 00 05 closes with CRC 85 C9, the response with 53 62', () => {
  says(COMMAND_DEBUGGING, '发  01 03 00 00 00 05 85 C9');
  says(COMMAND_DEBUGGING, '收  01 03 0A 2E E0 01 9F 00 64 05 FC 03 E9 53 62');
  says('canon/janus-setup.md', '`01 03 00 00 00 05 85 C9`');
  assert.equal(formatHex(crcBytes(crc16(bytes('01 03 00 00 00 05')))), '85 C9');
  assert.equal(formatHex(crcBytes(crc16(bytes('01 03 0A 2E E0 01 9F 00 64 05 FC 03 E9')))), '53 62');
  const [req, res] = pair('rtu', '01 03 00 00 00 05 85 C9', '01 03 0A 2E E0 01 9F 00 64 05 FC 03 E9 53 62');
  assert.deepEqual([req.issues, req.slave, req.functionCode, req.address, req.quantity], [[], 1, 3, 0, 5]);
  assert.deepEqual(res!.issues, []);
  assert.deepEqual(res!.registers, [12000, 415, 100, 1532, 1001]);
  // 「读保持寄存器 0–4」: the registers get their addresses from the request.
  assert.deepEqual(
    res!.fields.filter((f) => f.kind === 'register').map((f) => addressForms('holding', f.address!).janusKey),
    ['3_0', '3_1', '3_2', '3_3', '3_4'],
  );
});

test('command-debugging.mdx, Modbus TCP diagram: MBAP 00 01 00 00 00 06 / 00 0D, five registers 12000 … 1001', () => {
  const diagram = svgText(TCP_DIAGRAM);
  const request = '00 01 00 00 00 06 01 03 00 00 00 05';
  const response = '00 01 00 00 00 0D 01 03 0A 2E E0 01 9F 00 64 05 FC 03 E9';
  assert.ok(diagram.includes(request), `${TCP_DIAGRAM} no longer shows ${request}`);
  assert.ok(diagram.includes(response), `${TCP_DIAGRAM} no longer shows ${response}`);
  for (const label of ['后续长度 6 字节', '后续长度 13 字节', '字节数 10', '3_1 415', '3_4 1001']) {
    assert.ok(diagram.includes(label), `${TCP_DIAGRAM} no longer shows ${label}`);
  }
  const [req, res] = pair('tcp', request, response);
  assert.deepEqual([req.issues, req.transaction, req.slave, req.address, req.quantity], [[], 1, 1, 0, 5]);
  assert.equal(req.fields.find((f) => f.kind === 'length')!.value, 6);
  assert.deepEqual(res!.issues, []);
  assert.equal(res!.fields.find((f) => f.kind === 'length')!.value, 13);
  assert.equal(res!.fields.find((f) => f.kind === 'byteCount')!.value, 10);
  assert.deepEqual(res!.registers, [12000, 415, 100, 1532, 1001]);
});

test('command-debugging.mdx: writing 1 to register 256 (3_256) is 00 02 00 00 00 06 01 06 01 00 00 01, echoed', () => {
  says(COMMAND_DEBUGGING, '发  00 02 00 00 00 06 01 06 01 00 00 01');
  says(COMMAND_DEBUGGING, '收  00 02 00 00 00 06 01 06 01 00 00 01');
  const [req, res] = pair('tcp', '00 02 00 00 00 06 01 06 01 00 00 01', '00 02 00 00 00 06 01 06 01 00 00 01');
  assert.deepEqual([req.issues, req.transaction, req.functionCode, req.address, req.registers], [[], 2, 6, 256, [1]]);
  assert.deepEqual(res!.issues, []);
  assert.equal(addressForms('holding', req.address!).janusKey, '3_256');
  const built = buildFrame({
    transport: 'tcp',
    kind: 'request',
    slave: 1,
    transaction: 2,
    functionCode: 6,
    address: 256,
    quantity: 0,
    values: [1],
    exceptionCode: 0,
  });
  assert.ok(built.ok);
  assert.equal(formatHex(built.bytes), '00 02 00 00 00 06 01 06 01 00 00 01');
});

/** [file, what it says, the address as written, its form, the area, the protocol address]. */
const ADDRESSES: Array<[string, string, string, AddressForm, Area, number]> = [
  [COMMAND_DEBUGGING, '`3_0` 就是传统写法的 40001', '3_0', 'janus', 'holding', 0],
  [COMMAND_DEBUGGING, '`3_0` 就是传统写法的 40001', '40001', 'reference5', 'holding', 0],
  [COMMAND_DEBUGGING, '写 `40257`、`0x0100`', '40257', 'reference5', 'holding', 256],
  [COMMAND_DEBUGGING, '写 `40257`、`0x0100`', '0x0100', 'hex', 'holding', 256],
  [COMMAND_DEBUGGING, '`0100H` 对应原始键 `3_256`', '3_256', 'janus', 'holding', 256],
  ['docs/janus/user/connection.mdx', '40011 对应地址 10，键为 `3_10`', '40011', 'reference5', 'holding', 10],
  ['docs/janus/user/connection.mdx', '输入寄存器 3xxxx 减去 30001', '30001', 'reference5', 'input', 0],
  [
    'docs/janus/user/data-definition.mdx',
    '`3_10` 是保持寄存器地址 10，即设备手册里传统编号的 40011',
    '3_10',
    'janus',
    'holding',
    10,
  ],
  ['canon/janus-setup.md', '键 `3_10` 是保持寄存器偏移 10，即传统写法 40011', '40011', 'reference5', 'holding', 10],
  [MODBUS_TCP, '保持寄存器 100 即传统写法 40101', '40101', 'reference5', 'holding', 100],
  [
    'docs/_partials/triton-go-examples/_register-map.mdx',
    '地址 0 就是传统写法的 40001',
    '40001',
    'reference5',
    'holding',
    0,
  ],
  ['docs/_partials/triton-go-examples/_register-map.mdx', '地址 256 即 40257', '40257', 'reference5', 'holding', 256],
  ['docs/triton/deploy/data-exchange.mdx', '保持寄存器地址 0 即传统写法的 40001', '40001', 'reference5', 'holding', 0],
  [
    'docs/neptune/user/device-access/by-assistant.mdx',
    'PLC 手册里的 40001 写作 `3_0`',
    '40001',
    'reference5',
    'holding',
    0,
  ],
  ['docs/neptune/user/device-access/by-assistant.mdx', '地址 0x0100，即十进制 256', '0100H', 'hex', 'holding', 256],
  [
    'docs/triton/developer/go/dataexchange-via-modbus-neptune-connector.mdx',
    'PLC 手册中的 40001 应写 0',
    '40001',
    'reference5',
    'holding',
    0,
  ],
];

test('every 40001-style address the pages work out converts as they say', () => {
  for (const [file, quote, text, form, area, address] of ADDRESSES) {
    says(file, quote);
    const r = parseAddress(text, form, area);
    assert.ok(r.ok, `${text} (${file})`);
    assert.deepEqual([r.area, r.address], [area, address], `${text} (${file})`);
    const forms = addressForms(area, address);
    // Each quote names the other side of the conversion: the reference, the Janus key or the address.
    const other = [forms.reference5!, forms.janusKey, String(address), forms.hex].filter((x) => x !== text);
    assert.ok(
      other.some((x) => quote.includes(x)),
      `${file}: "${quote}" names none of ${other.join(', ')}`,
    );
  }
});

test('command-debugging.mdx and the Triton pages: register 01 9F is 415, which × 0.1 is 41.5', () => {
  says(COMMAND_DEBUGGING, '`01 9F` 是 415，处理代码除以 10 后得到 41.5°C');
  says(
    'docs/triton/developer/go/dataexchange-via-modbus-neptune-connector.mdx',
    '`temperature` 寄存器存 415，乘以 `scale = 0.1` 后上报 `41.5`',
  );
  says('docs/neptune/user/device-access/by-assistant.mdx', '要配倍率 0.1，415 才显示为 41.5');
  const temperature = loadCnc01().data.find((d) => d.id === 'temperature')!.modbus.janus;
  const r = decodeRegisters([0x019f], temperature.format, 'ABCD', temperature.scale);
  assert.ok(r.ok);
  assert.deepEqual([r.decoded.raw, r.decoded.value], [415, 41.5]);
});

test('modbus-test-neptune-receive.mdx: writing "41.5" with scale 0.1 puts 415 in the register', () => {
  says(
    'docs/triton/developer/go/modbus-test-neptune-receive.mdx',
    '下发 `"41.5"`，`scale = 0.1`，写入寄存器的值是 415',
  );
  const temperature = loadCnc01().data.find((d) => d.id === 'temperature')!.modbus.triton;
  const r = encodeValue(41.5, temperature.format, 'ABCD', temperature.scale);
  assert.ok(r.ok);
  assert.deepEqual(r.encoded.registers, [415]);
});

test('modbus_tcp.mdx step 5: every register pair of the test input gives the output the page expects', () => {
  const page = read(MODBUS_TCP);
  const input = JSON.parse(/在「测试输入」中填 `(\{[^`]+\})`/.exec(page)![1]) as Record<string, number>;
  const output = /「输出结果」应为 ([^。]+)。/.exec(page)![1];
  const expected = (name: string) => Number(new RegExp(`\`${name}\` (-?[\\d.]+)`).exec(output)![1]);
  // Where the canon puts each value: the axes' positions (input registers) and DP-01's variables (holding).
  const canon = loadAutomationModbus();
  const axes = canon.registers.find((r) => r.area === 'input' && r.format === 'float32')!;
  const format = (type: string): ValueType => canon.userVariables.types[type as '整数'].format as ValueType;
  const values: Array<[string, string, ValueType]> = [
    ['x_pos', `4_${axes.address}`, 'float32'],
    ['y_pos', `4_${axes.address + 2}`, 'float32'],
    ['z_pos', `4_${axes.address + 4}`, 'float32'],
    ...canon.example.variables.map((v): [string, string, ValueType] => [v.name, `3_${v.address}`, format(v.type)]),
  ];
  assert.equal(values.length, 7);
  for (const [name, key, type] of values) {
    const address = Number(key.split('_')[1]);
    const registers = [input[key], input[`${key.split('_')[0]}_${address + 1}`]];
    const r = decodeRegisters(registers, type, canon.slave.wordOrder);
    assert.ok(r.ok, name);
    assert.equal(r.decoded.raw, expected(name), `${name}: ${registers.join(' ')} as ${type}`);
    // And back: the value gives the same two registers.
    const back = encodeValue(expected(name), type, canon.slave.wordOrder);
    assert.ok(back.ok);
    assert.deepEqual(back.encoded.registers, registers, `${name} encoded`);
  }
  says(MODBUS_TCP, '`good_count` 70000（高字 1、低字 4464）');
});

test('modbus_tcp.mdx: the Python script’s batch_size 500 is the registers 0 500, written with function 16 at 106', () => {
  says(MODBUS_TCP, 'hi, lo = struct.unpack(">HH", struct.pack(">i", 500))');
  says(MODBUS_TCP, 'client.write_registers(106, [hi, lo], device_id=DEVICE_ID)');
  const r = encodeValue(500, 'int32', 'ABCD');
  assert.ok(r.ok);
  assert.deepEqual(r.encoded.registers, [0, 500]);
  const batch = loadAutomationModbus().example.variables.find((v) => v.name === 'batch_size')!;
  assert.equal(batch.address, 106);
});
