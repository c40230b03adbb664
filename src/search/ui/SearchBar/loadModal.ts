/**
 * Change: DocSearch's modal is fetched on the reader's first sign of wanting to search, because the theme's search bar
 * ships it in every page's main bundle; in local mode the tab's search client comes with it and starts on the index.
 */
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import type {SearchClient} from '../../browser/algolia';

interface TabSearch {
  Modal: typeof DocSearchModalType | null;
  /** The tab's local client (local mode). */
  client: SearchClient | null;
  /** Whether a search of this tab has been answered, so the index is there. */
  answered: boolean;
}

/**
 * What this tab has loaded, and whether its search has answered yet. Module state on purpose: these belong to the
 * tab, not to one search bar; a page of another kind (a doc, /search, the home page) mounts a navbar of its own, and
 * with it a new search bar, which finds them here.
 */
export const tab: TabSearch = {Modal: null, client: null, answered: false};

/** Fetches the modal (and in local mode the local client) once; the index starts loading at once. */
export function loadModal(local: boolean): Promise<void> {
  const modal = tab.Modal
    ? Promise.resolve()
    : Promise.all([
        import('@docsearch/react/modal'),
        import('@docsearch/css/dist/modal.css'),
        import('./styles.css'),
      ]).then(([{DocSearchModal}]) => {
        tab.Modal = DocSearchModal;
      });
  if (!local) return modal;
  const client = tab.client
    ? Promise.resolve()
    : import('../../browser/tabClient').then(({getLocalSearchClient}) => {
        tab.client = getLocalSearchClient();
      });
  return Promise.all([modal, client]).then(() => {
    // A failure shows on the modal's error screen when the reader searches.
    tab.client?.preload().catch(() => undefined);
  });
}
