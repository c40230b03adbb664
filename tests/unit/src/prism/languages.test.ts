import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../../scripts/lib/docs';
import {Prism} from '../../../../src/prism/languages';

function codeFenceLanguages(dir: string, found: Map<string, string>): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) codeFenceLanguages(full, found);
    else if (/\.mdx?$/.test(entry.name)) {
      for (const m of fs.readFileSync(full, 'utf8').matchAll(/^\s*```+([\w-]+)/gm))
        if (!found.has(m[1])) found.set(m[1], path.relative(ROOT, full));
    }
  }
}

test('every language a code fence names is one the highlighter knows', () => {
  const found = new Map<string, string>();
  codeFenceLanguages(path.join(ROOT, 'docs'), found);
  codeFenceLanguages(path.join(ROOT, 'src', 'pages'), found);
  assert.ok(found.has('bash') && found.has('http'), 'the scan found the code fences');
  const unknown = [...found].filter(([language]) => !Prism.languages[language]);
  assert.deepEqual(unknown, [], 'add these languages to src/prism/languages.ts (language, first page using it)');
});
