/** Writes the Janus STOMP tester's zip (./build.ts) into static/downloads/ before each build and start. */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {writeTesterZip} from './build';

export default function stompTesterPlugin(): Plugin {
  return {
    name: 'stomp-tester',
    async loadContent() {
      writeTesterZip();
    },
    getPathsToWatch() {
      return ['index.html', 'README.txt', '*.ts'].map((file) => path.join(__dirname, file));
    },
  };
}
