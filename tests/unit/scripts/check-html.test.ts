/** scripts/check-html.ts: a page as a browser reads it passes; a real markup fault fails, with its page and rule. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkHtml} from '../../../scripts/check-html';

const page = (body: string) =>
  `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><title>页</title></head><body>${body}</body></html>`;

test('minified markup with omitted end tags passes; two unnamed banners and a form without a button fail', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-html-'));
  // What the minifier writes: no </p>, </li>, unquoted attributes.
  fs.writeFileSync(path.join(dir, 'good.html'), page('<main><p class=a>一<p>二<ul><li>甲<li>乙</ul></main>'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(
    path.join(dir, 'docs', 'bad.html'),
    page(
      '<div role=banner>公告</div><header>站头</header><main><form role=search><input type=search name=q aria-label=搜索></form></main>',
    ),
  );
  const problems = await checkHtml(dir);
  assert.ok(!problems.some((p) => p.startsWith('good.html')), problems.join('\n'));
  assert.ok(
    problems.some((p) => p.startsWith('docs/bad.html: unique-landmark')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith('docs/bad.html: wcag/h32')),
    problems.join('\n'),
  );
});
