/**
 * A small store: the state of a reducer, kept outside React, so that code running outside a render (a search client's
 * request, an answer arriving piece by piece) reads the latest state at once; components re-render on each change.
 */
import {useState, useSyncExternalStore} from 'react';

export interface Store<State, Event> {
  get(): State;
  /** Applies the reducer; listeners hear of it only when the state changed. */
  dispatch(event: Event): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<State, Event>(
  reducer: (state: State, event: Event) => State,
  initial: State,
): Store<State, Event> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(event) {
      const next = reducer(state, event);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store of the component's own, created on its first render, and its current state. */
export function useStore<State, Event>(create: () => Store<State, Event>): [State, Store<State, Event>] {
  const [store] = useState(create);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [state, store];
}
