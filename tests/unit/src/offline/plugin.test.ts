/** Which files a built page loads, for a family's offline copy (src/offline/plugin.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildOfflineIndex, pageFiles} from '../../../../src/offline/plugin';
import {FAMILIES} from '../../../../src/offline/families';

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

test('a family holds each page’s Markdown twin, counted in its size and revision; without twins, none', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-twins-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  };
  // One page in each family, so that every family has a page (the index refuses an empty family).
  for (const family of FAMILIES) {
    write(`${family.landing}.html`, `<h1>${family.label}</h1>`);
    write(`${family.landing}.md`, `# ${family.label}\n`);
  }
  const chunks = {forRoute: () => [], lazy: []};
  const twins = Object.fromEntries(FAMILIES.map((f) => [f.landing, `${f.landing}.md`]));
  const withTwins = await buildOfflineIndex(dir, chunks, twins);
  const without = await buildOfflineIndex(dir, chunks);
  for (const family of FAMILIES) {
    const a = withTwins.families.find((f) => f.id === family.id)!;
    const b = without.families.find((f) => f.id === family.id)!;
    assert.deepEqual(a.files, [family.landing, `${family.landing}.md`]);
    assert.deepEqual(b.files, [family.landing]);
    assert.equal(a.bytes - b.bytes, Buffer.byteLength(`# ${family.label}\n`));
    assert.notEqual(a.revision, b.revision);
  }
});
