/**
 * Two build-time changes to how Docusaurus renders pages: the page template (src/ssrTemplate.ts) and the remark plugin
 * that makes a page import the Prism languages its code blocks use (src/remark/prismLanguages.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ssrTemplate} from '../../src/ssrTemplate';
import prismLanguages, {ADDED_LANGUAGES} from '../../src/remark/prismLanguages';

const ROOT = path.join(__dirname, '..', '..');

/** Whitespace between and around template tags carries no meaning in the rendered page. */
const squeeze = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

test('the page template is Docusaurus 3.9.1\'s own but for how the entry scripts load', () => {
  const original: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;
  const deferBlock = /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% }\); %>/;
  assert.match(original, deferBlock, 'the original loads the entry scripts with defer: re-check src/ssrTemplate.ts after an upgrade');
  const loader = /<script>\(function\(\)\{var s=<%~ JSON\.stringify\(it\.scripts\.map\(\(script\) => it\.baseUrl \+ script\)\) %>;[\s\S]*?<\/script>/;
  assert.match(ssrTemplate, loader);
  assert.doesNotMatch(ssrTemplate, /\bdefer\b/);
  assert.equal(squeeze(ssrTemplate.replace(loader, '')), squeeze(original.replace(deferBlock, '')));
  // The scripts are added after the first frame, in order.
  assert.match(ssrTemplate, /requestAnimationFrame\(function\(\)\{setTimeout\(l,0\)\}\)/);
  assert.match(ssrTemplate, /e\.async=false/);
});

interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  children?: Node[];
}

const run = (tree: Node) => {
  prismLanguages()(tree);
  return (tree.children ?? []).filter((n) => n.type === 'mdxjsEsm').map((n) => n.value);
};

test('a page imports each added Prism language its code uses, once, nested blocks included', () => {
  const tree: Node = {
    type: 'root',
    children: [
      {type: 'code', lang: 'toml'},
      {type: 'mdxJsxFlowElement', children: [{type: 'code', lang: 'bash'}, {type: 'code', lang: 'sh'}]},
      {type: 'code', lang: 'shell-session'},
      {type: 'code', lang: 'json'},
      {type: 'code', lang: null},
    ],
  };
  assert.deepEqual(run(tree), [
    "import '@site/src/prism/bash';",
    "import '@site/src/prism/shell-session';",
    "import '@site/src/prism/toml';",
  ]);
  assert.equal(tree.children!.length, 8, 'the content itself is kept, after the imports');
});

test('a page whose code needs no added language gets no import', () => {
  assert.deepEqual(run({type: 'root', children: [{type: 'code', lang: 'go'}, {type: 'paragraph'}]}), []);
});

test('every language the plugin can import has its module', () => {
  for (const language of new Set(Object.values(ADDED_LANGUAGES))) {
    assert.ok(fs.existsSync(path.join(ROOT, 'src', 'prism', `${language}.ts`)), `src/prism/${language}.ts is missing`);
  }
});
