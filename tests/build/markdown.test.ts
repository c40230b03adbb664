/**
 * The Markdown twins of the built site (src/markdown/), read against the HTML they were made from: every doc page and
 * Markdown page (src/pages/*.mdx) has one, with its title first, every heading, table, code block and admonition of
 * the page, links that resolve on this site, no HTML; the partials and canon components come out as their facts;
 * /llms.txt lists every page once and each /llms-full-<product>.txt holds the product's twins in that order; each
 * family saved offline holds its twins.
 * Run after `npm run build` (scripts/test-all.ts: the unit tests run beside the build, without it).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {fromHtml} from 'hast-util-from-html';
import type {Element, Nodes as HastNodes} from 'hast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTable} from 'micromark-extension-gfm-table';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import type {Nodes, Root} from 'mdast';
import {ADMONITION_LABELS} from '../../src/markdown/convert';
import {LLMS_PATH, llmsFullPath, twinPath} from '../../src/markdown/paths';
import {PRODUCTS} from '../../src/products';
import type {OfflineIndex} from '../../src/offline/families';
import type {DocsShard, Manifest} from '../../src/search/engine/format';
import {parseTwin, twinSection} from '../../src/askai/engine/twinSection';
import {sectionKind} from '../../src/askai/browser/twinText';

const ROOT = path.join(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');
const read = (sitePath: string) => fs.readFileSync(path.join(BUILD, ...sitePath.split('/').filter(Boolean)), 'utf8');

/** Every built doc page and Markdown page, as routes: /docs, every /docs/… page, and src/pages/*.mdx's. */
function pageRoutes(): string[] {
  const files = fs.readdirSync(path.join(BUILD, 'docs'), {recursive: true, encoding: 'utf8'});
  const routes = files.filter((f) => f.endsWith('.html')).map((f) => `/docs/${f.split(path.sep).join('/').slice(0, -5)}`);
  const pages = fs
    .readdirSync(path.join(ROOT, 'src', 'pages'), {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx') && !f.split(path.sep).some((part) => part.startsWith('_')))
    .map((f) => `/${f.split(path.sep).join('/').slice(0, -4)}`.replace(/\/index$/, '') || '/');
  return ['/docs', ...routes, ...pages].sort();
}

/**
 * The content of a built page (a doc's .theme-doc-markdown element, a Markdown page's <article>) as HTML, parsed as a
 * browser does (the minifier omits end tags): what follows it in the <article>, such as the feedback widget, is not
 * the page's content.
 */
function article(html: string): Element {
  const doc = html.search(/<div class="?theme-doc-markdown[\s"]/);
  const start = doc >= 0 ? doc : html.search(/<main[\s>]/);
  const tree = fromHtml(html.slice(start, html.indexOf('</article>', start)), {fragment: true});
  const content =
    doc >= 0
      ? tree.children.find((c): c is Element => c.type === 'element')
      : elements(tree, (e) => e.tagName === 'article')[0];
  assert.ok(content, 'no .theme-doc-markdown or <main> <article>');
  return content;
}

/** The elements of the content that pass `test`. */
function elements(node: HastNodes, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  if (node.type === 'element' && test(node)) out.push(node);
  if ('children' in node) for (const child of node.children) elements(child, test, out);
  return out;
}

const hasClass = (e: Element, name: string) => String(e.properties.className ?? '').split(/[\s,]+/).includes(name);
const textOf = (node: HastNodes): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

const parse = (md: string): Root =>
  fromMarkdown(md, {extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()]});

function nodes(tree: Nodes, type: string, out: Nodes[] = []): Nodes[] {
  if (tree.type === type) out.push(tree);
  if ('children' in tree) for (const child of tree.children) nodes(child, type, out);
  return out;
}

const routes = pageRoutes();
const twins = new Map(routes.map((r) => [r, read(twinPath(r))]));

