/** src/modbus/engine/checksum.ts and hex.ts: the CRC and LRC of serial Modbus, and the hex strings readers paste. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {asciiFrame, crc16, crcBytes, endsWithCrc, lrc, withCrc} from '../../../../src/modbus/engine/checksum';
import {formatHex, parseHex} from '../../../../src/modbus/engine/hex';

const bytes = (text: string) => {
  const r = parseHex(text);
  assert.ok(r.ok, `${text} parses`);
  return r.bytes;
};

test('CRC-16/MODBUS of the standard check string "123456789" is 0x4B37', () => {
  assert.equal(crc16([...'123456789'].map((c) => c.charCodeAt(0))), 0x4b37);
});

test('the CRC goes low byte first: 0xC985 is sent as 85 C9', () => {
  assert.deepEqual(crcBytes(0xc985), [0x85, 0xc9]);
  // The specification's example request (slave 0x11, 3 registers from 0x6B) as RTU references print it: CRC 76 87.
  assert.equal(formatHex(withCrc(bytes('11 03 00 6B 00 03'))), '11 03 00 6B 00 03 76 87');
  assert.equal(formatHex(withCrc(bytes('01 03 00 00 00 05'))), '01 03 00 00 00 05 85 C9');
});

test('a frame closed by its CRC leaves a CRC of zero, and is recognised as closed; a changed byte is not', () => {
  for (const text of ['01 03 00 00 00 05', '11 06 00 01 00 03', '01 10 00 6A 00 02 04 00 00 01 F4']) {
    const frame = withCrc(bytes(text));
    assert.equal(crc16(frame), 0, text);
    assert.ok(endsWithCrc(frame), text);
    const damaged = [...frame];
    damaged[1] ^= 0x01;
    assert.ok(!endsWithCrc(damaged), `${text} with a flipped bit`);
  }
  assert.ok(!endsWithCrc([0x01, 0x03]), 'two bytes are no frame');
});

test('LRC is the two’s complement of the byte sum; the ASCII frame ends with it', () => {
  assert.equal(lrc(bytes('01 03 00 00 00 05')), 0xf7);
  // The Modbus over Serial Line specification's example: 11 03 00 6B 00 03 → LRC 7E.
  assert.equal(lrc(bytes('11 03 00 6B 00 03')), 0x7e);
  assert.equal(asciiFrame(bytes('01 03 00 00 00 05')), ':010300000005F7\\r\\n');
  assert.equal((lrc(bytes('FF FF')) + 0xff + 0xff) & 0xff, 0);
});

test('hex in the forms readers paste: spaced, run together, 0x, commas', () => {
  for (const text of ['01 03 00 00 00 05', '010300000005', '0x01,0x03,0x00,0x00,0x00,0x05', ' 01-03-00-00 0005\n']) {
    assert.deepEqual(bytes(text), [1, 3, 0, 0, 0, 5], text);
  }
  assert.equal(formatHex([0x0a, 0xff]), '0A FF');
});

test('malformed hex is refused with what is wrong', () => {
  assert.deepEqual(parseHex(''), {ok: false, issue: {code: 'hex.empty'}});
  assert.deepEqual(parseHex('  ,  '), {ok: false, issue: {code: 'hex.empty'}});
  assert.deepEqual(parseHex('01 0'), {ok: false, issue: {code: 'hex.oddDigits', group: '0', digits: 1}});
  assert.deepEqual(parseHex('0103000'), {ok: false, issue: {code: 'hex.oddDigits', group: '0103000', digits: 7}});
  assert.deepEqual(parseHex('01 0G'), {ok: false, issue: {code: 'hex.badChar', char: 'G', column: 5}});
  assert.deepEqual(parseHex('<img src=x>'), {ok: false, issue: {code: 'hex.badChar', char: '<', column: 1}});
  assert.deepEqual(parseHex('01 😀'), {ok: false, issue: {code: 'hex.badChar', char: '😀', column: 4}});
  assert.equal(parseHex('0x').ok, false);
});
