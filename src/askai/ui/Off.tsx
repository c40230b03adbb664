/** Ask AI is off in this build (no ASK_AI_MODEL): the search modal renders nothing in its place. */
import type {ReactNode} from 'react';
import type {AskAiEntryProps} from './entryProps';

export default function AskAiEntry(_props: AskAiEntryProps): ReactNode {
  return null;
}
