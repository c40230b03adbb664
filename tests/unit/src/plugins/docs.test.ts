/** src/plugins/docs.ts: the version data every doc page loads keeps each doc but its description. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {ROOT} from '../../../../scripts/lib/docs';
import {withoutDocDescriptions} from '../../../../src/plugins/docs';

const doc = (id: string) => ({id, title: `标题 ${id}`, description: `描述 ${id}`, sidebar: 'neptune'});

test('the version route of the docs tree loses the descriptions, nothing else', () => {
  const version = {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {neptune: []},
    docs: {a: doc('a'), b: doc('b')},
  };
  const tree: RouteConfig = {
    path: '/docs',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs',
        component: 'DocVersionRoot',
        props: {version},
        routes: [{path: '/docs/a', component: 'DocItem', modules: {content: 'a.mdx'}, exact: true}],
      },
    ],
  };
  const out = withoutDocDescriptions(tree);
  const versionOut = (out.routes![0].props as {version: typeof version}).version;
  assert.deepEqual(versionOut.docs, {
    a: {id: 'a', title: '标题 a', sidebar: 'neptune'},
    b: {id: 'b', title: '标题 b', sidebar: 'neptune'},
  });
  assert.deepEqual({...versionOut, docs: undefined}, {...version, docs: undefined});
  assert.deepEqual(out.routes![0].routes, tree.routes![0].routes);
  assert.equal(version.docs.a.description, '描述 a', 'the original route is left as it was');
});

test('the docs plugin is the wrapped one: the preset adds none of its own', () => {
  const config = fs.readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
  assert.match(config, /docs: false,/);
  assert.match(config, /\['\.\/src\/plugins\/docs\.ts', docsOptions\]/);
});
