/**
 * Local search, build side: reads a built page's HTML and cuts its documentation text into sections (the page, each
 * heading with an id, and each anchor ./anchors.ts added: error-code rows and FAQ questions), with the page's place in
 * the site (lvl0, the docusaurus_tag) and its front matter keywords.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import type {IndexPage, IndexSection} from '../engine/format';
import {CODE_ROW_PREFIX, FAQ_PREFIX} from './anchors';
import {productOf} from './indexWriter';

/** Routes that hold no documentation text. */
const SKIPPED_ROUTES = new Set(['/search', '/404.html']);
/** Elements whose text is chrome, not content. */
const SKIPPED_TAGS = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'iframe']);
const SKIPPED_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'pagination-nav',
  'theme-edit-this-page',
  // The versions line under each title (src/canon-data/appliesTo.ts): on every page, so it would match everywhere.
  'applies-to',
];
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'pre',
  'div',
  'br',
  'dt',
  'dd',
  'blockquote',
  'table',
  'ul',
  'ol',
  'section',
  'details',
  'summary',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
]);
const DEFAULT_LVL0 = '文档';

function classes(el: Element): string[] {
  return (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
}

function hasClass(el: Element, name: string): boolean {
  return classes(el).includes(name);
}

function find(node: AnyNode, test: (el: Element) => boolean): Element | null {
  if (isTag(node)) {
    if (test(node)) return node;
  }
  if ('children' in node) {
    for (const child of node.children) {
      const hit = find(child, test);
      if (hit) return hit;
    }
  }
  return null;
}

function findAll(node: AnyNode, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  if (isTag(node) && test(node)) out.push(node);
  if ('children' in node) for (const child of node.children) findAll(child, test, out);
  return out;
}

function isSkipped(el: Element): boolean {
  return (
    SKIPPED_TAGS.has(el.name) || SKIPPED_CLASSES.some((c) => hasClass(el, c)) || el.attribs['aria-hidden'] === 'true'
  );
}

/** Visible text of a node: chrome skipped, block boundaries turned into spaces so words never run together. */
function textOf(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (n: AnyNode) => {
    if (isText(n)) {
      parts.push(n.data);
      return;
    }
    if (!isTag(n) || isSkipped(n)) return;
    const block = BLOCK_TAGS.has(n.name);
    if (block) parts.push(' ');
    if (n.name === 'img' && n.attribs.alt) parts.push(n.attribs.alt);
    for (const c of n.children) walk(c);
    if (block) parts.push(' ');
  };
  walk(node);
  return clean(parts.join(''));
}

function clean(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The heading of a code row: its code and its meaning (the cells up to the first long one). */
function rowHeading(row: Element): string {
  const cells = row.children.filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'));
  const texts = cells.map((c) => textOf(c));
  // Code, then the short cells after it (level, macro, message), up to and including the first that says something.
  const parts = [texts[0] ?? ''];
  for (const t of texts.slice(1)) {
    if (t === '—' || t === '') continue;
    parts.push(t);
    if (t.length > 4) break;
  }
  return parts.join(' ');
}

/**
 * Splits a page's content root into sections: at headings that carry an id, and at the anchors the build adds below
 * them (./anchors.ts): each error-code row and each bold-opened FAQ question is a section of its own, one level below
 * the heading it sits under. `codeTables` receives, for each code row's section, the number of code rows of its table.
 */
export function extractSections(
  root: Element,
  title: string,
  codeTables: Map<number, number> = new Map(),
): IndexSection[] {
  const sections: IndexSection[] = [['', 1, title, '', -1]];
  const body: string[][] = [[]];
  const stack: number[] = [0]; // section indexes by open heading level
  let current = 0;
  let tableRows = 0;
  const out = () => body[current]!;
  const walk = (n: AnyNode) => {
    if (isText(n)) {
      out().push(n.data);
      return;
    }
    if (!isTag(n) || isSkipped(n)) return;
    const heading = /^h([1-6])$/.exec(n.name);
    if (heading) {
      const level = Number(heading[1]);
      if (level === 1) return; // the page title, already section 0
      const id = n.attribs.id;
      if (!id) {
        out().push(` ${textOf(n)} `);
        return;
      }
      while (stack.length > 1 && sections[stack[stack.length - 1]!]![1] >= level) stack.pop();
      sections.push([id, level, textOf(n), '', stack[stack.length - 1]!]);
      body.push([]);
      stack.push(sections.length - 1);
      current = sections.length - 1;
      return;
    }
    if (n.name === 'header' && find(n, (e) => e.name === 'h1')) return;
    if (n.name === 'table') {
      const outer = tableRows;
      tableRows = findAll(n, (e) => e.name === 'tr' && (e.attribs.id ?? '').startsWith(CODE_ROW_PREFIX)).length;
      for (const c of n.children) walk(c);
      tableRows = outer;
      return;
    }
    const id = n.attribs.id ?? '';
    const row = n.name === 'tr' && id.startsWith(CODE_ROW_PREFIX);
    const faq = n.name === 'p' && id.startsWith(FAQ_PREFIX);
    if (row || faq) {
      // A record of its own under the open heading; the heading's text goes on after it.
      const parent = stack[stack.length - 1]!;
      // A code row weighs as its heading does (demoteCodeExcerpts below puts the rows of a page's excerpt of a
      // product's full table one level down), a FAQ question one level below its heading.
      const level = Math.min(6, sections[parent]![1] + (row ? 0 : 1));
      const strong = faq ? find(n, (e) => e.name === 'strong') : null;
      const headingText = row ? rowHeading(n) : strong ? textOf(strong) : '';
      sections.push([id, level, headingText, '', parent]);
      if (row) codeTables.set(sections.length - 1, tableRows);
      body.push([]);
      const outer = current;
      current = sections.length - 1;
      if (row) for (const c of n.children) walk(c);
      else for (const c of n.children) if (c !== strong) walk(c);
      current = outer;
      return;
    }
    const block = BLOCK_TAGS.has(n.name);
    if (block) out().push(' ');
    if (n.name === 'img' && n.attribs.alt) out().push(n.attribs.alt);
    for (const c of n.children) walk(c);
    if (block) out().push(' ');
  };
  for (const c of root.children) walk(c);
  return sections.map((s, i) => [s[0], s[1], s[2], clean(body[i]!.join('')), s[4]]);
}

export interface ExtractedPage {
  page: IndexPage;
  language: string;
  /** Section index of each code row → the number of code rows of its table. */
  codeTables: Map<number, number>;
}

/** Reads one built page; null when it has no documentation content (home page, search page). */
export function extractPage(html: string, route: string): ExtractedPage | null {
  const doc = parseDocument(html);
  const htmlEl = find(doc, (e) => e.name === 'html');
  const language = htmlEl?.attribs.lang ?? 'zh-Hans';
  const meta = (name: string) => find(doc, (e) => e.name === 'meta' && e.attribs.name === name)?.attribs.content;
  // A doc's content, or a Markdown page's (src/pages/*.mdx: 阅读约定 with「我的环境」), which Docusaurus renders as the
  // <article> of its <main>; the home and search pages have none.
  const main = find(doc, (e) => e.name === 'main');
  const root =
    find(doc, (e) => hasClass(e, 'theme-doc-markdown')) ?? (main && find(main, (e) => e.name === 'article'));
  if (!root) return null;
  const h1 = find(root, (e) => e.name === 'h1');
  const docTitle = find(doc, (e) => e.name === 'title');
  const title = (h1 && textOf(h1)) || (docTitle ? textOf(docTitle).split(' | ')[0]!.trim() : route);
  const crumbs = findAll(doc, (e) => hasClass(e, 'breadcrumbs__item'))
    .filter((e) => !hasClass(e, 'breadcrumbs__item--active'))
    .map((e) => textOf(e))
    .filter(Boolean);
  // A Markdown page's active navbar link is an anchor into it (我的环境), not the part of the site it belongs to.
  const activeNav = hasClass(root, 'theme-doc-markdown') ? find(doc, (e) => hasClass(e, 'navbar__link--active')) : null;
  const lvl0 = crumbs[0] || (activeNav ? textOf(activeNav) : '') || DEFAULT_LVL0;
  const tag = meta('docusaurus_tag') ?? 'default';
  // Front matter keywords: the other words readers use for this page ("Janus 硬件要求" for 运行环境要求).
  const aka = (meta('keywords') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .join(' ');
  const codeTables = new Map<number, number>();
  const sections = extractSections(root, title, codeTables);
  return {page: aka ? [route, lvl0, tag, sections, aka] : [route, lvl0, tag, sections], language, codeTables};
}

async function readRouteHtml(outDir: string, route: string): Promise<string | null> {
  const rel = route.replace(/^\/+/, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}.html`, path.join(rel, 'index.html'), rel];
  for (const candidate of candidates) {
    try {
      const file = path.join(outDir, candidate);
      if ((await fs.stat(file)).isFile()) return await fs.readFile(file, 'utf8');
    } catch {
      // try the next candidate
    }
  }
  return null;
}

/** Reads every built page of the routes: the pages of the index, and the language of the site. */
export async function extractSite(
  outDir: string,
  routes: string[],
  baseUrl = '/',
): Promise<{lang: string; pages: IndexPage[]}> {
  const pages: IndexPage[] = [];
  const tables: Array<Map<number, number>> = [];
  let language = 'zh-Hans';
  for (const route of [...new Set(routes)].sort()) {
    const local = route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
    if (SKIPPED_ROUTES.has(local)) continue;
    const html = await readRouteHtml(outDir, local);
    if (!html) continue;
    const extracted = extractPage(html, route);
    if (!extracted) continue;
    language = extracted.language;
    pages.push(extracted.page);
    tables.push(extracted.codeTables);
  }
  demoteCodeExcerpts(pages, tables);
  return {lang: language, pages};
}

/**
 * A product's full code table answers a code first: where the same code of the same product is a row of tables on
 * several pages (Neptune's overview lists every business code, each API page the few it returns), the rows of the
 * smaller tables go one level down, as excerpts. `tables[i]` is pages[i]'s codeTables.
 */
export function demoteCodeExcerpts(pages: IndexPage[], tables: Array<Map<number, number>>): void {
  const key = (page: IndexPage, section: number) =>
    `${productOf(page[0])} ${page[3][section]![0].replace(/-\d+$/, '')}`;
  const largest = new Map<string, number>();
  pages.forEach((page, p) => {
    for (const [section, rows] of tables[p]!) {
      const k = key(page, section);
      largest.set(k, Math.max(largest.get(k) ?? 0, rows));
    }
  });
  pages.forEach((page, p) => {
    for (const [section, rows] of tables[p]!) {
      const s = page[3][section]!;
      const parentLevel = page[3][s[4]]![1];
      if (rows < largest.get(key(page, section))! && s[1] === parentLevel) s[1] = Math.min(6, parentLevel + 1);
    }
  });
}

