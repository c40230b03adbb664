/**
 * Production browser builds start from src/client/stagedEntry.ts, which runs Docusaurus's client entry in four tasks.
 * The server build and the dev server keep the original entry.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const CORE_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

export default function stagedEntryPlugin(): Plugin {
  return {
    name: 'staged-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      if (config.entry !== CORE_CLIENT_ENTRY) {
        throw new Error(
          `staged-entry: the client entry is ${JSON.stringify(config.entry)}, expected ${CORE_CLIENT_ENTRY}; re-check src/client/stagedEntry.ts against this Docusaurus version`,
        );
      }
      config.entry = path.resolve(__dirname, '../client/stagedEntry.ts');
      return {};
    },
  };
}
