/**
 * Change: wraps window.docusaurus.prefetch so that links coming into view are prefetched in idle time, because
 * prefetching while the page is still busy loading competes with it on a phone.
 * Docusaurus prefetches the chunks of every internal link that comes into view: each link's IntersectionObserver calls
 * window.docusaurus.prefetch, which matches the route against every route of the site and adds a <link rel=prefetch>
 * per chunk. Right after a page loads that is every link on screen, all in one task (on a mid-range phone, the longest
 * task after hydration on a long page). This module keeps the prefetching and moves it to idle time:
 * window.docusaurus.prefetch queues the route, and the queue is worked through while the browser has time to spare.
 * Preloading on hover and touch (window.docusaurus.preload) is untouched.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../utils/whenIdle';

type Docusaurus = Window['docusaurus'];

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

function idlePrefetch(original: Docusaurus): Docusaurus {
  return Object.freeze({
    preload: original.preload,
    prefetch: (routePath: string) =>
      new Promise<void[]>((resolve) => {
        queue.push(() => {
          const result = original.prefetch(routePath);
          if (result) void result.then(resolve, () => resolve([]));
          else resolve([]);
        });
        cancel ??= whenIdle(work);
      }),
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
