/**
 * 「这页有帮助吗？」at the foot of every doc page, with「有帮助」, 「没有帮助」and「报告问题」: plain buttons the server
 * renders, so the block is in place before any script runs and nothing moves when it hydrates. What queues, sends and
 * shows the report form (./controller.ts) is a chunk of its own, fetched when the page is idle (so it is at hand, and in
 * the service worker's cache, when the reader goes offline) or at the first press. The selection a report may carry
 * is read as the reader presses「报告问题」, before the press can clear it. Without JavaScript the block is hidden
 * (./styles.module.css): its buttons would do nothing.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {whenIdle} from '@site/src/utils/whenIdle';
import type {ReportContext} from '../browser/context';
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

  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() =>
      load().then(
        (loaded) => {
          if (!live) return;
          setController(() => loaded);
          stop = loaded.start(setNotice);
        },
        () => undefined,
      ),
    );
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);

  const unavailable = () =>
    setSaid(translate({id: 'feedback.unavailable', message: '反馈功能未能加载，请联网后刷新页面再试。'}));

  const send = (draft: Omit<Draft, 'page'>) => {
    setSaid(translate({id: 'feedback.sending', message: '正在发送…'}));
    status.current?.focus();
    load().then((loaded) => loaded.send({...draft, page}, setSaid), unavailable);
  };

  const toggleReport = () => {
    const selected = range.current ?? selectedRange();
    range.current = null;
    if (report) return setReport(null);
    load().then((loaded) => {
      setController(() => loaded);
      setReport(loaded.readContext(selected));
    }, unavailable);
  };

  return (
    <div className={styles.block} data-page-feedback="">
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
