/**
 * The conversation of the AI screen (its states and transitions: ./conversation.ts), and the reader's actions on it.
 * Each question is answered in one run: the docs searched for it (the local index in the search worker), the prompt
 * built from the sections found, the answer streamed from the model; each step reported to the conversation. One run
 * at a time: a new question, a retry, the stop button,「新对话」or the modal closing stops the one running.
 */
import {useCallback, useEffect, useRef} from 'react';
import type {AskAiOptions} from '../build/options';
import {buildMessages, retrievalQuery, type PastTurn} from '../engine/prompt';
import {AskAiError, streamChat} from '../browser/chat';
import {retrieveSections} from '../browser/retrieve';
import {sendFeedback, type Rating} from '../browser/feedback';
import {copyText} from '@site/src/utils/clipboard';
import {useStore} from '../../utils/store';
import {
  NEW_CONVERSATION,
  busy,
  conversationReducer,
  historyBefore,
  type ConversationEvent,
  type Turn,
} from './conversation';

/** Seconds without a token after which the answer is given up (the model server or the network hangs). */
export const STALL_SECONDS = 20;
/** The same for the first token, which comes only once the model has read the prompt: long on a CPU-only server. */
export const FIRST_TOKEN_SECONDS = 90;

/** Answers a turn, from retrieval to the end of the answer, reporting each step. */
async function answer(
  {id, question}: Turn,
  history: PastTurn[],
  options: AskAiOptions,
  signal: AbortSignal,
  report: (event: ConversationEvent) => void,
): Promise<void> {
  const searchedFor = retrievalQuery(question, history);
  report({type: 'searching', id, searchedFor});
  let sections;
  try {
    // The reader sees what is searched for at least once: an answer the worker already holds would otherwise be
    // rendered in the same frame as the searching line, which then never shows.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    sections = await retrieveSections(searchedFor);
  } catch {
    report({type: 'failed', id, failure: {kind: 'index'}});
    return;
  }
  if (signal.aborted) {
    report({type: 'stopped', id});
    return;
  }
  if (sections.length === 0) {
    report({type: 'nothingFound', id});
    return;
  }
  const {messages, used} = buildMessages(question, sections, history);
  report({type: 'found', id, sources: used});
  // Pieces arrive faster than the screen needs them: render at most once a frame.
  let pending = '';
  let frame = 0;
  const flush = () => {
    frame = 0;
    const text = pending;
    pending = '';
    report({type: 'streamed', id, text});
  };
  try {
    await streamChat({
      path: options.path,
      model: options.model,
      messages,
      signal,
      stallMs: STALL_SECONDS * 1000,
      firstMs: FIRST_TOKEN_SECONDS * 1000,
      onText: (text) => {
        pending += text;
        if (!frame) frame = requestAnimationFrame(flush);
      },
    });
    cancelAnimationFrame(frame);
    flush();
    report({type: 'finished', id});
  } catch (error) {
    cancelAnimationFrame(frame);
    flush();
    if (signal.aborted) report({type: 'stopped', id});
    else if (error instanceof AskAiError)
      report({type: 'failed', id, failure: {kind: error.kind, status: error.status, waitedMs: error.waitedMs}});
    else report({type: 'failed', id, failure: {kind: 'network'}});
  }
}

export function useConversation(options: AskAiOptions) {
  const [conversation, store] = useStore(conversationReducer, () => NEW_CONVERSATION);
  const running = useRef<AbortController | null>(null);

  const run = useCallback(
    (turn: Turn) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const history = historyBefore(store.get().turns, turn.id);
      void answer(turn, history, options, controller.signal, store.dispatch).finally(() => {
        if (running.current === controller) running.current = null;
      });
    },
    [options, store],
  );

  /** A new turn; a question too long is refused, not asked. */
  const ask = useCallback(
    (question: string) => {
      store.dispatch({type: 'asked', question});
      const turn = store.get().turns.at(-1)!;
      if (turn.phase === 'asking') run(turn);
    },
    [run, store],
  );

  const stop = useCallback(() => running.current?.abort(), []);

  /** The「新对话」button: what runs stops, the turns go. */
  const clear = useCallback(() => {
    running.current?.abort();
    store.dispatch({type: 'cleared'});
  }, [store]);

  /** A rating of an answer (「有帮助」or「没有帮助」), once, posted to the operator's feedback log. */
  const rate = useCallback(
    (turn: Turn, rating: Rating) => {
      store.dispatch({type: 'rated', id: turn.id, rating});
      sendFeedback(options.path, {
        rating,
        question: turn.question,
        answer: turn.answer,
        sources: turn.sources.map((s) => s.url),
        model: options.model,
      }).then(
        () => store.dispatch({type: 'feedbackSent', id: turn.id, ok: true}),
        () => store.dispatch({type: 'feedbackSent', id: turn.id, ok: false}),
      );
    },
    [options, store],
  );

  const copy = useCallback(
    (turn: Turn) => void copyText(turn.answer).then((ok) => store.dispatch({type: 'copied', id: turn.id, ok})),
    [store],
  );

  // The modal closed: stop what is running.
  useEffect(() => () => running.current?.abort(), []);

  const current = conversation.turns.at(-1);
  return {
    ...conversation,
    /** The latest turn is being answered: a new question waits for it. */
    answering: current !== undefined && busy(current.phase),
    ask,
    retry: run,
    stop,
    clear,
    rate,
    copy,
  };
}
