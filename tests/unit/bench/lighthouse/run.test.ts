/** bench/lighthouse/run.ts: the stock site it builds beside ours holds everything the docs import. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {prepareStockSite} from '../../../../bench/lighthouse/run';
import {unresolvedImports} from '../../../../bench/lib/siteCopy';

test('the stock site copy resolves every import of the docs and its config', () => {
  const work = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-')), 'stock-site');
  const site = prepareStockSite(work);
  assert.deepEqual(unresolvedImports(site), []);
  fs.rmSync(path.dirname(work), {recursive: true, force: true});
});
