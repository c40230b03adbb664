/** src/askai/build/plugin.ts: the entry swapped in or out, a bundler cache per variant, the options as global data. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import askAiPlugin from '../../../../../src/askai/build/plugin';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..');

function configure(askAi: {model: string; path: string} | null) {
  const plugin = askAiPlugin({siteDir: ROOT} as never, {askAi});
  const base = {experiments: {cache: {type: 'persistent', version: 'client-production-zh-Hans'}}} as {
    experiments: {cache: {type: string; version: string; storage?: {directory: string}}};
  };
  const config = plugin.configureWebpack!(base as never, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
    optimization?: {splitChunks: {cacheGroups: Record<string, {name: string}>}};
  };
  const data: unknown[] = [];
  void plugin.contentLoaded!({content: undefined, actions: {setGlobalData: (d: unknown) => data.push(d)}} as never);
  const alias = (name: string) => path.relative(ROOT, config.resolve.alias[name]!);
  return {entry: alias('@site-askai/entry$'), modal: alias('@site-askai/modal$'),
    styles: config.optimization?.splitChunks.cacheGroups.askAiStyles?.name,
    cache: base.experiments.cache,
    data,
  };
}

test("off: the empty entry, no modal settings, no global data; on: the entry, the modal's item, the options", () => {
  const off = configure(null);
  assert.equal(off.entry, path.join('src', 'askai', 'ui', 'Off.tsx'));
  assert.equal(off.modal, path.join('src', 'askai', 'ui', 'Off.tsx'));
  assert.equal(off.styles, undefined);
  assert.deepEqual(off.data, []);
  const options = {model: 'qwen2.5:7b', path: '/ask-ai/v1'};
  const on = configure(options);
  assert.equal(on.entry, path.join('src', 'askai', 'ui', 'Entry.tsx'));
  assert.equal(on.modal, path.join('src', 'askai', 'ui', 'modal.ts'));
  // Its stylesheet loads with the modal (tests/e2e/askai.spec.ts checks the page's own).
  assert.equal(on.styles, 'ask-ai');
  assert.deepEqual(on.data, [options]);
});

test('each variant has a cache of its own, and the on variant its own folder (both build at once in CI)', () => {
  const off = configure(null).cache;
  const on = configure({model: 'm', path: '/ask-ai/v1'}).cache;
  assert.equal(off.version, 'client-production-zh-Hans-askai-off');
  assert.equal(on.version, 'client-production-zh-Hans-askai-on');
  assert.equal(off.storage, undefined);
  assert.equal(on.storage?.directory, path.join(ROOT, 'node_modules', '.cache', 'rspack-askai'));
});
