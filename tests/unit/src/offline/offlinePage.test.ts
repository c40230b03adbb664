/** The offline fallback page (src/offline/offlinePage.ts): saved pages by family, titles as text, never HTML. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {offlinePageHtml} from '../../../../src/offline/offlinePage';
import type {OfflineFamily, OfflinePage} from '../../../../src/offline/families';

/** The Lowcode family of an offline index, with these pages. */
function lowcode(pages: OfflinePage[]): OfflineFamily {
  return {
    id: 'lowcode',
    label: 'Lowcode HMI 组态',
    landing: '/docs/lowcode/hmi',
    revision: 'r',
    pages,
    files: [],
    bytes: 0,
  };
}

test('the offline page lists the saved pages by family with their titles escaped', () => {
  const html = offlinePageHtml(
    {
      families: [
        lowcode([
          {path: '/docs/lowcode/hmi', title: '<img src=x onerror=alert(1)> 入门'},
          {path: '/docs/lowcode/video', title: '培训视频'},
        ]),
      ],
    },
    new Set(['/docs/lowcode/hmi', '/search']),
  );
  assert.match(html, /<a href="\/docs\/lowcode\/hmi">&lt;img src=x onerror=alert\(1\)&gt; 入门<\/a>/);
  assert.doesNotMatch(html, /培训视频/);
  assert.match(html, /<h2>其他页面<\/h2><ul><li><a href="\/search">/);
  assert.doesNotMatch(html, /<script/);
});

test('the pages every family shares are listed once, with their titles, after the families', () => {
  const html = offlinePageHtml(
    {
      families: [lowcode([{path: '/docs/lowcode/hmi', title: '入门'}])],
      shared: [
        {path: '/docs/glossary', title: '术语表'},
        {path: '/docs/compatibility', title: '版本兼容性'},
      ],
    },
    new Set(['/docs/lowcode/hmi', '/docs/glossary', '/docs/compatibility']),
  );
  assert.match(
    html,
    /<h2>Lowcode HMI 组态<\/h2>.*<h2>各产品通用<\/h2><ul><li><a href="\/docs\/glossary">术语表<\/a><\/li><li><a href="\/docs\/compatibility">版本兼容性<\/a><\/li><\/ul>/,
  );
  assert.doesNotMatch(html, /其他页面/);
});
