/** src/search/build/indexWriter.ts and engine/format.ts: the files of the index and their encoding. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {productOf, writeIndex} from '../../../../../src/search/build/indexWriter';
import {
  decodeNumbers,
  encodeNumbers,
  packCode,
  unpackCode,
  shardOf,
  type IndexPage,
  type Manifest,
  type PostingsShard,
} from '../../../../../src/search/engine/format';
import {fixtureIndex} from '../../../../support/search-fixture';

test('the manifest lists every file of the index as a site-root path under /search-index/', () => {
  const {files} = fixtureIndex();
  const manifest = files.get('manifest.json') as Manifest;
  assert.deepEqual([...manifest.files].sort(), [...files.keys()].map((f) => `/search-index/${f}`).sort());
  assert.equal(manifest.pages, manifest.pageProduct.length);
});

test('postings and their codes survive the round trip', () => {
  const numbers = [0, 1, 31, 32, 1023, 1024, 262_143, 5_000_000];
  assert.deepEqual(decodeNumbers(encodeNumbers(numbers)), numbers);
  assert.match(encodeNumbers(numbers), /^[0-9a-zA-Z_-]+$/);
  const posting = {body: 31, head: 2, inTitle: true, inParent: false, headLength: 63};
  assert.deepEqual(unpackCode(packCode(posting)), posting);
  assert.throws(() => encodeNumbers([-1]));
});

test('a page belongs to the product whose routes it is under (src/products.ts); apps to Neptune, whose market has them', () => {
  assert.equal(productOf('/docs/janus/api/device/create'), 1);
  assert.equal(productOf('/docs/triton/deploy/introduction'), 2);
  assert.equal(productOf('/docs/apps/denture/denture-device-management'), 0);
  assert.equal(productOf('/docs/open-platform/introduction'), 5);
  assert.equal(productOf('/docs'), -1);
  assert.equal(productOf('/docs/compatibility'), -1);
});

test('a term in more sections than the cap keeps its strongest postings and its exact frequency', () => {
  const pages = Array.from({length: 30}, (_, i) => [
    `/docs/neptune/p${i}`,
    'Neptune',
    'docs-default-current',
    [['', 1, i === 29 ? '设备总览' : `第 ${i} 页`, '设备', -1]],
  ]) as IndexPage[];
  const files = writeIndex(pages, 'zh-Hans', {baseUrl: '/', thesaurus: [], maxPostings: 5});
  const shard = [...files.values()].find((f) => (f as {terms?: Record<string, string>}).terms?.['设备']) as {
    terms: Record<string, string>;
  };
  const numbers = decodeNumbers(shard.terms['设备']!);
  assert.equal(numbers[0], 30, 'exact document frequency');
  assert.equal((numbers.length - 1) / 3, 5, 'five postings kept');
  // The page whose title holds the term is among them.
  let page = 0;
  const pagesKept: number[] = [];
  for (let i = 1; i < numbers.length; i += 3) pagesKept.push((page += numbers[i]!));
  assert.ok(pagesKept.includes(29));
});

test('a glossary term without its section on the 术语表 page, or without its explaining section, stops the build', () => {
  const glossary: IndexPage = [
    '/docs/glossary',
    '产品文档',
    'default',
    [
      ['', 1, '术语表', '', -1],
      ['jog', 3, '点动（JOG）', '按住按钮时轴以设定速度移动。', 0],
    ],
  ];
  const explaining: IndexPage = ['/docs/automation/jog', 'Automation', 'default', [['', 1, '点动', '', -1]]];
  const write = (terms: Array<{anchor: string; names: string[]; explained: string}>) =>
    writeIndex([glossary, explaining], 'zh-Hans', {baseUrl: '/', thesaurus: [], glossary: {route: '/docs/glossary', terms}});
  assert.throws(
    () => write([{anchor: 'home', names: ['回零'], explained: '/docs/automation/jog'}]),
    /术语表 page \/docs\/glossary has no section #home/,
  );
  assert.throws(
    () => write([{anchor: 'jog', names: ['点动'], explained: '/docs/automation/jog#speed'}]),
    /no section \/docs\/automation\/jog#speed, which explains #jog/,
  );
  // Each name in the postings shard its key sorts into, where a query naming it finds it.
  const files = write([{anchor: 'jog', names: ['点动', 'JOG'], explained: '/docs/automation/jog'}]);
  const {shards} = files.get('manifest.json') as Manifest;
  for (const key of ['点动', 'jog']) {
    const shard = files.get(`t${shardOf(shards, key)}.json`) as PostingsShard;
    assert.deepEqual(shard.definitions?.[key], [0, 1, 1, 0], key);
  }
  // A site without the page has no definitions to show.
  const without = writeIndex([explaining], 'zh-Hans', {
    baseUrl: '/',
    thesaurus: [],
    glossary: {route: '/docs/glossary', terms: [{anchor: 'jog', names: ['点动'], explained: '/docs/automation/jog'}]},
  });
  assert.ok([...without.values()].every((f) => !(f as PostingsShard).definitions));
});
