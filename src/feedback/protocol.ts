/**
 * What a reader's feedback on a page is, as the browser stores it while it cannot be sent (./browser/queue.ts) and as
 * it posts it to this site's own nginx (./build/nginx.ts), which writes it to the operator's log. The stored form is
 * kept by readers' browsers across updates of the site: a later version must still read version 1 items.
 */

/** The path of this site the browser posts to; nginx logs the body and answers 204. */
export const FEEDBACK_PATH = '/feedback';

/** The localStorage key of the queue of items not yet sent. */
export const QUEUE_KEY = 'docs-feedback-queue';

/** Items kept while they cannot be sent; a reader with this many unsent is told so instead of one being dropped. */
export const MAX_QUEUED = 20;

/** Longest comment and selection, in characters. */
export const MAX_COMMENT = 1000;
export const MAX_SELECTION = 1000;
export const MAX_HEADING = 200;

/**
 * Largest body nginx accepts, in bytes. An item at every limit above is under 15 KB of JSON even if every character
 * took the six bytes of a JSON escape (a Chinese character takes three).
 */
export const MAX_BODY_BYTES = 16 * 1024;

export type FeedbackKind = 'helpful' | 'not-helpful' | 'report';

export const FEEDBACK_KINDS: readonly FeedbackKind[] = ['helpful', 'not-helpful', 'report'];

export interface FeedbackItem {
  /** Format version of the stored item. */
  v: 1;
  /** Random, so the operator can tell a resent item from a second one. */
  id: string;
  kind: FeedbackKind;
  /** The page's path, e.g. /docs/lowcode/hmi. */
  page: string;
  /** When the reader pressed the button, on the reader's clock (ISO 8601). */
  at: string;
  /** A report: the section the reader chose (none: the whole page). */
  heading?: {id: string; text: string};
  /** A report: the text the reader selected on the page, when the reader kept it. */
  selection?: string;
  /** A report: what the reader wrote. */
  comment?: string;
}

const isString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/** True for an item of this format within its limits; anything else found in storage is dropped. */
export function isFeedbackItem(value: unknown): value is FeedbackItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const item = value as Record<string, unknown>;
  if (item.v !== 1 || !isString(item.id, 64) || item.id === '') return false;
  if (!FEEDBACK_KINDS.includes(item.kind as FeedbackKind)) return false;
  if (!isString(item.page, 500) || !item.page.startsWith('/') || !isString(item.at, 40)) return false;
  if (item.heading !== undefined) {
    const heading = item.heading as Record<string, unknown> | null;
    if (typeof heading !== 'object' || heading === null) return false;
    if (!isString(heading.id, MAX_HEADING) || !isString(heading.text, MAX_HEADING)) return false;
  }
  if (item.selection !== undefined && !isString(item.selection, MAX_SELECTION)) return false;
  if (item.comment !== undefined && !isString(item.comment, MAX_COMMENT)) return false;
  return true;
}
