/** What the search modal's controller hands the Ask AI entry (./Entry.tsx, or ./Off.tsx when the mode is off). */
export interface AskAiEntryProps {
  /** The element the modal is rendered into. */
  container: HTMLElement;
  /** Closes the search modal (after a citation is followed). */
  onClose: () => void;
}
