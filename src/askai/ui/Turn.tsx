/**
 * One turn of the conversation on the AI screen: the question, the answer as it streams (./markdown.tsx), the status
 * line, the sources, and what the reader can do with it in its phase: stop, retry, the keyword results, copy, rate.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {MAX_QUESTION_LENGTH, type Section} from '../engine/prompt';
import type {Rating} from '../browser/feedback';
import {busy, type Failure, type Turn as TurnState} from './conversation';
import {renderMarkdown, sitePath} from './markdown';
import * as messages from './messages';
import {STALL_SECONDS} from './useConversation';

function failureText({kind, status, waitedMs}: Failure): string {
  switch (kind) {
    case 'index':
      return messages.indexFailed;
    case 'network':
      return typeof navigator !== 'undefined' && !navigator.onLine
        ? messages.offlineBeforeAnswer
        : messages.unreachable;
    case 'http':
      if (status === 429) return messages.tooFrequent;
      if (status === 413) return messages.tooLong;
      if (status === 502 || status === 503 || status === 504) return messages.unavailable(status);
      return messages.serviceError(status ?? '?');
    case 'model':
      return messages.modelError;
    case 'stall':
      return messages.stalled(Math.round((waitedMs ?? STALL_SECONDS * 1000) / 1000));
    case 'chunk':
      return messages.badData;
    case 'cut':
      return messages.cutOff;
    case 'offline':
      return messages.offlineCutOff;
  }
}

function statusText(turn: TurnState): string {
  switch (turn.phase) {
    case 'asking':
      return messages.asking;
    case 'searching':
      return messages.searching(turn.searchedFor);
    case 'thinking':
      return messages.thinking(turn.sources.length);
    case 'streaming':
      return messages.streaming;
    case 'done':
      return messages.done;
    case 'stopped':
      return messages.stopped;
    case 'failed':
      return failureText(turn.failure!);
    case 'nothing':
      return messages.nothingFound(turn.searchedFor);
    case 'refused':
      return messages.refused(turn.question.length, MAX_QUESTION_LENGTH);
  }
}

function SourceList({sources, onNavigate}: {sources: Section[]; onNavigate: () => void}) {
  const origin = window.location.origin;
  return (
    <div className="ask-ai-sources">
      <p className="ask-ai-sources-title">{messages.sourcesTitle}</p>
      <ol>
        {sources.map((s) => (
          <li key={s.url}>
            <Link to={sitePath(s.url, origin) ?? '/'} onClick={onNavigate}>
              {s.headings.join(' › ')}
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}

export interface TurnProps {
  turn: TurnState;
  /** The latest turn: only it can be retried. */
  latest: boolean;
  /** The latest copy of an answer, and whether it worked. */
  copied: {id: number; ok: boolean} | null;
  onStop: () => void;
  onRetry: (turn: TurnState) => void;
  /** Back to the keyword results of the turn's question. */
  onBack: (question: string) => void;
  onCopy: (turn: TurnState) => void;
  onRate: (turn: TurnState, rating: Rating) => void;
  /** A link was followed: the modal closes. */
  onNavigate: () => void;
}

export default function Turn({
  turn,
  latest,
  copied,
  onStop,
  onRetry,
  onBack,
  onCopy,
  onRate,
  onNavigate,
}: TurnProps): ReactNode {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  const renderLink = (path: string, children: ReactNode, key: string) => (
    <Link key={key} to={path} onClick={onNavigate}>
      {children}
    </Link>
  );
  const alert = turn.phase === 'failed' || turn.phase === 'refused';
  const copyLabel = copied?.id !== turn.id ? messages.copyAnswer : copied.ok ? messages.copied : messages.copyFailed;
  return (
    <article className="ask-ai-turn" data-phase={turn.phase}>
      <p className="ask-ai-question">{turn.question}</p>
      <div className="ask-ai-answer" aria-busy={busy(turn.phase)}>
        {turn.answer && renderMarkdown(turn.answer, {citations: turn.sources.map((s) => s.url), origin, renderLink})}
      </div>
      <p className={alert ? 'ask-ai-status ask-ai-error' : 'ask-ai-status'} role={alert ? 'alert' : 'status'}>
        {statusText(turn)}
      </p>
      {turn.sources.length > 0 && turn.phase !== 'searching' && (
        <SourceList sources={turn.sources} onNavigate={onNavigate} />
      )}
      <div className="ask-ai-actions">
        {busy(turn.phase) && (
          <button type="button" className="ask-ai-button" onClick={onStop}>
            {messages.stop}
          </button>
        )}
        {(turn.phase === 'failed' || turn.phase === 'stopped') && latest && (
          <button type="button" className="ask-ai-button" onClick={() => onRetry(turn)}>
            {messages.retry}
          </button>
        )}
        {(turn.phase === 'failed' || turn.phase === 'nothing') && (
          <button type="button" className="ask-ai-button" onClick={() => onBack(turn.question)}>
            {messages.keywordResults}
          </button>
        )}
        {turn.answer && !busy(turn.phase) && (
          <>
            <button type="button" className="ask-ai-button" onClick={() => onCopy(turn)}>
              {copyLabel}
            </button>
            <button
              type="button"
              className="ask-ai-button"
              aria-pressed={turn.rating === 'like'}
              disabled={turn.rating !== undefined}
              onClick={() => onRate(turn, 'like')}
            >
              {messages.helpful}
            </button>
            <button
              type="button"
              className="ask-ai-button"
              aria-pressed={turn.rating === 'dislike'}
              disabled={turn.rating !== undefined}
              onClick={() => onRate(turn, 'dislike')}
            >
              {messages.notHelpful}
            </button>
            {turn.feedback && (
              <span role="status" className="ask-ai-feedback">
                {turn.feedback === 'sent' ? messages.feedbackSent : messages.feedbackFailed}
              </span>
            )}
          </>
        )}
      </div>
    </article>
  );
}
