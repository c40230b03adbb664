/** bench/scale/run.ts: its copy of the site holds everything the docs and the config import, so the bench builds. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {prepare} from '../../../../bench/scale/run';
import {unresolvedImports} from '../../../../bench/lib/siteCopy';

test('the 2× copy resolves every import and adds one copy of each family under docs/scale', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const site = prepare(2, work);
  assert.deepEqual(unresolvedImports(site), []);
  const families = fs.readdirSync(path.join(site, 'docs', 'scale', 'copy-2'));
  assert.ok(families.includes('neptune') && families.includes('triton'), families.join());
  assert.match(fs.readFileSync(path.join(site, 'sidebars.ts'), 'utf8'), /dirName: 'scale'/);
  fs.rmSync(work, {recursive: true, force: true});
});
