/** src/glossary/remark.ts: which uses of a term are marked, and the HTML a marked term becomes. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTable} from 'micromark-extension-gfm-table';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {toHast} from 'mdast-util-to-hast';
import {toHtml} from 'hast-util-to-html';
import {parseGlossary} from '../../../../src/glossary/canon';
import {glossaryContent, markTerms, routeOf} from '../../../../src/glossary/remark';

const entries = parseGlossary(`terms:
  - id: homing
    term: 回零
    en: Homing
    definition: 让轴找到零点并把位置清零的动作，见 \`G28\`。
    page: /docs/automation/axis#homing
    product: automation
  - id: jog
    term: JOG
    en: Jog
    definition: 点动。
    page: /docs/automation/watch#jog
    product: automation
    scope: [/docs/automation]
  - id: gateway
    term: 网关
    en: Gateway
    definition: 现场的数据网关。
    page: /docs/janus/intro
    product: common
    mark: false
`);

function marked(markdown: string, route = '/docs/automation/page'): {tree: Root; html: string} {
  const tree = fromMarkdown(markdown, {extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()]});
  markTerms(tree, entries, route);
  return {tree, html: toHtml(toHast(tree))};
}

test('the first use of a term becomes a link to its entry, described by its definition', () => {
  const {html} = marked('先回零，再回零。');
  assert.equal(
    html,
    '<p>先<span class="glossary"><a href="/docs/glossary#homing" class="glossary-term" aria-describedby="glossary-tip-homing">回零</a>' +
      '<span id="glossary-tip-homing" role="tooltip" class="glossary-tip" aria-hidden="true">让轴找到零点并把位置清零的动作，见 <code>G28</code>。</span></span>，再回零。</p>',
  );
});

test('headings, links, code and tables are left alone; the first use after them is marked', () => {
  const {html} = marked(
    '## 回零 {#homing}\n\n[回零](/x) `回零` 与 JOGGING\n\n| 回零 |\n| --- |\n| 回零 |\n\n```\n回零\n```\n\n- 按住 JOG 回零\n',
  );
  assert.equal((html.match(/class="glossary-term"/g) ?? []).length, 2);
  assert.match(html, /<h2>回零 \{#homing\}<\/h2>/);
  assert.match(
    html,
    /<li>按住 <span class="glossary"><a [^>]*#jog[^>]*>JOG<\/a>.*<\/span> <span class="glossary"><a [^>]*#homing/,
  );
  assert.doesNotMatch(html, /JOGGING<\/a>/);
});

test('a term is not marked outside its scope, when it is not to be marked, or on the page that explains it', () => {
  assert.doesNotMatch(marked('按住 JOG', '/docs/lowcode/page').html, /glossary-term/);
  assert.doesNotMatch(marked('网关').html, /glossary-term/);
  assert.doesNotMatch(marked('回零', '/docs/automation/axis').html, /glossary-term/);
});

test('routes of source files: partials and files outside docs/ have none', () => {
  const docs = path.join('/repo', 'docs');
  assert.equal(routeOf(path.join(docs, 'janus', 'user', 'connection.mdx'), docs), '/docs/janus/user/connection');
  assert.equal(routeOf(path.join(docs, 'index.mdx'), docs), '/docs');
  assert.equal(routeOf(path.join(docs, '_partials', 'janus', '_x.mdx'), docs), undefined);
  assert.equal(routeOf(path.join('/repo', 'src', 'pages', 'a.md'), docs), undefined);
});

test('the 术语表 page: a section a product, a heading with the entry’s id, the definition and its page', () => {
  const root: Root = {
    type: 'root',
    children: glossaryContent(entries, new Map(entries.map((e) => [e.id, `页 ${e.id}`]))),
  };
  const html = toHtml(toHast(root));
  assert.match(html, /^<h2 id="common">通用<\/h2>/);
  assert.match(html, /<h2 id="automation">Automation<\/h2>\n<h3 id="homing">回零<\/h3>\n<p>让轴找到零点/);
  assert.match(html, /英文：Homing。详见「<a href="\/docs\/automation\/axis#homing">页 homing<\/a>」。/);
});
