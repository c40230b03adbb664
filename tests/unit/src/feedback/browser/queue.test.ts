/**
 * src/feedback/browser/queue.ts: what a reader sent while it could not be sent waits in localStorage, in order, at
 * most MAX_QUEUED items, through reloads and updates of the site; what is not an item is dropped, never sent.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {dequeue, enqueue, readQueue} from '../../../../../src/feedback/browser/queue';
import {MAX_QUEUED, QUEUE_KEY, type FeedbackItem} from '../../../../../src/feedback/protocol';
import {item, MemoryStorage} from '../../../../support/feedback';

const ids = (items: FeedbackItem[]) => items.map((i) => i.id);

test('items come back in the order they were queued, and one removed leaves the others in order', () => {
  const storage = new MemoryStorage();
  for (const n of [1, 2, 3]) assert.equal(enqueue(storage, item(n)), 'queued');
  assert.deepEqual(ids(readQueue(storage)), ['id1', 'id2', 'id3']);
  dequeue(storage, 'id2');
  assert.equal(enqueue(storage, item(4)), 'queued');
  assert.deepEqual(ids(readQueue(storage)), ['id1', 'id3', 'id4']);
  for (const id of ['id1', 'id3', 'id4']) dequeue(storage, id);
  assert.equal(storage.getItem(QUEUE_KEY), null, 'an empty queue leaves nothing in storage');
});

test(`at most ${MAX_QUEUED} items: the next is refused and none of the queued ones is lost`, () => {
  const storage = new MemoryStorage();
  for (let n = 0; n < MAX_QUEUED; n++) assert.equal(enqueue(storage, item(n)), 'queued');
  assert.equal(enqueue(storage, item(99)), 'full');
  assert.deepEqual(
    ids(readQueue(storage)),
    Array.from({length: MAX_QUEUED}, (_, n) => `id${n}`),
  );
});

test('the queue outlives the page: a reload, and an update of the site, read what an earlier page stored', () => {
  const storage = new MemoryStorage();
  const report = item(1, {
    kind: 'report',
    heading: {id: 'steps', text: '操作步骤'},
    selection: '<b>选中</b>',
    comment: '"说明"',
  });
  enqueue(storage, report);
  // A reload: nothing but the stored string is left of the page that queued it.
  const reloaded = new MemoryStorage();
  reloaded.setItem(QUEUE_KEY, storage.getItem(QUEUE_KEY)!);
  assert.deepEqual(readQueue(reloaded), [report]);
  // An update: what this version's readers have stored, written out as they store it, is read by every later one.
  const stored = new MemoryStorage();
  stored.setItem(
    QUEUE_KEY,
    '[{"v":1,"id":"a1b2","kind":"not-helpful","page":"/docs/lowcode/hmi","at":"2026-11-27T08:00:00.000Z"},' +
      '{"v":1,"id":"c3d4","kind":"report","page":"/docs/janus/user/introduction","at":"2026-11-27T08:01:00.000Z",' +
      '"heading":{"id":"install","text":"安装"},"selection":"选中的文字","comment":"说明"}]',
  );
  assert.deepEqual(ids(readQueue(stored)), ['a1b2', 'c3d4']);
  assert.equal(readQueue(stored)[1]!.comment, '说明');
});

test('what is not an item is dropped when read: broken JSON, another shape, bad or oversized fields, repeats', () => {
  const storage = new MemoryStorage();
  for (const raw of ['{not json', '{"v":1}', '"text"', 'null', '42']) {
    storage.setItem(QUEUE_KEY, raw);
    assert.deepEqual(readQueue(storage), [], raw);
  }
  const malformed: unknown[] = [
    null,
    'id9',
    [item(9)],
    {...item(9), v: 2},
    {...item(9), id: ''},
    {...item(9), id: 7},
    {...item(9), kind: 'angry'},
    {...item(9), page: 'https://elsewhere.example/'},
    {...item(9), at: undefined},
    {...item(9), comment: 'x'.repeat(1001)},
    {...item(9), selection: 42},
    {...item(9), heading: 'steps'},
    {...item(9), heading: {id: 'steps'}},
  ];
  storage.setItem(QUEUE_KEY, JSON.stringify([item(1), ...malformed, item(2), item(1)]));
  assert.deepEqual(ids(readQueue(storage)), ['id1', 'id2']);
  // The next write keeps only the items.
  enqueue(storage, item(3));
  assert.deepEqual(JSON.parse(storage.getItem(QUEUE_KEY)!), [item(1), item(2), item(3)]);
});

test('a browser that refuses storage: nothing is queued, nothing throws, a full quota keeps the queue', () => {
  assert.equal(enqueue(null, item(1)), 'unsaved');
  assert.deepEqual(readQueue(null), []);
  const storage = new MemoryStorage();
  enqueue(storage, item(1));
  storage.full = true;
  assert.equal(enqueue(storage, item(2)), 'unsaved');
  assert.deepEqual(ids(readQueue(storage)), ['id1']);
  const throwing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  assert.deepEqual(readQueue(throwing), []);
});

test('removing an item keeps one that another tab queued since this tab read the queue', () => {
  const storage = new MemoryStorage();
  enqueue(storage, item(1));
  const seen = readQueue(storage);
  enqueue(storage, item(2)); // the other tab
  dequeue(storage, seen[0]!.id);
  assert.deepEqual(ids(readQueue(storage)), ['id2']);
});
