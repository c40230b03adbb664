/**
 * The AI screen of the search modal: the conversation, each turn going through thinking → searching (「正在搜索：…」,
 * the local index in the search worker) → streaming → done, with the sources listed under the answer, copy,
 * like/dislike, stop while streaming, and retry after a failure (the question and what was already streamed stay).
 * The disclaimer is always visible. A question with nothing relevant in the docs is not sent to the model.
 */
import React, {useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {AskAiOptions} from '../build/options';
import {MAX_QUESTION_LENGTH, buildMessages, retrievalQuery, type PastTurn, type Section} from '../engine/prompt';
import {AskAiError, streamChat, type AskAiErrorKind} from '../browser/chat';
import {retrieveSections} from '../browser/retrieve';
import {sendFeedback, type Rating} from '../browser/feedback';
import {copyText} from '../browser/copy';
import {renderMarkdown, sitePath} from './markdown';
import type {QuestionRequest} from '../../search/ui/SearchBar/askAiSlot';

export interface ScreenProps {
  options: AskAiOptions;
  request: QuestionRequest | null;
  /** Hidden while the keyword results show; the conversation stays. */
  hidden: boolean;
  /** Back to the keyword results: of a turn's question, or of the question the reader came with. */
  onBack: (question?: string) => void;
  /** A link was followed: the modal closes. */
  onNavigate: () => void;
}

/** Seconds without a token after which the answer is given up (the model server or the network hangs). */
export const STALL_SECONDS = 20;
/** The same for the first token, which comes only once the model has read the prompt: long on a CPU-only server. */
export const FIRST_TOKEN_SECONDS = 90;

type Phase = 'thinking' | 'searching' | 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed' | 'nothing' | 'refused';

type Failure = {kind: AskAiErrorKind | 'index'; status?: number; waitedMs?: number};

interface Turn {
  id: number;
  question: string;
  phase: Phase;
  searchedFor: string;
  answer: string;
  sources: Section[];
  failure?: Failure;
  rating?: Rating;
  feedbackState?: 'sent' | 'failed';
}

export const DISCLAIMER = '答案由 AI 生成，可能有误，请核实。';

function failureText({kind, status, waitedMs}: Failure): string {
  switch (kind) {
    case 'index':
      return '无法读取文档索引，请检查网络后重试。';
    case 'network':
      return typeof navigator !== 'undefined' && !navigator.onLine
        ? '设备已离线，无法连接 AI 服务。恢复网络后请重试。'
        : '无法连接 AI 服务。请检查网络，或请管理员确认模型服务已启动。';
    case 'http':
      if (status === 429) return '提问太频繁，请稍后重试。';
      if (status === 413) return '问题太长，AI 服务拒绝了请求。';
      if (status === 502 || status === 503 || status === 504)
        return `AI 服务暂时不可用（HTTP ${status}）：模型服务未启动或无响应。`;
      return `AI 服务出错（HTTP ${status ?? '?'}），请稍后重试。`;
    case 'model':
      return '模型生成回答时出错，请稍后重试。';
    case 'stall':
      return `AI 服务 ${Math.round((waitedMs ?? STALL_SECONDS * 1000) / 1000)} 秒没有响应，已停止等待。`;
    case 'chunk':
      return 'AI 服务返回了无法识别的数据，回答已中断。';
    case 'cut':
      return '连接中断，回答不完整。';
    case 'offline':
      return '设备已离线，回答不完整。恢复网络后请重试。';
  }
}

function phaseText(turn: Turn): string {
  switch (turn.phase) {
    case 'thinking':
      return '正在思考…';
    case 'searching':
      return `正在搜索：${turn.searchedFor}`;
    case 'waiting':
      return `已找到 ${turn.sources.length} 个相关章节，正在生成回答…`;
    case 'streaming':
      return '正在回答…';
    case 'done':
      return '回答完毕。';
    case 'stopped':
      return '已停止回答。';
    case 'failed':
      return failureText(turn.failure!);
    case 'nothing':
      return `文档中没有找到与「${turn.searchedFor}」相关的内容，所以没有请 AI 回答。可以换个说法，或查看关键词搜索结果。`;
    case 'refused':
      return `问题太长（${turn.question.length} 字），请缩短到 ${MAX_QUESTION_LENGTH} 字以内。`;
  }
}

const busy = (phase: Phase) => ['thinking', 'searching', 'waiting', 'streaming'].includes(phase);

function SourceList({sources, onNavigate}: {sources: Section[]; onNavigate: () => void}) {
  const origin = window.location.origin;
  return (
    <div className="ask-ai-sources">
      <p className="ask-ai-sources-title">参考的文档</p>
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

export default function Screen({options, request, hidden, onBack, onNavigate}: ScreenProps): ReactNode {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [copied, setCopied] = useState<number | null>(null);
  const nextId = useRef(0);
  const running = useRef<AbortController | null>(null);
  const turnsRef = useRef<Turn[]>([]);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    turnsRef.current = turns;
  }, [turns]);

  const update = useCallback((id: number, change: Partial<Turn> | ((t: Turn) => Partial<Turn>)) => {
    setTurns((all) =>
      all.map((t) => (t.id === id ? {...t, ...(typeof change === 'function' ? change(t) : change)} : t)),
    );
  }, []);

  /** Runs a turn from retrieval to the end of the answer. */
  const run = useCallback(
    async (id: number, question: string, history: PastTurn[]) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const searchedFor = retrievalQuery(question, history);
      update(id, {phase: 'searching', searchedFor, answer: '', sources: [], failure: undefined});
      let sections: Section[];
      try {
        // The reader sees what is searched for at least once: an answer the worker already holds would otherwise be
        // rendered in the same frame as the searching line, which then never shows.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        sections = await retrieveSections(searchedFor);
      } catch {
        update(id, {phase: 'failed', failure: {kind: 'index'}});
        return;
      }
      if (controller.signal.aborted) return;
      if (sections.length === 0) {
        update(id, {phase: 'nothing'});
        return;
      }
      const {messages, used} = buildMessages(question, sections, history);
      update(id, {phase: 'waiting', sources: used});
      // Pieces arrive faster than the screen needs them: render at most once a frame.
      let pending = '';
      let frame = 0;
      const flush = () => {
        frame = 0;
        const text = pending;
        pending = '';
        update(id, (t) => ({phase: 'streaming', answer: t.answer + text}));
      };
      try {
        await streamChat({
          path: options.path,
          model: options.model,
          messages,
          signal: controller.signal,
          stallMs: STALL_SECONDS * 1000,
          firstMs: FIRST_TOKEN_SECONDS * 1000,
          onText: (text) => {
            pending += text;
            if (!frame) frame = requestAnimationFrame(flush);
          },
        });
        cancelAnimationFrame(frame);
        flush();
        update(id, {phase: 'done'});
      } catch (error) {
        cancelAnimationFrame(frame);
        flush();
        if (controller.signal.aborted) update(id, {phase: 'stopped'});
        else if (error instanceof AskAiError)
          update(id, {phase: 'failed', failure: {kind: error.kind, status: error.status, waitedMs: error.waitedMs}});
        else update(id, {phase: 'failed', failure: {kind: 'network'}});
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [options, update],
  );

  const historyBefore = (id: number): PastTurn[] =>
    turnsRef.current
      .filter((t) => t.id < id && (t.phase === 'done' || t.phase === 'stopped') && t.answer)
      .map((t) => ({question: t.question, answer: t.answer}));

  const ask = useCallback(
    (question: string) => {
      const id = ++nextId.current;
      const refused = question.length > MAX_QUESTION_LENGTH;
      const turn: Turn = {
        id,
        question,
        phase: refused ? 'refused' : 'thinking',
        searchedFor: question,
        answer: '',
        sources: [],
      };
      setTurns((all) => [...all, turn]);
      if (!refused) void run(id, question, historyBefore(id));
    },
    [run],
  );

  // The entry asked (each request once).
  const lastRequest = useRef<QuestionRequest | null>(null);
  useEffect(() => {
    if (!request || request === lastRequest.current) return;
    lastRequest.current = request;
    ask(request.question);
    inputRef.current?.focus();
  }, [request, ask]);

  // A new turn scrolls into view (the turns scroll; the question box stays put).
  const turnsElement = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    turnsElement.current?.lastElementChild?.scrollIntoView({block: 'nearest'});
  }, [turns.length]);

  // The modal closed: stop what is running.
  useEffect(() => () => running.current?.abort(), []);

  const current = turns.at(-1);
  const answering = current !== undefined && busy(current.phase);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || answering) return;
    setDraft('');
    ask(question);
  };

  const rate = (turn: Turn, rating: Rating) => {
    update(turn.id, {rating});
    sendFeedback(options.path, {
      rating,
      question: turn.question,
      answer: turn.answer,
      sources: turn.sources.map((s) => s.url),
      model: options.model,
    }).then(
      () => update(turn.id, {feedbackState: 'sent'}),
      () => update(turn.id, {feedbackState: 'failed'}),
    );
  };

  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  const renderLink = (path: string, children: ReactNode, key: string) => (
    <Link key={key} to={path} onClick={onNavigate}>
      {children}
    </Link>
  );

  return (
    <section className="ask-ai" aria-label="询问 AI" hidden={hidden}>
      <div className="ask-ai-toolbar">
        <button type="button" className="ask-ai-button" onClick={() => onBack()}>
          返回搜索结果
        </button>
        <button
          type="button"
          className="ask-ai-button"
          disabled={turns.length === 0}
          onClick={() => {
            running.current?.abort();
            setTurns([]);
            inputRef.current?.focus();
          }}
        >
          新对话
        </button>
      </div>
      <div className="ask-ai-turns" ref={turnsElement}>
        {turns.map((turn) => (
          <article key={turn.id} className="ask-ai-turn" data-phase={turn.phase}>
            <p className="ask-ai-question">{turn.question}</p>
            <div className="ask-ai-answer" aria-busy={busy(turn.phase)}>
              {turn.answer &&
                renderMarkdown(turn.answer, {citations: turn.sources.map((s) => s.url), origin, renderLink})}
            </div>
            <p
              className={
                turn.phase === 'failed' || turn.phase === 'refused' ? 'ask-ai-status ask-ai-error' : 'ask-ai-status'
              }
              role={turn.phase === 'failed' || turn.phase === 'refused' ? 'alert' : 'status'}
            >
              {phaseText(turn)}
            </p>
            {turn.sources.length > 0 && turn.phase !== 'searching' && (
              <SourceList sources={turn.sources} onNavigate={onNavigate} />
            )}
            <div className="ask-ai-actions">
              {busy(turn.phase) && (
                <button type="button" className="ask-ai-button" onClick={() => running.current?.abort()}>
                  停止
                </button>
              )}
              {(turn.phase === 'failed' || turn.phase === 'stopped') && turn.id === current?.id && (
                <button
                  type="button"
                  className="ask-ai-button"
                  onClick={() => void run(turn.id, turn.question, historyBefore(turn.id))}
                >
                  重试
                </button>
              )}
              {(turn.phase === 'failed' || turn.phase === 'nothing') && (
                <button type="button" className="ask-ai-button" onClick={() => onBack(turn.question)}>
                  查看关键词搜索结果
                </button>
              )}
              {turn.answer && !busy(turn.phase) && (
                <>
                  <button
                    type="button"
                    className="ask-ai-button"
                    onClick={() => void copyText(turn.answer).then((ok) => setCopied(ok ? turn.id : -turn.id))}
                  >
                    {copied === turn.id ? '已复制' : copied === -turn.id ? '复制失败' : '复制回答'}
                  </button>
                  <button
                    type="button"
                    className="ask-ai-button"
                    aria-pressed={turn.rating === 'like'}
                    disabled={turn.rating !== undefined}
                    onClick={() => rate(turn, 'like')}
                  >
                    有帮助
                  </button>
                  <button
                    type="button"
                    className="ask-ai-button"
                    aria-pressed={turn.rating === 'dislike'}
                    disabled={turn.rating !== undefined}
                    onClick={() => rate(turn, 'dislike')}
                  >
                    没有帮助
                  </button>
                  {turn.feedbackState && (
                    <span role="status" className="ask-ai-feedback">
                      {turn.feedbackState === 'sent' ? '感谢反馈。' : '反馈未能发送。'}
                    </span>
                  )}
                </>
              )}
            </div>
          </article>
        ))}
      </div>
      <form className="ask-ai-form" onSubmit={submit}>
        <label htmlFor="ask-ai-followup">{turns.length ? '继续提问' : '提问'}</label>
        <div className="ask-ai-form-row">
          <textarea
            id="ask-ai-followup"
            ref={inputRef}
            rows={2}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends, Shift+Enter starts a new line, as in chat tools.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
            }}
          />
          <button type="submit" className="ask-ai-button ask-ai-send" disabled={answering || !draft.trim()}>
            发送
          </button>
        </div>
      </form>
      <p className="ask-ai-disclaimer">{DISCLAIMER}</p>
    </section>
  );
}
