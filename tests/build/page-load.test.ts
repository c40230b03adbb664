/**
 * What a doc page loads, read from the build (src/pageLoad/plugin.ts, src/offline/plugin.ts, src/search/build/plugin.ts):
 * the main bundle holds only the tslib helper Docusaurus calls, and the product list the offline UI shares comes in one
 * script, not in each chunk that imports it; a family saved offline holds every script its pages run, and those of the
 * pages every family shares; the stylesheet a page waits for before it paints leaves the search modal's styles to a
 * stylesheet of their own, which a saved family keeps. Run after `npm run build` (scripts/test-all.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageFiles} from '../../src/offline/plugin';
import {isShellFile} from '../../src/offline/shell';
import {OFFLINE_INDEX_PATH} from '../../src/offline/protocol';
import {SHARED_PAGES, type OfflineIndex} from '../../src/offline/families';
import {PRODUCTS} from '../../src/products';

const ROOT = path.join(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');
const DOC_PAGES = ['/docs/neptune/user/introduction', '/docs/janus/api/device/realtime-data'];

/** A script's text with the minifier's \uXXXX escapes decoded, as the browser reads its strings. */
function decoded(js: string): string {
  return js.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The scripts a doc page runs before any interaction: the entry scripts its HTML lists, and the chunks of its route and
 * of the docs layout routes above it (.docusaurus/routesChunkNames.json) with those each needs beside it
 * (client-manifest.json's origins, by chunk name).
 */
function pageScripts(route: string): Map<string, string> {
  const html = fs.readFileSync(path.join(BUILD, `${route}.html`), 'utf8');
  const generated = (name: string) => JSON.parse(fs.readFileSync(path.join(ROOT, '.docusaurus', name), 'utf8')) as unknown;
  const routes = generated('routesChunkNames.json') as Record<string, unknown>;
  const manifest = generated('client-manifest.json') as {
    origins: Record<string, Array<string | number>>;
    assets: Record<string, {js?: Array<{publicPath: string}>}>;
  };
  const names = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(names) : [];
  const chunks = Object.entries(routes)
    .filter(([key]) => /^\/docs-[0-9a-f]{3}$/.test(key) || key.replace(/-[0-9a-f]{3}$/, '') === route)
    .flatMap(([, value]) => names(value))
    .flatMap((name) => manifest.origins[name] ?? [])
    .flatMap((id) => manifest.assets[String(id)]?.js ?? [])
    .map((file) => file.publicPath);
  const files = [...pageFiles(html), ...chunks].filter((url) => url.endsWith('.js'));
  return new Map(files.map((url) => [url, decoded(fs.readFileSync(path.join(BUILD, url), 'utf8'))]));
}

test('the main bundle holds none of the tslib helpers the site never calls', () => {
  for (const route of DOC_PAGES) {
    const main = [...pageScripts(route)].filter(([url]) => /\/main\.[0-9a-f]+\.js$/.test(url));
    assert.equal(main.length, 1, `${route}: one main bundle`);
    // tslib's __generator: only a CommonJS require of the whole of tslib brings it to a build targeting ES2020.
    assert.ok(!main[0][1].includes('Generator is already executing'), `${route}: ${main[0][0]} holds tslib whole`);
  }
});

test('a doc page loads the product list once', () => {
  const summary = PRODUCTS[0].home.summary;
  for (const route of DOC_PAGES) {
    const holding = [...pageScripts(route)].filter(([, js]) => js.includes(summary)).map(([url]) => url);
    assert.equal(holding.length, 1, `${route}: the product list is in ${holding.join(', ') || 'no script'}`);
  }
});

const offlineIndex = () =>
  JSON.parse(fs.readFileSync(path.join(BUILD, OFFLINE_INDEX_PATH.slice(1)), 'utf8')) as OfflineIndex;

test('a family saved offline holds every script its pages run before any interaction, or the shell does', () => {
  const index = offlineIndex();
  for (const route of DOC_PAGES) {
    const family = index.families.find((f) => f.pages.some((p) => p.path === route));
    assert.ok(family, `${route}: in a family`);
    const missing = [...pageScripts(route).keys()].filter((url) => !family.files.includes(url) && !isShellFile(url));
    assert.deepEqual(missing, [], `${route}: scripts neither in the ${family.id} family nor in the shell`);
  }
});

test('a family saved offline holds none of the shell, which the worker precaches', () => {
  for (const family of offlineIndex().families) {
    assert.deepEqual(family.files.filter(isShellFile), [], `${family.id}: the shell's files saved a second time`);
  }
});

test('the stylesheet a page waits for holds the search button, not the modal, which a saved family keeps', () => {
  const html = fs.readFileSync(path.join(BUILD, `${DOC_PAGES[0]}.html`), 'utf8');
  const sheets = [...html.matchAll(/<link rel="?stylesheet"? href="?([^" >]+)/g)].map((m) => m[1]!);
  assert.equal(sheets.length, 1, 'one stylesheet before the first paint');
  const first = fs.readFileSync(path.join(BUILD, sheets[0]), 'utf8');
  assert.match(first, /\.DocSearch-Button\{/);
  assert.doesNotMatch(first, /\.DocSearch-Modal\b/);
  const modal = fs.readdirSync(path.join(BUILD, 'assets', 'css')).filter((file) => /^search-modal\.[0-9a-f]+\.css$/.test(file));
  assert.equal(modal.length, 1, 'the modal has a stylesheet of its own');
  assert.match(fs.readFileSync(path.join(BUILD, 'assets', 'css', modal[0]), 'utf8'), /\.DocSearch-Modal\b/);
  const index = offlineIndex();
  for (const family of index.families) {
    assert.ok(family.files.includes(`/assets/css/${modal[0]}`), `${family.id}: saved without the modal's styles`);
  }
});

test('every family saved offline holds the shared pages, their twins and every script they run', () => {
  const index = offlineIndex();
  assert.deepEqual(
    index.shared?.map((page) => page.path),
    [...SHARED_PAGES],
  );
  for (const route of SHARED_PAGES) {
    const html = fs.readFileSync(path.join(BUILD, `${route}.html`), 'utf8');
    const files = [route, `${route}.md`, ...pageFiles(html), ...pageScripts(route).keys()].filter(
      (url) => !isShellFile(url),
    );
    for (const family of index.families) {
      const missing = files.filter((url) => !family.files.includes(url));
      assert.deepEqual(missing, [], `${route}: files not in the ${family.id} family`);
    }
  }
});

test('a family saved offline holds every image and diagram its pages show', () => {
  const index = offlineIndex();
  let seen = 0;
  for (const family of index.families) {
    for (const {path: route} of family.pages) {
      const html = fs.readFileSync(path.join(BUILD, `${route}.html`), 'utf8');
      // Read apart from pageFiles: any image of the build the page names, quoted or not.
      const images = [...html.matchAll(/\/assets\/images\/[^"'\s<>)]+/g)].map((m) => m[0]);
      seen += images.length;
      const missing = images.filter((url) => !family.files.includes(url));
      assert.deepEqual(missing, [], `${route}: images not in the ${family.id} family`);
    }
  }
  // The screenshots of the Janus pages at least: a pattern that found none would check nothing.
  assert.ok(seen > 0, 'no page names an image under /assets/images/');
});
