/// <reference lib="webworker" />
/**
 * The search worker: holds the local client (./algolia.ts) and answers WorkerSearchClient's messages. The manifest is
 * fetched on the first message, at once, while the engine's chunk loads (one round trip saved on a slow link); the
 * shards a query needs are fetched as it runs. A failed fetch is forgotten, so the next search tries again.
 * The engine is imported dynamically on purpose: that gives this bundle the bundler's runtime, which Docusaurus's
 * chunk asset plugin writes into every runtime it finds (a worker bundled without it throws "__webpack_require__ is
 * not defined" on its first line).
 */
import type {LocalSearchClient} from './algolia';
import type {WorkerRequest, WorkerResponse, WorkerSettings} from './workerClient';

declare const self: DedicatedWorkerGlobalScope;

let client: Promise<LocalSearchClient> | null = null;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
  return response.json();
}

function getClient({indexUrl, origin}: WorkerSettings): Promise<LocalSearchClient> {
  if (!client) {
    // The manifest's first fetch is already under way; a later one (after a failure) fetches afresh.
    let early: Promise<unknown> | null = fetchJson(`${indexUrl}manifest.json`);
    early.catch(() => {}); // reported by the load that awaits it
    const load = (file: string) => {
      if (file === 'manifest.json' && early) {
        const started = early;
        early = null;
        return started;
      }
      return fetchJson(`${indexUrl}${file}`);
    };
    client = import('./algolia').then(({LocalSearchClient}) => new LocalSearchClient({load, origin}));
  }
  return client;
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let reply: WorkerResponse;
  try {
    const local = await getClient(request.settings);
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
