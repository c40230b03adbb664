/** The Ask AI entry of this build: a bundler alias set by src/askai/build/plugin.ts (./Entry.tsx or ./Off.tsx). */
declare module '@site-askai/entry' {
  import type {ReactNode} from 'react';
  import type {AskAiEntryProps} from '@site/src/search/ui/SearchBar/askAiSlot';
  export default function AskAiEntry(props: AskAiEntryProps): ReactNode;
}

/** How the search modal offers this build's Ask AI (null when off): the plugin's alias (./modal.ts or ./Off.tsx). */
declare module '@site-askai/modal' {
  import type {AskAiModalSettings} from '@site/src/search/ui/SearchBar/askAiSlot';
  export const askAiModal: AskAiModalSettings | null;
}
