/**
 * The browser's way to the code highlighter (src/prism/languages.ts): loaded once, on demand, as its own chunk. A page
 * arrives with its code already highlighted by the server, so loading a page never needs it; only a code block the
 * browser renders itself (after a client-side navigation) does. The server build swaps this module for
 * highlighter.server.ts, which has the highlighter at hand (src/prism/plugin.ts).
 */
export type Highlighter = typeof import('./languages');

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The highlighter if it has been loaded, else undefined. */
export function loadedHighlighter(): Highlighter | undefined {
  return loaded;
}

/** Loads the highlighter; a failed load (a lost connection) can be tried again. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "prism" */ './languages').then(
    (module) => (loaded = module),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
