/** src/askai/ui/messages.ts: every message Ask AI shows is in use, and none is empty, whatever it is given. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as messages from '../../../../../src/askai/ui/messages';

const UI = path.join(__dirname, '..', '..', '..', '..', '..', 'src', 'askai', 'ui');
const sources = fs
  .readdirSync(UI)
  .filter((f) => /\.tsx?$/.test(f) && f !== 'messages.ts')
  .map((f) => fs.readFileSync(path.join(UI, f), 'utf8'))
  .join('\n');
const entries = Object.entries(messages) as Array<[string, string | ((...args: never[]) => string)]>;

test('every message is used by Ask AI', () => {
  assert.ok(entries.length > 30);
  const unused = entries.filter(([name]) => !new RegExp(`\\bmessages\\.${name}\\b`).test(sources)).map(([n]) => n);
  assert.deepEqual(unused, []);
});

test('no message is empty; one that says something of the moment says it', () => {
  for (const [name, message] of entries) {
    if (typeof message === 'string') {
      assert.match(message, /[\u4e00-\u9fff]/, `${name}: Chinese text`);
      continue;
    }
    const args = Array.from({length: message.length}, (_, i) => 7 + i);
    const text = (message as (...a: number[]) => string)(...args);
    assert.match(text, /[\u4e00-\u9fff]/, `${name}: Chinese text`);
    for (const arg of args) assert.ok(text.includes(String(arg)), `${name} shows what it is given: ${text}`);
  }
});

test('Ask AI shows no Chinese text outside the module', () => {
  const code = sources.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  assert.doesNotMatch(code, /[\u4e00-\u9fff]/);
});
