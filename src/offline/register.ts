/**
 * Change: @docusaurus/plugin-pwa's registration module imported when the page is idle, because at load it competes with hydration.
 * Registers the service worker: @docusaurus/plugin-pwa's registration (its `swRegister` option points here), started
 * when the page is idle after hydration, so the worker's install (it downloads the shell) never competes with the
 * page's own load. Then, when online and a family is saved, asks the worker to refresh it (src/offline/sw.ts), and
 * again whenever the network comes back.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '@site/src/utils/whenIdle';
import {parseFamilyCacheName, type ClientMessage} from './protocol';

async function refreshSavedFamilies(): Promise<void> {
  if (!navigator.onLine || !navigator.serviceWorker.controller) return;
  const saved = (await caches.keys()).some((key) => parseFamilyCacheName(key) !== null);
  if (saved) navigator.serviceWorker.controller.postMessage({type: 'offline:refresh'} satisfies ClientMessage);
}

/** Sends the worker what this page loaded before the worker controlled it, to be cached (src/offline/sw.ts). */
function warmWorkerCache(): void {
  // Resource entries name absolute URLs: compared as text (a URL parsed for each took 50 ms on a phone).
  const origin = `${location.origin}/`;
  const urls = [
    location.pathname,
    ...performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.startsWith(origin)),
  ];
  navigator.serviceWorker.controller?.postMessage({type: 'offline:warm', urls} satisfies ClientMessage);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', warmWorkerCache, {once: true});
  }
  whenIdle(() => {
    void import('@docusaurus/plugin-pwa/lib/registerSw.js');
    void refreshSavedFamilies();
  });
  window.addEventListener('online', () => void refreshSavedFamilies());
}
