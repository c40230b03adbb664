/**
 * Runs `work` when the browser is idle (requestIdleCallback; a short timeout where it is missing, as in Safari), at the
 * latest after `timeoutMs`. Returns a function that cancels it.
 */
export function whenIdle(work: (deadline: IdleDeadline) => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(id);
  }
  // Without idle callbacks: run after a short pause, with a 10 ms budget, like a short idle period.
  const id = window.setTimeout(() => {
    const begun = Date.now();
    work({didTimeout: false, timeRemaining: () => Math.max(0, 10 - (Date.now() - begun))});
  }, 50);
  return () => window.clearTimeout(id);
}
