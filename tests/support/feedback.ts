/** What the tests of reader feedback (src/feedback/) share: localStorage as a page sees it, and items. */
import type {FeedbackItem} from '../../src/feedback/protocol';

/** localStorage as a page sees it: strings only, shared by every page of the origin, optionally full. */
export class MemoryStorage {
  readonly values = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.values.set(key, String(value));
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

/** A valid item numbered `n`. */
export function item(n: number, extra: Partial<FeedbackItem> = {}): FeedbackItem {
  return {v: 1, id: `id${n}`, kind: 'helpful', page: `/docs/p${n}`, at: '2026-11-27T08:00:00.000Z', ...extra};
}
