/** The print styles (src/handbooks/print.css) on every page: readers print single pages, and the handbooks use them. */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function handbooksPlugin(): Plugin {
  return {
    name: 'handbooks',
    getClientModules() {
      return [path.join(__dirname, 'print.css')];
    },
  };
}
