/** src/askai/build/options.ts: which Ask AI a build ships, what it needs of the search build, and what it prints. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {AskAiConfigError, normalizeAskAiPath, resolveAskAi} from '../../../../../src/askai/build/options';
import {resolveSearchMode} from '../../../../../src/search/build/mode';

const HOSTED = {DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'KEY', DOCSEARCH_INDEX_NAME: 'docs'};
const ASSISTANT = {DOCSEARCH_ASSISTANT_ID: 'asst-1'};
const MODEL = {ASK_AI_MODEL: 'qwen2.5:7b'};

/** The decision for a build's environment, as docusaurus.config.ts takes it. */
const decide = (env: Record<string, string>) => resolveAskAi(env, resolveSearchMode(env));

test('the decision table: none, local only, hosted only, hosted + assistant, hosted + model, all three', () => {
  const rows = [
    {name: 'none', env: {}},
    {name: 'local only', env: MODEL},
    {name: 'hosted only', env: HOSTED},
    {name: 'hosted + assistant', env: {...HOSTED, ...ASSISTANT}},
    {name: 'hosted + model', env: {...HOSTED, ...MODEL}},
    {name: 'hosted + assistant + model', env: {...HOSTED, ...ASSISTANT, ...MODEL}},
  ];
  const table = Object.fromEntries(rows.map(({name, env}) => [name, decide(env)]));
  // Each printed line is one line.
  for (const {line} of Object.values(table)) assert.ok(!line?.includes('\n'));
  const onPremises = {model: 'qwen2.5:7b', path: '/ask-ai/v1'};
  assert.deepEqual(table, {
    none: {options: null, localIndex: true},
    'local only': {
      options: onPremises,
      localIndex: true,
      line: '[ask-ai] Ask AI: on premises, model qwen2.5:7b at /ask-ai/v1.',
    },
    'hosted only': {options: null, localIndex: false},
    'hosted + assistant': {
      options: null,
      localIndex: false,
      line: "[ask-ai] Ask AI: Algolia's hosted assistant asst-1.",
    },
    'hosted + model': {
      options: onPremises,
      localIndex: true,
      line:
        '[ask-ai] Ask AI: on premises, model qwen2.5:7b at /ask-ai/v1; keyword search stays on the hosted index docs, ' +
        "and the local index is built for Ask AI's retrieval.",
    },
    'hosted + assistant + model': {
      options: null,
      localIndex: false,
      line:
        "[ask-ai] Ask AI: Algolia's hosted assistant asst-1 (DOCSEARCH_ASSISTANT_ID takes precedence: " +
        'ASK_AI_MODEL=qwen2.5:7b is not used).',
    },
  });
});

test('an empty ASK_AI_MODEL is unset; ASK_AI_PATH moves the API', () => {
  assert.deepEqual(decide({ASK_AI_MODEL: '  '}), {options: null, localIndex: true});
  assert.equal(decide({ASK_AI_MODEL: 'm', ASK_AI_PATH: '/llm/v1/'}).options?.path, '/llm/v1');
  assert.equal(decide({...HOSTED, ASK_AI_MODEL: 'm', ASK_AI_PATH: '/llm/v1'}).options?.path, '/llm/v1');
});

test('a path that is not a plain path of the site is refused', () => {
  for (const bad of ['llm', 'http://x/v1', '/a b', '/a;b', '/a{b}', '/']) {
    assert.throws(() => normalizeAskAiPath(bad), AskAiConfigError, bad);
  }
});
