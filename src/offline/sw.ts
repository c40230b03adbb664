/**
 * The site's own part of the service worker. @docusaurus/plugin-pwa builds its worker (precaching the shell,
 * src/offline/shell.ts, and showing the update notice) and runs this first; src/offline/plugin.ts compiles it for
 * that. It caches what the reader uses and serves it when the network is gone:
 *  - pages: network first (a new deploy is seen at once), the cached copy when the network fails or stalls;
 *  - hashed assets (scripts, styles, images): from the cache, they never change under one name;
 *  - the search index, the offline index and the handbook list: network first;
 *  - pages' Markdown twins (`/docs/a/b.md`, src/markdown/): network first, as the pages they copy.
 * Saved families (src/offline/protocol.ts) live in caches of their own, one per family and revision, which a failed
 * lookup also searches. A saved family is replaced only once its new revision has been downloaded completely, so it
 * is refreshed after a redeploy and never lost when the network fails halfway.
 */
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import type {WorkboxPlugin} from 'workbox-core';
import {OFFLINE_INDEX_PATH, type OfflineFamily, type OfflineIndex} from './families';
import {isShellFile} from './shell';
import {
  CACHE_ASSETS,
  CACHE_DATA,
  CACHE_PAGES,
  familyCacheName,
  parseFamilyCacheName,
  type ClientMessage,
  type WorkerMessage,
} from './protocol';
import {offlinePageHtml} from './offlinePage';

declare const self: ServiceWorkerGlobalScope;

/** A pause longer than this on a page request is a dead network (Wi-Fi lost between halls): the cached copy is used. */
const PAGE_NETWORK_TIMEOUT_SECONDS = 4;
const DOWNLOAD_CONCURRENCY = 4;

const anyCache: WorkboxPlugin = {
  // A file the strategy's own cache lacks may be in a saved family's cache or in the precache.
  handlerDidError: async ({request}) =>
    (await caches.match(request, {ignoreSearch: request.mode === 'navigate', ignoreVary: true})) ?? undefined,
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

function isData(pathname: string): boolean {
  return (
    pathname.startsWith('/search-index/') ||
    pathname === OFFLINE_INDEX_PATH ||
    pathname.startsWith('/downloads/handbooks/') ||
    pathname.startsWith('/img/') ||
    pathname === '/manifest.webmanifest'
  );
}

async function broadcast(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({includeUncontrolled: true})) client.postMessage(message);
}

async function fetchIndex(): Promise<OfflineIndex> {
  const response = await fetch(OFFLINE_INDEX_PATH, {cache: 'no-store'});
  if (!response.ok) throw new Error(`${OFFLINE_INDEX_PATH}: ${response.status}`);
  const copy = response.clone();
  await (await caches.open(CACHE_DATA)).put(OFFLINE_INDEX_PATH, copy);
  return (await response.json()) as OfflineIndex;
}

/**
 * The files of the search index, each once: its manifest and every file the manifest lists
 * (src/search/build/indexWriter.ts). The manifest lists itself: counted twice, it made the size the panel shows larger
 * than what is saved.
 */
async function searchIndexFiles(): Promise<string[]> {
  const manifest = await fetch('/search-index/manifest.json', {cache: 'no-store'});
  if (!manifest.ok) throw new Error(`/search-index/manifest.json: ${manifest.status}`);
  const {files} = (await manifest.json()) as {files: string[]};
  return [...new Set(['/search-index/manifest.json', ...files])];
}

