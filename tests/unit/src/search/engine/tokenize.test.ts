/** src/search/engine/tokenize.ts: one segmenter for the index and the query. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tokenize, fold} from '../../../../../src/search/engine/tokenize';

test('Chinese becomes overlapping bigrams, a lone character a unigram', () => {
  assert.deepEqual(
    tokenize('设备接入').map((t) => t.term),
    ['设备', '备接', '接入'],
  );
  assert.deepEqual(
    tokenize('在 Janus 中').map((t) => [t.term, t.kind]),
    [
      ['在', 'unigram'],
      ['janus', 'word'],
      ['中', 'unigram'],
    ],
  );
});

test('Latin words are lower-cased, full-width letters folded, compounds kept with their parts', () => {
  assert.deepEqual(
    tokenize('ＭＱＴＴ 接入').map((t) => t.term),
    ['mqtt', '接入'],
  );
  assert.deepEqual(
    tokenize('POST /api/device/create').map((t) => t.term),
    ['post', '/api/device/create', 'api/device/create', 'api/device', 'device/create', 'api', 'device', 'create'],
  );
  // A path after a host is also a path from the root.
  assert.ok(tokenize('https://api.neptune-iiot.net/device/create').some((t) => t.term === '/device/create'));
  assert.ok(tokenize('http://192.168.1.20:8080/api/device/create').some((t) => t.term === '/api/device/create'));
  assert.deepEqual(
    tokenize('app_secret', {compoundParts: false}).map((t) => t.term),
    ['app_secret'],
  );
  assert.deepEqual(
    tokenize('Modbus配置1006').map((t) => t.term),
    ['modbus', '配置', '1006'],
  );
  // Offsets refer to the original text, for highlighting.
  const [token] = tokenize('  设备');
  assert.deepEqual([token!.start, token!.end], [2, 4]);
  assert.equal(fold('ＡＢc').length, 3);
});

test('the index and the query cut a Chinese word the same way', () => {
  for (const word of ['超时', '密钥', '镜像', '设备序列号']) {
    const indexTerms = new Set(tokenize(`由于${word}导致`).map((t) => t.term));
    for (const t of tokenize(word)) assert.ok(indexTerms.has(t.term), `${word}: ${t.term}`);
  }
});
