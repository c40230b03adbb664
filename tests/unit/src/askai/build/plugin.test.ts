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
  };
  const data: unknown[] = [];
  void plugin.contentLoaded!({content: undefined, actions: {setGlobalData: (d: unknown) => data.push(d)}} as never);
  return {entry: path.relative(ROOT, config.resolve.alias['@site-askai/entry$']!), cache: base.experiments.cache, data};
}

test('off: the empty entry, no global data; on: the entry, the options as global data', () => {
  const off = configure(null);
  assert.equal(off.entry, path.join('src', 'askai', 'ui', 'Off.tsx'));
  assert.deepEqual(off.data, []);
  const options = {model: 'qwen2.5:7b', path: '/ask-ai/v1'};
  const on = configure(options);
  assert.equal(on.entry, path.join('src', 'askai', 'ui', 'Entry.tsx'));
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
