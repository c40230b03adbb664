/** Which files a built page loads, for a family's offline copy (src/offline/plugin.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageFiles} from '../../../../src/offline/plugin';

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
