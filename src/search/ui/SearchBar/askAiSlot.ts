/**
 * The slot the search modal offers Ask AI: what its controller and the Ask AI entry of the build (src/askai/ui/Entry.tsx,
 * or Off.tsx when off) share. Search owns it and Ask AI builds on it, so search never imports Ask AI.
 */

/** A question the reader chose「询问 AI」for: a new object each time, so it is asked once. */
export interface QuestionRequest {
  question: string;
  at: number;
}

export interface AskAiEntryProps {
  /** The element the modal is rendered into. */
  container: HTMLElement;
  /** Closes the search modal (after a citation is followed). */
  onClose: () => void;
  /** The latest question chosen with the modal's「询问 AI」item, null before the first. */
  request: QuestionRequest | null;
}

/**
 * How DocSearch's modal offers this build's Ask AI: as its own Ask AI item, first in the list of results. DocSearch
 * shows the item for any assistant id; the controller intercepts the choice, so its hosted assistant is never called.
 */
export interface AskAiModalSettings {
  assistantId: string;
  /** The item's text before the question, with keyword results and without. */
  translations: {askAiPlaceholder: string; noResultsAskAiPlaceholder: string};
}
