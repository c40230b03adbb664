import {test} from 'node:test';
import assert from 'node:assert/strict';
import {AskAiConfigError, normalizeAskAiPath, resolveAskAi} from '../../../../../src/askai/build/options';

const local = {mode: 'local'} as const;
const hosted = {mode: 'hosted', appId: 'A', apiKey: 'K', indexName: 'I'} as const;

test('without ASK_AI_MODEL the mode is off', () => {
  assert.deepEqual(resolveAskAi({}, local), {options: null});
  assert.deepEqual(resolveAskAi({ASK_AI_MODEL: '  '}, local), {options: null});
});

test('ASK_AI_MODEL turns it on at /ask-ai/v1 or ASK_AI_PATH, and the build says so', () => {
  const on = resolveAskAi({ASK_AI_MODEL: 'qwen2.5:7b'}, local);
  assert.deepEqual(on.options, {model: 'qwen2.5:7b', path: '/ask-ai/v1'});
  assert.match(on.notice!, /Ask AI on premises: model qwen2.5:7b/);
  assert.equal(resolveAskAi({ASK_AI_MODEL: 'm', ASK_AI_PATH: '/llm/v1/'}, local).options?.path, '/llm/v1');
});

test('a path that is not a plain path of the site is refused', () => {
  for (const bad of ['llm', 'http://x/v1', '/a b', '/a;b', '/a{b}', '/']) {
    assert.throws(() => normalizeAskAiPath(bad), AskAiConfigError, bad);
  }
});

test('a hosted assistant takes precedence and the build names it; a hosted index alone cannot feed retrieval', () => {
  const both = resolveAskAi({ASK_AI_MODEL: 'm'}, {...hosted, assistantId: 'X'});
  assert.equal(both.options, null);
  assert.match(both.notice!, /uses the hosted assistant/);
  assert.throws(() => resolveAskAi({ASK_AI_MODEL: 'm'}, hosted), /local search index/);
});
