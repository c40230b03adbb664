/**
 * src/askai/ui/conversation.ts: a conversation with Ask AI, transition by transition: asking → searching → thinking →
 * streaming → done, stopped or failed; nothing found; refused; follow-ups, 新对话, retry, and late events dropped.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  NEW_CONVERSATION,
  busy,
  conversationReducer,
  historyBefore,
  type Conversation,
  type ConversationEvent,
  type Turn,
} from '../../../../../src/askai/ui/conversation';
import type {Section} from '../../../../../src/askai/engine/prompt';

const after = (state: Conversation, ...events: ConversationEvent[]) => events.reduce(conversationReducer, state);
const last = (state: Conversation): Turn => state.turns.at(-1)!;
const section: Section = {url: 'https://docs.example/docs/janus#a', headings: ['Janus', '数据定义'], content: '…'};

/** A question asked and answered: "根据文档 [1]", from one section. */
function answered(question = 'Janus 怎样定义采集点', state = NEW_CONVERSATION): Conversation {
  const asked = conversationReducer(state, {type: 'asked', question});
  const {id} = last(asked);
  return after(
    asked,
    {type: 'searching', id, searchedFor: question},
    {type: 'found', id, sources: [section]},
    {type: 'streamed', id, text: '根据文档'},
    {type: 'streamed', id, text: ' [1]'},
    {type: 'finished', id},
  );
}

test('asked: a new turn, asking; a question over 500 characters is refused at once', () => {
  const asking = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'Janus 怎样定义采集点'});
  assert.deepEqual(
    [last(asking).id, last(asking).phase, last(asking).question, busy(last(asking).phase)],
    [1, 'asking', 'Janus 怎样定义采集点', true],
  );
  const refused = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: '数'.repeat(501)});
  assert.equal(last(refused).phase, 'refused');
  assert.equal(busy('refused'), false);
});

test('asking → searching → thinking → streaming → done: what was searched for, the sources, the answer piece by piece', () => {
  const asked = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'Janus 怎样定义采集点'});
  const id = last(asked).id;
  const searching = conversationReducer(asked, {type: 'searching', id, searchedFor: '数据定义 采集点'});
  assert.deepEqual([last(searching).phase, last(searching).searchedFor], ['searching', '数据定义 采集点']);
  const thinking = conversationReducer(searching, {type: 'found', id, sources: [section]});
  assert.deepEqual([last(thinking).phase, last(thinking).sources], ['thinking', [section]]);
  const streaming = after(thinking, {type: 'streamed', id, text: '根据'}, {type: 'streamed', id, text: '文档'});
  assert.deepEqual([last(streaming).phase, last(streaming).answer], ['streaming', '根据文档']);
  const done = conversationReducer(streaming, {type: 'finished', id});
  assert.equal(last(done).phase, 'done');
  assert.equal(busy('done'), false);
});

test('searching → nothing: no relevant section, the model is not asked', () => {
  const asked = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'zqxjvw'});
  const {id} = last(asked);
  const nothing = after(asked, {type: 'searching', id, searchedFor: 'zqxjvw'}, {type: 'nothingFound', id});
  assert.equal(last(nothing).phase, 'nothing');
  assert.equal(conversationReducer(nothing, {type: 'found', id, sources: [section]}), nothing, 'no longer searching');
});

test('streaming → stopped: the answer so far stays, and nothing streamed after the stop is added', () => {
  const asked = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'q'});
  const {id} = last(asked);
  const streaming = after(
    asked,
    {type: 'searching', id, searchedFor: 'q'},
    {type: 'found', id, sources: [section]},
    {type: 'streamed', id, text: '根据文档'},
  );
  const stopped = conversationReducer(streaming, {type: 'stopped', id});
  assert.deepEqual([last(stopped).phase, last(stopped).answer], ['stopped', '根据文档']);
  assert.equal(conversationReducer(stopped, {type: 'streamed', id, text: '，还有'}), stopped);
  assert.equal(conversationReducer(stopped, {type: 'finished', id}), stopped);
});

test('searching → stopped: a stop before the sections come ends the turn (the reader can ask again)', () => {
  const asked = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'q'});
  const {id} = last(asked);
  const stopped = after(asked, {type: 'searching', id, searchedFor: 'q'}, {type: 'stopped', id});
  assert.equal(last(stopped).phase, 'stopped');
  assert.equal(busy(last(stopped).phase), false);
});

