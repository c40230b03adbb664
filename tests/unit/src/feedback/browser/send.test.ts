/**
 * src/feedback/browser/send.ts: queued items reach the server oldest first, each exactly once; a failure keeps them,
 * in order, for the next round; a page's own rounds back off after a failure instead of posting on every load.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {flush, RETRY_AFTER_MS, type SendEnv} from '../../../../../src/feedback/browser/send';
import {enqueue, readQueue} from '../../../../../src/feedback/browser/queue';
import {FEEDBACK_PATH, type FeedbackItem} from '../../../../../src/feedback/protocol';
import {item, MemoryStorage} from '../../../../support/feedback';

/** A server that answers each post with the next status of `statuses` (then 204); 0 is a network failure. */
function server(statuses: number[] = []) {
  const posted: FeedbackItem[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    assert.equal(url, FEEDBACK_PATH);
    assert.equal(init.method, 'POST');
    // One request at a time: a round never posts the next item before the previous one is answered.
    await new Promise((resolve) => setTimeout(resolve, 1));
    const status = statuses.shift() ?? 204;
    if (status === 0) throw new TypeError('Failed to fetch');
    posted.push(JSON.parse(String(init.body)) as FeedbackItem);
    return new Response(null, {status});
  }) as unknown as typeof globalThis.fetch;
  return {posted, fetch};
}

function page(storage: MemoryStorage, fetch: typeof globalThis.fetch, clock = {now: 1_000_000}, online = true) {
  return {storage, fetch, online: () => online, now: () => clock.now} satisfies SendEnv;
}

const ids = (items: FeedbackItem[]) => items.map((i) => i.id);

test('every queued item is posted once, oldest first, and leaves the queue once the server has it', async () => {
  const storage = new MemoryStorage();
  for (const n of [1, 2, 3]) enqueue(storage, item(n));
  const {posted, fetch} = server();
  const result = await flush(page(storage, fetch), false);
  assert.deepEqual(result, {round: 'done', sent: ['id1', 'id2', 'id3'], refused: []});
  assert.deepEqual(posted, [item(1), item(2), item(3)]);
  assert.deepEqual(readQueue(storage), []);
  assert.deepEqual((await flush(page(storage, fetch), false)).sent, [], 'nothing is sent twice');
  assert.equal(posted.length, 3);
});

test('a failure stops the round: what was not sent stays queued in order, and the next round sends it', async () => {
  const storage = new MemoryStorage();
  for (const n of [1, 2, 3]) enqueue(storage, item(n));
  const first = server([204, 503]);
  assert.deepEqual(await flush(page(storage, first.fetch), false), {round: 'failed', sent: ['id1'], refused: []});
  assert.deepEqual(ids(readQueue(storage)), ['id2', 'id3']);
  enqueue(storage, item(4));
  const second = server([0]);
  assert.equal((await flush(page(storage, second.fetch), false)).round, 'offline', 'server unreachable');
  assert.deepEqual(ids(readQueue(storage)), ['id2', 'id3', 'id4']);
  const third = server();
  await flush(page(storage, third.fetch), false);
  assert.deepEqual(ids(third.posted), ['id2', 'id3', 'id4']);
  assert.deepEqual(readQueue(storage), []);
});

test('offline, nothing is posted and nothing leaves the queue', async () => {
  const storage = new MemoryStorage();
  enqueue(storage, item(1));
  const {posted, fetch} = server();
  assert.equal((await flush(page(storage, fetch, undefined, false), false)).round, 'offline');
  assert.deepEqual(posted, []);
  assert.deepEqual(ids(readQueue(storage)), ['id1']);
});

test('an item the server refuses for good (413) is dropped, and the round goes on', async () => {
  const storage = new MemoryStorage();
  for (const n of [1, 2]) enqueue(storage, item(n));
  const {fetch} = server([413]);
  assert.deepEqual(await flush(page(storage, fetch), false), {round: 'done', sent: ['id2'], refused: ['id1']});
  assert.deepEqual(readQueue(storage), []);
});

test('after a failure the page does not post again on every load, but the reader and the network may', async () => {
  const storage = new MemoryStorage();
  enqueue(storage, item(1));
  const clock = {now: 1_000_000};
  const failing = server([404, 404]);
  await flush(page(storage, failing.fetch, clock), true);
  assert.equal(failing.posted.length, 1);
  clock.now += RETRY_AFTER_MS - 1000;
  // The next page loads within the pause: nothing is posted.
  assert.equal((await flush(page(storage, failing.fetch, clock), true)).round, 'waiting');
  assert.equal(failing.posted.length, 1);
  // The reader sends something: that tries at once, and fails again.
  assert.equal((await flush(page(storage, failing.fetch, clock), false)).round, 'failed');
  assert.equal(failing.posted.length, 2);
  clock.now += RETRY_AFTER_MS;
  const working = server();
  assert.deepEqual((await flush(page(storage, working.fetch, clock), true)).sent, ['id1']);
});

test('rounds asked for at once in a tab post each item once', async () => {
  const storage = new MemoryStorage();
  for (const n of [1, 2, 3]) enqueue(storage, item(n));
  const {posted, fetch} = server();
  const env = page(storage, fetch);
  const results = await Promise.all([flush(env, true), flush(env, false), flush(env, false)]);
  assert.deepEqual(ids(posted), ['id1', 'id2', 'id3']);
  assert.deepEqual(
    results.map((r) => r.sent),
    [['id1', 'id2', 'id3'], [], []],
  );
});

test("the page's own round leaves the item its reader just gave: the reader's round posts it, once", async () => {
  const storage = new MemoryStorage();
  // Given on this page an instant before the page's own round started; the host answers every post with 404.
  enqueue(storage, item(2));
  const {posted, fetch} = server([404, 404]);
  const env = page(storage, fetch);
  const own = (id: string) => id === 'id2';
  const [automatic, reader] = await Promise.all([flush(env, true, own), flush(env, false, own)]);
  assert.equal(automatic.round, 'done', 'nothing of earlier visits to send');
  assert.equal(reader.round, 'failed');
  assert.deepEqual(ids(posted), ['id2'], 'posted once');
  assert.deepEqual(ids(readQueue(storage)), ['id2'], 'kept for a later round');
});
