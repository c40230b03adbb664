import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../scripts/lib/docs';
import {INTERNAL_API_PATTERNS, overrides, packagePins} from '../../../src/overrides';
import {UPSTREAM_HASHES_FILE, upstreamHash} from '../../../scripts/lib/upstreamHash';

/** Files under a folder; bench/.work (the benches' scratch copies of the site) is not the project's code. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    if (rel === 'bench/.work' || e.name === 'node_modules') return [];
    return e.isDirectory() ? filesUnder(rel) : [rel];
  });
}

/** Every folder of the project's own code. */
const CODE = ['src', 'lib', 'scripts', 'tools', 'bench', 'sdk'];

const listed = new Set(overrides.flatMap((o) => o.files));

test('every file under src/theme/ is in the override list', () => {
  const unlisted = filesUnder('src/theme').filter((f) => f !== 'src/theme/README.md' && !listed.has(f));
  assert.deepEqual(unlisted, [], 'add these to src/overrides.ts with their upstream, reason and guarding test');
});

test("every file of the project's code that reaches into Docusaurus internals is in the override list", () => {
  const unlisted = CODE.flatMap(filesUnder)
    .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && f !== 'src/overrides.ts' && !listed.has(f))
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

test('each upstream file an override depends on is the one it was checked against', () => {
  const recorded = JSON.parse(fs.readFileSync(UPSTREAM_HASHES_FILE, 'utf8')) as Record<string, string>;
  const changed = overrides.flatMap((o) =>
    o.upstream
      .filter((u) => fs.existsSync(path.join(ROOT, 'node_modules', u)) && recorded[u] !== upstreamHash(u))
      .map((u) => `${o.files[0]}: ${u} ${recorded[u] ? 'changed' : 'has no recorded hash'}`),
  );
  assert.deepEqual(
    changed,
    [],
    're-check these overrides against their new upstream, then record it: npx tsx scripts/overrides-upstream.ts',
  );
});

test('each pin of package.json\'s "overrides" block has its reason in src/overrides.ts', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {overrides: object};
  assert.deepEqual(Object.keys(packagePins).sort(), Object.keys(pkg.overrides).sort());
  for (const [name, why] of Object.entries(packagePins)) assert.ok(why.length > 20, `${name}: a reason`);
});
