/**
 * The part of the feedback block that is not on a page's first load (./PageFeedback.tsx imports it when the page is
 * idle, or at the reader's first press): queueing and sending (../browser/), the report form, and what the block says
 * about each item. Once per page load it sends what earlier visits left queued, and again whenever the network returns.
 */
import {translate} from '@docusaurus/Translate';
import {MAX_QUEUED, type FeedbackItem, type FeedbackKind} from '../protocol';
import {enqueue, readQueue, type QueueStorage} from '../browser/queue';
import {flush, post, type RoundResult, type SendEnv} from '../browser/send';
import {readContext as readPageContext, type ReportContext, type Section} from '../browser/context';
import {withSamples} from '../../myenv/browser/pageText';
export {default as ReportForm} from './ReportForm';

/** What a report can point at; a selection that shows the reader's「我的环境」values quotes the samples instead. */
export function readContext(range: Range | null): ReportContext {
  return readPageContext(range, document, withSamples);
}

export interface Draft {
  kind: FeedbackKind;
  page: string;
  heading?: Section;
  selection?: string;
  comment?: string;
}

function localStorageOrNull(): QueueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage turned off for this site
  }
}

const env: SendEnv = {
  storage: localStorageOrNull(),
  fetch: (input, init) => window.fetch(input, init),
  online: () => navigator.onLine,
  now: () => Date.now(),
  ...(navigator.locks ? {locks: navigator.locks} : {}),
};

const message = {
  sent: () => translate({id: 'feedback.sent', message: '已发送，感谢反馈！'}),
  offline: () => translate({id: 'feedback.queuedOffline', message: '当前离线：反馈已保存在本机，联网后自动发送。'}),
  kept: () => translate({id: 'feedback.queuedFailed', message: '暂时无法发送：反馈已保存在本机，稍后自动重试。'}),
  full: () =>
    translate(
      {id: 'feedback.queueFull', message: '本机已有 {count} 条反馈等待发送，这条未能保存。请联网后再试。'},
      {count: MAX_QUEUED},
    ),
  unsaved: () =>
    translate({id: 'feedback.unsaved', message: '未能发送，浏览器也不允许本站在本机保存反馈。请联网后再试。'}),
  refused: () => translate({id: 'feedback.refused', message: '服务器拒绝了这条反馈，未能发送。'}),
  pending: (count: number) =>
    translate({id: 'feedback.pending', message: '本机还有 {count} 条反馈尚未发送，稍后会自动重试。'}, {count}),
};

/** What the block says about what is still queued ('' for nothing). */
const notices = new Set<(notice: string) => void>();
/** The message of each item a block waits for, by item id. */
const waiting = new Map<string, (text: string) => void>();

function pendingNotice(): string {
  const count = readQueue(env.storage).length;
  return count > 0 ? message.pending(count) : '';
}

async function run(automatic: boolean): Promise<RoundResult> {
  const result = await flush(env, automatic, (id) => waiting.has(id));
  for (const id of result.sent) waiting.get(id)?.(message.sent());
  for (const id of result.refused) waiting.get(id)?.(message.refused());
  for (const id of [...result.sent, ...result.refused]) waiting.delete(id);
  const notice = pendingNotice();
  for (const listener of notices) listener(notice);
  return result;
}

let started = false;

/**
 * Tells `listener` what is still queued after each round (the first: the page's own, or the one just done); returns
 * its removal. Not before: what the round is about to send is not worth a notice.
 */
export function start(listener: (notice: string) => void): () => void {
  notices.add(listener);
  if (!started) {
    started = true;
    window.addEventListener('online', () => void run(false));
    void run(true);
  } else {
    listener(pendingNotice());
  }
  return () => void notices.delete(listener);
}

function newId(): string {
  // getRandomValues, unlike randomUUID, is there on a plain-HTTP intranet address too.
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Queues the reader's feedback and sends it; `tell` gets what to say now, and again when a queued item is sent. */
export async function send(draft: Draft, tell: (text: string) => void): Promise<void> {
  const {kind, page, ...report} = draft;
  const item: FeedbackItem = {v: 1, id: newId(), kind, page, at: new Date().toISOString(), ...report};
  waiting.set(item.id, tell);
  const queued = enqueue(env.storage, item);
  if (queued !== 'queued') {
    waiting.delete(item.id);
    if (queued === 'full') return tell(message.full());
    // No storage: one try, with nothing kept if it fails.
    const posted = env.online() ? await post(env, item) : 'unreachable';
    return tell(posted === 'sent' ? message.sent() : posted === 'refused' ? message.refused() : message.unsaved());
  }
  const result = await run(false);
  // Still queued: said so now, and `tell` stays waiting for the round that sends it.
  if (waiting.has(item.id)) tell(result.round === 'offline' && !env.online() ? message.offline() : message.kept());
}
