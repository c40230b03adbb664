/** src/canon-data/appliesTo.ts: a page's applies_to against canon/compatibility.yaml, and the line under its title. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {appliesToLine, parseAppliesTo} from '../../../../src/canon-data/appliesTo';
import {loadCompat} from '../../../../src/canon-data/load';

const facts = loadCompat();
const text = (v: unknown) =>
  appliesToLine(parseAppliesTo(v, facts, 'p.mdx'))
    .map((n) => ('value' in n ? n.value : 'children' in n ? (n.children[0] as {value: string}).value : ''))
    .join('');

test('a release, a release and later, and a span of releases read as a reader says them', () => {
  assert.equal(text({janus: '3.6.0'}), '适用于：Janus 3.6.0（版本兼容性）');
  assert.equal(text({janus: '>=3.5.0', lowcode: '3.1'}), '适用于：Janus 3.5.0 及以上 · Lowcode 3.1（版本兼容性）');
  assert.equal(text({janus: '3.0.0 - 3.4.0'}), '适用于：Janus 3.0.0–3.4.0（版本兼容性）');
  assert.deepEqual(parseAppliesTo(undefined, facts, 'p.mdx'), []);
});

test('an unknown product, a version that was never released, a reversed span and a list fail, naming what is valid', () => {
  assert.throws(
    () => parseAppliesTo({jnus: '3.6.0'}, facts, 'p.mdx'),
    /p\.mdx: applies_to names no product "jnus"; .*janus/,
  );
  assert.throws(() => parseAppliesTo({janus: '3.7.0'}, facts, 'p.mdx'), /3\.7\.0 is no release of Janus .*3\.6\.0/);
  assert.throws(() => parseAppliesTo({janus: '3.6.0 - 3.0.0'}, facts, 'p.mdx'), /newer than/);
  assert.throws(() => parseAppliesTo(['janus'], facts, 'p.mdx'), /must be a map/);
});
