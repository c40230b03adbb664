/** bench/ci/run.ts: the machine's busy time from /proc/stat, and the stages it runs. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {busyTicks, chooseStages} from '../../../../bench/ci/run';
import {STAGES} from '../../../../scripts/test-all';

test('busy time is every CPU field but idle and I/O wait, steal included', () => {
  const stat = 'cpu  100 5 20 9000 300 1 2 7 0 0\ncpu0 50 2 10 4500 150 0 1 3 0 0\nintr 1 2 3\n';
  assert.equal(busyTicks(stat), 100 + 5 + 20 + 1 + 2 + 7);
  // This machine's own file parses, and the count only grows.
  const first = busyTicks(fs.readFileSync('/proc/stat', 'utf8'));
  assert.ok(first > 0);
  assert.ok(busyTicks(fs.readFileSync('/proc/stat', 'utf8')) >= first);
  assert.throws(() => busyTicks('intr 1 2 3\n'), /no "cpu" line/);
});

test('it runs the stages of npm test in their order, or those named; an unknown name lists the stages', () => {
  assert.deepEqual(
    chooseStages([]).map((s) => s.name),
    STAGES.map((s) => s.name),
  );
  assert.deepEqual(
    chooseStages(['e2e', 'build']).map((s) => s.name),
    ['build', 'e2e'],
  );
  assert.throws(() => chooseStages(['e2e', 'lints']), /unknown stage lints; stages: system, build, lint/);
});
