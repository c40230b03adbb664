/** bench/lib/sourceMap.ts: positions of a minified chunk are named by module, and its bytes counted per module. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {SourceMap, decodeMappings, moduleName, packageOf} from '../../../../bench/lib/sourceMap';

// Line 1: columns 0–9 from a.js, 10– from b.js; line 2: column 0 from a.js line 3, column 4 unmapped.
const map = new SourceMap({
  version: 3,
  sources: ['webpack://site/./src/a.js', 'webpack://site/./node_modules/react-dom/cjs/b.js'],
  mappings: 'AAAA,UCAA;ADEA,I',
});

test('mappings decode to segments of each generated line', () => {
  assert.deepEqual(decodeMappings('AAAA,UCAA;ADEA,I'), [
    [
      {column: 0, source: 0, line: 0, originalColumn: 0},
      {column: 10, source: 1, line: 0, originalColumn: 0},
    ],
    [
      {column: 0, source: 0, line: 2, originalColumn: 0},
      {column: 4, source: -1, line: -1, originalColumn: -1},
    ],
  ]);
});

test('a generated position is named by the module its mapping comes from', () => {
  assert.equal(map.moduleAt(0, 5), 'src/a.js');
  assert.equal(map.moduleAt(0, 12), 'node_modules/react-dom/cjs/b.js');
  assert.equal(map.lookup(1, 2)?.line, 2);
  assert.equal(map.moduleAt(1, 6), undefined);
  assert.equal(map.moduleAt(5, 0), undefined);
});

test("a chunk's bytes are counted per module, glue as (unmapped)", () => {
  const bytes = map.bytesByModule('0123456789abcdef\nxyz;1234');
  assert.deepEqual(Object.fromEntries(bytes), {
    'src/a.js': 10 + 4,
    'node_modules/react-dom/cjs/b.js': 7,
    '(unmapped)': 4,
  });
});

test('module and package names drop the bundler prefixes', () => {
  assert.equal(moduleName('webpack://x/json|/home/u/site/.docusaurus/globalData.json'), '.docusaurus/globalData.json');
  assert.equal(packageOf('node_modules/@docusaurus/theme-classic/lib/x.js'), '@docusaurus/theme-classic');
  assert.equal(packageOf('.docusaurus/registry.js'), '@generated/registry.js');
  assert.equal(packageOf('src/offline/ui/x.tsx'), 'src/offline');
});
