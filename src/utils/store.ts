/**
 * A small store: the state of a reducer, readable at once by code running outside a render (a search client's
 * request, an answer arriving piece by piece), and a component's state too.
 */
import {useState} from 'react';

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

/**
 * A store of the component's own, made on its first render, and its state. Each change is a state update of the
 * component, scheduled as React schedules any other: one that comes from a promise renders together with the other
 * updates of its task (DocSearch's own, in the search modal). useSyncExternalStore would render it at once, alone,
 * and the browser could paint in between.
 */
export function useStore<State, Event>(
  reducer: (state: State, event: Event) => State,
  initial: () => State,
): [State, Store<State, Event>] {
  const [state, setState] = useState(initial);
  // The store is this component's alone: it is made, and listened to, once, and goes with the component.
  const [store] = useState(() => {
    const made = createStore(reducer, state);
    made.subscribe(() => setState(made.get()));
    return made;
  });
  return [state, store];
}
