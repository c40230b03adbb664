/**
 * Runs `work` when the browser is idle (requestIdleCallback; a short timeout where it is missing, as in Safari), at the
 * latest after `timeoutMs`. Returns a function that cancels it.
 */
export function whenIdle(work: (deadline: IdleDeadline) => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, {timeout: timeoutMs});
    return () => window.cancelIdleCallback(id);
  }
  const started = Date.now();
  const id = window.setTimeout(() => work({didTimeout: false, timeRemaining: () => Math.max(0, 16 - (Date.now() - started - 50))}), 50);
  return () => window.clearTimeout(id);
}
