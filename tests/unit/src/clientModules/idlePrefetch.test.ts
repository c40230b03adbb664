/** src/clientModules/idlePrefetch.ts: prefetching in idle time, in slices short enough for a slow phone. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SLICE_MS, runSlice} from '../../../../src/clientModules/idlePrefetch';

/** A queue of prefetches that each take `ms` of a fake clock. */
function prefetches(count: number, ms: number) {
  const clock = {now: 0};
  const done: number[] = [];
  const queue = Array.from({length: count}, (_, i) => () => {
    clock.now += ms;
    done.push(i);
  });
  return {clock, done, queue};
}

test('a long idle period is not filled: one slice runs at most SLICE_MS of prefetching, the rest waits', () => {
  const {clock, done, queue} = prefetches(20, 4);
  runSlice(queue, {didTimeout: false, timeRemaining: () => 50}, () => clock.now);
  assert.deepEqual(done, [0, 1, 2]);
  assert.ok(clock.now < SLICE_MS + 4 && clock.now >= SLICE_MS);
  assert.equal(queue.length, 17);
});

test('a short idle period ends the slice, and a callback that timed out runs one prefetch', () => {
  const short = prefetches(5, 1);
  let left = 8;
  runSlice(short.queue, {didTimeout: false, timeRemaining: () => (left -= 1)}, () => short.clock.now);
  assert.equal(short.done.length, 2, 'until less than 5 ms of the idle period is left');
  const late = prefetches(5, 1);
  runSlice(late.queue, {didTimeout: true, timeRemaining: () => 0}, () => late.clock.now);
  assert.deepEqual(late.done, [0]);
});

test("the chunk table is indexed by route path once, every entry of a path and all of an entry's chunks", async () => {
  const {indexChunkNames} = await import('../../../../src/clientModules/idlePrefetch');
  const index = indexChunkNames({
    '/docs-12d': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
    '/docs-285': {__comp: 'a7bd4aaa', __props: '0058b4c6'},
    '/docs/neptune/user/introduction-f0e': {__comp: '17896441', content: '5681a82c'},
    '/docs/a-b-c-123': {__comp: 'x'},
  });
  assert.deepEqual(Object.fromEntries(index), {
    '/docs': ['5e95c892', 'aba21aa0', 'a7bd4aaa', '0058b4c6'],
    '/docs/neptune/user/introduction': ['17896441', '5681a82c'],
    '/docs/a-b-c': ['x'],
  });
});
