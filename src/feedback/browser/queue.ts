/**
 * The items a reader sent that have not reached the server yet, oldest first, in localStorage: they outlive a reload,
 * a closed tab and an update of the site (the stored form is ../protocol.ts's version 1). At most MAX_QUEUED: a
 * reader with that many unsent is told the new one was not kept, rather than losing an older one. What is not a valid
 * item (a half-written value, another version's leftovers, an edit by hand) is dropped when read, never sent.
 */
import {isFeedbackItem, MAX_QUEUED, QUEUE_KEY, type FeedbackItem} from '../protocol';

/** What the queue needs of localStorage (null: the browser refuses this site storage). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type EnqueueResult = 'queued' | 'full' | 'unsaved';

/** The queued items, oldest first; never throws. */
export function readQueue(storage: QueueStorage | null): FeedbackItem[] {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(QUEUE_KEY);
    if (!raw) return [];
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const items: FeedbackItem[] = [];
  for (const value of parsed) {
    if (!isFeedbackItem(value) || seen.has(value.id)) continue;
    seen.add(value.id);
    items.push(value);
  }
  return items.slice(0, MAX_QUEUED);
}

function write(storage: QueueStorage, items: FeedbackItem[]): boolean {
  try {
    if (items.length > 0) storage.setItem(QUEUE_KEY, JSON.stringify(items));
    else storage.removeItem(QUEUE_KEY);
    return true;
  } catch {
    // The quota is used up, or the browser refuses storage.
    return false;
  }
}

/** Adds an item after the others; 'full' and 'unsaved' leave the queue as it was. */
export function enqueue(storage: QueueStorage | null, item: FeedbackItem): EnqueueResult {
  if (!storage) return 'unsaved';
  const items = readQueue(storage);
  if (items.length >= MAX_QUEUED) return 'full';
  return write(storage, [...items, item]) ? 'queued' : 'unsaved';
}

/** Removes one item, read afresh so that an item another tab queued meanwhile stays. */
export function dequeue(storage: QueueStorage | null, id: string): void {
  if (!storage) return;
  const items = readQueue(storage);
  const rest = items.filter((item) => item.id !== id);
  if (rest.length !== items.length) write(storage, rest);
}
