/** The server build's highlighter.ts: the highlighter is always at hand, so every page is rendered highlighted. */
import * as highlighter from './languages';
import type {Highlighter} from './highlighter';

export type {Highlighter};

export function loadedHighlighter(): Highlighter | undefined {
  return highlighter;
}

export function loadHighlighter(): Promise<Highlighter> {
  return Promise.resolve(highlighter);
}
