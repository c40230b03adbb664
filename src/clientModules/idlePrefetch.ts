/**
 * Change: replaces window.docusaurus.prefetch with one that prefetches in idle time, each chunk once, because
 * Docusaurus's prefetched while the page was still busy loading, and appended a <link rel=prefetch> for every chunk of
 * every route a link leads to, the page's own chunks included: on a doc page, some twenty links per link in view.
 * Docusaurus prefetches the chunks of every internal link that comes into view: each link's IntersectionObserver calls
 * window.docusaurus.prefetch, which matches the route against every route of the site, gathers the chunks of each
 * route matched (for a doc, the docs layout routes above it too, whose chunks the page already runs) from a scan of
 * the whole chunk table for each, and adds a <link rel=prefetch> per chunk. Right after a page loads that is every link
 * on screen, all in one task; a link element costs a few milliseconds on a phone.
 * Here window.docusaurus.prefetch queues the route; the queue is worked through while the browser has time to spare,
 * in short slices; the chunk table is indexed by route once, on the first prefetch; and a chunk the page has already
 * fetched (its resource timing entries say so) or prefetched gets no link, and nothing is prefetched while the
 * browser is offline. Preloading on hover and touch (window.docusaurus.preload) is untouched.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../utils/whenIdle';

type Docusaurus = Window['docusaurus'];

/** Docusaurus's chunk-asset helper (its bundler plugin adds it to the runtime): a chunk's URL from its name. */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

const queue: Array<() => void> = [];
let cancel: (() => void) | undefined;

/**
 * The most prefetching one idle callback does, in milliseconds: on a phone four times slower than a desktop (as
 * Lighthouse's mobile run assumes) a slice stays under 50 ms, the length from which a task blocks input. An idle
 * period can last 50 ms, and filling it made the longest tasks of /search, where twenty results come into view at once.
 */
export const SLICE_MS = 10;

/** Runs queued prefetches while the browser is idle, at most SLICE_MS of them (one when the callback timed out). */
export function runSlice(pending: Array<() => void>, deadline: IdleDeadline, now = () => performance.now()): void {
  const start = now();
  while (pending.length > 0 && (deadline.timeRemaining() > 5 || deadline.didTimeout)) {
    pending.shift()!();
    if (deadline.didTimeout || now() - start >= SLICE_MS) break;
  }
}

function work(deadline: IdleDeadline): void {
  cancel = undefined;
  runSlice(queue, deadline);
  if (queue.length > 0) cancel = whenIdle(work);
}

/** The chunk names of a route table entry (nested: `{__comp, __context: {plugin}, content}`), in order. */
export function chunkNamesOf(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, into);
  return into;
}

/**
 * The chunk table by route path: Docusaurus keys it by path and a hash (`/docs/intro-f0e`), several entries to a path
 * (the docs layout routes all sit at /docs). Built once; Docusaurus scanned the whole table for each route matched.
 */
export function indexChunkNames(table: Record<string, unknown>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [pathWithHash, chunks] of Object.entries(table)) {
    const path = pathWithHash.replace(/-[^-]+$/, '');
    const names = byPath.get(path) ?? [];
    chunkNamesOf(chunks, names);
    byPath.set(path, names);
  }
  return byPath;
}

/**
 * The route table, the chunk table indexed by path, and the route matcher. All three are in the main bundle already
 * (the app renders the routes with them): imported on the first prefetch, they add no request and no chunk.
 */
interface Tables {
  routes: typeof import('@generated/routes').default;
  chunkIndex: Map<string, string[]>;
  matchRoutes: typeof import('react-router-config').matchRoutes;
}
let tables: Tables | undefined;
let loadingTables: Promise<void> | undefined;

function loadTables(): Promise<void> {
  loadingTables ??= Promise.all([
    import('@generated/routes'),
    import('@generated/routesChunkNames'),
    import('react-router-config'),
  ]).then(([routes, chunkNames, router]) => {
    const table = ((chunkNames as {default?: unknown}).default ?? chunkNames) as Record<string, unknown>;
    tables = {routes: routes.default, chunkIndex: indexChunkNames(table), matchRoutes: router.matchRoutes};
  });
  return loadingTables;
}

/** Chunk URLs the page has fetched, or has a script element or a prefetch link for (absolute). */
const requested = new Set<string>();
/** How many of the page's resource timing entries `requested` has taken in. */
let entriesSeen = 0;

/**
 * Takes in what the page has fetched since the last call: the runtime removes a chunk's script element once it has
 * run, so only the resource timing entries still name the chunks the page runs.
 */
function noteFetched(): void {
  const entries = performance.getEntriesByType('resource');
  for (let i = entriesSeen; i < entries.length; i++) requested.add(entries[i].name);
  entriesSeen = entries.length;
  for (const script of Array.from(document.scripts)) if (script.src) requested.add(script.src);
}
const prefetchedRoutes = new Set<string>();

/** As Docusaurus: no prefetching on a slow connection or when the reader asked to save data. */
function slowConnection(): boolean {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function addPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Prefetches the chunks of a route that the page has not loaded or prefetched yet. */
function prefetchRoute(routePath: string): void {
  const assetUrl = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca;
  if (!assetUrl || !tables) return;
  // A chunk the page has run or requested since the last prefetch (a navigation, say) is skipped too.
  noteFetched();
  for (const match of tables.matchRoutes(tables.routes, routePath)) {
    for (const name of tables.chunkIndex.get(match.route.path ?? '') ?? []) {
      const url = assetUrl(name);
      // The runtime answers "…undefined…" for a chunk merged into another one: nothing to fetch.
      if (!url || url.includes('undefined')) continue;
      const absolute = new URL(url, document.baseURI).href;
      if (requested.has(absolute)) continue;
      requested.add(absolute);
      addPrefetchLink(url);
    }
  }
}

function idlePrefetch(original: Docusaurus): Docusaurus {
  return Object.freeze({
    preload: original.preload,
    prefetch: (routePath: string) => {
      // Offline (a saved family read between halls), a prefetch only fails: the linked pages are not saved.
      if (!navigator.onLine || slowConnection() || prefetchedRoutes.has(routePath)) return false;
      prefetchedRoutes.add(routePath);
      queue.push(() => prefetchRoute(routePath));
      void loadTables().then(() => {
        cancel ??= whenIdle(work);
      });
      return Promise.resolve([]);
    },
  });
}

const patched = new WeakSet<Docusaurus>();

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // window.docusaurus is set by the client entry before the first render; links call it when they come into view.
    if (window.docusaurus && !patched.has(window.docusaurus)) {
      window.docusaurus = idlePrefetch(window.docusaurus);
      patched.add(window.docusaurus);
    }
  },
};

export default clientModule;