test('streaming → failed: the failure is kept with the partial answer; a finished turn cannot fail any more', () => {
  const asked = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'q'});
  const {id} = last(asked);
  const failed = after(
    asked,
    {type: 'searching', id, searchedFor: 'q'},
    {type: 'found', id, sources: [section]},
    {type: 'streamed', id, text: '根据'},
    {type: 'failed', id, failure: {kind: 'cut'}},
  );
  assert.deepEqual([last(failed).phase, last(failed).failure, last(failed).answer], ['failed', {kind: 'cut'}, '根据']);
  const done = answered();
  assert.equal(conversationReducer(done, {type: 'failed', id: last(done).id, failure: {kind: 'cut'}}), done);
  const index = after(
    conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'q'}),
    {type: 'searching', id: 1, searchedFor: 'q'},
    {type: 'failed', id: 1, failure: {kind: 'index'}},
  );
  assert.deepEqual(last(index).failure, {kind: 'index'}, 'the index could not be read');
});

test('retry: a failed or stopped turn searches again with its question, its answer and failure cleared', () => {
  const asked = conversationReducer(NEW_CONVERSATION, {type: 'asked', question: 'q'});
  const {id} = last(asked);
  const failed = after(
    asked,
    {type: 'searching', id, searchedFor: 'q'},
    {type: 'found', id, sources: [section]},
    {type: 'streamed', id, text: '根据'},
    {type: 'failed', id, failure: {kind: 'http', status: 500}},
  );
  const retried = conversationReducer(failed, {type: 'searching', id, searchedFor: 'q'});
  assert.deepEqual(
    [last(retried).phase, last(retried).question, last(retried).answer, last(retried).sources, last(retried).failure],
    ['searching', 'q', '', [], undefined],
  );
  const done = answered();
  assert.equal(
    conversationReducer(done, {type: 'searching', id: last(done).id, searchedFor: 'q'}),
    done,
    'not a done turn',
  );
});

test('follow-ups: each question is a turn of its own; the model sees the answered turns before it', () => {
  const first = answered('Janus 网关的数据定义是什么');
  const second = conversationReducer(first, {type: 'asked', question: '第二步呢'});
  assert.deepEqual(
    second.turns.map((t) => t.id),
    [1, 2],
  );
  assert.deepEqual(historyBefore(second.turns, 2), [{question: 'Janus 网关的数据定义是什么', answer: '根据文档 [1]'}]);
  assert.deepEqual(historyBefore(second.turns, 1), [], 'nothing before the first');
  const failed = after(
    second,
    {type: 'searching', id: 2, searchedFor: 'x'},
    {type: 'failed', id: 2, failure: {kind: 'model'}},
  );
  const third = conversationReducer(failed, {type: 'asked', question: '第三步'});
  assert.equal(historyBefore(third.turns, 3).length, 1, 'a failed turn is not part of the history');
});

test('新对话: the turns go, ids go on, and events of the old conversation reach nothing', () => {
  const first = answered();
  const asking = conversationReducer(first, {type: 'asked', question: 'q'});
  const cleared = conversationReducer(asking, {type: 'cleared'});
  assert.deepEqual(cleared.turns, []);
  const next = conversationReducer(cleared, {type: 'asked', question: 'new'});
  assert.equal(last(next).id, 3);
  assert.equal(conversationReducer(next, {type: 'searching', id: 2, searchedFor: 'q'}), next, 'turn 2 is gone');
  assert.equal(conversationReducer(next, {type: 'stopped', id: 2}), next);
});

test('copy and feedback: the latest copy is remembered; a rating is given once and its sending reported', () => {
  const done = answered();
  const {id} = last(done);
  assert.deepEqual(conversationReducer(done, {type: 'copied', id, ok: false}).copied, {id, ok: false});
  const liked = conversationReducer(done, {type: 'rated', id, rating: 'like'});
  assert.equal(last(liked).rating, 'like');
  assert.equal(conversationReducer(liked, {type: 'rated', id, rating: 'dislike'}), liked, 'not taken back');
  assert.equal(last(conversationReducer(liked, {type: 'feedbackSent', id, ok: true})).feedback, 'sent');
  assert.equal(last(conversationReducer(liked, {type: 'feedbackSent', id, ok: false})).feedback, 'failed');
  const asking = conversationReducer(done, {type: 'asked', question: 'q'});
  assert.equal(conversationReducer(asking, {type: 'rated', id: 2, rating: 'like'}), asking, 'nothing to rate yet');
});
