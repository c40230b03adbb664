/** Windows lines in bash blocks (tools/sample-check/checkers/shell.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {windowsLines} from '../../../../../tools/sample-check/checkers/shell';

test('bash blocks with cmd or PowerShell lines are found', () => {
  assert.deepEqual(windowsLines('ls -l\ncertutil -hashfile a.zip SHA256\n'), ['certutil -hashfile a.zip SHA256']);
  assert.deepEqual(windowsLines('Get-Service Janus\n'), ['Get-Service Janus']);
  assert.deepEqual(windowsLines('sha256sum a.tar.gz\ncd ~/triton-sdk\n'), []);
});
