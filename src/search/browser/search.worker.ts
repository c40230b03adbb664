/// <reference lib="webworker" />
/**
 * The search worker: holds the local client (./algolia.ts) and answers WorkerSearchClient's messages. The manifest,
 * and the vocabulary buckets the first query's words suggest, are fetched on the first message, at once, while the
 * engine's chunk loads (round trips saved on a slow link); the other shards a query needs are fetched as it runs. A
 * failed fetch is forgotten, so the next search tries again.
 * The engine is imported dynamically on purpose: that gives this bundle the bundler's runtime, which Docusaurus's
 * chunk asset plugin writes into every runtime it finds (a worker bundled without it throws "__webpack_require__ is
 * not defined" on its first line).
 */
import type {LocalSearchClient, SearchArgs} from './algolia';
import {MANIFEST_FILE, queryBuckets, vocabFile} from '../engine/format';
import type {WorkerRequest, WorkerResponse} from './workerClient';

declare const self: DedicatedWorkerGlobalScope;

let client: Promise<LocalSearchClient> | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
  return response.json();
}

/** The text of a request's queries, to guess the vocabulary they need. */
function queryText(request: WorkerRequest): string {
  if (request.type === 'query') return request.query.query;
  if (request.type !== 'search') return '';
  const args: SearchArgs = request.args;
  return (Array.isArray(args) ? args : args.requests).map((r) => r.query ?? '').join(' ');
}

function getClient(request: WorkerRequest): Promise<LocalSearchClient> {
  const {indexUrl, origin} = request.settings;
  if (!client) {
    // These first fetches are already under way when the engine asks for the files; a later fetch of the same file
    // (after a failure) fetches afresh.
    const early = new Map<string, Promise<unknown>>();
    for (const file of [MANIFEST_FILE, ...queryBuckets(queryText(request)).map(vocabFile)]) {
      const started = fetchJson(`${indexUrl}${file}`);
      started.catch(() => {}); // reported by the load that awaits it
      early.set(file, started);
    }
    const load = (file: string) => {
      const started = early.get(file);
      early.delete(file);
      return started ?? fetchJson(`${indexUrl}${file}`);
    };
    client = import('./algolia').then(({LocalSearchClient}) => new LocalSearchClient({load, origin}));
  }
  return client;
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let reply: WorkerResponse;
  try {
    const local = await getClient(request);
    if (request.type === 'preload') {
      await local.preload();
      reply = {id: request.id, ok: true};
    } else if (request.type === 'search') {
      reply = {id: request.id, ok: true, results: (await local.search(request.args)).results};
    } else {
      reply = {id: request.id, ok: true, answer: await local.query(request.query)};
    }
  } catch (error) {
    reply =
      error instanceof Error
        ? {id: request.id, ok: false, name: error.name, message: error.message}
        : {id: request.id, ok: false, name: 'Error', message: String(error)};
  }
  self.postMessage(reply);
};
