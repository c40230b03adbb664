/**
 * Offline reading and handbooks, the parts that need no browser: which files a built page loads, the offline
 * fallback page (titles are text, never HTML), the shell the worker precaches, and a family's handbook outline.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageFiles} from '../../../../src/offline/plugin';
import {offlinePageHtml} from '../../../../src/offline/offlinePage';
import {isShellFile} from '../../../../src/offline/shell';
import {parseFamilyCacheName, familyCacheName} from '../../../../src/offline/protocol';
import {FAMILIES, familyOfPath} from '../../../../src/offline/families';
import {familyOutline, outlinePages} from '../../../../src/handbooks/outline';

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

test('the offline page lists the saved pages by family with their titles escaped', () => {
  const html = offlinePageHtml(
    {
      families: [
        {
          id: 'lowcode',
          label: 'Lowcode HMI 组态',
          landing: '/docs/lowcode/hmi',
          revision: 'r',
          pages: [
            {path: '/docs/lowcode/hmi', title: '<img src=x onerror=alert(1)> 入门'},
            {path: '/docs/lowcode/video', title: '培训视频'},
          ],
          files: [],
          bytes: 0,
        },
      ],
    },
    new Set(['/docs/lowcode/hmi', '/search']),
  );
  assert.match(html, /<a href="\/docs\/lowcode\/hmi">&lt;img src=x onerror=alert\(1\)&gt; 入门<\/a>/);
  assert.doesNotMatch(html, /培训视频/);
  assert.match(html, /<h2>其他页面<\/h2><ul><li><a href="\/search">/);
  assert.doesNotMatch(html, /<script/);
});

test('the worker precaches the entry scripts and the stylesheet only', () => {
  assert.ok(isShellFile('assets/js/main.92fec5e0.js'));
  assert.ok(isShellFile('/assets/js/runtime~main.11fe72c2.js'));
  assert.ok(isShellFile('/assets/css/styles.7651fc99.css'));
  assert.ok(!isShellFile('/assets/js/17896441.ab12cd34.js'));
  assert.ok(!isShellFile('/search-index.json'));
});

test('family caches are named by family and revision', () => {
  assert.deepEqual(parseFamilyCacheName(familyCacheName('open-platform', '0a1b')), {
    family: 'open-platform',
    revision: '0a1b',
  });
  assert.equal(parseFamilyCacheName('docs-pages'), null);
  assert.equal(familyOfPath('/docs/apps/denture/denture-device-management/')?.id, 'neptune');
  assert.equal(familyOfPath('/docs/triton/deploy/introduction/')?.id, 'triton');
});

test("a handbook follows its sidebar, keeps only its family's pages, then the pages its first page links", () => {
  const triton = FAMILIES.find((f) => f.id === 'triton')!;
  const permalink = (id: string) => `/docs/${id}`;
  const outline = familyOutline(
    triton,
    [
      {type: 'category', label: '了解 Janus', items: ['janus/user/introduction']},
      {
        type: 'category',
        label: 'Triton 部署',
        items: ['triton/deploy/introduction', {type: 'category', label: '空', items: []}, 'triton/deploy/run'],
      },
    ],
    permalink,
    ['/docs/triton/deploy/introduction', '/docs/triton/deploy/run', '/docs/triton/b', '/docs/triton/a'],
    ['/docs/triton/b'],
  );
  assert.deepEqual(outline, [
    {
      kind: 'category',
      label: 'Triton 部署',
      children: [
        {kind: 'page', path: '/docs/triton/deploy/introduction'},
        {kind: 'page', path: '/docs/triton/deploy/run'},
      ],
    },
    {kind: 'page', path: '/docs/triton/b'},
    {kind: 'page', path: '/docs/triton/a'},
  ]);
  assert.equal(outlinePages(outline).length, 4);
});
