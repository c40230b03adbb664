/** src/search/browser/algolia.ts: the DocSearch request and answer shapes, facet filters, escaping. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  escapeHtml,
  normalizeFacetFilters,
  readFacetFilters,
  readParams,
  toHighlightValue,
} from '../../../../../src/search/browser/algolia';
import {fixtureClient} from '../../../../support/search-fixture';

test('DocSearch requests get Algolia-shaped hits: absolute URLs, hierarchy, type, marked values', async () => {
  const c = fixtureClient();
  const [m] = (await c.search({requests: [{indexName: 'docs', query: 'MQTT', hitsPerPage: 1}]})).results;
  const [p] = (await c.search([{indexName: 'docs', params: {query: 'MQTT', hitsPerPage: 1, page: 1}}])).results;
  assert.equal(m!.nbHits, p!.nbHits);
  assert.equal(m!.hits.length, 1);
  assert.equal(p!.page, 1);
  assert.equal(m!.index, 'docs');
  const hit = m!.hits[0]!;
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
  assert.deepEqual(
    readParams({indexName: 'x', params: 'query=MQTT&hitsPerPage=3&facetFilters=%5B%22language%3Azh-Hans%22%5D'}),
    {query: 'MQTT', hitsPerPage: 3, facetFilters: ['language:zh-Hans']},
  );
});

test('an empty query answers with nothing; each request of a batch is answered in order', async () => {
  const {results} = await fixtureClient().search([
    {indexName: 'docs', params: {query: ''}},
    {indexName: 'docs', params: {query: 'Modbus', hitsPerPage: 0}},
  ]);
  assert.equal(results[0]!.nbHits, 0);
  assert.equal(results[1]!.hits.length, 0);
  assert.ok(results[1]!.nbHits > 0);
});

test('facet filters: an AND of OR groups as the theme builds them, product groups apart', async () => {
  assert.deepEqual(
    normalizeFacetFilters(['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    [['language:zh-Hans'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  );
  const page = {tag: 'default', lvl0: '文档', language: 'zh-Hans'};
  assert.equal(readFacetFilters(['language:zh-Hans', ['docusaurus_tag:default']]).accept(page), true);
  assert.equal(readFacetFilters(['language:en']).accept(page), false);
  assert.equal(readFacetFilters(['docusaurus_tag:-default']).accept(page), false);
  assert.deepEqual(readFacetFilters([['product:janus', 'product:nope'], 'language:zh-Hans']).products, ['janus']);
  const only = async (facetFilters: unknown) =>
    (
      await fixtureClient().search({
        requests: [{indexName: 'docs', query: '约定', facetFilters: facetFilters as string[]}],
      })
    ).results[0]!.nbHits;
  assert.equal(await only(['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]), 1);
  assert.equal(await only([['docusaurus_tag:docs-default-current']]), 0);
});

test('markup in the docs or the query reaches DocSearch escaped; only the marks are tags', async () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  assert.equal(
    toHighlightValue([
      {text: '<img src=x onerror=alert(1)>', mark: true},
      {text: ' & ', mark: false},
    ]).value,
    '<mark>&lt;img src=x onerror=alert(1)&gt;</mark> &amp; ',
  );
  const [r] = (await fixtureClient().search({requests: [{indexName: 'x', query: '<创建设备> <b>'}]})).results;
  for (const hit of r!.hits) {
    const html = JSON.stringify(hit._highlightResult) + JSON.stringify(hit._snippetResult);
    assert.ok(!/<(?!\/?mark>)/.test(html.replace(/\\u003c/g, '<')), html);
  }
});
