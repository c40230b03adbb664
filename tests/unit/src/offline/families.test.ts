/** The family a page belongs to (src/offline/families.ts), which decides the offline copy it is saved in. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {familyOfPath} from '../../../../src/offline/families';

test('a path belongs to the family of its sidebar, app pages to Neptune', () => {
  assert.equal(familyOfPath('/docs/apps/denture/denture-device-management/')?.id, 'neptune');
  assert.equal(familyOfPath('/docs/triton/deploy/introduction/')?.id, 'triton');
  assert.equal(familyOfPath('/docs/'), undefined);
});
