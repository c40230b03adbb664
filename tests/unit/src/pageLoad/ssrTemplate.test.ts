import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {ssrTemplate} from '../../../../src/pageLoad/ssrTemplate';

/** Whitespace between and around template tags carries no meaning in the rendered page. */
const squeeze = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

test("the page template is Docusaurus 3.9.1's own but for how the entry scripts load", () => {
  const original: string = createRequire(__filename)('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;
  const deferBlock =
    /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% }\); %>/;
  assert.match(
    original,
    deferBlock,
    'the original loads the entry scripts with defer: re-check src/pageLoad/ssrTemplate.ts after an upgrade',
  );
  const loader =
    /<script>\(function\(\)\{var d=0,s=<%~ JSON\.stringify\(it\.scripts\.map\(\(script\) => it\.baseUrl \+ script\)\) %>;[\s\S]*?<\/script>/;
  assert.match(ssrTemplate, loader);
  assert.doesNotMatch(ssrTemplate, /\bdefer\b/);
  assert.equal(squeeze(ssrTemplate.replace(loader, '')), squeeze(original.replace(deferBlock, '')));
  // The scripts are added once the page has loaded and the next frame is painted (200 ms later at most), in order,
  // and only once.
  assert.match(ssrTemplate, /addEventListener\('load',f\)/);
  assert.match(ssrTemplate, /requestAnimationFrame\(function\(\)\{setTimeout\(l,0\)\}\);setTimeout\(l,200\)/);
  assert.match(ssrTemplate, /function l\(\)\{if\(d\)return;d=1;/);
  assert.match(ssrTemplate, /e\.async=false/);
});
