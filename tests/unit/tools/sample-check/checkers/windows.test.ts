/** The cmd and PowerShell lint (tools/sample-check/checkers/windows.ts): each rule accepts a good block and fails a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMeta} from '../../../../../tools/sample-check/meta';
import {windowsShellErrors} from '../../../../../tools/sample-check/checkers/windows';
import type {Block} from '../../../../../tools/sample-check/extract';

const page = 'docs/janus/user/x.mdx';
const block = (lang: string, code: string): Block => ({
  id: `${page}:1`,
  file: page,
  line: 1,
  page,
  lang,
  meta: parseMeta('', page),
  code,
  heading: '',
});

test('cmd: a working block passes; POSIX lines, other shells, single quotes and open quotes fail', () => {
  const good = [
    'REM 检查端口',
    'set JANUS=http://192.168.1.20:8080',
    'curl -s "%JANUS%/api/device/list?token=%TOKEN%" ^',
    '  -H "Content-Type: application/json"',
    'sc query Janus',
  ].join('\n');
  assert.deepEqual(windowsShellErrors(block('batch', good)), []);
  const cases: Array<[string, RegExp]> = [
    ['export TOKEN=abc', /POSIX command/],
    ['curl -s http://x/a \\', /POSIX line continuation/],
    ['curl -s "$JANUS/api"', /cmd expands %NAME%/],
    ['echo $env:TOKEN', /\$env:/],
    ['curl -d \'{"a":1}\' http://x/a', /single quotes/],
    ['curl -s "http://x/a', /quote left open/],
  ];
  for (const [code, says] of cases) assert.match(windowsShellErrors(block('batch', code)).join('\n'), says, code);
});

test('PowerShell: a working block passes; cmd syntax, the curl alias, && and open brackets fail', () => {
  const good = [
    '# 检查服务',
    "$env:TRITON_TOKEN = 'nep1a2b3c4d'",
    'Get-Service -Name Janus | Select-Object Status',
    'curl.exe -s "http://127.0.0.1:8080/api/device/list?token=$env:TOKEN" `',
    '  -H "Accept: application/json"',
    "if (Test-Path 'C:\\Janus') { Write-Output 'ok' }",
  ].join('\n');
  assert.deepEqual(windowsShellErrors(block('powershell', good)), []);
  const cases: Array<[string, RegExp]> = [
    ['set TOKEN=abc', /\$env:NAME = 'value'/],
    ['curl.exe "http://x/%TOKEN%"', /cmd's %NAME%/],
    ['curl -s http://x/a', /alias of Invoke-WebRequest/],
    ['cd C:\\Janus && .\\janus.exe', /no && or \|\|/],
    ['curl.exe -s http://x/a ^', /cmd's line continuation/],
    ['if ($x) { Write-Output 1', /bracket\(s\) left open/],
    ['sudo systemctl restart janus', /POSIX command/],
  ];
  for (const [code, says] of cases) assert.match(windowsShellErrors(block('powershell', code)).join('\n'), says, code);
});

test('a transcript prompt is not read as part of the command', () => {
  assert.deepEqual(windowsShellErrors(block('batch', 'C:\\Janus> sc query Janus')), []);
  assert.deepEqual(windowsShellErrors(block('powershell', 'PS C:\\Janus> Get-Service Janus')), []);
});
