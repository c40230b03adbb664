/** The Ask AI entry of this build: a bundler alias set by src/askai/build/plugin.ts (./Entry.tsx or ./Off.tsx). */
declare module '@site-askai/entry' {
  import type {ReactNode} from 'react';
  /** The same shapes as ./entryProps.ts (an ambient module cannot import a relative path). */
  export const askAiModal: {
    assistantId: string;
    translations: {askAiPlaceholder: string; noResultsAskAiPlaceholder: string};
  } | null;
  export default function AskAiEntry(props: {
    container: HTMLElement;
    onClose: () => void;
    request: {question: string; at: number} | null;
  }): ReactNode;
}
