/**
 * The product families a reader can take offline or print as a handbook: the site's products (src/products.ts), each
 * with its pages' route prefixes, its landing page and the sidebar whose order its handbook follows. Shared by the
 * build step (src/offline/plugin.ts), the browser (src/offline/ui) and the handbooks (src/handbooks).
 */
import {PRODUCTS, productOfPath} from '../products';

export interface Family {
  id: string;
  /** The product's name as readers know it. */
  label: string;
  /** Route prefixes of the family's pages. */
  prefixes: string[];
  /** The family's first page: it offers the family's offline download and PDF. */
  landing: string;
  /** The sidebar whose order the handbook follows (Triton's pages sit in Janus's sidebar). */
  sidebar: string | null;
}

export const FAMILIES: Family[] = PRODUCTS.map(({id, label, prefixes, landing, sidebar}) => ({
  id,
  label,
  prefixes,
  landing,
  sidebar,
}));

export function familyOfPath(pathname: string): Family | undefined {
  const product = productOfPath(pathname);
  return product && FAMILIES.find((family) => family.id === product.id);
}

/**
 * Pages of no product that every family's saved copy holds: each family's pages link glossary terms to /docs/glossary
 * (and the search's definitions lead there), and which version works with which (/docs/compatibility) is among the first
 * questions of whoever installs any of the products. Saved with one family only, they would be missing offline for a
 * reader who saved another. The build stops when one of them is not built (src/offline/plugin.ts).
 */
export const SHARED_PAGES: readonly string[] = ['/docs/glossary', '/docs/compatibility'];

export interface OfflinePage {
  path: string;
  title: string;
}

/** What the build writes to /offline-index.json for the browser and the service worker. */
export interface OfflineIndex {
  families: OfflineFamily[];
  /**
   * The pages every family holds besides its own (SHARED_PAGES), with their titles. Absent from an index written
   * before there were any, which a device offline may still hold in its cache.
   */
  shared?: OfflinePage[];
}

export interface OfflineFamily {
  id: string;
  label: string;
  landing: string;
  /** Changes whenever a file of the family changes: a saved copy with another revision is refreshed. */
  revision: string;
  /** The family's own pages; the shared ones are listed once, in the index's `shared`. */
  pages: OfflinePage[];
  /**
   * Every URL the family needs offline: its pages and the shared pages (SHARED_PAGES), their Markdown twins, scripts,
   * styles, images and diagrams.
   */
  files: string[];
  /** Sum of the sizes of `files` as built (uncompressed). */
  bytes: number;
}

export {OFFLINE_INDEX_PATH} from './protocol';
