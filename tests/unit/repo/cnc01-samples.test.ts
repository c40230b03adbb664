/**
 * The code samples that name CNC-01 use its registers, data IDs, status codes and value ranges from canon/cnc-01.yaml
 * (tools/sample-check/checkers/canon.ts, the rule `npm run check:samples` applies too). Run here as well, because it
 * needs no compiler: the unit stage reports a wrong status code without waiting for the sample stage's tools.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readPages, uniqueBlocks} from '../../../tools/sample-check/extract';
import {CANON_FILE, checkCanon, loadCanon} from '../../../tools/sample-check/checkers/canon';

test('every sample naming CNC-01 agrees with canon/cnc-01.yaml', () => {
  const blocks = uniqueBlocks(readPages()).filter((b) => !b.meta.directives.some((d) => d.kind === 'none'));
  const outcomes = checkCanon(blocks, loadCanon(CANON_FILE));
  assert.ok(outcomes.length > 50, `only ${outcomes.length} samples checked`);
  assert.deepEqual(
    outcomes.flatMap((o) => o.failures.map((f) => `${o.block.id}: ${f}`)),
    [],
  );
});
