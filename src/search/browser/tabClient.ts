/**
 * The local search client of this browser tab: the search bar's modal and the /search page share one instance, so the
 * manifest and shards are fetched once per visit. The index is loaded and searched in a Web Worker (./workerClient),
 * started on the first search or preload.
 */
import siteConfig from '@generated/docusaurus.config';
import type {SearchClient} from './algolia';
import {INDEX_DIR} from '../engine/format';
import {WorkerSearchClient} from './workerClient';

let instance: SearchClient | null = null;

export function getLocalSearchClient(): SearchClient {
  if (!instance) {
    const origin = typeof window !== 'undefined' ? window.location.origin : siteConfig.url;
    instance = new WorkerSearchClient({
      indexUrl: new URL(`${siteConfig.baseUrl}${INDEX_DIR}/`, origin).href,
      origin,
    });
  }
  return instance;
}
