/** Writes the Janus API console's zip (./build.ts) into static/downloads/ before each build and start. */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {OPENAPI_FILE} from './spec';
import {CODES_FILE} from '../../src/canon-data/load';
import {writeConsoleZip} from './build';

export default function apiConsolePlugin(): Plugin {
  return {
    name: 'api-console',
    async loadContent() {
      writeConsoleZip();
    },
    getPathsToWatch() {
      return [
        ...['index.html', 'README.txt', '*.ts'].map((file) => path.join(__dirname, file)),
        path.resolve(__dirname, '..', '..', 'src', 'utils', 'envString.ts'),
        OPENAPI_FILE,
        CODES_FILE,
      ];
    },
  };
}
