/** The janus signature splitter (tools/sample-check/checkers/janus-types.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {signatures} from '../../../../../tools/sample-check/checkers/janus-types';

test('janus signatures: one or several statements split at their top-level parentheses', () => {
  const sigs = signatures(
    'janus.request.get(url: string, options?: Omit<RequestOptions, "url">): Promise<Response>\njanus.route.back(delta?: number): void\n',
  );
  assert.deepEqual(
    sigs?.map((s) => [s.name, s.ret]),
    [
      ['janus.request.get', 'Promise<Response>'],
      ['janus.route.back', 'void'],
    ],
  );
  assert.equal(signatures('const x = 1;'), null);
});