test('every doc page and Markdown page has a twin that opens with its title and holds its headings, tables, code blocks and admonitions', () => {
  assert.ok(routes.length > 150, `${routes.length} pages`);
  const labels = Object.values(ADMONITION_LABELS).join('|');
  for (const route of routes) {
    const content = article(read(`${route}.html`));
    const count = (test: (e: Element) => boolean) => elements(content, test).length;
    const twin = twins.get(route)!;
    const tree = parse(twin);
    const h1 = textOf(elements(content, (e) => e.tagName === 'h1')[0]!).trim();
    assert.equal(twin.split('\n')[0], `# ${h1}`, route);
    const headings = nodes(tree, 'heading').filter((h) => h.type === 'heading' && h.depth > 1);
    assert.equal(headings.length, count((e) => /^h[2-6]$/.test(e.tagName)), `${route}: headings`);
    assert.equal(nodes(tree, 'table').length, count((e) => e.tagName === 'table'), `${route}: tables`);
    assert.equal(nodes(tree, 'tableRow').length, count((e) => e.tagName === 'tr'), `${route}: table rows`);
    assert.equal(nodes(tree, 'code').length, count((e) => hasClass(e, 'theme-code-block')), `${route}: code blocks`);
    const admonitions = nodes(tree, 'blockquote').filter((q) =>
      new RegExp(`^\\*\\*(${labels})(：|\\*\\*)`).test(twin.slice(q.position!.start.offset! + 2)),
    );
    assert.equal(admonitions.length, count((e) => hasClass(e, 'theme-admonition')), `${route}: admonitions`);
    assert.deepEqual(nodes(tree, 'html'), [], `${route}: raw HTML`);
  }
});

test('every link of a twin is absolute, and each link into the site names a built page and an anchor it has', () => {
  const ids = new Map<string, Set<string>>();
  const idsOf = (route: string) => {
    if (!ids.has(route)) ids.set(route, new Set([...read(`${route}.html`).matchAll(/\sid="?([^"\s>]+)/g)].map((m) => m[1]!)));
    return ids.get(route)!;
  };
  for (const [route, twin] of twins) {
    const tree = parse(twin);
    for (const node of [...nodes(tree, 'link'), ...nodes(tree, 'image')]) {
      const url = (node as {url: string}).url;
      assert.match(url, /^(\/|https?:|mailto:)/, `${route}: ${url}`);
      if (!url.startsWith('/')) continue;
      const [target, anchor] = url.split('#') as [string, string | undefined];
      if (target.startsWith('/docs')) {
        assert.ok(fs.existsSync(path.join(BUILD, `${target}.html`)), `${route}: ${url}`);
        if (anchor) assert.ok(idsOf(target).has(decodeURIComponent(anchor)), `${route}: ${url}`);
      } else {
        const file = path.join(BUILD, ...target.split('/').filter(Boolean));
        assert.ok([file, `${file}.html`].some((f) => fs.existsSync(f)), `${route}: ${url}`);
      }
    }
  }
});

test('partials, canon components and SDK headers come out as the facts they show', () => {
  // <CodeBlock>{tritonH}</CodeBlock> (a partial): the header as the SDK ships it.
  const header = fs.readFileSync(path.join(ROOT, 'sdk', 'triton', 'include', 'triton.h'), 'utf8').trimEnd();
  const usage = twins.get('/docs/triton/developer/go/linux/dynamic-library-usage')!;
  assert.ok(usage.includes('```c title="include/triton.h"\n' + header + '\n```\n'), 'triton.h');
  // <Endpoint id="janus-mqtt" /> in a table cell, <PortTable>: the ports of canon/endpoints.yaml.
  const endpoints = parseYaml(fs.readFileSync(path.join(ROOT, 'canon', 'endpoints.yaml'), 'utf8')) as {
    groups: Record<string, {id: string; port: number; protocol: string; direction: string; purpose: string}[]>;
  };
  const mqtt = endpoints.groups.janus!.find((e) => e.id === 'janus-mqtt')!;
  assert.ok(twins.get('/docs/janus/user/connection')!.includes(`| 端口 | \`${mqtt.port}\` |`), 'Endpoint');
  const row = `| ${mqtt.port} | ${mqtt.protocol} | ${mqtt.direction} | ${mqtt.purpose} |`;
  assert.ok(twins.get('/docs/janus/user/requirements')!.includes(row), `PortTable: ${row}`);
  // <Cnc01Table>: a row per data ID of canon/cnc-01.yaml.
  const cnc = parseYaml(fs.readFileSync(path.join(ROOT, 'canon', 'cnc-01.yaml'), 'utf8')) as {data: {id: string}[]};
  const definition = twins.get('/docs/janus/user/data-definition')!;
  for (const {id} of cnc.data) assert.match(definition, new RegExp(`^\\| \`${id}\` \\|`, 'm'), `Cnc01Table ${id}`);
  // <CompatMatrix>: each table's caption above it, each version a row linking its release notes.
  const compat = twins.get('/docs/compatibility')!;
  assert.match(compat, /\n\*\*Neptune 工业设备物联云平台：[^\n]+\*\*\n\n\| Neptune 版本 \| 发布日期 \|/);
  assert.match(compat, /\n\| \[`v2\.9`\]\(\/docs\/neptune\/version\/v2_9\)（当前） \| 2025-03-18 \|/);
  // A partial with an admonition (docs/_partials/neptune-user/_team-token-notice.mdx).
  assert.match(
    twins.get('/docs/neptune/user/basic-operations')!,
    /\n> \*\*注意：团队令牌是整个团队的设备凭证\*\*\n>\n> 团队里所有设备共用同一个团队令牌。/,
  );
});

