/**
 * 「这页有帮助吗？」at the foot of every doc page, with「有帮助」, 「没有帮助」and「报告问题」: plain buttons the server
 * renders, so the block is in place before any script runs and nothing moves when it hydrates. What queues, sends and
 * shows the report form (./controller.ts) is a chunk of its own, fetched when the reader scrolls near the block, at the
 * first press, or when the page is idle if an earlier visit left feedback queued (to send it): a reader who never comes
 * near it does not load it. The service worker precaches it (src/offline/shell.ts), so it is at hand offline too. The
 * selection a report may carry is read as the reader presses「报告问题」, before the press can clear it. Without
 * JavaScript the block is hidden (./styles.module.css): its buttons would do nothing.
 */
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {whenIdle} from '@site/src/utils/whenIdle';
import type {ReportContext} from '../browser/context';
import {QUEUE_KEY} from '../protocol';
import type {Draft} from './controller';
import styles from './styles.module.css';

type Controller = typeof import('./controller');

let loading: Promise<Controller> | undefined;

function load(): Promise<Controller> {
  loading ??= import(/* webpackChunkName: "feedback" */ './controller').catch((error: unknown) => {
    loading = undefined; // a later press tries again
    throw error;
  });
  return loading;
}

/** Whether an earlier visit left feedback queued, to be sent now; never throws. */
function queuedBefore(): boolean {
  try {
    return Boolean(window.localStorage.getItem(QUEUE_KEY));
  } catch {
    return false; // storage turned off for this site: nothing can be queued
  }
}

/** How near the block the reader must scroll for the controller to load: a screen's height, so it is there first. */
const NEAR = '100% 0px';

function selectedRange(): Range | null {
  const selection = window.getSelection();
  return selection && selection.rangeCount > 0 && !selection.isCollapsed ? selection.getRangeAt(0).cloneRange() : null;
}

function Block({page}: {page: string}): ReactNode {
  const [controller, setController] = useState<Controller | null>(null);
  const [voted, setVoted] = useState(false);
  const [report, setReport] = useState<ReportContext | null>(null);
  const [said, setSaid] = useState('');
  const [notice, setNotice] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const range = useRef<Range | null>(null);

  const blockRef = useRef<HTMLDivElement>(null);
  const live = useRef(true);
  const stop = useRef<(() => void) | undefined>(undefined);

  /**
   * The controller, loaded once and started once for this block (it then sends what is queued, now and online).
   * `first` runs before the start: a press's item is then sent by the reader's own round, and the start's automatic
   * round, which follows it, does not post it a second time after a failure (it waits, as the queue's retry rule says).
   */
  const ready = useCallback(
    (first?: (loaded: Controller) => void) =>
      load().then((loaded) => {
        first?.(loaded);
        if (live.current && !stop.current) {
          setController(() => loaded);
          stop.current = loaded.start(setNotice);
        }
        return loaded;
      }),
    [],
  );

  useEffect(() => {
    live.current = true;
    let observer: IntersectionObserver | undefined;
    const begin = () => void ready().catch(() => undefined);
    const cancel = whenIdle(() => {
      if (queuedBefore() || typeof IntersectionObserver !== 'function' || !blockRef.current) return begin();
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          begin();
        },
        {rootMargin: NEAR},
      );
      observer.observe(blockRef.current);
    });
    return () => {
      live.current = false;
      cancel();
      observer?.disconnect();
      stop.current?.();
      stop.current = undefined;
    };
  }, [ready]);

  const unavailable = () =>
    setSaid(translate({id: 'feedback.unavailable', message: '反馈功能未能加载，请联网后刷新页面再试。'}));

  const send = (draft: Omit<Draft, 'page'>) => {
    setSaid(translate({id: 'feedback.sending', message: '正在发送…'}));
    status.current?.focus();
    ready((loaded) => void loaded.send({...draft, page}, setSaid)).catch(unavailable);
  };

  const toggleReport = () => {
    const selected = range.current ?? selectedRange();
    range.current = null;
    if (report) return setReport(null);
    ready().then((loaded) => setReport(loaded.readContext(selected)), unavailable);
  };

  return (
    <div ref={blockRef} className={styles.block} data-page-feedback="">
      <div className={styles.row}>
        <h2 className={styles.title}>
          <Translate id="feedback.question">这页有帮助吗？</Translate>
        </h2>
        {!voted && (
          <>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => {
                setVoted(true);
                send({kind: 'helpful'});
              }}
            >
              <Translate id="feedback.helpful">有帮助</Translate>
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => {
                setVoted(true);
                send({kind: 'not-helpful'});
              }}
            >
              <Translate id="feedback.notHelpful">没有帮助</Translate>
            </button>
          </>
        )}
        <button
          ref={reportButton}
          type="button"
          className="button button--sm button--secondary"
          aria-expanded={report !== null}
          onPointerDown={() => {
            range.current = selectedRange();
          }}
          onClick={toggleReport}
        >
          <Translate id="feedback.report">报告问题</Translate>
        </button>
      </div>
      <p ref={status} className={styles.status} role="status" tabIndex={-1}>
        {said || notice}
      </p>
      {report && controller && (
        <controller.ReportForm
          context={report}
          onSend={(fields) => {
            setReport(null);
            send({kind: 'report', ...fields});
          }}
          onCancel={() => {
            setReport(null);
            reportButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}

/** One block per page: moving to another page starts afresh. */
export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  return <Block key={metadata.permalink} page={metadata.permalink} />;
}
