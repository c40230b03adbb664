/**
 * Change: production browser builds start from ./stagedEntry.ts instead of Docusaurus's client entry, because
 * evaluating the whole main bundle in one task was the longest task of a phone's page load.
 * The server build and the dev server keep the original entry.
 * In those builds @docusaurus/utils-common's `require("tslib")` resolves to ./tslib.ts, which hands it the one helper it
 * uses: a CommonJS require of tslib's module build keeps every helper of it in the main bundle (3.0 KiB gzip).
 * DOCS_SOURCE_MAPS=1 also writes a hidden source map beside each browser chunk (the scripts are byte for byte the same,
 * with no sourceMappingURL): the page-load benches name modules with them (bench/lighthouse/scripts.ts, profile.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CORE_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

/** The only module of the browser bundles that requires tslib (for `__importDefault`). */
export const UTILS_COMMON_INDEX = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

export default function pageLoadPlugin(): Plugin {
  return {
    name: 'page-load',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      if (config.entry !== CORE_CLIENT_ENTRY) {
        throw new Error(
          `page-load: the client entry is ${JSON.stringify(config.entry)}, expected ${CORE_CLIENT_ENTRY}; ` +
            're-check src/pageLoad/stagedEntry.ts against this Docusaurus version',
        );
      }
      config.entry = path.resolve(__dirname, 'stagedEntry.ts');
      const tslib = {
        module: {rules: [{test: UTILS_COMMON_INDEX, resolve: {alias: {tslib$: path.resolve(__dirname, 'tslib.ts')}}}]},
      };
      if (!process.env.DOCS_SOURCE_MAPS) return tslib;
      // The persistent cache keeps minified chunks without their maps: the maps get a cache of their own.
      const rspackCache = (config as {experiments?: {cache?: {type?: string; version?: string}}}).experiments?.cache;
      if (rspackCache?.type === 'persistent') rspackCache.version = `${rspackCache.version ?? 'default'}-source-maps`;
      if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        config.cache.name = `${config.cache.name ?? 'default'}-source-maps`;
      }
      return {...tslib, devtool: 'hidden-source-map'};
    },
  };
}
