/** DocSearch's stylesheet entry point ships no types; it is imported only for its side effect. */
declare module '@docsearch/react/style';

/** The /search page of this build's search mode: a bundler alias set by src/search/build/plugin.ts. */
declare module '@site-search/page' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}
