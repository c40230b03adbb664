import {test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {renderMarkdown, sitePath} from '../../../../../src/askai/ui/markdown';

const origin = 'http://docs.test';
const html = (markdown: string, citations: string[] = []) =>
  renderToStaticMarkup(React.createElement(React.Fragment, null, renderMarkdown(markdown, {citations, origin})));

test('paragraphs, emphasis, lists, code and tables become their elements', () => {
  assert.equal(html('**加粗**。*强调* `code`'), '<p><strong>加粗</strong>。<em>强调</em> <code>code</code></p>');
  assert.equal(html('1. 一\n2. 二'), '<ol><li>一</li><li>二</li></ol>');
  assert.equal(html('```bash\nls -l\n```'), '<pre><code>ls -l</code></pre>');
  assert.equal(
    html('| 参数 | 说明 |\n| --- | --- |\n| id | 编号 |'),
    '<div class="ask-ai-table"><table><thead><tr><th scope="col">参数</th><th scope="col">说明</th></tr></thead>' +
      '<tbody><tr><td>id</td><td>编号</td></tr></tbody></table></div>',
  );
  assert.equal(html('## 标题'), '<p><strong>标题</strong></p>');
});

test('[n] links to the n-th cited section; a number with no section stays text', () => {
  assert.equal(
    html('见 [1] 与 [3]。', ['http://docs.test/docs/a#x', 'http://docs.test/docs/b']),
    '<p>见 <sup class="ask-ai-cite"><a href="/docs/a#x">[1]</a></sup> 与 [3]。</p>',
  );
});

test('raw HTML is text, never markup', () => {
  const out = html(
    '<img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n<iframe src="https://evil.test"></iframe>',
  );
  assert.ok(!/<(img|script|iframe)/.test(out), out);
  assert.ok(out.includes('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'), out);
  assert.ok(out.includes('&lt;iframe'), out);
});

test('images are never loaded: their alt text stands in', () => {
  assert.equal(
    html('![架构图](http://198.51.100.7/x.png)'),
    '<p><span class="ask-ai-image">〔图片：架构图〕</span></p>',
  );
  assert.equal(html('![](http://198.51.100.7/x.png)'), '<p></p>');
});

test('links go only to pages of this site; others, and javascript: or data: URLs, are their text', () => {
  assert.equal(html('[页面](/docs/janus)'), '<p><a href="/docs/janus">页面</a></p>');
  assert.equal(html('[页面](http://docs.test/docs/janus?q=1#a)'), '<p><a href="/docs/janus?q=1#a">页面</a></p>');
  for (const href of [
    'https://evil.test/x',
    '//evil.test/x',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://docs.test.evil/',
  ]) {
    assert.equal(html(`[外链](${href})`), '<p>外链</p>', href);
  }
  assert.equal(html('<https://evil.test/x>'), '<p>https://evil.test/x</p>');
  assert.equal(sitePath('mailto:a@b.c', origin), null);
});
