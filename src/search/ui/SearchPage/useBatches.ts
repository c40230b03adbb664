/** How many results of a list to render now, so that no render of the list is one long task. */
import {useEffect, useState} from 'react';

/** Results rendered per task: four results' render and layout fit a short task (under 50 ms) on a mid-range phone. */
const BATCH = 4;

/**
 * How many of the items to render: a new list starts with one batch and grows by a batch per task, so that the
 * first results paint at once and the rest never make one long task of rendering and layout. A list that grows
 * (the next page appended) keeps what is shown. Give the same array for the same list: another one starts over.
 */
export function useBatches(items: readonly unknown[]): number {
  const [state, setState] = useState({items, shown: Math.min(BATCH, items.length)});
  let shown = state.shown;
  if (state.items !== items) {
    const appended = state.items.length > 0 && items.length > state.items.length && items[0] === state.items[0];
    shown = appended ? state.shown : Math.min(BATCH, items.length);
    setState({items, shown});
  }
  useEffect(() => {
    if (shown >= items.length) return undefined;
    const id = window.setTimeout(() => setState((s) => ({...s, shown: Math.min(s.items.length, s.shown + BATCH)})));
    return () => window.clearTimeout(id);
  }, [items, shown]);
  return shown;
}
