/** src/search/build/plugin.ts: each search mode's /search page, and the index written into build/search-index/. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import searchIndexPlugin from '../../../../../src/search/build/plugin';
import type {Manifest} from '../../../../../src/search/engine/format';

const ROOT = path.join(__dirname, '..', '..', '..', '..', '..');

test('each search mode builds its own /search page and only that one, from a bundler cache of its own', () => {
  const cacheNames = new Set<string>();
  const aliasOf = (mode: 'local' | 'hosted') => {
    const plugin = searchIndexPlugin({siteConfig: {baseUrl: '/'}, generatedFilesDir: os.tmpdir()} as never, {mode});
    const base = {cache: {type: 'filesystem', name: 'client-production-zh-Hans'}};
    const config = plugin.configureWebpack!(base as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, string>};
    };
    cacheNames.add(base.cache.name);
    return config.resolve.alias['@site-search/page$']!;
  };
  assert.equal(
    path.relative(ROOT, aliasOf('local')),
    path.join('src', 'search', 'ui', 'SearchPage', 'LocalSearchPage.tsx'),
  );
  const hosted = aliasOf('hosted');
  assert.equal(path.relative(ROOT, hosted), path.join('src', 'search', 'ui', 'SearchPage', 'HostedSearchPage.tsx'));
  assert.match(fs.readFileSync(hosted, 'utf8'), /from '@theme-original\/SearchPage'/);
  for (const mode of ['local', 'hosted'] as const) assert.ok(fs.existsSync(aliasOf(mode)), `${mode} page exists`);
  assert.deepEqual([...cacheNames].sort(), [
    'client-production-zh-Hans-search-hosted',
    'client-production-zh-Hans-search-local',
  ]);
});

test('the theme entries are one-line re-exports into src/search/ui', () => {
  for (const name of ['SearchBar', 'SearchPage']) {
    const lines = fs
      .readFileSync(path.join(ROOT, 'src', 'theme', name, 'index.tsx'), 'utf8')
      .trim()
      .split('\n');
    assert.match(lines[0]!, /^\/\*\* Change: .+, because .+ \*\/$/);
    assert.deepEqual(lines.slice(1), [`export {default} from '@site/src/search/ui/${name}';`]);
  }
});

test('after a build, a worker thread writes the index of the built pages in place of any earlier one', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'search-generated-'));
  fs.mkdirSync(path.join(out, 'docs', 'janus'), {recursive: true});
  fs.writeFileSync(
    path.join(out, 'docs', 'janus', 'trial.html'),
    `<html lang="zh-Hans"><body><article><div class="theme-doc-markdown markdown"><h1>Janus 试用</h1><p>试用 30 天。</p></div></article></body></html>`,
  );
  fs.mkdirSync(path.join(out, 'search-index'));
  fs.writeFileSync(path.join(out, 'search-index', 'stale.json'), '{}');
  const plugin = searchIndexPlugin({siteConfig: {baseUrl: '/'}, generatedFilesDir: generated} as never, {mode: 'local'});
  try {
    await plugin.loadContent!();
    await plugin.postBuild!({outDir: out, routesPaths: ['/docs/janus/trial', '/search']} as never);
    const dir = fs.readdirSync(path.join(out, 'search-index')).sort();
    assert.ok(!dir.includes('stale.json'));
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'search-index', 'manifest.json'), 'utf8')) as Manifest;
    assert.deepEqual(manifest.files.map((f) => f.replace('/search-index/', '')).sort(), dir);
    assert.equal(manifest.pages, 1);

    // A failure in the worker fails the build with its cause: here the output folder is a file.
    const notADir = path.join(out, 'docs', 'janus', 'trial.html');
    await assert.rejects(async () => plugin.postBuild!({outDir: notADir, routesPaths: []} as never), /ENOTDIR.*trial\.html/);
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
    fs.rmSync(generated, {recursive: true, force: true});
  }
});
