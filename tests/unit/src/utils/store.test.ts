/** src/utils/store.ts: the reducer's state kept outside React, read at once after each event. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createStore} from '../../../../src/utils/store';

const count = (state: number, event: 'up' | 'same') => (event === 'up' ? state + 1 : state);

test('an event changes the state at once, and listeners hear of changes only', () => {
  const store = createStore(count, 0);
  let heard = 0;
  const unsubscribe = store.subscribe(() => heard++);
  store.dispatch('up');
  assert.equal(store.get(), 1, 'read right after the event, before any render');
  store.dispatch('same');
  assert.equal(heard, 1, 'an event that changes nothing is not announced');
  unsubscribe();
  store.dispatch('up');
  assert.equal(heard, 1);
  assert.equal(store.get(), 2);
});
