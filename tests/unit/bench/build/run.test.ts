/** bench/build/run.ts: its two baselines, the site on webpack and an earlier commit of the tree. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {checkOut, removeCheckOut, webpackConfig} from '../../../../bench/build/run';
import {ROOT} from '../../../../scripts/lib/docs';
import config from '../../../../docusaurus.config';

test('the webpack baseline differs from the site config in experimental_faster only', async () => {
  const file = webpackConfig();
  try {
    const baseline = ((await import(file)) as {default: {default?: typeof config} & typeof config}).default;
    const loaded = baseline.default ?? baseline;
    assert.equal(config.future?.experimental_faster, true);
    assert.equal(loaded.future?.experimental_faster, false);
    assert.deepEqual({...loaded, future: {...loaded.future, experimental_faster: true}}, config);
  } finally {
    fs.rmSync(file, {force: true});
  }
});

test('--against checks a commit out beside the tree, with the tree’s node_modules, and removes it after', () => {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).stdout.trim();
  const variant = checkOut('HEAD');
  try {
    assert.match(variant.name, new RegExp(`^HEAD \\(${head.slice(0, 7)}, baseline\\)$`));
    assert.ok(fs.existsSync(path.join(variant.root, 'docusaurus.config.ts')));
    assert.equal(fs.realpathSync(path.join(variant.root, 'node_modules')), fs.realpathSync(path.join(ROOT, 'node_modules')));
  } finally {
    removeCheckOut();
  }
  assert.ok(!fs.existsSync(variant.root));
  assert.doesNotMatch(spawnSync('git', ['worktree', 'list'], {cwd: ROOT, encoding: 'utf8'}).stdout, /against/);
  assert.throws(() => checkOut('no-such-commit'), /--against no-such-commit: no such commit/);
});
