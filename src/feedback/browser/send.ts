/**
 * Sends the queued items (./queue.ts) to this site's `/feedback`, oldest first, one at a time, each removed from the
 * queue only once the server has answered that it has it: an item is never lost on the way, and is sent again only
 * when that answer itself was lost. The first failure stops the round, so the order holds.
 *
 * Rounds run one after another in a tab, and under a Web Lock across the site's tabs, so two tabs never post the same
 * item. The round a page starts as it loads waits RETRY_AFTER_MS after a failed one: a host without the feedback
 * location (a static host without this site's nginx) sees one post now and then, not one per page view. A reader's
 * own submission, and the network's return, always try at once.
 */
import {FEEDBACK_PATH, type FeedbackItem} from '../protocol';
import {dequeue, readQueue, type QueueStorage} from './queue';

export const RETRY_AFTER_MS = 5 * 60_000;
/** A post that has not been answered in this long counts as failed (a dead Wi-Fi link can hold it for minutes). */
export const POST_TIMEOUT_MS = 20_000;
/** localStorage key of the time before which rounds the page starts by itself are skipped. */
export const RETRY_KEY = 'docs-feedback-retry-at';
const LOCK = 'docs-feedback-queue';

export interface SendEnv {
  storage: QueueStorage | null;
  fetch: typeof fetch;
  /** navigator.onLine: false means there is surely no network. */
  online: () => boolean;
  now: () => number;
  locks?: Pick<LockManager, 'request'>;
}

export type Round =
  /** Everything queued has been sent (or there was nothing). */
  | 'done'
  /** The browser is offline, or the server could not be reached. */
  | 'offline'
  /** The server answered with an error: the items stay queued. */
  | 'failed'
  /** An automatic round within RETRY_AFTER_MS of a failed one: nothing was tried. */
  | 'waiting';

export interface RoundResult {
  round: Round;
  /** Items the server took. */
  sent: string[];
  /** Items the server refused for good (400, 413): dropped from the queue, not sent again. */
  refused: string[];
}

export type Posted = 'sent' | 'refused' | 'failed' | 'unreachable';

/** One post of one item. */
export async function post(env: SendEnv, item: FeedbackItem): Promise<Posted> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS);
  try {
    const response = await env.fetch(FEEDBACK_PATH, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(item),
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.ok) return 'sent';
    return response.status === 400 || response.status === 413 ? 'refused' : 'failed';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

function retryAt(env: SendEnv): number {
  try {
    return Number(env.storage?.getItem(RETRY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function setRetryAt(env: SendEnv, at: number | null): void {
  try {
    if (at === null) env.storage?.removeItem(RETRY_KEY);
    else env.storage?.setItem(RETRY_KEY, String(at));
  } catch {
    // Without storage there is no queue to retry either.
  }
}

async function round(env: SendEnv, automatic: boolean, own: (id: string) => boolean): Promise<RoundResult> {
  const result: RoundResult = {round: 'done', sent: [], refused: []};
  // The page's own round sends what earlier visits left; an item the reader just gave is sent by the reader's round.
  const queued = () => readQueue(env.storage).filter((i) => !(automatic && own(i.id)));
  if (queued().length === 0) return result;
  if (automatic && env.now() < retryAt(env)) return {...result, round: 'waiting'};
  if (!env.online()) return {...result, round: 'offline'};
  for (;;) {
    const [item] = queued();
    if (!item) break;
    const posted = await post(env, item);
    if (posted === 'sent' || posted === 'refused') {
      dequeue(env.storage, item.id);
      result[posted].push(item.id);
      continue;
    }
    setRetryAt(env, env.now() + RETRY_AFTER_MS);
    return {...result, round: posted === 'failed' ? 'failed' : 'offline'};
  }
  setRetryAt(env, null);
  return result;
}

let last: Promise<unknown> = Promise.resolve();

/**
 * Sends what is queued. `automatic`: started by the page as it loads, not by the reader or the network's return (see
 * RETRY_AFTER_MS); it leaves the items `own` names, which this page's reader gave and the reader's round sends (the
 * page's round can start just before the reader's, and would post them twice). Rounds asked for while one runs follow it.
 */
export function flush(
  env: SendEnv,
  automatic: boolean,
  own: (id: string) => boolean = () => false,
): Promise<RoundResult> {
  const run = last.then(async () =>
    env.locks ? await env.locks.request(LOCK, () => round(env, automatic, own)) : round(env, automatic, own),
  );
  last = run.catch(() => undefined);
  return run;
}
