/**
 * Change: aliases `@site-search/page` to the /search page of the build's mode and gives each mode its own bundler
 * cache, because the persistent cache of neither webpack nor Rspack notices a changed alias.
 * The search plugin. In local mode (no hosted index configured, see ./mode.ts):
 *  - adds the row and question anchors (./anchors.ts) to every docs page;
 *  - after the build, reads every built page (./extract.ts) and writes the index (./indexWriter.ts) into
 *    build/search-index/: a manifest listing every file, postings shards and page-text shards;
 *  - makes the /search page the site's own (../ui/SearchPage/LocalSearchPage.tsx);
 *  - loads a stylesheet that hides the Algolia branding, since no Algolia is involved.
 * In hosted mode it keeps the theme's /search page, and writes the index only when `localIndex` asks for it (Ask AI
 * on premises retrieves from it, src/askai/build/options.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_DIR} from '../engine/format';
import {extractSite} from './extract';
import {writeIndex} from './indexWriter';
import {readThesaurus} from './thesaurus';

export interface SearchIndexPluginOptions {
  mode: 'local' | 'hosted';
  /** Write build/search-index/ (always in local mode). */
  localIndex?: boolean;
}

/** Writes the index of a built site into outDir/search-index/ (an earlier index there is replaced). */
export async function writeSearchIndex(outDir: string, routes: string[], baseUrl: string): Promise<number> {
  const {lang, pages} = await extractSite(outDir, routes, baseUrl);
  const files = writeIndex(pages, lang, {baseUrl, thesaurus: readThesaurus()});
  const dir = path.join(outDir, INDEX_DIR);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  await Promise.all([...files].map(([name, data]) => fs.writeFile(path.join(dir, name), JSON.stringify(data))));
  return files.size;
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexPluginOptions): Plugin {
  const local = options.mode === 'local';
  const writesIndex = local || options.localIndex === true;
  return {
    name: 'search-index',
    getClientModules() {
      return local ? [path.resolve(__dirname, '../ui/local-mode.css')] : [];
    },
    configureWebpack(config) {
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
      return {resolve: {alias: {'@site-search/page$': path.resolve(__dirname, page)}}};
    },
    async postBuild({outDir, routesPaths}) {
      if (!writesIndex) return;
      await writeSearchIndex(outDir, routesPaths, context.siteConfig.baseUrl);
    },
  };
}
