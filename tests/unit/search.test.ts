/**
 * Local search: segmentation, ranking, escaping and highlighting, the two request shapes, facet filters, the build-time
 * extraction from HTML, the hosted-mode environment check, and the theme import the /search alias relies on.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {tokenize, fold} from '../../src/search/tokenize';
import {SearchEngine, editDistance, highlight, snippet, MAX_QUERY_LENGTH} from '../../src/search/engine';
import {escapeHtml, parseMarked} from '../../src/search/marks';
import {
  LocalSearchClient,
  facetPredicate,
  normalizeFacetFilters,
  readParams,
  type LocalResult,
} from '../../src/search/client';
import {resolveSearchMode, SearchConfigError} from '../../src/search/config';
import {HitCounter, missingResultsUrl} from '../../src/search/siteSearch';
import searchIndexPlugin, {extractPage} from '../../src/plugins/search-index';
import type {SearchIndexFile} from '../../src/search/format';

const FIXTURE: SearchIndexFile = {
  v: 1,
  lang: 'zh-Hans',
  pages: [
    [
      '/docs/neptune/api/device_connection/mqtt',
      'Neptune 开放 API',
      'docs-default-current',
      [
        ['', 1, '通过 MQTT 协议接入', '设备通过 MQTT 3.1.1 连接 Neptune，端口 9883。', -1],
        ['connect', 2, '连接参数', 'Client ID 填设备 UUID，用户名填团队令牌。', 0],
        ['topics', 2, '主题', '上报主题 devicepub，下发主题 devicesub。', 0],
        ['tls', 3, '加密连接', '端口 9884 使用 TLS 1.2。', 2],
      ],
    ],
    [
      '/docs/neptune/api/device_management/create',
      'Neptune 开放 API',
      'docs-default-current',
      [
        [
          '',
          1,
          '创建设备',
          '调用 POST https://api.neptune-iiot.net/device/create 创建设备，需要 app_id 与 app_secret。',
          -1,
        ],
        ['errors', 2, '错误码', '1006 设备序列号已被使用；1003 参数格式错误。', 0],
      ],
    ],
    [
      '/docs/janus/api/device/create',
      'Janus 接口',
      'docs-default-current',
      [['', 1, 'Janus 创建设备接口', '请求 POST /api/device/create，Modbus 设备需要先配置寄存器。', -1]],
    ],
    [
      '/docs/automation/common_functions/modbus_tcp',
      '常用功能',
      'docs-default-current',
      [
        ['', 1, 'Modbus TCP 通信', '用「Modbus 读写」节点与 PLC 交换数据。', -1],
        ['configure', 2, '配置 Modbus 从站', '填写从站 IP 与端口 502，然后配置寄存器地址。', 0],
      ],
    ],
    [
      '/docs/lowcode/release-notes',
      '版本说明',
      'docs-default-current',
      [['', 1, '版本说明', '修复了若干问题。偶尔提到 MQTT 一次。', -1]],
    ],
    ['/markdown-page', '文档', 'default', [['', 1, '阅读约定', '本站的排版约定。', -1]]],
    [
      '/docs',
      '文档',
      'docs-default-current',
      [
        ['', 1, '文档导航', '全部文档的入口。', -1],
        ['which-product', 2, '选哪个产品', '按要做的事选择产品。', 0],
      ],
    ],
    [
      '/docs/janus/user/requirements',
      'Janus',
      'docs-default-current',
      [['', 1, '运行环境要求', '工控机的处理器、内存与磁盘。', -1]],
      'Janus 硬件要求 工控机',
    ],
    [
      '/docs/janus/user/introduction',
      'Janus',
      'docs-default-current',
      [['related-products', 2, '与其他产品的关系', '产品之间如何配合，产品的数据如何流动。', -1]],
    ],
  ],
};

const engine = new SearchEngine(FIXTURE);
const urls = (query: string) =>
  engine.search(query).hits.map((h) => h.record.url + (h.record.anchor ? `#${h.record.anchor}` : ''));

test('segmentation: Chinese becomes overlapping bigrams, a lone character a unigram', () => {
  assert.deepEqual(
    tokenize('设备接入').map((t) => t.term),
    ['设备', '备接', '接入'],
  );
  assert.deepEqual(
    tokenize('在 Janus 中').map((t) => [t.term, t.kind]),
    [
      ['在', 'unigram'],
      ['janus', 'word'],
      ['中', 'unigram'],
    ],
  );
});

test('segmentation: Latin words are lower-cased, full-width letters folded, compounds kept with their parts', () => {
  assert.deepEqual(
    tokenize('ＭＱＴＴ 接入').map((t) => t.term),
    ['mqtt', '接入'],
  );
  assert.deepEqual(
    tokenize('POST /api/device/create').map((t) => t.term),
    ['post', '/api/device/create', 'api/device/create', 'api/device', 'device/create', 'api', 'device', 'create'],
  );
  // A path after a host is also a path from the root.
  assert.ok(tokenize('https://api.neptune-iiot.net/device/create').some((t) => t.term === '/device/create'));
  assert.ok(tokenize('http://192.168.1.20:8080/api/device/create').some((t) => t.term === '/api/device/create'));
  assert.deepEqual(
    tokenize('app_secret', {compoundParts: false}).map((t) => t.term),
    ['app_secret'],
  );
  assert.deepEqual(
    tokenize('Modbus配置1006').map((t) => t.term),
    ['modbus', '配置', '1006'],
  );
  // Offsets refer to the original text, for highlighting.
  const [token] = tokenize('  设备');
  assert.deepEqual([token!.start, token!.end], [2, 4]);
  assert.equal(fold('ＡＢc').length, 3);
});

test('segmentation: the index and the query cut a Chinese word the same way', () => {
  for (const word of ['超时', '密钥', '镜像', '设备序列号']) {
    const indexTerms = new Set(tokenize(`由于${word}导致`).map((t) => t.term));
    for (const t of tokenize(word)) assert.ok(indexTerms.has(t.term), `${word}: ${t.term}`);
  }
});

test('ranking: a page whose title matches beats a page that mentions the term once', () => {
  const hits = urls('MQTT');
  assert.equal(hits[0], '/docs/neptune/api/device_connection/mqtt');
  assert.ok(hits.indexOf('/docs/lowcode/release-notes') > 0, 'the passing mention still comes, after');
});

test('ranking: mixed Chinese and Latin queries, a heading match first', () => {
  assert.equal(urls('Modbus 配置')[0], '/docs/automation/common_functions/modbus_tcp#configure');
  assert.equal(urls('MQTT 接入')[0], '/docs/neptune/api/device_connection/mqtt');
  assert.ok(urls('设备 UUID').includes('/docs/neptune/api/device_connection/mqtt#connect'));
});

test('ranking: API paths, error codes and parameter names', () => {
  assert.equal(urls('/api/device/create')[0], '/docs/janus/api/device/create');
  assert.equal(urls('/device/create')[0], '/docs/neptune/api/device_management/create');
  assert.deepEqual(urls('1006'), ['/docs/neptune/api/device_management/create#errors']);
  assert.equal(urls('app_secret')[0], '/docs/neptune/api/device_management/create');
  // A number does not match a neighbour through a typo.
  assert.deepEqual(urls('1007'), []);
});

test('ranking: partial words and typos in Latin terms', () => {
  assert.equal(urls('mqt')[0], '/docs/neptune/api/device_connection/mqtt');
  assert.equal(urls('modbsu')[0], '/docs/automation/common_functions/modbus_tcp');
  assert.equal(urls('devicepbu')[0], '/docs/neptune/api/device_connection/mqtt#topics');
});

test('ranking: a section under a matching heading is found, and question words are ignored', () => {
  assert.ok(urls('MQTT 加密').includes('/docs/neptune/api/device_connection/mqtt#tls'));
  assert.equal(urls('如何创建设备')[0], '/docs/neptune/api/device_management/create');
});

test('bad input: markup, quotes, regex characters, emoji and very long queries return promptly', () => {
  for (const q of [
    '<script>alert(1)</script>',
    '"\'',
    '.*+?^${}()|[]\\',
    '😀😀',
    'a'.repeat(5000),
    '设备'.repeat(3000),
  ]) {
    const started = performance.now();
    const {hits} = engine.search(q);
    assert.ok(performance.now() - started < 200, `${q.slice(0, 20)} took too long`);
    assert.ok(Array.isArray(hits));
  }
  assert.deepEqual(urls('<script>alert(1)</script>'), []);
  assert.equal(urls('"MQTT"')[0], '/docs/neptune/api/device_connection/mqtt');
  assert.equal(engine.plan('x'.repeat(MAX_QUERY_LENGTH * 4)).words.length, 1);
});

test('escaping: text is escaped and only the matches are wrapped in <mark>', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  const spec = engine.plan('MQTT 接入').highlight;
  assert.equal(
    highlight('通过 MQTT 协议接入 <b>', spec).value,
    '通过 <mark>MQTT</mark> 协议<mark>接入</mark> &lt;b&gt;',
  );
  const xss = engine.plan('<img src=x onerror=alert(1)>').highlight;
  assert.ok(!highlight('<img src=x onerror=alert(1)>', xss).value.includes('<img'));
  // A prefix is marked as far as it was typed.
  assert.equal(highlight('Modbus', engine.plan('modb').highlight).value, '<mark>Modb</mark>us');
});

test('a highlighted value parses back into the text and its marks, and typed markup stays text', () => {
  const spec = engine.plan('MQTT 接入').highlight;
  const text = '通过 MQTT 协议接入 <mark>x</mark> & "q"';
  const segments = parseMarked(highlight(text, spec).value);
  assert.equal(segments.map((s) => s.text).join(''), text);
  assert.deepEqual(
    segments.filter((s) => s.mark).map((s) => s.text),
    ['MQTT', '接入'],
  );
  assert.deepEqual(parseMarked('a&lt;b&gt;<mark>c</mark><mark>d</mark>&amp;&#39;'), [
    {text: 'a<b>', mark: false},
    {text: 'cd', mark: true},
    {text: "&'", mark: false},
  ]);
});

test('snippets: a window around the best match, cut with an ellipsis', () => {
  const text = `${'无关内容'.repeat(30)}设备序列号已被使用${'其他'.repeat(40)}`;
  const s = snippet(text, engine.plan('设备序列号').highlight);
  assert.ok(s.value.startsWith('…'));
  assert.ok(s.value.endsWith('…'));
  assert.match(s.value, /<mark>设备序列号<\/mark>/);
  assert.equal(snippet('短文本', engine.plan('MQTT').highlight).value, '短文本');
});

test('editDistance counts a transposition as one edit', () => {
  assert.equal(editDistance('modbsu', 'modbus', 2), 1);
  assert.equal(editDistance('mqtt', 'mqtt', 1), 0);
  assert.ok(editDistance('abcdef', 'uvwxyz', 2) > 2);
});

function client(file: SearchIndexFile = FIXTURE): LocalSearchClient {
  return new LocalSearchClient({load: () => Promise.resolve(file), origin: 'https://docs.example'});
}

test('request shapes: DocSearch {requests} and algoliasearch-helper [{indexName, params}] get Algolia-shaped hits', async () => {
  const c = client();
  const modal = await c.search({requests: [{indexName: 'docs', query: 'MQTT', hitsPerPage: 1}]});
  const page = await c.search([{indexName: 'docs', params: {query: 'MQTT', hitsPerPage: 1, page: 1}}]);
  const [m] = modal.results as [LocalResult];
  const [p] = page.results as [LocalResult];
  assert.equal(m.nbHits, p.nbHits);
  assert.equal(m.nbHits, 2);
  assert.equal(m.hits.length, 1);
  assert.equal(p.page, 1);
  assert.equal(p.nbPages, 2);
  assert.equal(p.hits[0]!.url, 'https://docs.example/docs/lowcode/release-notes');
  assert.equal(m.index, 'docs');
  const hit = m.hits[0]!;
  assert.equal(hit.url, 'https://docs.example/docs/neptune/api/device_connection/mqtt');
  assert.equal(hit.type, 'lvl1');
  assert.equal(hit.hierarchy.lvl0, 'Neptune 开放 API');
  assert.equal(hit.hierarchy.lvl1, '通过 MQTT 协议接入');
  assert.equal(hit._highlightResult.hierarchy.lvl1?.value, '通过 <mark>MQTT</mark> 协议接入');
  const tls = (await c.search({requests: [{indexName: 'docs', query: '9884'}]})).results[0]!.hits[0]!;
  assert.equal(tls.url, 'https://docs.example/docs/neptune/api/device_connection/mqtt#tls');
  assert.deepEqual(
    [tls.hierarchy.lvl1, tls.hierarchy.lvl2, tls.hierarchy.lvl3],
    ['通过 MQTT 协议接入', '主题', '加密连接'],
  );
  assert.equal(tls.type, 'content');
  assert.match(tls._snippetResult.content!.value, /<mark>9884<\/mark>/);
  // Query-string params, as older clients send them.
  assert.deepEqual(
    readParams({indexName: 'x', params: 'query=MQTT&hitsPerPage=3&facetFilters=%5B%22language%3Azh-Hans%22%5D'}),
    {
      query: 'MQTT',
      hitsPerPage: 3,
      facetFilters: ['language:zh-Hans'],
    },
  );
});

test('request shapes: an empty query answers with nothing; each request of a batch is answered in order', async () => {
  const {results} = await client().search([
    {indexName: 'docs', params: {query: ''}},
    {indexName: 'docs', params: {query: 'Modbus', hitsPerPage: 0, facets: ['docusaurus_tag']}},
  ]);
  assert.equal(results[0]!.nbHits, 0);
  assert.equal(results[1]!.hits.length, 0);
  assert.ok(results[1]!.nbHits > 0);
  assert.equal(results[1]!.facets.docusaurus_tag?.['docs-default-current'], results[1]!.nbHits);
});

test('facet filters: an AND of OR groups, as the theme builds them for contextual search', async () => {
  assert.deepEqual(
    normalizeFacetFilters(['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    [['language:zh-Hans'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  );
  const rec = engine.records.find((r) => r.url === '/markdown-page')!;
  assert.equal(facetPredicate(['language:zh-Hans', ['docusaurus_tag:default']], 'zh-Hans')(rec), true);
  assert.equal(facetPredicate(['language:en'], 'zh-Hans')(rec), false);
  assert.equal(facetPredicate([['docusaurus_tag:docs-default-current']], 'zh-Hans')(rec), false);
  assert.equal(facetPredicate(['docusaurus_tag:-default'], 'zh-Hans')(rec), false);
  const only = async (facetFilters: unknown) =>
    (await client().search({requests: [{indexName: 'docs', query: '约定', facetFilters: facetFilters as string[]}]}))
      .results[0]!.nbHits;
  assert.equal(await only(['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]), 1);
  assert.equal(await only([['docusaurus_tag:docs-default-current']]), 0);
  assert.equal(await only(['language:en']), 0);
});

test('a failed index load rejects as RetryError (DocSearch error screen) and is retried on the next search', async () => {
  let calls = 0;
  const c = new LocalSearchClient({
    origin: 'https://docs.example',
    load: () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(FIXTURE)),
  });
  await assert.rejects(c.search({requests: [{indexName: 'x', query: 'MQTT'}]}), {name: 'RetryError'});
  const {results} = await c.search({requests: [{indexName: 'x', query: 'MQTT'}]});
  assert.ok(results[0]!.nbHits > 0);
  assert.equal(calls, 2);
});

test('the see-all count is the latest answer for the query, not a sum over keystrokes', () => {
  const counter = new HitCounter();
  counter.record([{query: 'M', nbHits: 40}]);
  counter.record([{query: 'MQ', nbHits: 12}]);
  counter.record([
    {query: 'MQTT', nbHits: 5},
    {query: 'MQTT', nbHits: 2},
  ]);
  assert.equal(counter.get('MQTT'), 7);
  assert.equal(counter.get('MQ'), 12);
  assert.equal(
    missingResultsUrl('mailto:a@b?body={query}', 'MQTT 接入&x'),
    'mailto:a@b?body=MQTT%20%E6%8E%A5%E5%85%A5%26x',
  );
});

test('config: no variables → local; all three → hosted; assistant id → Ask AI; a partial set names what is missing', () => {
  assert.deepEqual(resolveSearchMode({}), {mode: 'local'});
  assert.deepEqual(resolveSearchMode({DOCSEARCH_APP_ID: '  '}), {mode: 'local'});
  const hosted = {DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'KEY', DOCSEARCH_INDEX_NAME: 'docs'};
  assert.deepEqual(resolveSearchMode(hosted), {mode: 'hosted', appId: 'APP', apiKey: 'KEY', indexName: 'docs'});
  assert.deepEqual(resolveSearchMode({...hosted, DOCSEARCH_ASSISTANT_ID: 'asst'}), {
    mode: 'hosted',
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'docs',
    assistantId: 'asst',
  });
  assert.throws(
    () => resolveSearchMode({DOCSEARCH_APP_ID: 'APP'}),
    (e: unknown) => {
      assert.ok(e instanceof SearchConfigError);
      assert.match(e.message, /DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME are missing/);
      return true;
    },
  );
  assert.throws(
    () => resolveSearchMode({DOCSEARCH_ASSISTANT_ID: 'asst'}),
    /DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME are missing/,
  );
  assert.throws(() => resolveSearchMode({...hosted, DOCSEARCH_INDEX_NAME: ''}), /DOCSEARCH_INDEX_NAME is missing/);
});

test('build: a page is cut into sections at headings with ids, chrome left out', () => {
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

test('each search mode builds its own /search page and only that one, from a webpack cache of its own', () => {
  const cacheNames = new Set<string>();
  const aliasOf = (mode: 'local' | 'hosted') => {
    const plugin = searchIndexPlugin({siteConfig: {baseUrl: '/'}} as never, {mode});
    const base = {cache: {type: 'filesystem', name: 'client-production-zh-Hans'}};
    const config = plugin.configureWebpack!(base as never, false, {} as never, {} as never) as {
      resolve: {alias: Record<string, string>};
    };
    cacheNames.add(base.cache.name);
    return config.resolve.alias['@site-search/page$']!;
  };
  assert.equal(
    path.relative(path.join(__dirname, '..', '..'), aliasOf('local')),
    path.join('src', 'search', 'page', 'LocalSearchPage.tsx'),
  );
  const hosted = aliasOf('hosted');
  assert.equal(
    path.relative(path.join(__dirname, '..', '..'), hosted),
    path.join('src', 'search', 'page', 'HostedSearchPage.tsx'),
  );
  assert.match(fs.readFileSync(hosted, 'utf8'), /from '@theme-original\/SearchPage'/);
  for (const mode of ['local', 'hosted'] as const) assert.ok(fs.existsSync(aliasOf(mode)), `${mode} page exists`);
  // webpack's persistent cache keeps resolved aliases: each mode builds from a cache of its own.
  assert.deepEqual([...cacheNames].sort(), [
    'client-production-zh-Hans-search-hosted',
    'client-production-zh-Hans-search-local',
  ]);
});

test('a query that is a heading, question words included, finds that heading first', () => {
  assert.equal(urls('选哪个产品')[0], '/docs#which-product');
  // Question words still drop when what is left stands on its own.
  assert.equal(urls('如何创建设备')[0], '/docs/neptune/api/device_management/create');
});

test('a page is found by its front matter keywords, which are never shown as its heading', () => {
  assert.equal(urls('Janus 硬件要求')[0], '/docs/janus/user/requirements');
  const hit = engine.search('硬件要求').hits[0]!;
  assert.equal(hit.record.heading, '运行环境要求');
});

test('under Rspack (@docusaurus/faster) each search mode also builds from a persistent cache of its own', () => {
  const versions = (['local', 'hosted'] as const).map((mode) => {
    const plugin = searchIndexPlugin({siteConfig: {baseUrl: '/'}} as never, {mode});
    const base = {cache: true, experiments: {cache: {type: 'persistent', version: 'client-production-zh-Hans-3.9.1'}}};
    plugin.configureWebpack!(base as never, false, {} as never, {} as never);
    return base.experiments.cache.version;
  });
  assert.deepEqual(versions, [
    'client-production-zh-Hans-3.9.1-search-local',
    'client-production-zh-Hans-3.9.1-search-hosted',
  ]);
});
