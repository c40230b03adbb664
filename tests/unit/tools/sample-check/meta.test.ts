/** The fence meta parser (tools/sample-check/meta.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMeta} from '../../../../tools/sample-check/meta';

test('fence meta: names, contexts and reasons; check=none without a reason is an error', () => {
  const meta = parseMeta('title="a.c" name=demo check=prelude:evc-body,after:set-item', 'x');
  assert.equal(meta.name, 'demo');
  assert.deepEqual(meta.directives, [
    {kind: 'prelude', name: 'evc-body'},
    {kind: 'after', name: 'set-item'},
  ]);
  assert.deepEqual(parseMeta('check=none reason="终端截图"', 'x').errors, []);
  assert.equal(parseMeta('check=none', 'x').errors.length, 1);
  assert.equal(parseMeta('check=sometimes', 'x').errors.length, 1);
});
