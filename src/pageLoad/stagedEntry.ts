/**
 * Change: Docusaurus's client entry, started in a series of short tasks instead of one, because evaluating the main
 * bundle and starting the page's route was the longest task of a page load on a phone (./plugin.ts makes this the
 * production entry).
 * React DOM is evaluated first, then the app's modules group by group (client modules, routes and registry, router,
 * theme), each followed by a turn for the browser (input, painting); then the page's route is matched in short slices
 * (compiling the routes' paths), its chunks are requested route by route, the collator that string comparison needs
 * is built, and then the original entry runs exactly as before, finding its imports ready and its chunks on the way.
 * Everything stays in the main bundle (webpackMode "eager"): no extra request.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Longest stretch of route matching in one task, in milliseconds (4× that on a phone Lighthouse emulates). */
const MATCH_SLICE_MS = 8;

/**
 * Matches the page's address against the routes as react-router-config's matchRoutes does (the first match at each
 * level, then its child routes), in slices. Matching compiles each route's path (path-to-regexp) the first time it is
 * tried: on a doc page, most of the site's routes, 50 ms on a phone in one task. The router caches what it compiled,
 * so the client entry's own matching and the first render then find every path compiled.
 */
async function warmRouteMatching(pathname: string): Promise<void> {
  const [{default: routes}, {matchPath}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ '@docusaurus/router'),
  ]);
  let level: typeof routes | undefined = routes;
  let sliceStart = performance.now();
  while (level) {
    let next: typeof routes | undefined;
    for (const route of level) {
      if (performance.now() - sliceStart > MATCH_SLICE_MS) {
        await nextTask();
        sliceStart = performance.now();
      }
      // A route without a path matches as its parent did (react-router-config); the site's routes all have one.
      if (route.path && matchPath(pathname, route)) {
        next = route.routes as typeof routes | undefined;
        break;
      }
    }
    level = next;
  }
}

/**
 * Starts downloading the chunks of the page's route, one matched route (layout, then page) a task: the client entry's
 * own preload does them all in one task, and adding each script element costs a few milliseconds on a phone. The
 * route components remember their loading, so the entry's preload then adds no script.
 */
async function preloadRouteChunks(pathname: string): Promise<void> {
  const [{default: routes}, {matchRoutes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  for (const {route} of matchRoutes(routes, pathname)) {
    // react-loadable types preload() as void; Docusaurus's preload awaits it (it returns the loading promise).
    void (route.component.preload?.() as Promise<unknown> | undefined)?.catch(() => undefined);
    await nextTask();
  }
}

/**
 * The app's modules, imported in the order App.js imports them, each group in a task of its own: evaluating them all
 * at once was the longest task after React DOM's. Each finds what the previous ones evaluated.
 */
const APP_STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/renderRoutes'),
  () => import(/* webpackMode: "eager" */ '@theme/Root'),
  () => import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
  () => import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
];

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  for (const stage of APP_STAGES) {
    await stage();
    await nextTask();
  }
  await warmRouteMatching(window.location.pathname);
  await nextTask();
  await preloadRouteChunks(window.location.pathname);
  // The first String#localeCompare of a page builds the ICU collator. Docusaurus makes that first call while hydrating
  // (finding the active docs plugin, memoising the navbar's secondary menu), inside hydration's longest task; made
  // here, it costs a task of its own. The receiver is read from the page so that the minifier cannot drop the call as
  // unused (it dropped a call on two literals).
  document.documentElement.lang.localeCompare('zh-Hans');
  await nextTask();
  // Likewise the first date format of a locale loads its ICU date patterns: a doc page's「最后更新」date (theme-classic's
  // LastUpdated) made that the largest part of a hydration slice on a phone. Formatted here, with the same options, the
  // engine's per-locale cache is filled in a task of its own.
  new Intl.DateTimeFormat(document.documentElement.lang, {
    calendar: 'gregory',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(0);
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
