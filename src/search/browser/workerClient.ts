/**
 * The local search client for the browser: the index is fetched and searched in a Web Worker (./search.worker.ts), so
 * that work never blocks scrolling or typing. Same surface as LocalSearchClient; errors come back with the worker's
 * name and message, so the modal's and the page's error screens show as they would in the page.
 */
import type {LocalResult, PageAnswer, PageQuery, SearchArgs, SearchClient} from './algolia';

export interface WorkerSettings {
  /** Absolute URL of the index folder, ending in a slash. */
  indexUrl: string;
  /** The site's origin, for the absolute hit URLs. */
  origin: string;
}

export type WorkerRequest =
  | {id: number; settings: WorkerSettings; type: 'preload'}
  | {id: number; settings: WorkerSettings; type: 'search'; args: SearchArgs}
  | {id: number; settings: WorkerSettings; type: 'query'; query: PageQuery};

export type WorkerResponse =
  | {id: number; ok: true; results?: LocalResult[]; answer?: PageAnswer}
  | {id: number; ok: false; name: string; message: string};

type Pending = {resolve: (r: WorkerResponse & {ok: true}) => void; reject: (e: Error) => void};

type Call = {type: 'preload'} | {type: 'search'; args: SearchArgs} | {type: 'query'; query: PageQuery};

export class WorkerSearchClient implements SearchClient {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly settings: WorkerSettings) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url), {name: 'search'});
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply);
      else {
        // The name too: DocSearch shows its error screen only for a RetryError.
        const error = new Error(reply.message);
        error.name = reply.name;
        waiting.reject(error);
      }
    };
    // The worker script itself failed (e.g. a stale deploy removed it): fail what waits and start afresh next time.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      this.worker = null;
      const error = new Error(`The search worker stopped: ${event.message || 'its script could not be loaded'}`);
      error.name = 'RetryError';
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker = worker;
    return worker;
  }

  private call(request: Call): Promise<WorkerResponse & {ok: true}> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.start().postMessage({...request, id, settings: this.settings} satisfies WorkerRequest);
    });
  }

  preload(): Promise<unknown> {
    return this.call({type: 'preload'});
  }

  async search(args: SearchArgs): Promise<{results: LocalResult[]}> {
    const reply = await this.call({type: 'search', args});
    return {results: reply.results ?? []};
  }

  async query(query: PageQuery): Promise<PageAnswer> {
    const reply = await this.call({type: 'query', query});
    if (!reply.answer) throw new Error('search worker: no answer');
    return reply.answer;
  }
}
