/**
 * Change: aliases `@site-search/page` to the /search page of the build's mode and gives each mode its own bundler
 * cache, because the persistent cache of neither webpack nor Rspack notices a changed alias.
 * Local search, build side. In local mode (no hosted index configured, see src/search/config.ts):
 *  - after the build, reads every built page's HTML and writes build/search-index.json: one entry per page (route,
 *    section of the site, docusaurus_tag) with its sections (anchor, heading level, heading, body text);
 *  - makes the /search page the site's own (src/search/page/LocalSearchPage.tsx), which asks the local client;
 *  - loads a stylesheet that hides the Algolia branding, since no Algolia is involved.
 * In hosted mode it only keeps the theme's /search page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {INDEX_FILE_NAME, type IndexPage, type IndexSection, type SearchIndexFile} from '../search/format';

export interface SearchIndexPluginOptions {
  mode: 'local' | 'hosted';
}

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

/** Splits a page's content root into sections at headings that carry an id. */
export function extractSections(root: Element, title: string): IndexSection[] {
  const sections: IndexSection[] = [['', 1, title, '', -1]];
  const body: string[][] = [[]];
  const stack: number[] = [0]; // section indexes by open heading level
  const walk = (n: AnyNode) => {
    if (isText(n)) {
      body[body.length - 1]!.push(n.data);
      return;
    }
    if (!isTag(n) || isSkipped(n)) return;
    const heading = /^h([1-6])$/.exec(n.name);
    if (heading) {
      const level = Number(heading[1]);
      if (level === 1) return; // the page title, already section 0
      const id = n.attribs.id;
      if (!id) {
        body[body.length - 1]!.push(` ${textOf(n)} `);
        return;
      }
      while (stack.length > 1 && sections[stack[stack.length - 1]!]![1] >= level) stack.pop();
      sections.push([id, level, textOf(n), '', stack[stack.length - 1]!]);
      body.push([]);
      stack.push(sections.length - 1);
      return;
    }
    if (n.name === 'header' && find(n, (e) => e.name === 'h1')) return;
    const block = BLOCK_TAGS.has(n.name);
    const out = () => body[body.length - 1]!;
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
}

/** Reads one built page; null when it has no documentation content (home page, search page). */
export function extractPage(html: string, route: string): ExtractedPage | null {
  const doc = parseDocument(html);
  const htmlEl = find(doc, (e) => e.name === 'html');
  const language = htmlEl?.attribs.lang ?? 'zh-Hans';
  const meta = (name: string) => find(doc, (e) => e.name === 'meta' && e.attribs.name === name)?.attribs.content;
  const root =
    find(doc, (e) => hasClass(e, 'theme-doc-markdown')) ??
    find(doc, (e) => e.name === 'main' && Boolean(find(e, (x) => hasClass(x, 'markdown'))));
  if (!root) return null;
  const h1 = find(root, (e) => e.name === 'h1');
  const docTitle = find(doc, (e) => e.name === 'title');
  const title = (h1 && textOf(h1)) || (docTitle ? textOf(docTitle).split(' | ')[0]!.trim() : route);
  const crumbs = findAll(doc, (e) => hasClass(e, 'breadcrumbs__item'))
    .filter((e) => !hasClass(e, 'breadcrumbs__item--active'))
    .map((e) => textOf(e))
    .filter(Boolean);
  const activeNav = find(doc, (e) => hasClass(e, 'navbar__link--active'));
  const lvl0 = crumbs[0] || (activeNav ? textOf(activeNav) : '') || DEFAULT_LVL0;
  const tag = meta('docusaurus_tag') ?? 'default';
  // Front matter keywords: the other words readers use for this page ("Janus 硬件要求" for 运行环境要求).
  const aka = (meta('keywords') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .join(' ');
  return {
    page: aka
      ? [route, lvl0, tag, extractSections(root, title), aka]
      : [route, lvl0, tag, extractSections(root, title)],
    language,
  };
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

/** Builds the index file from a build folder and its routes. */
export async function buildSearchIndex(outDir: string, routes: string[], baseUrl = '/'): Promise<SearchIndexFile> {
  const pages: IndexPage[] = [];
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
  }
  return {v: 1, lang: language, pages};
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexPluginOptions): Plugin {
  const local = options.mode === 'local';
  return {
    name: 'search-index',
    getClientModules() {
      return local ? [path.resolve(__dirname, '../search/local-mode.css')] : [];
    },
    configureWebpack(config) {
      // webpack's persistent cache does not notice a changed alias (webpack#13627): without a cache per mode, a build
      // after a build in the other mode shipped the other mode's /search page.
      if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        config.cache.name = `${config.cache.name ?? 'default'}-search-${options.mode}`;
      }
      // Rspack (@docusaurus/faster) has no cache name: Docusaurus folds the name into experiments.cache.version.
      const rspackCache = (config as {experiments?: {cache?: {type?: string; version?: string}}}).experiments?.cache;
      if (rspackCache?.type === 'persistent') {
        rspackCache.version = `${rspackCache.version ?? 'default'}-search-${options.mode}`;
      }
      // src/theme/SearchPage renders this module: each build carries only the page of its mode.
      const page = local ? '../search/page/LocalSearchPage.tsx' : '../search/page/HostedSearchPage.tsx';
      return {resolve: {alias: {'@site-search/page$': path.resolve(__dirname, page)}}};
    },
    async postBuild({outDir, routesPaths}) {
      if (!local) return;
      const index = await buildSearchIndex(outDir, routesPaths, context.siteConfig.baseUrl);
      await fs.writeFile(path.join(outDir, INDEX_FILE_NAME), JSON.stringify(index));
    },
  };
}
