/** The compatibility matrix says what canon/compatibility.yaml's rules say, in the words the canon uses. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadCompat} from '../../../../src/canon-data/load';
import {
  compareVersions,
  compatCell,
  compressVersions,
  parseVersion,
  rangeText,
  relatedProducts,
} from '../../../../src/canon-data/compat';

const facts = loadCompat();

test('versions compare by number, with or without the v and the last part', () => {
  assert.deepEqual(parseVersion('v2.9'), [2, 9, 0]);
  assert.equal(parseVersion('3.5.x'), null);
  assert.equal(compareVersions('3.3', '3.3.0'), 0);
  assert.ok(compareVersions('3.10.0', '3.9.0') > 0);
  assert.ok(compareVersions('v2.5', 'v2.10') < 0);
});

test('ranges read as the canon writes them', () => {
  assert.equal(rangeText({min: '3.5.0'}), '3.5.0 及以上');
  assert.equal(rangeText({min: '3.0.0', max: '3.4.0'}), '3.0.0–3.4.0');
  assert.equal(rangeText({min: '4.0', max: '4.0'}), '4.0');
  assert.equal(compressVersions(facts.products.lowcode.releases, ['2.0', '2.1', '2.2', '3.1']), '2.0–2.2、3.1');
});

test('Lowcode needs Janus 3.5.0 for 3.1, 3.3 for 3.0, and 3.0–3.4 for 2.x (canon/lowcode-guide.md)', () => {
  assert.deepEqual(relatedProducts(facts, 'lowcode'), ['janus']);
  assert.equal(compatCell(facts, 'lowcode', '3.1', 'janus')[0], '3.5.0 及以上');
  assert.equal(compatCell(facts, 'lowcode', '3.0', 'janus')[0], '3.3.0 及以上');
  assert.equal(compatCell(facts, 'lowcode', '2.3', 'janus')[0], '3.0.0–3.4.0');
});

test('Janus 3.6.0 ships HMI designer 3.1 and janus-api 1.2 and runs Lowcode 3.0 and later', () => {
  assert.deepEqual(compatCell(facts, 'janus', '3.6.0', 'lowcode'), ['3.0–3.1', '自带 3.1']);
  assert.deepEqual(compatCell(facts, 'janus', '3.6.0', 'runtime'), ['1.0–1.2', '自带 1.2']);
  // Janus 3.5.x keeps runtime 1.1 (1.1 came with 3.4, 1.2 with 3.6.0: canon/open-platform-api.md).
  assert.deepEqual(compatCell(facts, 'runtime', '1.1', 'janus'), ['3.4.0 及以上', '随 3.4.0–3.5.1 提供']);
  assert.deepEqual(compatCell(facts, 'janus', '3.2.0', 'runtime'), []);
});

test('Automation 4.x needs controller firmware 4.0 or later (canon/automation-guide.md)', () => {
  for (const r of facts.products.automation.releases) {
    assert.equal(compatCell(facts, 'automation', r.version, 'firmware')[0], '4.0 及以上');
  }
  assert.equal(compatCell(facts, 'firmware', '4.0', 'automation')[0], '4.0–4.2');
});

test('TLS 9884 is a feature of its own: Triton 2.2.0 and Neptune v2.5 onwards', () => {
  assert.deepEqual(compatCell(facts, 'triton', '2.1.0', 'neptune'), ['v2.0 及以上']);
  assert.deepEqual(compatCell(facts, 'triton', '2.4.1', 'neptune'), ['v2.0 及以上', 'TLS 9884：v2.5 及以上']);
  assert.deepEqual(compatCell(facts, 'neptune', 'v2.4', 'triton'), ['2.0.0–2.4.1']);
});

test('a release the YAML does not have is an error, not an empty cell', () => {
  assert.throws(() => compatCell(facts, 'janus', '3.7.0', 'lowcode'), /no release 3\.7\.0 of janus/);
});
