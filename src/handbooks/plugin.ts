/**
 * The print styles (src/handbooks/print.css) on every page: readers print single pages, and the handbooks use them.
 * After the build, an empty handbook list, so that a site deployed without handbooks answers the family pages' request
 * for the list with "none" rather than a 404; `npm run build:handbooks` replaces it with the real list.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {HANDBOOK_LIST_PATH, type HandbookList} from './paths';

export default function handbooksPlugin(): Plugin {
  return {
    name: 'handbooks',
    getClientModules() {
      return [path.join(__dirname, 'print.css')];
    },
    async postBuild({outDir}) {
      const file = path.join(outDir, ...HANDBOOK_LIST_PATH.split('/').filter(Boolean));
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, JSON.stringify({handbooks: []} satisfies HandbookList));
    },
  };
}
