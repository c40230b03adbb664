/**
 * A bundler chunk group that puts the stylesheets `test` matches, when only lazily loaded code imports them, in a
 * stylesheet of their own (`name`), fetched with that code: Docusaurus puts every stylesheet in the one every page
 * waits for before it paints (its `styles` group, priority 50); this group's higher priority keeps them out of it.
 * Used for the search modal's styles (src/search/build/plugin.ts) and Ask AI's (src/askai/build/plugin.ts).
 */
export function asyncStylesheet(name: string, test: RegExp) {
  return {name, type: 'css/mini-extract', test, chunks: 'async', enforce: true, priority: 60} as const;
}
