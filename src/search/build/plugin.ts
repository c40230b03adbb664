/**
 * Change: aliases `@site-search/page` to the /search page of the build's mode and gives each mode its own bundler
 * cache, because the persistent cache of neither webpack nor Rspack notices a changed alias.
 * The search plugin. In local mode (no hosted index configured, see ./mode.ts):
 *  - adds the row and question anchors (./anchors.ts) to every docs page;
 *  - after the build, reads every built page (./extract.ts) and writes the index (./indexWriter.ts) into
 *    build/search-index/: a manifest listing every file, postings shards and page-text shards. This runs in a worker
 *    thread (./writeSearchIndex.ts, bundled at load), beside the offline plugin's and the PWA plugin's postBuild;
 *  - makes the /search page the site's own (../ui/SearchPage/LocalSearchPage.tsx);
 *  - loads a stylesheet that hides the Algolia branding, since no Algolia is involved.
 * In hosted mode it keeps the theme's /search page, and writes the index only when `localIndex` asks for it (Ask AI
 * on premises retrieves from it, src/askai/build/options.ts).
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bundleWorkerScript} from '../../../lib/workerScript';
import {readSearchCanon} from './thesaurus';
import type {IndexJob} from './writeSearchIndex';
import {asyncStylesheet} from '../../pageLoad/asyncStylesheet';

export interface SearchIndexPluginOptions {
  mode: 'local' | 'hosted';
  /** Write build/search-index/ (always in local mode). */
  localIndex?: boolean;
}

/** Runs ./writeSearchIndex.ts, bundled into `script`, in a worker thread; resolves with the number of files written. */
export function writeSearchIndexInWorker(script: string, job: IndexJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {workerData: job});
    worker.once('message', (files: number) => resolve(files));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`search index: the worker stopped (exit code ${code})`)));
  });
}

/**
 * The search modal's styles (DocSearch's and ../ui/SearchBar/styles.css) in a stylesheet of their own, loaded with the
 * modal: they were a fifth of the one every page waits for. The navbar button's styles stay in that one.
 */
export const SEARCH_MODAL_STYLES = asyncStylesheet(
  'search-modal',
  /[\\/](?:@docsearch[\\/]css[\\/]dist[\\/]modal\.css|src[\\/]search[\\/]ui[\\/]SearchBar[\\/]styles\.css)$/,
);

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexPluginOptions): Plugin {
  const local = options.mode === 'local';
  const writesIndex = local || options.localIndex === true;
  const workerScript = path.join(context.generatedFilesDir, 'search-index', 'writeSearchIndex.js');
  return {
    name: 'search-index',
    async loadContent() {
      if (!writesIndex) return;
      await bundleWorkerScript(path.join(__dirname, 'writeSearchIndex.ts'), workerScript);
    },
    getClientModules() {
      return local ? [path.resolve(__dirname, '../ui/local-mode.css')] : [];
    },
    configureWebpack(config, isServer) {
      // webpack's persistent cache does not notice a changed alias (webpack#13627): without a cache per mode, a build
      // after a build in the other mode shipped the other mode's /search page.
      if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        config.cache.name = `${config.cache.name ?? 'default'}-search-${options.mode}`;
      }
      // Rspack (@docusaurus/faster) has no cache name: Docusaurus folds the name into experiments.cache.version.
      const rspackCache = (config as {experiments?: {cache?: {type?: string; version?: string}}}).experiments?.cache;
      if (rspackCache?.type === 'persistent') {
        rspackCache.version = `${rspackCache.version ?? 'default'}-search-${options.mode}`;
      }
      // src/theme/SearchPage renders this module: each build carries only the page of its mode.
      const page = local ? '../ui/SearchPage/LocalSearchPage.tsx' : '../ui/SearchPage/HostedSearchPage.tsx';
      return {
        resolve: {alias: {'@site-search/page$': path.resolve(__dirname, page)}},
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {searchModalStyles: SEARCH_MODAL_STYLES}}}}),
      };
    },
    async postBuild({outDir, routesPaths}) {
      if (!writesIndex) return;
      const {baseUrl} = context.siteConfig;
      await writeSearchIndexInWorker(workerScript, {outDir, routes: routesPaths, baseUrl, ...readSearchCanon(baseUrl)});
    },
  };
}