test('/llms.txt lists every page once, by product; each /llms-full file holds its product’s twins in that order', () => {
  const llms = read(LLMS_PATH);
  assert.match(llms, /^# 产品文档中心\n\n> \S/);
  const listed = [...llms.matchAll(/^- \[[^\n]*?\]\((\/[^)]*)\.md\)/gm)].map((m) => m[1]!);
  assert.deepEqual([...listed].sort(), routes);
  for (const product of PRODUCTS) {
    const section = llms.split(/^## /m).find((s) => s.startsWith(`${product.label}\n`))!;
    const pages = [...section.matchAll(/\]\((\/docs[^)]*)\.md\)/g)].map((m) => m[1]!);
    assert.equal(pages[0], product.landing, `${product.id} starts at its landing page`);
    const full = read(llmsFullPath(product.id));
    const sources = [...full.matchAll(/^来源：\[(\/docs[^\]]*)\]/gm)].map((m) => m[1]!);
    assert.deepEqual(sources, pages, product.id);
    for (const page of pages) assert.ok(full.includes(twins.get(page)!.trimEnd()), `${product.id}: ${page}`);
    assert.ok(llms.includes(`](${llmsFullPath(product.id)})`), product.id);
  }
});

test('each offline family holds the twin of each of its pages', () => {
  const index = JSON.parse(read('/offline-index.json')) as OfflineIndex;
  for (const family of index.families) {
    for (const page of family.pages) assert.ok(family.files.includes(twinPath(page.path)), `${family.id}: ${page.path}`);
  }
});

test('no page, script or twin links a third-party AI service', () => {
  const services =
    /https?:\/\/(?:[\w-]+\.)*(?:openai\.com|chatgpt\.com|claude\.ai|anthropic\.com|gemini\.google\.com|copilot\.microsoft\.com|perplexity\.ai|deepseek\.com|kimi\.(?:moonshot\.cn|com)|doubao\.com|yiyan\.baidu\.com|tongyi\.aliyun\.com)/;
  const files = fs.readdirSync(BUILD, {recursive: true, encoding: 'utf8'}).filter((f) => /\.(html|js|md|txt)$/.test(f));
  for (const file of files) assert.doesNotMatch(fs.readFileSync(path.join(BUILD, file), 'utf8'), services, file);
});

test('Ask AI finds every section of the search index in its page’s twin', () => {
  const manifest = JSON.parse(read('/search-index/manifest.json')) as Manifest;
  const missing: string[] = [];
  let sections = 0;
  for (const file of manifest.files.filter((f) => /\/p\d+\.json$/.test(f))) {
    const shard = JSON.parse(read(file)) as DocsShard;
    for (const [url, , , records] of shard.pages) {
      const twin = twins.get(new URL(url, 'http://site').pathname);
      assert.ok(twin, url);
      const tree = parseTwin(twin);
      records.forEach(([anchor, , heading], i) => {
        const chain: string[] = [];
        for (let s = i; s >= 0; s = records[s]![4]) {
          chain.unshift(records[s]![2]);
          if (s === 0) break;
        }
        sections += 1;
        if (twinSection(twin, {kind: sectionKind(anchor), headings: chain}, tree) === undefined) {
          missing.push(`${url}#${anchor} ${heading}`);
        }
      });
    }
  }
  assert.ok(sections > 2000, `${sections} sections`);
  assert.deepEqual(missing, []);
});
