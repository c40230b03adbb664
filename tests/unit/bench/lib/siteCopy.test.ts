/** bench/lib/siteCopy.ts: a bench's site copy that lacks what its docs or config import is reported by import. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unresolvedImports} from '../../../../bench/lib/siteCopy';

test('unresolved @site imports of the docs and ./ paths of the config are named; resolved ones are not', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  fs.mkdirSync(path.join(site, 'docs', 'a'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src', 'components', 'Table'), {recursive: true});
  fs.writeFileSync(path.join(site, 'src', 'components', 'Table', 'index.tsx'), 'export default 1;\n');
  fs.writeFileSync(
    path.join(site, 'docs', 'a', 'page.mdx'),
    "import Table from '@site/src/components/Table';\nimport h from '@site/sdk/triton/include/triton.h';\n\n# 标题\n",
  );
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.ts'),
    "export default {plugins: ['./src/components/Table', './sdk/plugin.ts']};\n",
  );
  assert.deepEqual(unresolvedImports(site), [
    'docs/a/page.mdx: @site/sdk/triton/include/triton.h',
    'docusaurus.config.ts: ./sdk/plugin.ts',
  ]);
  fs.rmSync(site, {recursive: true, force: true});
});

test("a component's own imports are followed: one the copy lacks is named with the component", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src', 'components', 'Matrix'), {recursive: true});
  fs.writeFileSync(
    path.join(site, 'src', 'components', 'Matrix', 'index.tsx'),
    "import {rules} from '@site/src/data/compat';\nexport {list} from '../../products';\n" +
      "export const load = () => import('./tools');\nexport default rules;\n",
  );
  fs.writeFileSync(
    path.join(site, 'docs', 'page.mdx'),
    "import Matrix from '@site/src/components/Matrix';\n\n# 标题\n",
  );
  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), 'module.exports = {};\n');
  assert.deepEqual(unresolvedImports(site), [
    'src/components/Matrix/index.tsx: @site/src/data/compat',
    'src/components/Matrix/index.tsx: ../../products (@site/src/products)',
    'src/components/Matrix/index.tsx: ./tools (@site/src/components/Matrix/tools)',
  ]);
  fs.rmSync(site, {recursive: true, force: true});
});
