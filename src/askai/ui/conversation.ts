/**
 * A conversation with Ask AI, and every way it changes. A turn goes asking → searching (the docs, for what the
 * question asks) → thinking (the model reads the sections found) → streaming → done; it is stopped (by the reader,
 * or by a new question) or failed from any of these, nothing (no section is relevant, so the model is not asked)
 * after searching, and refused (too long) at once. A stopped or failed turn is retried from searching, with the
 * same question. Follow-ups are turns added to the end; 新对话 clears the turns. An event for a turn that is no
 * longer there (the conversation was cleared) or not in a phase it applies to is dropped.
 */
import {MAX_QUESTION_LENGTH, type PastTurn, type Section} from '../engine/prompt';
import type {AskAiErrorKind} from '../browser/chat';
import type {Rating} from '../browser/feedback';

export type Phase =
  'asking' | 'searching' | 'thinking' | 'streaming' | 'done' | 'stopped' | 'failed' | 'nothing' | 'refused';

export interface Failure {
  kind: AskAiErrorKind | 'index';
  status?: number;
  waitedMs?: number;
}

export interface Turn {
  id: number;
  question: string;
  phase: Phase;
  /** What retrieval searched the docs for: the question, with the one before it when it is a short follow-up. */
  searchedFor: string;
  /** The answer as streamed so far (Markdown). */
  answer: string;
  /** The sections given to the model, cited by number in the answer. */
  sources: Section[];
  failure?: Failure;
  rating?: Rating;
  feedback?: 'sent' | 'failed';
}

export interface Conversation {
  turns: Turn[];
  /** Never reused, so an event of a cleared conversation cannot reach a turn of the next one. */
  nextId: number;
  /** The latest copy of an answer, and whether it worked. */
  copied: {id: number; ok: boolean} | null;
}

export type ConversationEvent =
  | {type: 'asked'; question: string}
  | {type: 'searching'; id: number; searchedFor: string}
  | {type: 'found'; id: number; sources: Section[]}
  | {type: 'nothingFound'; id: number}
  | {type: 'streamed'; id: number; text: string}
  | {type: 'finished'; id: number}
  | {type: 'stopped'; id: number}
  | {type: 'failed'; id: number; failure: Failure}
  | {type: 'cleared'}
  | {type: 'rated'; id: number; rating: Rating}
  | {type: 'feedbackSent'; id: number; ok: boolean}
  | {type: 'copied'; id: number; ok: boolean};

export const NEW_CONVERSATION: Conversation = {turns: [], nextId: 1, copied: null};

const BUSY: readonly Phase[] = ['asking', 'searching', 'thinking', 'streaming'];
/** Phases a turn may hold an answer in, whole or in part, that the reader can copy and rate. */
const ANSWERED: readonly Phase[] = ['done', 'stopped', 'failed'];

/** Whether the turn is still being answered (a stop applies, a new question waits). */
export function busy(phase: Phase): boolean {
  return BUSY.includes(phase);
}

/** The turn `id` changed by `change`, when it is there and in one of the phases `from` (any phase when null). */
function changeTurn(
  state: Conversation,
  id: number,
  from: readonly Phase[] | null,
  change: (turn: Turn) => Turn,
): Conversation {
  const turn = state.turns.find((t) => t.id === id);
  if (!turn || (from && !from.includes(turn.phase))) return state;
  const changed = change(turn);
  return changed === turn ? state : {...state, turns: state.turns.map((t) => (t === turn ? changed : t))};
}

export function conversationReducer(state: Conversation, event: ConversationEvent): Conversation {
  switch (event.type) {
    case 'asked': {
      const refused = event.question.length > MAX_QUESTION_LENGTH;
      const turn: Turn = {
        id: state.nextId,
        question: event.question,
        phase: refused ? 'refused' : 'asking',
        searchedFor: event.question,
        answer: '',
        sources: [],
      };
      return {...state, turns: [...state.turns, turn], nextId: state.nextId + 1};
    }
    case 'cleared':
      return {...state, turns: [], copied: null};
    case 'copied':
      return {...state, copied: {id: event.id, ok: event.ok}};
    case 'searching':
      return changeTurn(state, event.id, ['asking', 'stopped', 'failed'], (t) => ({
        ...t,
        phase: 'searching',
        searchedFor: event.searchedFor,
        answer: '',
        sources: [],
        failure: undefined,
      }));
    case 'found':
      return changeTurn(state, event.id, ['searching'], (t) => ({...t, phase: 'thinking', sources: event.sources}));
    case 'nothingFound':
      return changeTurn(state, event.id, ['searching'], (t) => ({...t, phase: 'nothing'}));
    case 'streamed':
      return changeTurn(state, event.id, ['thinking', 'streaming'], (t) => ({
        ...t,
        phase: 'streaming',
        answer: t.answer + event.text,
      }));
    case 'finished':
      return changeTurn(state, event.id, ['thinking', 'streaming'], (t) => ({...t, phase: 'done'}));
    case 'stopped':
      return changeTurn(state, event.id, BUSY, (t) => ({...t, phase: 'stopped'}));
    case 'failed':
      return changeTurn(state, event.id, BUSY, (t) => ({...t, phase: 'failed', failure: event.failure}));
    case 'rated':
      // Once: a rating is not taken back.
      return changeTurn(state, event.id, ANSWERED, (t) => (t.rating ? t : {...t, rating: event.rating}));
    case 'feedbackSent':
      return changeTurn(state, event.id, null, (t) => ({...t, feedback: event.ok ? 'sent' : 'failed'}));
  }
}

/** The turns before a turn that the model sees again: those answered, whole or stopped, with their answers. */
export function historyBefore(turns: readonly Turn[], id: number): PastTurn[] {
  return turns
    .filter((t) => t.id < id && (t.phase === 'done' || t.phase === 'stopped') && t.answer)
    .map((t) => ({question: t.question, answer: t.answer}));
}
