/** Output matching of the runs (tools/sample-check/runs.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {missingLines} from '../../../../tools/sample-check/runs';

test('run output: the page lines must appear in order', () => {
  assert.deepEqual(missingLines('  a\n  c\n', 'a\nb\nc\n'), []);
  assert.deepEqual(missingLines('c\na\n', 'a\nb\nc\n'), ['a']);
  assert.deepEqual(missingLines('c\na\n', 'a\nb\nc\n', false), []);
  assert.deepEqual(missingLines('a\na\n', 'a\nb\n', false), ['a']);
});
