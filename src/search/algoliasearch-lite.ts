/**
 * Stands in for `algoliasearch/lite` in local mode (a webpack alias set by src/plugins/search-index.ts): the theme's
 * /search page calls `liteClient(appId, apiKey)` and gets the local client, which fetches the index built with the
 * site on first use. The search bar uses the same instance, so the index is fetched once per visit.
 */
import siteConfig from '@generated/docusaurus.config';
import {LocalSearchClient} from './client';
import {INDEX_FILE_NAME, isSearchIndexFile, type SearchIndexFile} from './format';

let instance: LocalSearchClient | null = null;

async function loadIndex(): Promise<SearchIndexFile> {
  const response = await fetch(`${siteConfig.baseUrl}${INDEX_FILE_NAME}`, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isSearchIndexFile(data)) throw new Error('search index: unexpected format');
  return data;
}

export function getLocalSearchClient(): LocalSearchClient {
  if (!instance) {
    const origin = typeof window !== 'undefined' ? window.location.origin : siteConfig.url;
    instance = new LocalSearchClient({load: loadIndex, origin});
  }
  return instance;
}

/** Same signature as algoliasearch's; the credentials are the config's placeholders and are ignored. */
export function liteClient(_appId?: string, _apiKey?: string): LocalSearchClient {
  return getLocalSearchClient();
}
