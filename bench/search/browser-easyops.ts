/**
 * Bundled by run.ts for Chromium: @easyops-cn/docusaurus-search-local's own search code (the worker module, run on
 * the page's thread so the time is the search's alone), over the index its build wrote.
 */
// @ts-expect-error: the package ships this module without types.
import {SearchWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';

interface EasyResult {
  document: {u: string; h?: string};
}
interface EasyWorker {
  fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
  search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<EasyResult[]>;
}

let worker: EasyWorker | null = null;

(window as unknown as {bench: unknown}).bench = {
  async load(): Promise<number> {
    const t0 = performance.now();
    worker = new (SearchWorker as new () => EasyWorker)();
    await worker.fetchIndexes('/', '');
    return performance.now() - t0;
  },
  async search(query: string): Promise<string[]> {
    const results = await worker!.search('/', '', query, 20);
    return results.map((r) => r.document.u + (r.document.h ?? ''));
  },
};
