/** Ask AI is off in this build (no ASK_AI_MODEL): the search modal offers no AI item and renders nothing for it. */
import type {ReactNode} from 'react';
import type {AskAiEntryProps, AskAiModalSettings} from '../../search/ui/SearchBar/askAiSlot';

export const askAiModal: AskAiModalSettings | null = null;

export default function AskAiEntry(_props: AskAiEntryProps): ReactNode {
  return null;
}
