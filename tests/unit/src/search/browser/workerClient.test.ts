/**
 * src/search/browser/search.worker.ts and workerClient.ts, end to end in one process: a stand-in Worker passes
 * structured-cloned messages between WorkerSearchClient and the worker module, and fetch is stubbed with a small index
 * served from /search-index/.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fixtureIndex} from '../../../../support/search-fixture';

const INDEX = fixtureIndex([
  [
    '/docs/janus/user/modbus',
    'Janus 用户手册',
    'docs-default-current',
    [['', 1, 'Modbus 采集', 'Janus 作为 Modbus 主站轮询设备。', -1]],
  ],
]);

let manifestFetches = 0;
let failNext = false;
globalThis.fetch = (async (url: string) => {
  const file = url.replace('https://docs.example/search-index/', '');
  if (file === 'manifest.json') manifestFetches++;
  if (failNext) {
    failNext = false;
    return new Response('', {status: 503});
  }
  if (!INDEX.files.has(file)) return new Response('', {status: 404});
  return new Response(JSON.stringify(INDEX.files.get(file)), {status: 200});
}) as typeof fetch;

type Listener = ((event: {data: unknown}) => void) | null;
const scope = {onmessage: null as Listener, postMessage: (_: unknown) => undefined as void};
(globalThis as unknown as {self: typeof scope}).self = scope;

let started = 0;
class StandInWorker {
  onmessage: Listener = null;
  onerror: unknown = null;
  constructor() {
    started++;
    scope.postMessage = (reply) => queueMicrotask(() => this.onmessage?.({data: structuredClone(reply)}));
  }
  postMessage(message: unknown): void {
    queueMicrotask(() => scope.onmessage?.({data: structuredClone(message)}));
  }
  terminate(): void {}
}
(globalThis as unknown as {Worker: typeof StandInWorker}).Worker = StandInWorker;

const settings = {indexUrl: 'https://docs.example/search-index/', origin: 'https://docs.example'};

test('a failed index load reaches the page as a RetryError, and the next search loads the index again', async () => {
  // First in this file: the worker module keeps the engine it loaded, as the one worker of a page does.
  await import('../../../../../src/search/browser/search.worker');
  const {WorkerSearchClient} = await import('../../../../../src/search/browser/workerClient');
  const client = new WorkerSearchClient(settings);
  failNext = true;
  const query = {requests: [{indexName: 'docs', query: 'Modbus'}]};
  await assert.rejects(
    client.search(query),
    (error: Error) => error.name === 'RetryError' && /HTTP 503/.test(error.message),
  );
  assert.equal((await client.search(query)).results[0]!.nbHits, 1);
  assert.equal(manifestFetches, 2);
});

test('the worker answers the modal and the /search page, with absolute hit URLs', async () => {
  const {WorkerSearchClient} = await import('../../../../../src/search/browser/workerClient');
  const client = new WorkerSearchClient(settings);
  const flat = await client.search({requests: [{indexName: 'docs', query: 'Modbus 主站'}]});
  assert.equal(flat.results[0]!.nbHits, 1);
  assert.equal(flat.results[0]!.hits[0]!.url, 'https://docs.example/docs/janus/user/modbus');
  const page = await client.query({query: '轮询', page: 0, hitsPerPage: 20, products: [], facetFilters: []});
  assert.deepEqual(page.hits[0]!.headings, ['Modbus 采集']);
  assert.equal(page.hits[0]!.url, 'https://docs.example/docs/janus/user/modbus');
  assert.equal(started, 2, 'one worker per client');
  assert.equal(manifestFetches, 2, 'the worker fetched the manifest once for both clients');
});
