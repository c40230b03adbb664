/** whenIdle (src/utils/whenIdle.ts): idle callbacks where the browser has them, a short budgeted pause where not. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {whenIdle} from '../../../../src/utils/whenIdle';

type Scope = {window?: unknown};

test('uses requestIdleCallback with the timeout, and can be cancelled', () => {
  const calls: Array<{timeout?: number}> = [];
  const cancelled: number[] = [];
  (globalThis as Scope).window = {
    requestIdleCallback: (cb: IdleRequestCallback, options?: {timeout?: number}) => {
      calls.push(options ?? {});
      cb({didTimeout: false, timeRemaining: () => 30});
      return 7;
    },
    cancelIdleCallback: (id: number) => cancelled.push(id),
  };
  try {
    let remaining = 0;
    const cancel = whenIdle((deadline) => (remaining = deadline.timeRemaining()), 1500);
    assert.deepEqual(calls, [{timeout: 1500}]);
    assert.equal(remaining, 30);
    cancel();
    assert.deepEqual(cancelled, [7]);
  } finally {
    delete (globalThis as Scope).window;
  }
});

test('without requestIdleCallback it runs after a pause with a budget of at most 10 ms, and can be cancelled', async () => {
  (globalThis as Scope).window = {setTimeout, clearTimeout};
  try {
    const budget = await new Promise<number>((resolve) => whenIdle((deadline) => resolve(deadline.timeRemaining())));
    assert.ok(budget > 0 && budget <= 10, `budget ${budget}`);
    let ran = false;
    whenIdle(() => (ran = true))();
    await new Promise((resolve) => setTimeout(resolve, 120));
    assert.equal(ran, false, 'cancelled work never runs');
  } finally {
    delete (globalThis as Scope).window;
  }
});
