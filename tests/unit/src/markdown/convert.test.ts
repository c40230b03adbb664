/** A built page's article as Markdown (src/markdown/convert.ts), on HTML shaped as the theme renders it. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTable} from 'micromark-extension-gfm-table';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {pageToMarkdown, siteLink} from '../../../../src/markdown/convert';

/** A page as the build writes it: head, navigation, then the article the twin is made of, then more chrome. */
const page = (article: string, description = '页面的一句话说明。') =>
  `<!doctype html><html lang=zh-Hans><head><meta charset=UTF-8><title>标题 | 产品文档中心</title>` +
  `<meta data-rh=true name=description content="${description}"/><meta data-rh=true property=og:description content="og"/>` +
  `</head><body><nav class=navbar><a href=/docs>文档</a></nav><main><article><nav aria-label=页面路径>` +
  `<ul class=breadcrumbs><li>首页</ul></nav><div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button type=button>本页总览</button></div>` +
  `<div class="theme-doc-markdown markdown"><header><h1>快速开始</h1></header>${article}</div>` +
  `<p class=panel_qfej hidden></article><nav class=pagination-nav><a href=/docs/next>下一页</a></nav></main></body></html>`;

const heading = (level: number, id: string, text: string) =>
  `<h${level} class="anchor anchorWithHideOnScrollNavbar_WYt5" id=${id}>${text}<a href=#${id} class=hash-link aria-label=${text}的直接链接 translate=no>\u200b</a></h${level}>`;

const codeBlock = (language: string, lines: string[], title?: string) =>
  `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block" style=--prism-color:#9CDCFE>` +
  (title ? `<div class=codeBlockTitle_OeMC>${title}</div>` : '') +
  `<div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-${language} codeBlock_bY9V"><code class=codeBlockLines_e6Vv>` +
  lines.map((l) => `<span class="token-line tc0">${l}<br/></span>`).join('') +
  `</code></pre><div class=buttonGroup__atx><button type=button aria-label=复制代码>复制</button></div></div></div>`;

const admonition = (type: string, title: string, body: string) =>
  `<div class="theme-admonition theme-admonition-${type} admonition_xJq3 alert alert--${type}"><div class=admonitionHeading_Gvgb>` +
  `<span class=admonitionIcon_Rf37><svg viewBox="0 0 12 16"><path d="M5 0"/></svg></span>${title}</div>` +
  `<div class=admonitionContent_BuS1>${body}</div></div>`;

const convert = (article: string, route = '/docs/lowcode/quick-start') =>
  pageToMarkdown(page(article), route, {image: () => '/assets/images/twin-0123456789abcdef.svg'})!;

test('the twin opens with the title and the description, then the headings and paragraphs without their # links', () => {
  const md = convert(
    `<p>第一段，<strong>加粗</strong>与 <code>code</code>。</p>\n${heading(2, 'prerequisites', '前提条件')}<p>第二段。</p>`,
  );
  assert.equal(md, '# 快速开始\n\n> 页面的一句话说明。\n\n第一段，**加粗**与 `code`。\n\n## 前提条件\n\n第二段。\n');
});

