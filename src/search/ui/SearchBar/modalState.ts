/**
 * The search modal's state, and every way it changes: opened (with the key that opened it) and closed, the products
 * chosen, the question chosen for Ask AI, and how its searches go: waiting for the index, failed, answered.
 */
import type {Product} from '../../engine/format';
import type {QuestionRequest} from './askAiSlot';

export interface ModalState {
  open: boolean;
  /** The key typed on the page that opened the modal: its search box starts with it. */
  initialQuery: string | undefined;
  /** The product chips that are on (none: every product); each search of the modal is filtered by them. */
  products: readonly Product[];
  /** The latest question chosen with the modal's「询问 AI」item, for the build's own Ask AI. */
  askAiRequest: QuestionRequest | null;
  /** Searches sent and not settled yet. */
  pending: number;
  /** Whether a search of this tab has been answered, so the index is there. */
  answered: boolean;
  /** The latest search to settle failed. */
  failed: boolean;
}

export type ModalEvent =
  | {type: 'keyTyped'; key: string}
  | {type: 'opened'}
  | {type: 'closed'}
  | {type: 'productsChosen'; products: readonly Product[]}
  | {type: 'askAiChosen'; request: QuestionRequest}
  | {type: 'searchStarted'}
  | {type: 'searchAnswered'}
  | {type: 'searchFailed'};

/** Closed, all products; `answered` as the tab knows it (a search bar mounted again finds the index there). */
export function initialModalState(answered: boolean): ModalState {
  return {
    open: false,
    initialQuery: undefined,
    products: [],
    askAiRequest: null,
    pending: 0,
    answered,
    failed: false,
  };
}

export function modalReducer(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'keyTyped':
      return {...state, initialQuery: event.key};
    case 'opened':
      return state.open ? state : {...state, open: true};
    case 'closed':
      // The products stay chosen for the next opening; a search still running settles into `pending`.
      return {...state, open: false, initialQuery: undefined, askAiRequest: null, failed: false};
    case 'productsChosen':
      return {...state, products: event.products};
    case 'askAiChosen':
      return {...state, askAiRequest: event.request};
    case 'searchStarted':
      return {...state, pending: state.pending + 1};
    case 'searchAnswered':
      return {...state, pending: Math.max(0, state.pending - 1), answered: true, failed: false};
    case 'searchFailed':
      return {...state, pending: Math.max(0, state.pending - 1), failed: true};
  }
}

/** The error screen stands over DocSearch's dropdown while the modal is open and its latest search failed. */
export function showsError(state: ModalState): boolean {
  return state.open && state.failed;
}

/**
 * The loading line stands over it while a search waits and none of the tab has been answered yet: DocSearch would
 * show "no results" for a query whose answer has not come.
 */
export function showsLoading(state: ModalState): boolean {
  return state.open && !state.failed && !state.answered && state.pending > 0;
}
