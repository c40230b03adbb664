/**
 * src/search/engine (engine.ts, rank.ts): ranking from the sharded index, partial matches, code rows, the product
 * filter, and what a search downloads.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  FIXTURE_PAGES,
  FIXTURE_THESAURUS,
  fixtureClient,
  fixtureIndex,
  routes,
} from '../../../../support/search-fixture';
import {writeIndex} from '../../../../../src/search/build/indexWriter';
import {LocalSearchClient} from '../../../../../src/search/browser/algolia';
import {MANIFEST_FILE, type IndexPage, type Manifest} from '../../../../../src/search/engine/format';
import {SearchEngine} from '../../../../../src/search/engine/engine';

test('a page whose title matches beats a page that mentions the term once', async () => {
  const hits = await routes('MQTT');
  assert.equal(hits[0], '/docs/neptune/api/device_connection/mqtt');
  assert.ok(hits.indexOf('/docs/lowcode/release-notes') > 0, 'the passing mention still comes, after');
});

test('mixed Chinese and Latin queries, a heading match first', async () => {
  assert.equal((await routes('Modbus 配置'))[0], '/docs/automation/common_functions/modbus_tcp#configure');
  assert.equal((await routes('MQTT 接入'))[0], '/docs/neptune/api/device_connection/mqtt');
  assert.ok((await routes('设备 UUID')).includes('/docs/neptune/api/device_connection/mqtt#connect'));
});

test('API paths, error codes and parameter names', async () => {
  assert.equal((await routes('/api/device/create'))[0], '/docs/janus/api/device/create');
  assert.equal((await routes('/device/create'))[0], '/docs/neptune/api/device_management/create');
  assert.deepEqual(await routes('1006'), ['/docs/neptune/api/device_management/create#errors']);
  assert.equal((await routes('app_secret'))[0], '/docs/neptune/api/device_management/create');
  assert.deepEqual(await routes('1007'), []);
});

test('partial words and typos in Latin terms', async () => {
  assert.equal((await routes('mqt'))[0], '/docs/neptune/api/device_connection/mqtt');
  assert.equal((await routes('modbsu'))[0], '/docs/automation/common_functions/modbus_tcp');
  assert.equal((await routes('devicepbu'))[0], '/docs/neptune/api/device_connection/mqtt#topics');
});

test('a section under a matching heading is found; question words and headings as typed', async () => {
  assert.ok((await routes('MQTT 加密')).includes('/docs/neptune/api/device_connection/mqtt#tls'));
  assert.equal((await routes('如何创建设备'))[0], '/docs/neptune/api/device_management/create');
  assert.equal((await routes('选哪个产品'))[0], '/docs#which-product');
});

test('a page is found by its front matter keywords, which are never shown as its heading', async () => {
  const client = fixtureClient();
  const answer = await client.query({query: '硬件要求', page: 0, hitsPerPage: 5, products: [], facetFilters: []});
  assert.equal(answer.hits[0]!.route, '/docs/janus/user/requirements');
  assert.deepEqual(answer.hits[0]!.headings, ['运行环境要求']);
});

test('a front matter keyword weighs more than one passing mention of the word in a page like it', async () => {
  const pages: IndexPage[] = [
    [
      '/docs/janus/user/system-settings',
      'Janus',
      'docs-default-current',
      [['', 1, '系统设置', '迁移数据到新的工控机。', -1]],
    ],
    [
      '/docs/janus/user/requirements',
      'Janus',
      'docs-default-current',
      [['', 1, '运行环境', '硬件与操作系统的条件。', -1]],
      '工控机',
    ],
  ];
  assert.deepEqual(await routes('工控机', fixtureClient(fixtureIndex(pages))), [
    '/docs/janus/user/requirements',
    '/docs/janus/user/system-settings',
  ]);
});

test("a long page's many passing mentions do not bury a page about the word", async () => {
  const notes: IndexPage = [
    '/docs/neptune/version/history',
    'Neptune',
    'docs-default-current',
    [
      ['', 1, '版本历史', '各版本的变化。', -1],
      ...Array.from({length: 12}, (_, i): IndexPage[3][number] => [
        `v${i}`,
        2,
        `v2.${i}`,
        '本版调整了 Modbus 的超时，修复了报表导出的若干问题，改进了用户管理、告警通知与数据监控页面的体验。',
        0,
      ]),
    ],
  ];
  const focused: IndexPage = [
    '/docs/janus/user/serial',
    'Janus',
    'docs-default-current',
    [['', 1, '串口设备', 'Modbus RTU 经串口接入；Modbus 从站地址、Modbus 波特率与 Modbus 校验位按设备填写。', -1]],
  ];
  const hits = await routes('modbus', fixtureClient(fixtureIndex([notes, focused])));
  assert.equal(hits[0], '/docs/janus/user/serial');
});

test('an error code lands on its row first, with its meaning as the heading', async () => {
  const client = fixtureClient();
  for (const [query, anchor] of [
    ['E201', 'code-e201'],
    ['e302', 'code-e302'],
  ] as const) {
    const answer = await client.query({query, page: 0, hitsPerPage: 5, products: [], facetFilters: []});
    assert.equal(`${answer.hits[0]!.route}#${answer.hits[0]!.anchor}`, `/docs/triton/deploy/connection-test#${anchor}`);
  }
  const [hit] = (await client.query({query: 'E201', page: 0, hitsPerPage: 1, products: [], facetFilters: []})).hits;
  assert.equal(hit!.headings[hit!.headings.length - 1], 'E201 无法解析域名');
  // A message copied from a screen lands on the FAQ question that quotes it.
  assert.equal(
    (await routes('Connection Refused: bad user name or password'))[0],
    '/docs/neptune/user/quick-start#faq-1x2y3z',
  );
});

test('a query whose words never occur together is answered with the sections that match part of it, and says so', async () => {
  const client = fixtureClient();
  const answer = await client.query({
    query: 'Modbus 寄存器 令牌',
    page: 0,
    hitsPerPage: 20,
    products: [],
    facetFilters: [],
  });
  assert.ok(answer.hits.length > 0, 'some results');
  assert.equal(answer.partial, true);
  assert.deepEqual(answer.unmatched, []);
  const nowhere = await client.query({
    query: 'Modbus 量子纠缠',
    page: 0,
    hitsPerPage: 20,
    products: [],
    facetFilters: [],
  });
  assert.ok(nowhere.hits.length > 0);
  assert.equal(nowhere.partial, true);
  assert.deepEqual(nowhere.unmatched, ['量子纠缠']);
  const full = await client.query({query: 'MQTT 接入', page: 0, hitsPerPage: 20, products: [], facetFilters: []});
  assert.equal(full.partial, false);
});

test('the thesaurus finds a page by a word it does not use, both ways', async () => {
  const pages = [
    ...FIXTURE_PAGES,
    [
      '/docs/janus/user/connection',
      'Janus',
      'docs-default-current',
      [['', 1, '设备接入', '设备一直显示离线时检查网线。', -1]],
    ],
    [
      '/docs/lowcode/hmi',
      'Lowcode',
      'docs-default-current',
      [['', 1, 'Lowcode HMI 入门', '在 Janus 上做 HMI 画面。', -1]],
    ],
  ] as typeof FIXTURE_PAGES;
  const client = fixtureClient(fixtureIndex(pages));
  assert.equal((await routes('设备掉线', client))[0], '/docs/janus/user/connection');
  // The page says 离线 in its body only: 掉线 finds it through the group's term, from the index side.
  assert.deepEqual(await routes('掉线', client), ['/docs/janus/user/connection']);
  assert.equal((await routes('组态', client))[0], '/docs/lowcode/hmi');
});

test('a Chinese run few sections hold most of is also matched by part of its bigrams, after those sections', async () => {
  const pages = [
    ...FIXTURE_PAGES,
    [
      '/docs/automation/quick-start',
      'Automation',
      'docs-default-current',
      [['', 1, '第一个工程', '轴未回零不能运行流程。', -1]],
    ],
    [
      '/docs/automation/common-problem',
      'Automation',
      'docs-default-current',
      [
        ['', 1, '常见问题', '按现象整理的常见问题。', -1],
        ['homing-repeatability', 2, '回零每次停在不同位置', '限位回零的精度取决于限位开关。', 0],
      ],
    ],
    [
      '/docs/triton/deploy/time',
      'Triton',
      'docs-default-current',
      [['', 1, '时间', '控制器时钟不准时，数据落在错误的时段。', -1]],
    ],
  ] as typeof FIXTURE_PAGES;
  const client = fixtureClient(fixtureIndex(pages));
  // Only the quick start holds two of 回零 / 零不 / 不准; the sections holding one of them follow, a heading first.
  assert.deepEqual(await routes('回零不准', client), [
    '/docs/automation/quick-start',
    '/docs/automation/common-problem#homing-repeatability',
    '/docs/triton/deploy/time',
  ]);
});

test('the product filter keeps the chosen products and counts every product', async () => {
  const client = fixtureClient();
  const all = await client.query({query: '创建设备', page: 0, hitsPerPage: 20, products: [], facetFilters: []});
  assert.ok(all.hits.some((h) => h.product === 'janus') && all.hits.some((h) => h.product === 'neptune'));
  const janus = await client.query({
    query: '创建设备',
    page: 0,
    hitsPerPage: 20,
    products: ['janus'],
    facetFilters: [],
  });
  assert.ok(janus.hits.length > 0);
  assert.ok(janus.hits.every((h) => h.product === 'janus'));
  assert.equal(janus.productCounts.neptune, all.productCounts.neptune);
  // The DocSearch request shape carries it as a product facet.
  const {results} = await client.search({
    requests: [{indexName: 'x', query: '创建设备', facetFilters: [['product:janus', 'product:triton']]}],
  });
  assert.ok(results[0]!.hits.every((h) => h.product === 'janus'));
});

test('a search downloads the manifest, the shards of its terms and the text of the pages it shows, not the index', async () => {
  const index = fixtureIndex();
  await routes('E201', fixtureClient(index));
  const shards = [...index.files.keys()].filter((f) => f.startsWith('t'));
  assert.ok(shards.length > 10, `the fixture is cut into many shards (${shards.length})`);
  assert.equal(index.reads[0], MANIFEST_FILE);
  assert.ok(index.reads.length < index.files.size / 3, `read ${index.reads.length} of ${index.files.size} files`);
});

test('a search reads the vocabulary its words need: a word, the parts of a compound, every part for a typo', async () => {
  const vocabulary = (reads: string[]) => reads.filter((f) => /^v(.|all)\.json$/.test(f)).sort();
  let index = fixtureIndex();
  await routes('MQTT', fixtureClient(index));
  assert.deepEqual(vocabulary(index.reads), ['vm.json']);
  index = fixtureIndex();
  await routes('modbus-tcp 配置', fixtureClient(index));
  assert.deepEqual(vocabulary(index.reads), ['vm.json', 'vt.json']);
  // A typo may change the first letter: nothing matches in its own bucket, so every term is read, in one file.
  index = fixtureIndex();
  const client = fixtureClient(index);
  assert.equal((await routes('nqtt', client))[0], '/docs/neptune/api/device_connection/mqtt');
  assert.deepEqual(vocabulary(index.reads), ['vall.json', 'vn.json']);
  // Once every term is in, a word of another bucket reads no more vocabulary.
  const read = index.reads.length;
  assert.ok((await routes('modbus', client)).length > 0);
  assert.deepEqual(vocabulary(index.reads.slice(read)), []);
});

test('a shard that fails to load fails the search as RetryError, and the next search loads it again', async () => {
  const index = fixtureIndex();
  const client = fixtureClient(index);
  await client.preload();
  const shard = [...index.files.keys()].find(
    (f) => f.startsWith('t') && JSON.stringify(index.files.get(f)).includes('"e201"'),
  )!;
  index.failNext.add(shard);
  await assert.rejects(client.search({requests: [{indexName: 'x', query: 'E201'}]}), {name: 'RetryError'});
  const {results} = await client.search({requests: [{indexName: 'x', query: 'E201'}]});
  assert.ok(results[0]!.nbHits > 0);
  assert.equal(index.reads.filter((f) => f === shard).length, 2);
});

test('a failed manifest load rejects as RetryError and is retried on the next search', async () => {
  const index = fixtureIndex();
  index.failNext.add(MANIFEST_FILE);
  const client = fixtureClient(index);
  await assert.rejects(client.search({requests: [{indexName: 'x', query: 'MQTT'}]}), {name: 'RetryError'});
  assert.ok((await client.search({requests: [{indexName: 'x', query: 'MQTT'}]})).results[0]!.nbHits > 0);
});

test('bad input: markup, quotes, regex characters, emoji and very long queries return', async () => {
  const client = fixtureClient();
  for (const q of [
    '<script>alert(1)</script>',
    '"\'',
    '.*+?^${}()|[]\\',
    '😀😀',
    'a'.repeat(5000),
    '设备'.repeat(3000),
  ]) {
    const answer = await client.query({query: q, page: 0, hitsPerPage: 5, products: [], facetFilters: []});
    assert.ok(Array.isArray(answer.hits));
  }
  // Markup is words like any other: at most a partial match on "1".
  const markup = await fixtureClient().query({
    query: '<script>alert(1)</script>',
    page: 0,
    hitsPerPage: 5,
    products: [],
    facetFilters: [],
  });
  assert.ok(markup.hits.length === 0 || markup.partial);
  assert.equal((await routes('"MQTT"'))[0], '/docs/neptune/api/device_connection/mqtt');
});

test('the contextual facets are asked once per page tag, not once per matching section, and still filter', async () => {
  const index = fixtureIndex();
  const manifest = (await index.load(MANIFEST_FILE)) as Manifest;
  const engine = new SearchEngine(manifest, index.load);
  const asked: string[] = [];
  const answer = await engine.search('设备', {
    hitsPerPage: 50,
    accept: (page) => {
      asked.push(page.tag);
      return true;
    },
  });
  assert.ok(answer.total > manifest.tags.length, `${answer.total} sections match`);
  assert.deepEqual([...asked].sort(), [...new Set(asked)].sort(), 'each tag once');
  const none = await engine.search('设备', {accept: () => false});
  assert.equal(none.total, 0);
});

test('a query that names a glossary term shows its definition first, leading to the section that explains it', async () => {
  const glossaryPage: IndexPage = [
    '/docs/glossary',
    '产品文档',
    'docs-default-current',
    [
      ['', 1, '术语表', '各产品页面反复出现的术语。', -1],
      ['janus', 2, 'Janus', '', 0],
      ['registration-code', 3, '注册码', '把 Janus 绑定到 Neptune 团队的一串字符。英文：Registration code。', 1],
    ],
  ];
  const explaining: IndexPage = [
    '/docs/janus/user/activate/activate',
    'Janus',
    'docs-default-current',
    [
      ['', 1, '激活 Janus', '在「欢迎注册」中填写注册码。', -1],
      ['about-registration-code', 2, '注册码从哪里来', 'Neptune 为每台 Janus 生成一个注册码。', 0],
    ],
  ];
  const files = writeIndex([...FIXTURE_PAGES, glossaryPage, explaining], 'zh-Hans', {
    baseUrl: '/',
    thesaurus: FIXTURE_THESAURUS,
    glossary: {
      route: '/docs/glossary',
      terms: [
        {
          anchor: 'registration-code',
          names: ['注册码', 'Registration code'],
          explained: '/docs/janus/user/activate/activate#about-registration-code',
        },
      ],
    },
  });
  const client = new LocalSearchClient({
    origin: 'https://docs.example',
    load: (file) => Promise.resolve(JSON.parse(JSON.stringify(files.get(file))) as unknown),
  });
  for (const query of [
    '注册码',
    '注册码是什么？',
    '什么是注册码',
    'registration code',
    ' Registration Code 是什么意思',
  ]) {
    const answer = await client.query({query, page: 0, hitsPerPage: 20, products: [], facetFilters: []});
    const explained = 'https://docs.example/docs/janus/user/activate/activate#about-registration-code';
    assert.equal(answer.definition?.url, explained, query);
    assert.match(answer.definition.content, /^把 Janus 绑定到 Neptune 团队/, 'the definition, from its start');
    assert.deepEqual(
      [answer.definition.lvl0, ...answer.definition.headings],
      ['术语表', '注册码'],
      'the term, as the 术语表 has it',
    );
    // The 术语表 entry is not also among the ranked sections, which keep their order.
    assert.ok(!answer.hits.some((h) => h.route === '/docs/glossary' && h.anchor === 'registration-code'), query);
    const {results} = await client.search({requests: [{indexName: 'docs', query, hitsPerPage: 20}]});
    assert.equal(results[0]!.hits[0]!.url, explained, query);
    assert.equal(results[0]!.hits[0]!.hierarchy.lvl0, '术语表', 'grouped under the glossary, in the modal');
    assert.equal(results[0]!.hits[0]!.hierarchy.lvl1, '注册码');
  }
  const more = await client.query({query: '注册码', page: 1, hitsPerPage: 1, products: [], facetFilters: []});
  assert.equal(more.definition, undefined, 'once, on the first page of results');
  for (const query of ['注册码无效', '激活', '码'])
    assert.equal(
      (await client.query({query, page: 0, hitsPerPage: 20, products: [], facetFilters: []})).definition,
      undefined,
      `${query} names no term`,
    );
});