/** Size of the search index files, for the size a family save shows before it starts. */
async function searchIndexBytes(): Promise<number> {
  const sizes = await Promise.all(
    (await searchIndexFiles()).map(async (url) => {
      const response = await fetch(url, {method: 'HEAD'});
      return Number(response.headers.get('content-length') ?? 0) || 0;
    }),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

const saving = new Map<string, Promise<void>>();

async function download(family: OfflineFamily): Promise<void> {
  const files = [...family.files, ...(await searchIndexFiles())];
  const name = familyCacheName(family.id, family.revision);
  const cache = await caches.open(name);
  let done = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const url = files[next++];
      const response = await fetch(url, {cache: 'no-cache'});
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const body = await response.clone().arrayBuffer();
      await cache.put(url, response);
      done += 1;
      bytes += body.byteLength;
      void broadcast({type: 'offline:progress', family: family.id, done, total: files.length, bytes});
    }
  };
  try {
    await Promise.all(Array.from({length: DOWNLOAD_CONCURRENCY}, worker));
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  // Only now is the older copy dropped: a download that fails halfway leaves the reader's saved pages in place.
  for (const key of await caches.keys()) {
    const parsed = parseFamilyCacheName(key);
    if (parsed?.family === family.id && parsed.revision !== family.revision) await caches.delete(key);
  }
}

function save(familyId: string): Promise<void> {
  const running = saving.get(familyId);
  if (running) return running;
  const job = (async () => {
    try {
      const family = (await fetchIndex()).families.find((f) => f.id === familyId);
      if (!family) throw new Error(`unknown family ${familyId}`);
      await download(family);
      await broadcast({type: 'offline:saved', family: familyId});
    } catch (error) {
      await broadcast({type: 'offline:error', family: familyId, reason: isQuotaError(error) ? 'quota' : 'network'});
    } finally {
      saving.delete(familyId);
    }
  })();
  saving.set(familyId, job);
  return job;
}

/** Re-downloads every saved family whose files changed since it was saved; keeps the old copy when that fails. */
async function refreshSaved(): Promise<void> {
  const saved = (await caches.keys()).map(parseFamilyCacheName).filter((p) => p !== null);
  if (saved.length === 0) return;
  let index: OfflineIndex;
  try {
    index = await fetchIndex();
  } catch {
    return; // offline: the saved copies stay as they are
  }
  for (const {family, revision} of saved) {
    const current = index.families.find((f) => f.id === family);
    if (current && current.revision !== revision) await save(family);
  }
}

/** A page's Markdown twin, which「复制为 Markdown」fetches: stored with the pages, read as one of them. */
const isTwin = (pathname: string) => pathname.startsWith('/docs') && pathname.endsWith('.md');

/** The cache a same-origin path belongs in, or null for the precached shell and paths the worker leaves alone. */
function cacheFor(pathname: string): string | null {
  if (isShellFile(pathname)) return null;
  if (pathname.startsWith('/assets/')) return CACHE_ASSETS;
  if (isData(pathname)) return CACHE_DATA;
  if (isTwin(pathname)) return CACHE_PAGES;
  return /\.[a-z0-9]+$/i.test(pathname) ? null : CACHE_PAGES;
}

/**
 * The first page a reader opens loads before the worker exists: it sends what it loaded (src/offline/register.ts),
 * which is cached here as if it had come through the worker.
 */
async function warm(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      const cacheName = sameOrigin(url) ? cacheFor(url.pathname) : null;
      if (!cacheName) return;
      const cache = await caches.open(cacheName);
      if (await cache.match(url.pathname)) return;
      const response = await fetch(url.pathname).catch(() => null);
      if (response?.ok) await cache.put(url.pathname, response);
    }),
  );
}

async function cachedPages(): Promise<Set<string>> {
  const pages = new Set<string>();
  for (const key of await caches.keys()) {
    if (key !== CACHE_PAGES && !parseFamilyCacheName(key)) continue;
    for (const request of await (await caches.open(key)).keys()) {
      const url = new URL(request.url);
      if (!/\.[a-z0-9]+$/i.test(url.pathname)) pages.add(url.pathname);
    }
  }
  return pages;
}

async function offlineFallback(): Promise<Response> {
  const indexResponse = await caches.match(OFFLINE_INDEX_PATH, {ignoreSearch: true});
  const index = indexResponse ? ((await indexResponse.json()) as OfflineIndex) : {families: []};
  return new Response(offlinePageHtml(index, await cachedPages()), {
    status: 503,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}

export default function offlineWorker(): void {
  registerRoute(
    ({request, url}) => request.mode === 'navigate' && sameOrigin(url),
    new NetworkFirst({
      cacheName: CACHE_PAGES,
      networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
      plugins: [anyCache],
    }),
  );
  registerRoute(
    ({url}) => sameOrigin(url) && cacheFor(url.pathname) === CACHE_ASSETS,
    new CacheFirst({cacheName: CACHE_ASSETS, plugins: [anyCache]}),
  );
  registerRoute(
    ({url}) => sameOrigin(url) && cacheFor(url.pathname) === CACHE_DATA,
    new NetworkFirst({cacheName: CACHE_DATA, plugins: [anyCache]}),
  );
  // A saved family holds its pages' twins: without this route a twin fetched offline would never reach the cache.
  registerRoute(
    ({request, url}) => request.mode !== 'navigate' && sameOrigin(url) && isTwin(url.pathname),
    new NetworkFirst({
      cacheName: CACHE_PAGES,
      networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
      plugins: [anyCache],
    }),
  );
  setCatchHandler(async ({request}) => (request.mode === 'navigate' ? offlineFallback() : Response.error()));

  self.addEventListener('message', (event) => {
    const message = event.data as ClientMessage | undefined;
    if (message?.type === 'offline:save') event.waitUntil(save(message.family));
    // Pages post this when they load online and a family is saved (src/offline/register.ts): after a redeploy, and
    // when the network comes back, saved families are brought up to date. Not on activation, which would hold every
    // request of the reloaded page until the download ends.
    else if (message?.type === 'offline:refresh') event.waitUntil(refreshSaved());
    // With what the first page loaded, the offline index, which the offline page and the indicator take their titles
    // from: that page may have fetched it before the worker was there, or not at all.
    else if (message?.type === 'offline:warm') event.waitUntil(warm([...message.urls, OFFLINE_INDEX_PATH]));
    else if (message?.type === 'offline:measure') {
      const source = event.source;
      event.waitUntil(
        searchIndexBytes()
          .catch(() => 0)
          .then((bytes) =>
            source?.postMessage({type: 'offline:measured', searchIndexBytes: bytes} satisfies WorkerMessage),
          ),
      );
    }
  });
  // Take over the page that registered the worker, so that what it fetches from now on (the search index) is cached.
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
