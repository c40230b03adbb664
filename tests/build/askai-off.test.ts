/**
 * A build without ASK_AI_MODEL ships none of Ask AI: no page's JavaScript holds its entry, its screen or its API path
 * (src/askai/build/plugin.ts aliases the entry to an empty component). Run after `npm run build` (scripts/test-all.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const BUILD = path.join(__dirname, '..', '..', 'build');

/**
 * Strings only this site's Ask AI code holds: the entry's label, the searching status, class names, the API path.
 * (DocSearch's own hosted Ask AI code and the theme's translation of its disclaimer ship in every build.)
 */
const TRACES = ['询问 AI', '正在搜索：', 'ask-ai-entry', 'ask-ai-host', 'ask-ai-disclaimer', '/chat/completions'];

/** A script's text with the minifier's \uXXXX escapes decoded, as the browser reads its strings. */
function decoded(js: string): string {
  return js.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function askAiTraces(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [name, js] of files) {
    const text = decoded(js);
    for (const trace of TRACES) if (text.includes(trace)) found.push(`${name}: ${trace}`);
  }
  return found;
}

function scripts(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), fs.readFileSync(file, 'utf8'));
  }
  return out;
}

test('the trace check finds Ask AI in a minified chunk, escapes and all', () => {
  const chunk = 'children:"\\u8BE2\\u95EE AI"}),(0,a.jsx)("p",{className:"x"})';
  assert.deepEqual(askAiTraces(new Map([['1186.js', chunk]])), ['1186.js: 询问 AI']);
  assert.deepEqual(askAiTraces(new Map([['main.js', 'fetch(`${p}/chat/completions`)']])), ['main.js: /chat/completions']);
});

test('the default build holds no Ask AI code or string in any script', () => {
  const files = scripts(BUILD);
  assert.ok(files.size > 10, `no build in ${BUILD}: run npm run build first`);
  assert.deepEqual(askAiTraces(files), []);
});
