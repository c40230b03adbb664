/** src/search/build/mode.ts: which search a build ships, from the environment. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveSearchMode, SearchConfigError} from '../../../../../src/search/build/mode';

test('no variables → local; all three → hosted; assistant id → Ask AI; a partial set names what is missing', () => {
  assert.deepEqual(resolveSearchMode({}), {mode: 'local'});
  assert.deepEqual(resolveSearchMode({DOCSEARCH_APP_ID: '  '}), {mode: 'local'});
  const hosted = {DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'KEY', DOCSEARCH_INDEX_NAME: 'docs'};
  assert.deepEqual(resolveSearchMode(hosted), {mode: 'hosted', appId: 'APP', apiKey: 'KEY', indexName: 'docs'});
  assert.deepEqual(resolveSearchMode({...hosted, DOCSEARCH_ASSISTANT_ID: 'asst'}), {
    mode: 'hosted',
    appId: 'APP',
    apiKey: 'KEY',
    indexName: 'docs',
    assistantId: 'asst',
  });
  assert.throws(
    () => resolveSearchMode({DOCSEARCH_APP_ID: 'APP'}),
    (e: unknown) => {
      assert.ok(e instanceof SearchConfigError);
      assert.match(e.message, /DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME are missing/);
      return true;
    },
  );
  assert.throws(
    () => resolveSearchMode({DOCSEARCH_ASSISTANT_ID: 'asst'}),
    /DOCSEARCH_APP_ID, DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME are missing/,
  );
  assert.throws(() => resolveSearchMode({...hosted, DOCSEARCH_INDEX_NAME: ''}), /DOCSEARCH_INDEX_NAME is missing/);
});
