/**
 * Stands in for `algoliasearch/lite` in local mode (a webpack alias set by src/plugins/search-index.ts): the theme's
 * /search page calls `liteClient(appId, apiKey)` and gets the local client, which fetches the index built with the
 * site on first use. The search bar uses the same instance, so the index is fetched once per visit. The index is
 * loaded and searched in a Web Worker (./workerClient), started on the first search or preload.
 */
import siteConfig from '@generated/docusaurus.config';
import type {SearchClient} from './client';
import {INDEX_FILE_NAME} from './format';
import {WorkerSearchClient} from './workerClient';

let instance: SearchClient | null = null;

export function getLocalSearchClient(): SearchClient {
  if (!instance) {
    const origin = typeof window !== 'undefined' ? window.location.origin : siteConfig.url;
    instance = new WorkerSearchClient({indexUrl: new URL(`${siteConfig.baseUrl}${INDEX_FILE_NAME}`, origin).href, origin});
  }
  return instance;
}

/** Same signature as algoliasearch's; the credentials are the config's placeholders and are ignored. */
export function liteClient(_appId?: string, _apiKey?: string): SearchClient {
  return getLocalSearchClient();
}
