/**
 * src/search/ui/SearchBar/modalState.ts: the search modal's state, transition by transition, and what it shows over
 * DocSearch's dropdown (the error screen, the loading line).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  initialModalState,
  modalReducer,
  showsError,
  showsLoading,
  type ModalEvent,
  type ModalState,
} from '../../../../../../src/search/ui/SearchBar/modalState';

const after = (state: ModalState, ...events: ModalEvent[]) => events.reduce(modalReducer, state);
const closed = initialModalState(false);

test('a key typed on the page opens the modal with it; opening twice changes nothing', () => {
  const open = after(closed, {type: 'keyTyped', key: 'm'}, {type: 'opened'});
  assert.equal(open.open, true);
  assert.equal(open.initialQuery, 'm');
  assert.equal(modalReducer(open, {type: 'opened'}), open);
});

test('closing forgets the typed key, the Ask AI question and a failure, and keeps the products', () => {
  const open = after(
    closed,
    {type: 'keyTyped', key: 'm'},
    {type: 'opened'},
    {type: 'productsChosen', products: ['janus']},
    {type: 'askAiChosen', request: {question: 'MQTT', at: 1}},
    {type: 'searchStarted'},
    {type: 'searchFailed'},
  );
  const shut = modalReducer(open, {type: 'closed'});
  assert.deepEqual(
    [shut.open, shut.initialQuery, shut.askAiRequest, shut.failed, shut.products],
    [false, undefined, null, false, ['janus']],
  );
  assert.equal(showsError(shut), false);
});

test('the first search waits for the index with the loading line, until one is answered', () => {
  const open = after(closed, {type: 'opened'});
  const waiting = after(open, {type: 'searchStarted'}, {type: 'searchStarted'});
  assert.equal(showsLoading(waiting), true);
  const oneAnswered = modalReducer(waiting, {type: 'searchAnswered'});
  assert.equal(showsLoading(oneAnswered), false, 'the index is there: the other search shows DocSearch’s own state');
  assert.equal(showsLoading(after(oneAnswered, {type: 'searchStarted'})), false, 'no loading line once answered');
  assert.equal(showsLoading(modalReducer(waiting, {type: 'closed'})), false, 'nothing shows on a closed modal');
});

test('a tab whose index has answered shows no loading line in a new search bar', () => {
  const open = after(initialModalState(true), {type: 'opened'}, {type: 'searchStarted'});
  assert.equal(showsLoading(open), false);
});

test('a failed search shows the error screen instead of the loading line; the next answer takes it away', () => {
  const failed = after(closed, {type: 'opened'}, {type: 'searchStarted'}, {type: 'searchFailed'});
  assert.equal(showsError(failed), true);
  assert.equal(showsLoading(after(failed, {type: 'searchStarted'})), false, 'still failed: no loading line');
  const retried = after(failed, {type: 'searchStarted'}, {type: 'searchAnswered'});
  assert.equal(showsError(retried), false);
  assert.equal(retried.pending, 0);
});

test('the products chosen and the Ask AI question are kept as given', () => {
  const state = after(
    closed,
    {type: 'productsChosen', products: ['neptune', 'triton']},
    {type: 'askAiChosen', request: {question: '怎么接入', at: 2}},
  );
  assert.deepEqual(state.products, ['neptune', 'triton']);
  assert.deepEqual(state.askAiRequest, {question: '怎么接入', at: 2});
});
