/** DocSearch's modal stylesheet ships no types; it is imported only for its side effect, with the modal. */
declare module '@docsearch/css/dist/modal.css';

/** The /search page of this build's search mode: a bundler alias set by src/search/build/plugin.ts. */
declare module '@site-search/page' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}
