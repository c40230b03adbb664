/** src/search/engine/format.ts: which vocabulary files a query's words suggest, fetched beside the manifest. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {VOCAB_BUCKETS, queryBuckets, vocabBucket, vocabFile} from '../../../../../src/search/engine/format';

test('a query suggests the bucket of each Latin word and each part of a compound, none for Chinese', () => {
  assert.deepEqual(queryBuckets('MQTT 端口'), ['m']);
  assert.deepEqual(queryBuckets('modbus-tcp 配置'), ['m', 't']);
  assert.deepEqual(queryBuckets('错误码 -302'), ['0']);
  assert.deepEqual(queryBuckets('/api/v2/devices'), ['a', 'v', 'd', '_']);
  assert.deepEqual(queryBuckets('设备数据上不来'), []);
});

test("full-width letters and digits, as an input method types them, suggest their ASCII forms' buckets", () => {
  assert.deepEqual(queryBuckets('ＭＱＴＴ 端口'), ['m']);
  assert.deepEqual(queryBuckets('Ｅ２０１'), ['e']);
});

test('every term falls in one of the buckets, each with its file', () => {
  for (const term of ['mqtt', '1003', '/api', '~3', 'émile'])
    assert.ok(VOCAB_BUCKETS.includes(vocabBucket(term)), term);
  assert.equal(vocabFile('m'), 'vm.json');
});
