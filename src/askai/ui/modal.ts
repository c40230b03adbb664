/**
 * How the search modal offers Ask AI in a build with it: DocSearch's own Ask AI item, first in the list. A module of
 * its own, without the entry's component and stylesheet: the search bar reads it on every page, while the entry loads
 * with the modal's controller, so the stylesheet never blocks a page's first paint.
 */
import type {AskAiModalSettings} from '../../search/ui/SearchBar/askAiSlot';
import * as messages from './messages';

export const askAiModal: AskAiModalSettings = {
  assistantId: 'on-premises',
  translations: {askAiPlaceholder: messages.entryPrefix, noResultsAskAiPlaceholder: messages.entryPrefixNoResults},
};
