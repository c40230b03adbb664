import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FailureLog, countTests} from '../../../scripts/test-all';

test('CI keeps why a node test failed, and nothing of the tests that passed', () => {
  const log = new FailureLog();
  const output = [
    '# Subtest: passes',
    'ok 1 - passes',
    '  ---',
    '  duration_ms: 1.2',
    '  ...',
    '# Subtest: breaks',
    'not ok 2 - breaks',
    '  ---',
    "  error: 'Expected values to be strictly equal'",
    '  ...',
    '# Subtest: passes again',
    'ok 3 - passes again',
  ];
  const counts = {passed: 0, failed: 0};
  for (const line of output) {
    log.add(line);
    countTests(line, counts);
  }
  assert.deepEqual(log.lines, [
    'not ok 2 - breaks',
    '  ---',
    "  error: 'Expected values to be strictly equal'",
    '  ...',
  ]);
});

test('CI keeps a Playwright failure report from its numbered heading on', () => {
  const log = new FailureLog();
  for (const line of [
    '  ✓  1 [chromium] › tests/e2e/a.spec.ts:3:1 › fine (1.0s)',
    '  ✘  2 [chromium] › tests/e2e/a.spec.ts:9:1 › broken (2.0s)',
    '',
    '  1) [chromium] › tests/e2e/a.spec.ts:9:1 › broken ───',
    '    Error: expect(locator).toBeVisible() failed',
  ])
    log.add(line);
  assert.deepEqual(log.lines.slice(0, 1), ['  ✘  2 [chromium] › tests/e2e/a.spec.ts:9:1 › broken (2.0s)']);
  assert.ok(log.lines.includes('    Error: expect(locator).toBeVisible() failed'));
  assert.ok(!log.lines.some((l) => l.includes('fine')));
});

test('for a stage that fails without a failing test (a lint), CI keeps its last lines', () => {
  const log = new FailureLog();
  for (let i = 1; i <= 40; i++) log.add(`line ${i}`);
  log.add('[warn] tests/unit/x.test.ts');
  assert.equal(log.lines.length, 0);
  assert.equal(log.tail.length, 25);
  assert.equal(log.tail.at(-1), '[warn] tests/unit/x.test.ts');
});
