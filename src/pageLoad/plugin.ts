/**
 * Change: production browser builds start from ./stagedEntry.ts instead of Docusaurus's client entry, because
 * evaluating the whole main bundle in one task was the longest task of a phone's page load.
 * The server build and the dev server keep the original entry.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CORE_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

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
      return {};
    },
  };
}
