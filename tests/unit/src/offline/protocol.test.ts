/** Family cache names (src/offline/protocol.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseFamilyCacheName, familyCacheName} from '../../../../src/offline/protocol';

test('family caches are named by family and revision', () => {
  assert.deepEqual(parseFamilyCacheName(familyCacheName('open-platform', '0a1b')), {
    family: 'open-platform',
    revision: '0a1b',
  });
  assert.equal(parseFamilyCacheName('docs-pages'), null);
});
