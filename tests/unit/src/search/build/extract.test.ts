/** src/search/build/extract.ts: a built page cut into sections, code rows and FAQ questions as records of their own. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {demoteCodeExcerpts, extractPage} from '../../../../../src/search/build/extract';
import type {IndexPage} from '../../../../../src/search/engine/format';

test('a page is cut into sections at headings with ids, chrome left out', () => {
  const html = `<!doctype html><html lang="zh-Hans"><head><title>通过 MQTT 协议接入 | 产品文档中心</title>
    <meta name="docusaurus_tag" content="docs-default-current"></head><body>
    <nav class="navbar"><a class="navbar__link navbar__link--active">工业云平台及服务</a></nav>
    <nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="主页面"></a></li>
      <li class="breadcrumbs__item"><span>Neptune 开放 API</span></li>
      <li class="breadcrumbs__item breadcrumbs__item--active"><span>MQTT</span></li></ul></nav>
    <article><div class="theme-doc-markdown markdown"><header><h1>通过 MQTT 协议接入</h1></header>
      <p>设备通过 <code>MQTT</code> 连接。</p>
      <h2 id="connect">连接参数<a class="hash-link" href="#connect">\u200b</a></h2><p>端口 9883</p><ul><li>用户名</li><li>密码</li></ul>
      <h3 id="tls">加密</h3><pre><code>mosquitto_pub -p 9884</code></pre><button>复制</button>
      <h2 id="next">下一步</h2><p>阅读 &lt;创建设备&gt;</p>
    </div></article><footer>页脚</footer></body></html>`;
  const page = extractPage(html, '/docs/neptune/api/device_connection/mqtt');
  assert.ok(page);
  assert.equal(page.language, 'zh-Hans');
  assert.deepEqual(page.page, [
    '/docs/neptune/api/device_connection/mqtt',
    'Neptune 开放 API',
    'docs-default-current',
    [
      ['', 1, '通过 MQTT 协议接入', '设备通过 MQTT 连接。', -1],
      ['connect', 2, '连接参数', '端口 9883 用户名 密码', 0],
      ['tls', 3, '加密', 'mosquitto_pub -p 9884', 1],
      ['next', 2, '下一步', '阅读 <创建设备>', 0],
    ],
  ]);
  assert.equal(extractPage('<html><body><main><h1>首页</h1></main></body></html>', '/'), null);
});

test("a Markdown page's article is indexed under 文档, not under the navbar link that points into it", () => {
  // src/pages/markdown-page.mdx as Docusaurus 3.9 builds it: 阅读约定 with 「我的环境」, reached from the navbar.
  const html = `<html lang="zh-Hans"><head><meta name="docusaurus_tag" content="default"></head><body>
    <nav class="navbar"><a class="navbar__link navbar__link--active" href="/markdown-page#my-environment">我的环境</a></nav>
    <main class="container container--fluid margin-vert--lg"><div class="row"><div class="col col--8"><article>
      <header><h1>阅读约定</h1></header><p>本站所有产品文档使用同一套写法。</p>
      <h2 id="my-environment">我的环境</h2><p>填一次你自己的 Janus 地址。</p>
    </article></div></div></main></body></html>`;
  assert.deepEqual(extractPage(html, '/markdown-page')?.page, [
    '/markdown-page',
    '文档',
    'default',
    [
      ['', 1, '阅读约定', '本站所有产品文档使用同一套写法。', -1],
      ['my-environment', 2, '我的环境', '填一次你自己的 Janus 地址。', 0],
    ],
  ]);
});

test('each error-code row and each bold FAQ question is a record under its heading; the heading text goes on', () => {
  const html = `<html lang="zh-Hans"><body><article><div class="theme-doc-markdown markdown"><h1>连接测试</h1>
    <h2 id="error-codes">错误码</h2><p>同一套错误码。</p>
    <table><thead><tr><th>错误码</th><th>信息</th><th>处理</th></tr></thead><tbody>
      <tr id="code-e201"><td><code>E201</code></td><td>无法解析域名</td><td>配置 DNS</td></tr>
      <tr id="code-n302"><td><code>-302</code></td><td>—</td><td>令牌错误</td></tr>
    </tbody></table><p>表后的说明。</p>
    <h2 id="faq">常见问题</h2>
    <p id="faq-abc"><strong>提示「连接失败，请检查网络」？</strong>检查出站 9883。</p>
  </div></article></body></html>`;
  const sections = extractPage(html, '/docs/triton/deploy/connection-test')!.page[3];
  assert.deepEqual(sections, [
    ['', 1, '连接测试', '', -1],
    ['error-codes', 2, '错误码', '同一套错误码。 错误码 信息 处理 表后的说明。', 0],
    ['code-e201', 2, 'E201 无法解析域名', 'E201 无法解析域名 配置 DNS', 1],
    ['code-n302', 2, '-302 令牌错误', '-302 — 令牌错误', 1],
    ['faq', 2, '常见问题', '', 0],
    ['faq-abc', 3, '提示「连接失败，请检查网络」？', '检查出站 9883。', 4],
  ]);
});

test("a code's rows in smaller tables of the same product go one level down, so the full table answers it first", () => {
  const page = (route: string, title: string, meaning: string): IndexPage => [
    route,
    'API',
    'docs-default-current',
    [
      ['', 1, title, '', -1],
      ['error-codes', 2, '错误码', '', 0],
      ['code-1003', 2, `1003 ${meaning}`, '', 1],
    ],
  ];
  const pages = [
    page('/docs/neptune/api/overview', '开放 API 概述', '参数格式错误'),
    page('/docs/neptune/api/device_management/create', '创建设备', '参数格式错误'),
    page('/docs/janus/api/introduction', 'Janus HTTP API 概要', '设备不存在'),
  ];
  demoteCodeExcerpts(pages, [new Map([[2, 17]]), new Map([[2, 10]]), new Map([[2, 3]])]);
  assert.deepEqual(
    pages.map((p) => p[3][2]![1]),
    [2, 3, 2],
    "Neptune's excerpt goes down; Janus's own table, smaller but another product's, stays",
  );
});
