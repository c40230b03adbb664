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

test('long tasks are those from the first paint on, each with its script and its two largest kinds of work', async () => {
  const {longTasksAfter, describeTask} = await import('../../../../bench/lighthouse/run');
  const tasks = longTasksAfter(
    {
      debugData: {
        urls: ['http://127.0.0.1/assets/js/main.1234.js', 'Unattributable'],
        tasks: [
          {urlIndex: 0, startTime: 1500, duration: 212, scriptEvaluation: 150, styleLayout: 40, other: 22},
          {urlIndex: 1, startTime: 400, duration: 80, parseHTML: 80},
          {urlIndex: 0, startTime: 1000, duration: 60, other: 60},
        ],
      },
    },
    900,
  );
  assert.deepEqual(
    tasks.map((t) => describeTask(t)),
    ['1000 +60 ms main.1234.js (other 60)', '1500 +212 ms main.1234.js (script 150, style/layout 40)'],
  );
});
