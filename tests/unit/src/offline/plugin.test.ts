/** Which files a built page loads, for a family's offline copy (src/offline/plugin.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildOfflineIndex, pageFiles} from '../../../../src/offline/plugin';
import {FAMILIES, SHARED_PAGES} from '../../../../src/offline/families';

test('a page needs its stylesheet, images, icons and the entry scripts its template lists, nothing remote', () => {
  const html = `<head><link rel="stylesheet" href="/assets/css/styles.1a.css"><link rel="canonical" href="/x">
    <link rel="manifest" href="/manifest.webmanifest"></head><body><img src="/assets/images/a-1f.svg" alt="">
    <img srcset="/img/a.png 1x, /img/a@2x.png 2x"><img src="https://cdn.example.com/x.png"><img src="data:image/svg+xml,x">
    <script>(function(){var s=["/assets/js/runtime~main.ab.js","/assets/js/main.cd.js"]})()</script></body>`;
  assert.deepEqual(pageFiles(html).sort(), [
    '/assets/css/styles.1a.css',
    '/assets/images/a-1f.svg',
    '/assets/js/main.cd.js',
    '/assets/js/runtime~main.ab.js',
    '/img/a.png',
    '/img/a@2x.png',
    '/manifest.webmanifest',
  ]);
});

test('attribute values without quotes, as the build’s HTML minifier writes them, are read too', () => {
  const html = `<head><link rel=stylesheet href=/assets/css/styles.1a.css /><link data-rh=true rel=canonical href=/x />
    <link rel=icon type=image/svg+xml href=/img/logo.svg><link rel=preload as=image href=/img/hero.svg />
    <link rel=apple-touch-icon href=/img/icons/apple.png></head><body><img src=/assets/images/a-1f.png alt=示意图 />
    <img srcset=/img/b.png class=x><img src='/img/c.png'><img src=https://cdn.example.com/x.png></body>`;
  assert.deepEqual(pageFiles(html).sort(), [
    '/assets/css/styles.1a.css',
    '/assets/images/a-1f.png',
    '/img/b.png',
    '/img/c.png',
    '/img/hero.svg',
    '/img/logo.svg',
  ]);
});

/** A build in a temporary folder: one page in each family (the index refuses an empty family) and the shared pages. */
function miniBuild(skip: string[] = []): {dir: string; write: (rel: string, text: string) => void} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-index-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  for (const family of FAMILIES) {
    write(`${family.landing}.html`, `<h1>${family.label}</h1>`);
    write(`${family.landing}.md`, `# ${family.label}\n`);
  }
  for (const route of SHARED_PAGES.filter((r) => !skip.includes(r))) {
    write(`${route}.html`, `<h1>共享 ${route}</h1><img src="${route}.svg">`);
    write(`${route}.svg`, '<svg/>');
  }
  return {dir, write};
}

const noChunks = {forRoute: () => [], lazy: []};

test('a family holds each page’s Markdown twin, counted in its size and revision; without twins, none', async () => {
  const {dir} = miniBuild();
  const twins = Object.fromEntries(FAMILIES.map((f) => [f.landing, `${f.landing}.md`]));
  const withTwins = await buildOfflineIndex(dir, noChunks, twins);
  const without = await buildOfflineIndex(dir, noChunks);
  const shared = SHARED_PAGES.flatMap((route) => [route, `${route}.svg`]);
  for (const family of FAMILIES) {
    const a = withTwins.families.find((f) => f.id === family.id)!;
    const b = without.families.find((f) => f.id === family.id)!;
    assert.deepEqual(a.files, [family.landing, `${family.landing}.md`, ...shared].sort());
    assert.deepEqual(b.files, [family.landing, ...shared].sort());
    assert.equal(a.bytes - b.bytes, Buffer.byteLength(`# ${family.label}\n`));
    assert.notEqual(a.revision, b.revision);
  }
});

test('every family holds the shared pages with their twins, scripts and images, in its size and revision', async () => {
  const {dir, write} = miniBuild();
  for (const route of SHARED_PAGES) write(`${route}.md`, `# ${route}\n`);
  const twins = Object.fromEntries(SHARED_PAGES.map((route) => [route, `${route}.md`]));
  const chunkOf = (route: string) => `/assets/js/${path.posix.basename(route)}.0a1b2c3d.js`;
  for (const route of SHARED_PAGES) write(chunkOf(route), '"chunk";');
  const chunks = {forRoute: (route: string) => (SHARED_PAGES.includes(route) ? [chunkOf(route)] : []), lazy: []};
  const before = await buildOfflineIndex(dir, chunks, twins);
  assert.deepEqual(
    before.shared,
    SHARED_PAGES.map((route) => ({path: route, title: `共享 ${route}`})),
  );
  for (const family of before.families) {
    assert.ok(!family.pages.some((page) => SHARED_PAGES.includes(page.path)), `${family.id}: its own pages only`);
    for (const route of SHARED_PAGES) {
      for (const url of [route, `${route}.md`, `${route}.svg`, chunkOf(route)]) {
        assert.ok(family.files.includes(url), `${family.id}: ${url}`);
      }
    }
  }
  // A shared page changed: every family's saved copy is out of date, and its size says so.
  write(`${SHARED_PAGES[0]}.html`, `<h1>共享 ${SHARED_PAGES[0]}</h1><img src="${SHARED_PAGES[0]}.svg"><p>新增</p>`);
  const after = await buildOfflineIndex(dir, chunks, twins);
  for (const family of after.families) {
    const old = before.families.find((f) => f.id === family.id)!;
    assert.notEqual(family.revision, old.revision, family.id);
    assert.equal(family.bytes - old.bytes, Buffer.byteLength('<p>新增</p>'), family.id);
  }
});

test('the build stops, naming the page, when a shared page is missing', async () => {
  for (const missing of SHARED_PAGES) {
    const {dir} = miniBuild([missing]);
    await assert.rejects(buildOfflineIndex(dir, noChunks), {
      message: new RegExp(`^offline: the shared page ${missing} is not in the build;.*SHARED_PAGES`),
    });
  }
});