test('a highlighted code block is one fenced block with its language, its title and every line as written', () => {
  const lines = [
    '<span class="token keyword tc4">import</span> json',
    '<span class="token plain"> </span>',
    'print<span class="token punctuation tc11">(</span><span class="token string">"&lt;a&gt; | `x`"</span><span class="token punctuation tc11">)</span>',
  ];
  const md = convert(codeBlock('python', lines, 'demo.py') + codeBlock('text', ['```', 'plain']));
  assert.match(md, /\n```python title="demo\.py"\nimport json\n \nprint\("<a> \| `x`"\)\n```\n/);
  // A fence longer than any run of backticks in the code.
  assert.match(md, /\n````text\n```\nplain\n````\n/);
  assert.doesNotMatch(md, /复制/);
});

test('an admonition is a blockquote opened by its type and its own title', () => {
  const md = convert(
    admonition(
      'danger',
      '先确认设备在线',
      '<p>离线的下发会排队，<a href=/docs/janus/api/device/info>先查询</a>。</p><ul><li>一<li>二</ul>',
    ) + admonition('tip', '提示', '<p>默认标题只写类型。</p>'),
  );
  assert.ok(
    md.includes(
      '> **危险：先确认设备在线**\n>\n> 离线的下发会排队，[先查询](/docs/janus/api/device/info)。\n>\n> - 一\n> - 二\n',
    ),
    md,
  );
  assert.ok(md.includes('> **提示**\n>\n> 默认标题只写类型。\n'), md);
});

test('a table keeps its header, rows, inline code and links; a caption is a bold line above it', () => {
  const md = convert(
    `<table class=table_UUom><caption>Neptune<!-- -->：<!-- -->公有云</caption><thead><tr><th scope=col>版本<th scope=col>日期` +
      `<tbody><tr><th scope=row><a href=/docs/neptune/version/v2_9><code>v2.9</code></a><span>（当前）</span><td>2025-03-18` +
      `<tr><th scope=row><code>a|b</code><td>—</table>`,
  );
  assert.ok(
    md.includes(
      '**Neptune：公有云**\n\n| 版本 | 日期 |\n| - | - |\n| [`v2.9`](/docs/neptune/version/v2_9)（当前） | 2025-03-18 |\n| `a\\|b` | — |\n',
    ),
    md,
  );
});

test('links are site-absolute with their anchors; images inlined as data: URLs get the URL they are written to', () => {
  const md = convert(
    `<p><a href=#step-2>第二步</a>、<a href=hmi#widgets>控件</a>、<a href=/docs/janus/user/introduction>Janus</a>、` +
      `<a href=https://example.com/x>外部</a>、<a href=mailto:support@example.com>邮件</a></p>` +
      `<p><img decoding=async loading=eager alt="流程图：复位" src="data:image/svg+xml;base64,PHN2Zy8+"><img alt=截图 src=/assets/images/a-1f.png></p>`,
  );
  assert.ok(
    md.includes(
      '[第二步](/docs/lowcode/quick-start#step-2)、[控件](/docs/lowcode/hmi#widgets)、[Janus](/docs/janus/user/introduction)、' +
        '[外部](https://example.com/x)、[邮件](mailto:support@example.com)',
    ),
    md,
  );
  assert.ok(
    md.includes('![流程图：复位](/assets/images/twin-0123456789abcdef.svg)![截图](/assets/images/a-1f.png)'),
    md,
  );
  assert.equal(siteLink('#a', '/docs'), '/docs#a');
  assert.equal(siteLink('../x', '/docs/a/b'), '/docs/x');
});

test('nothing of the page is HTML in the twin: text that looks like a tag is escaped, not raw', () => {
  const md = convert(`<p>把 &lt;app_secret&gt; 换成密钥，&lt;br&gt; 不是换行。</p>`);
  const tree = fromMarkdown(md, {extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()]});
  const types = new Set<string>();
  const walk = (node: {type: string; children?: unknown[]}) => {
    types.add(node.type);
    for (const child of node.children ?? []) walk(child as {type: string});
  };
  walk(tree);
  assert.ok(!types.has('html'), md);
  assert.ok(md.includes('把 \\<app_secret> 换成密钥'), md);
});

test("a Markdown page's article has a twin; a page with no article, such as the home page, has none", () => {
  // src/pages/*.mdx as Docusaurus 3.9 builds it: the <article> of <main>, no .theme-doc-markdown.
  const mdxPage =
    `<html><head><meta name=description content=本站的写法。></head><body><nav class=navbar><a href=/docs>文档</a></nav>` +
    `<main class="container container--fluid margin-vert--lg"><div class="row mdxPageWrapper_j9I6"><div class="col col--8">` +
    `<article><header><h1>阅读约定</h1></header><p>第一段。</p>${heading(2, 'my-environment', '我的环境')}<p>填一次。</p>` +
    `</article></div></div></main></body></html>`;
  assert.equal(
    pageToMarkdown(mdxPage, '/markdown-page', {image: () => ''}),
    '# 阅读约定\n\n> 本站的写法。\n\n第一段。\n\n## 我的环境\n\n填一次。\n',
  );
  assert.equal(pageToMarkdown('<html><body><main>首页</main></body></html>', '/', {image: () => ''}), undefined);
});

test('tabs are each panel after its label, the panels the page hides until chosen included', () => {
  const tabs =
    `<div class="theme-tabs-container tabs-container tabList__CuJ"><ul role=tablist aria-orientation=horizontal class=tabs>` +
    `<li role=tab tabindex=0 aria-selected=true class="tabs__item tabs__item--active">Windows<li role=tab tabindex=-1 aria-selected=false class=tabs__item>Linux</ul>` +
    `<div class=margin-top--md><div role=tabpanel class=tabItem_Ymn6><p>在 PowerShell 中执行：</p>${codeBlock('powershell', ['Test-NetConnection x'])}</div>` +
    `<div role=tabpanel class=tabItem_Ymn6 hidden>${codeBlock('bash', ['nc -vz x 9883'])}</div></div></div>`;
  const md = convert(`<p>复现：</p>${tabs}`);
  assert.ok(
    md.includes(
      '复现：\n\n**Windows**\n\n在 PowerShell 中执行：\n\n```powershell\nTest-NetConnection x\n```\n\n**Linux**\n\n```bash\nnc -vz x 9883\n```\n',
    ),
    md,
  );
});
