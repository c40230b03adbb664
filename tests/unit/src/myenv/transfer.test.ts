/** The form's values as the transfer string's (src/myenv/engine/transfer.ts), read back as the API console reads them. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {transferValues} from '../../../../src/myenv/engine/transfer';
import {encodeEnvString, parseEnvString} from '../../../../src/utils/envString';

test('the saved values travel whole; the Janus host becomes the pages’ base address', () => {
  const saved = {
    janusHost: '10.20.0.7',
    janusToken: '0123456789abcdef0123456789abcdef',
    deviceUuid: '1A2B-3C4D-5E6F-7A8B',
  };
  assert.deepEqual(parseEnvString(encodeEnvString(transferValues(saved))), {
    janus: 'http://10.20.0.7:8080',
    token: '0123456789abcdef0123456789abcdef',
    device: '1A2B-3C4D-5E6F-7A8B',
  });
});

test('nothing saved: nothing to transfer, and the string refuses to be empty', () => {
  assert.deepEqual(transferValues({}), {});
  assert.throws(() => encodeEnvString(transferValues({})), /没有可导出的值/);
});
