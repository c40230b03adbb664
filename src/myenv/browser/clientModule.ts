/**
 * What every page runs for「我的环境」: one read of localStorage. Only when the reader has set values is the code that
 * fills the page (./apply.ts) loaded, after hydration, and kept in step with later changes, in this tab or another.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {readValues, subscribe} from './store';

let loaded: Promise<typeof import('./apply')> | null = null;

function update(): void {
  if (!loaded && !readValues()) return;
  loaded ??= import(/* webpackChunkName: "myenv-apply" */ './apply');
  void loaded.then(
    (apply) => apply.refresh(),
    () => {
      // Offline before the chunk was ever fetched: the page keeps its samples, the next route tries again.
      loaded = null;
    },
  );
}

if (ExecutionEnvironment.canUseDOM) subscribe(update);

export function onRouteDidUpdate(): void {
  // The first call comes with hydration; the page is React's until <html data-has-hydrated> says it is done.
  if (document.documentElement.dataset.hasHydrated === 'true') {
    update();
    return;
  }
  const watch = new MutationObserver(() => {
    if (document.documentElement.dataset.hasHydrated !== 'true') return;
    watch.disconnect();
    update();
  });
  watch.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
}
