/** src/search/build/anchors.ts: ids on error-code rows and FAQ questions, added at build time. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeSearchAnchors, {codeRowId, faqId} from '../../../../../src/search/build/anchors';

/** The page compiled as Docusaurus compiles it (MDX with GFM tables), the anchors step among its rehype plugins. */
async function render(mdx: string): Promise<string> {
  // Both packages are ES modules only.
  const [{compile}, {default: remarkGfm}] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  return String(await compile(mdx, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSearchAnchors]}));
}

test('rows of an error-code table get code-<code> ids; other tables are left alone', async () => {
  const out = await render(`
| 错误码 | 信息 |
| --- | --- |
| \`E201\` | 无法解析域名 |
| \`-302\` | 令牌错误 |
| 1003 | 参数格式错误 |
| 1003 | 同一页的第二个 1003 |

| 端口 | 用途 |
| --- | --- |
| 8080 | 网页 |
`);
  for (const id of ['code-e201', 'code-n302', 'code-1003', 'code-1003-2']) assert.match(out, new RegExp(`id: "${id}"`));
  assert.doesNotMatch(out, /code-8080/);
  assert.equal(codeRowId('-101、-102'), 'code-n101');
  assert.equal(codeRowId('C002'), 'code-c002');
  assert.equal(codeRowId('1. 步骤'), null);
});

test('bold-opened questions under 常见问题 get a stable faq- id; bold paragraphs elsewhere do not', async () => {
  const out = await render(`
## 说明

**注意：** 这不是问题。

## 常见问题

**提示「注册码无效」？** 重新复制注册码。
`);
  assert.match(out, new RegExp(`id: "${faqId('提示「注册码无效」？')}"`));
  assert.equal((out.match(/id: "faq-/g) ?? []).length, 1);
  assert.equal(faqId('同一个问题'), faqId(' 同一个问题 '));
});
