/// <reference lib="webworker" />
/**
 * The search worker: holds the local engine (./client) and answers WorkerSearchClient's messages. The index is fetched
 * on the first message, at once, while the engine's chunk loads (one round trip saved on a slow link); a failed fetch
 * is forgotten, so the next search tries again.
 * The engine is imported dynamically on purpose: that gives this bundle webpack's runtime, which Docusaurus's chunk
 * asset plugin writes into every runtime it finds (a worker bundled without it throws "__webpack_require__ is not
 * defined" on its first line).
 */
import type {LocalSearchClient} from './client';
import {loadSearchIndex, type SearchIndexFile} from './format';
import type {WorkerRequest, WorkerResponse} from './workerClient';

declare const self: DedicatedWorkerGlobalScope;

let client: Promise<LocalSearchClient> | null = null;

function getClient({indexUrl, origin}: WorkerRequest['settings']): Promise<LocalSearchClient> {
  if (!client) {
    // The first load is already under way; a later one (after a failure) fetches afresh.
    let started: Promise<SearchIndexFile> | null = loadSearchIndex(indexUrl);
    started.catch(() => {}); // reported by the load that awaits it
    const load = () => {
      const index = started ?? loadSearchIndex(indexUrl);
      started = null;
      return index;
    };
    client = import('./client').then(({LocalSearchClient}) => new LocalSearchClient({load, origin}));
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
    } else {
      reply = {id: request.id, ok: true, results: (await local.search(request.args)).results};
    }
  } catch (error) {
    reply =
      error instanceof Error
        ? {id: request.id, ok: false, name: error.name, message: error.message}
        : {id: request.id, ok: false, name: 'Error', message: String(error)};
  }
  self.postMessage(reply);
};
