/**
 * The browser bundle's entry in production builds (src/plugins/staged-entry.ts): Docusaurus's own client entry,
 * started in four tasks instead of one. Evaluating the main bundle was the longest task of a page load on a phone:
 * React DOM compiled on first use, then the app (routes, registry, theme), then the entry asking for the page's
 * chunks, all at once. Here React DOM is evaluated first, then the app, each followed by a turn for the browser (input,
 * painting), then the collator that string comparison needs is built, and then the original entry runs exactly as
 * before, finding its imports ready. Everything stays in the main bundle (webpackMode "eager"): no extra request. On
 * the longest doc page the three first steps took the median mobile TBT from 218 to 95 ms (Lighthouse, 7 runs each,
 * session 4); the collator step, 136 to 120 ms (7 runs each, session 5).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js');
  await nextTask();
  // The first String#localeCompare of a page builds the ICU collator: 9-17 ms in Chromium here, four times that on
  // a phone. Docusaurus makes that first call while hydrating (finding the active docs plugin, memoising the navbar's
  // secondary menu), inside hydration's longest task; made here, it costs a task of its own.
  'a'.localeCompare('b');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
