/**
 * docusaurus.config.ts with hosted keyword search and a model (DOCSEARCH_* and ASK_AI_MODEL, no assistant): the build
 * ships Ask AI on premises (the entry that loads the AI screen's chunk) and the local index its retrieval reads, while
 * the modal's keyword results stay Algolia's, and it prints which Ask AI it uses. The site's plugins are run on their
 * own, as the build runs them, instead of a whole build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Config, LoadContext, Plugin} from '@docusaurus/types';
import askAiPlugin, {type AskAiPluginOptions} from '../../src/askai/build/plugin';
import searchIndexPlugin, {type SearchIndexPluginOptions} from '../../src/search/build/plugin';
import {INDEX_DIR, MANIFEST_FILE} from '../../src/search/engine/format';

const ROOT = path.join(__dirname, '..', '..');

/** The site's configuration as a build with this environment reads it, and the lines it printed. */
async function loadConfig(env: Record<string, string>): Promise<{config: Config; printed: string[]}> {
  Object.assign(process.env, env);
  const printed: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void printed.push(args.join(' '));
  try {
    const module = (await import('../../docusaurus.config')) as {default: Config | {default: Config}};
    const config = 'default' in module.default ? module.default.default : module.default;
    return {config, printed};
  } finally {
    console.warn = warn;
  }
}

function pluginOptions<T>(config: Config, file: string): T {
  const entry = config.plugins?.find((p) => Array.isArray(p) && p[0] === file) as [string, T] | undefined;
  assert.ok(entry, `${file} is a plugin of the site`);
  return entry[1];
}

test('hosted search + ASK_AI_MODEL: Ask AI on premises, the local index built for it, keyword search on Algolia', async () => {
  const {config, printed} = await loadConfig({
    DOCSEARCH_APP_ID: 'APP',
    DOCSEARCH_API_KEY: 'KEY',
    DOCSEARCH_INDEX_NAME: 'docs',
    ASK_AI_MODEL: 'qwen2.5:7b',
  });
  assert.deepEqual(
    printed.filter((l) => l.startsWith('[ask-ai]')),
    [
      '[ask-ai] Ask AI: on premises, model qwen2.5:7b at /ask-ai/v1; keyword search stays on the hosted index docs, ' +
        "and the local index is built for Ask AI's retrieval.",
    ],
  );
  // The modal queries Algolia for keyword results, with no hosted assistant.
  const algolia = (config.themeConfig as {algolia: Record<string, unknown>}).algolia;
  assert.equal(algolia.appId, 'APP');
  assert.equal(algolia.indexName, 'docs');
  assert.equal(algolia.askAi, undefined);

  // Ask AI: the entry (which loads the AI screen's chunk) and its options reach the browser.
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-askai-generated-'));
  const context = {siteDir: ROOT, siteConfig: {baseUrl: '/'}, generatedFilesDir} as LoadContext;
  const askAi = askAiPlugin(context, pluginOptions<AskAiPluginOptions>(config, './src/askai/build/plugin.ts'));
  const configured = askAi.configureWebpack!({} as never, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
  };
  assert.equal(
    path.relative(ROOT, configured.resolve.alias['@site-askai/entry$']!),
    path.join('src', 'askai', 'ui', 'Entry.tsx'),
  );
  assert.match(fs.readFileSync(configured.resolve.alias['@site-askai/entry$']!, 'utf8'), /import\('\.\/Screen'\)/);
  const data: unknown[] = [];
  await askAi.contentLoaded!({content: undefined, actions: {setGlobalData: (d: unknown) => data.push(d)}} as never);
  assert.deepEqual(data, [{model: 'qwen2.5:7b', path: '/ask-ai/v1'}]);

  // Search: the theme's hosted /search page, and the local index written after the build for retrieval.
  const search: Plugin = searchIndexPlugin(
    context,
    pluginOptions<SearchIndexPluginOptions>(config, './src/search/build/plugin.ts'),
  );
  const searchConfig = search.configureWebpack!({} as never, false, {} as never, {} as never) as {
    resolve: {alias: Record<string, string>};
  };
  assert.equal(path.basename(searchConfig.resolve.alias['@site-search/page$']!), 'HostedSearchPage.tsx');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hosted-askai-build-'));
  try {
    // Docusaurus loads the content first: the plugin bundles the index writer it runs after the build.
    await search.loadContent!();
    fs.mkdirSync(path.join(out, 'docs', 'janus'), {recursive: true});
    fs.writeFileSync(
      path.join(out, 'docs', 'janus', 'trial.html'),
      '<html lang="zh-Hans"><body><article><div class="theme-doc-markdown markdown"><h1>Janus 试用</h1>' +
        '<p>试用期 30 天。</p></div></article></body></html>',
    );
    await search.postBuild!({outDir: out, routesPaths: ['/docs/janus/trial']} as never);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, INDEX_DIR, MANIFEST_FILE), 'utf8')) as {pages: number};
    assert.equal(manifest.pages, 1);
  } finally {
    fs.rmSync(out, {recursive: true, force: true});
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
});
