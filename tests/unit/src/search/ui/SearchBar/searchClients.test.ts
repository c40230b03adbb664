/**
 * src/search/ui/SearchBar/searchClients.ts: the client DocSearch's modal calls. The local client in DocSearch's shape,
 * the chosen products added to each request as read when it is sent, each search reported as it starts and settles
 * with its hit count recorded, and hosted mode keeping DocSearch's own client.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {DocSearchTransformClient} from '@docsearch/react';
import type {SearchClient} from '../../../../../../src/search/browser/algolia';
import type {Product} from '../../../../../../src/search/engine/format';
import {HitCounter} from '../../../../../../src/search/ui/siteSearch';
import {
  asTransformClient,
  modalSearchClient,
  withProducts,
  withReports,
  type SearchReport,
} from '../../../../../../src/search/ui/SearchBar/searchClients';

type Args = {requests: Array<{query: string; facetFilters?: unknown}>};

/** A client that records its requests and answers each query with `nbHits` = the query's length. */
function recordingClient(fail = false) {
  const seen: Args[] = [];
  const client = {
    search: async (args: Args) => {
      seen.push(args);
      if (fail) throw new Error('RetryError');
      return {results: args.requests.map((r) => ({query: r.query, nbHits: r.query.length, hits: []}))};
    },
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: {value: 'x', add: () => undefined}},
  } as unknown as DocSearchTransformClient;
  return {client, seen};
}

const search = (client: DocSearchTransformClient, args: Args) =>
  (client.search as unknown as (a: Args) => Promise<unknown>)(args);

test('the local client answers in DocSearch’s shape and names itself local', async () => {
  const local = {search: async (args: unknown) => ({results: [args]})} as unknown as SearchClient;
  const client = asTransformClient(local);
  assert.deepEqual(await search(client, {requests: [{query: 'a'}]}), {results: [{requests: [{query: 'a'}]}]});
  assert.equal(client.transporter.algoliaAgent.value, 'local');
});

test('the chosen products go into every request as one OR group, as they are when it is sent', async () => {
  const {client, seen} = recordingClient();
  let chosen: readonly Product[] = [];
  const filtered = withProducts(client, () => chosen);
  await search(filtered, {requests: [{query: 'a', facetFilters: ['language:zh-Hans']}]});
  chosen = ['janus', 'triton'];
  await search(filtered, {requests: [{query: 'a', facetFilters: ['language:zh-Hans']}, {query: 'b'}]});
  assert.deepEqual(seen[0]!.requests[0]!.facetFilters, ['language:zh-Hans'], 'no products: untouched');
  assert.deepEqual(
    seen[1]!.requests.map((r) => r.facetFilters),
    [['language:zh-Hans', ['product:janus', 'product:triton']], [['product:janus', 'product:triton']]],
  );
});

test('each search is reported as it starts and settles; an answer’s hit count is recorded for the see-all link', async () => {
  const reports: SearchReport[] = [];
  const counter = new HitCounter();
  const {client} = recordingClient();
  await search(
    withReports(client, counter, (r) => reports.push(r)),
    {requests: [{query: 'MQTT'}]},
  );
  assert.deepEqual(reports, ['started', 'answered']);
  assert.equal(counter.get('MQTT'), 4);

  const failing = recordingClient(true).client;
  await assert.rejects(
    search(
      withReports(failing, counter, (r) => reports.push(r)),
      {requests: [{query: 'x'}]},
    ),
  );
  assert.deepEqual(reports.slice(2), ['started', 'failed'], 'the failure still reaches DocSearch');
});

test('local mode uses the local client with the products; hosted mode keeps DocSearch’s client and names Docusaurus', async () => {
  const reports: SearchReport[] = [];
  const options = {docusaurusVersion: '3.9.1', counter: new HitCounter(), chosen: () => ['janus'] as Product[]};
  const hosted = recordingClient();
  const agents: string[] = [];
  hosted.client.addAlgoliaAgent = (name: string, version?: string) => void agents.push(`${name} ${version}`);
  await search(modalSearchClient(hosted.client, {...options, local: null, report: (r) => reports.push(r)}), {
    requests: [{query: 'a'}],
  });
  assert.deepEqual(agents, ['docusaurus 3.9.1']);
  assert.equal(hosted.seen[0]!.requests[0]!.facetFilters, undefined, 'no product chips in hosted mode');

  const asked: unknown[] = [];
  const local = {
    search: async (args: unknown) => {
      asked.push(args);
      return {results: []};
    },
  } as unknown as SearchClient;
  const unused = recordingClient();
  await search(modalSearchClient(unused.client, {...options, local, report: (r) => reports.push(r)}), {
    requests: [{query: 'a'}],
  });
  assert.deepEqual(asked, [{requests: [{query: 'a', facetFilters: [['product:janus']]}]}]);
  assert.equal(unused.seen.length, 0);
  assert.deepEqual(reports, ['started', 'answered', 'started', 'answered']);
});
