/**
 * Change: Docusaurus's client entry, started in four tasks instead of one, because evaluating the main bundle was the
 * longest task of a page load on a phone (./plugin.ts makes this the production entry).
 * React DOM is evaluated first, then the app (routes, registry, theme), each followed by a turn for the browser (input,
 * painting), then the collator that string comparison needs is built, and then the original entry runs exactly as
 * before, finding its imports ready. Everything stays in the main bundle (webpackMode "eager"): no extra request.
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
  // The first String#localeCompare of a page builds the ICU collator. Docusaurus makes that first call while hydrating
  // (finding the active docs plugin, memoising the navbar's secondary menu), inside hydration's longest task; made
  // here, it costs a task of its own.
  'a'.localeCompare('b');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
