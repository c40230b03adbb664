import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {resolveFile} from '../../../lib/static-server';

test('the test server maps routes like the production server and refuses to leave its folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs', 'a.html'), 'a');
  fs.writeFileSync(path.join(root, 'index.html'), 'home');
  assert.equal(resolveFile(root, '/docs/a'), path.join(root, 'docs', 'a.html'));
  assert.equal(resolveFile(root, '/'), path.join(root, 'index.html'));
  assert.equal(resolveFile(root, '/docs/a/index.html'), null);
  assert.equal(resolveFile(root, '/../etc/passwd'), null);
  assert.equal(resolveFile(root, '/%E0%A4%A'), null);
});
