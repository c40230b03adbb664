import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../scripts/lib/docs';
import {INTERNAL_API_PATTERNS, overrides} from '../../../src/overrides';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    return e.isDirectory() ? filesUnder(rel) : [rel];
  });
}

const listed = new Set(overrides.flatMap((o) => o.files));

test('every file under src/theme/ is in the override list', () => {
  const unlisted = filesUnder('src/theme').filter((f) => f !== 'src/theme/README.md' && !listed.has(f));
  assert.deepEqual(unlisted, [], 'add these to src/overrides.ts with their upstream, reason and guarding test');
});

test('every file of src/ that reaches into Docusaurus internals is in the override list', () => {
  const unlisted = filesUnder('src')
    .filter((f) => /\.(ts|tsx)$/.test(f) && f !== 'src/overrides.ts' && !listed.has(f))
    .flatMap((f) => {
      const source = fs.readFileSync(path.join(ROOT, f), 'utf8');
      return INTERNAL_API_PATTERNS.filter((p) => p.test(source)).map((p) => `${f}: ${p}`);
    });
  assert.deepEqual(unlisted, [], 'list these files in src/overrides.ts, or use a public API');
});

test('each override names files, upstream files and tests that exist, and a reason', () => {
  for (const o of overrides) {
    const name = o.files[0];
    assert.ok(o.files.length > 0 && o.why.length > 20, `${name}: files and a reason`);
    for (const f of o.files) assert.ok(fs.existsSync(path.join(ROOT, f)), `${name}: ${f} exists`);
    for (const u of o.upstream)
      assert.ok(
        fs.existsSync(path.join(ROOT, 'node_modules', u)),
        `${name}: upstream ${u} is gone: re-check the override`,
      );
    assert.ok(o.guardedBy.length > 0, `${name}: a guarding test`);
    for (const t of o.guardedBy) assert.ok(fs.existsSync(path.join(ROOT, t)), `${name}: test ${t} exists`);
  }
});

test("each overriding file starts with a one-line 'Change:' saying what and why", () => {
  const missing = [...listed].filter((f) => {
    const first = /^\/\*\*?\s*\n?\s*\*?\s*(.*)/.exec(fs.readFileSync(path.join(ROOT, f), 'utf8'));
    return !first || !/^Change: .+/.test(first[1]);
  });
  assert.deepEqual(missing, []);
});
