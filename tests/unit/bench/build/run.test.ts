/** bench/build/run.ts: its baseline config is the project's own with Docusaurus Faster off, and nothing else changed. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {webpackConfig} from '../../../../bench/build/run';
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
