/** src/myenv/engine/validate.ts: what a reader may type into 「我的环境」, and what is wrong with the rest. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkValue} from '../../../../src/myenv/engine/validate';

const issue = (format: Parameters<typeof checkValue>[0], input: string) => {
  const r = checkValue(format, input);
  return r.ok ? `ok ${r.value}` : r.issue;
};

test('a host is an IPv4 address or a host name, without scheme, port or path', () => {
  assert.equal(issue('host', ' 10.20.0.7 '), 'ok 10.20.0.7');
  assert.equal(issue('host', '010.020.000.007'), 'ok 10.20.0.7');
  assert.equal(issue('host', 'Janus-01.plant.local'), 'ok janus-01.plant.local');
  assert.equal(issue('host', 'http://10.20.0.7'), 'hasScheme');
  assert.equal(issue('host', 'ws://broker'), 'hasScheme');
  assert.equal(issue('host', '10.20.0.7:8080'), 'hasPort');
  assert.equal(issue('host', '10.20.0.7/api'), 'hasPath');
  assert.equal(issue('host', '10.20.0.256'), 'octetRange');
  assert.equal(issue('host', '10.20.0'), 'hostChars');
  assert.equal(issue('host', 'bad_host'), 'hostChars');
  assert.equal(issue('host', '-lead.example'), 'hostChars');
  assert.equal(issue('host', '<img src=x>'), 'hostChars');
  assert.equal(issue('host', `${'a'.repeat(60)}.`.repeat(5) + 'com'), 'hostLength');
  assert.equal(issue('host', '   '), 'empty');
});

test('a registration code is 32 hexadecimal digits, kept in lower case', () => {
  assert.equal(issue('janusToken', '0123456789ABCDEF0123456789abcdef'), 'ok 0123456789abcdef0123456789abcdef');
  assert.deepEqual(checkValue('janusToken', '0123456789abcdef'), {ok: false, issue: 'tokenLength', length: 16});
  assert.equal(issue('janusToken', 'YOUR_JANUS_TOKEN'), 'tokenChars');
});

test('a device UUID is four groups of four hexadecimal digits, kept in upper case', () => {
  assert.equal(issue('uuid', '1a2b-3c4d-5e6f-7a8b'), 'ok 1A2B-3C4D-5E6F-7A8B');
  assert.equal(issue('uuid', '1A2B3C4D5E6F7A8B'), 'uuidShape');
  assert.equal(issue('uuid', '1A2B-3C4D-5E6F-7A8G'), 'uuidShape');
});

test('an app_id is nep and 8 hexadecimal digits', () => {
  assert.equal(issue('appId', 'NEP0F0F0F0F'), 'ok nep0f0f0f0f');
  assert.equal(issue('appId', 'nep1a2b3c4'), 'appIdShape');
  assert.equal(issue('appId', 'app1a2b3c4d'), 'appIdShape');
});
