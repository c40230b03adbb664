/** The Ask AI entry of this build: a bundler alias set by src/askai/build/plugin.ts (./Entry.tsx or ./Off.tsx). */
declare module '@site-askai/entry' {
  import type {ReactNode} from 'react';
  import type {AskAiEntryProps, AskAiModalSettings} from '@site/src/search/ui/SearchBar/askAiSlot';
  export const askAiModal: AskAiModalSettings | null;
  export default function AskAiEntry(props: AskAiEntryProps): ReactNode;
}
