/** Cache names and the messages between pages and the service worker (src/offline/sw.ts). */
export const CACHE_PAGES = 'docs-pages';
export const CACHE_ASSETS = 'docs-assets';
export const CACHE_DATA = 'docs-data';
const FAMILY_CACHE = 'docs-family:';

/** What the build writes for the families (./plugin.ts): here, not in ./families.ts, so that the offline badge on every
 * page reads it without the product list. */
export const OFFLINE_INDEX_PATH = '/offline-index.json';

/** One cache per saved family and revision: `docs-family:<id>:<revision>`. */
export function familyCacheName(family: string, revision: string): string {
  return `${FAMILY_CACHE}${family}:${revision}`;
}

export function parseFamilyCacheName(name: string): {family: string; revision: string} | null {
  if (!name.startsWith(FAMILY_CACHE)) return null;
  const [family, revision] = name.slice(FAMILY_CACHE.length).split(':');
  return family && revision ? {family, revision} : null;
}

export type ClientMessage =
  | {type: 'offline:save'; family: string}
  | {type: 'offline:refresh'}
  | {type: 'offline:measure'}
  | {type: 'offline:warm'; urls: string[]};

export type WorkerMessage =
  | {type: 'offline:progress'; family: string; done: number; total: number; bytes: number}
  | {type: 'offline:saved'; family: string}
  | {type: 'offline:measured'; family?: undefined; searchIndexBytes: number}
  | {type: 'offline:error'; family: string; reason: 'quota' | 'network'};
