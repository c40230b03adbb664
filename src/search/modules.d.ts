/** DocSearch's stylesheet entry point ships no types; it is imported only for its side effect. */
declare module '@docsearch/react/style';
