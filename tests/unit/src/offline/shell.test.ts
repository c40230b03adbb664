/** The shell the service worker precaches (src/offline/shell.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isShellFile} from '../../../../src/offline/shell';

test('the worker precaches the entry scripts, the stylesheet and the feedback controller only', () => {
  assert.ok(isShellFile('assets/js/main.92fec5e0.js'));
  assert.ok(isShellFile('/assets/js/runtime~main.11fe72c2.js'));
  assert.ok(isShellFile('/assets/css/styles.7651fc99.css'));
  assert.ok(isShellFile('/assets/js/feedback.609f7592.js'));
  assert.ok(!isShellFile('/assets/js/17896441.ab12cd34.js'));
  assert.ok(!isShellFile('/search-index.json'));
});
