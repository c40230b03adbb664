/**
 * A built doc page's article as Markdown (CommonMark with GFM tables): the page's twin. It reads the HTML the build
 * wrote, not the MDX, so partials, the canon components (Cnc01Table, PortTable, Endpoint, CompatMatrix) and the SDK
 * headers shown with <CodeBlock> come out as the reader sees them, and hast-util-to-mdast and mdast-util-to-markdown
 * write the Markdown. What the theme adds around the content is taken out or turned into its Markdown form first:
 *  - the title's header and the heading links (`#`) go; the title becomes `# …`, the description a blockquote;
 *  - a code block's highlighted lines become one fenced block with its language (and its title as `title="…"`);
 *  - an admonition becomes a blockquote opened by its type (「危险」, 「注意」…) and its own title;
 *  - a table's caption becomes a bold paragraph above it;
 *  - links become site-absolute (`#x` → `/docs/page#x`), and images inlined as data: URLs are handed to `image`,
 *    which gives the URL they are served at.
 */
import {fromHtml} from 'hast-util-from-html';
import {toMdast, type Handle, type State} from 'hast-util-to-mdast';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {gfmTableToMarkdown} from 'mdast-util-gfm-table';
import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import type {BlockContent, Code, Root as MdastRoot, RootContent} from 'mdast';

/** The article of a built doc page, its title and description, ready to be written as Markdown. */
export interface TwinSource {
  title: string;
  description: string;
  /** The article (a doc's `.theme-doc-markdown`), prepared: the chrome out, code blocks and admonitions marked. */
  article: Element;
}

export interface ConvertOptions {
  /** The site path an image inlined as a data: URL is served at (the build writes the file). */
  image: (dataUrl: string) => string;
}

/** The labels the theme shows for each admonition type (@docusaurus/theme-translations, zh-Hans). */
export const ADMONITION_LABELS: Record<string, string> = {
  note: '备注',
  tip: '提示',
  info: '信息',
  warning: '注意',
  danger: '危险',
  caution: '警告',
};

const CODE_TAG = 'twin-code';
const ADMONITION_TAG = 'twin-admonition';
/** Elements whose content is the theme's, never the page's. */
const CHROME_TAGS = new Set(['button', 'svg', 'script', 'style', 'noscript', 'template', 'nav']);

function classList(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

const hasClass = (node: Element, name: string) => classList(node).includes(name);
const isElement = (node: HastNodes | ElementContent): node is Element => node.type === 'element';

function findElement(node: HastNodes, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const hit = findElement(child, test);
      if (hit) return hit;
    }
  }
  return undefined;
}

function findAllElements(node: HastNodes, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) out.push(node);
  if ('children' in node) for (const child of node.children) findAllElements(child, test, out);
  return out;
}

/** Text of a node as the browser lays it out for copying: `<br>` is a line break, nothing else is added. */
function plainText(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node) && node.tagName === 'br') return '\n';
  return 'children' in node ? node.children.map((c) => plainText(c)).join('') : '';
}

/** `#x` and relative links resolved against the page; other sites' links and `mailto:` kept as they are. */
export function siteLink(href: string, route: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('#')) return `${route}${href}`;
  const url = new URL(href, `http://site${route}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A code block of the theme (its container, optional title bar and highlighted lines) as one marked element. */
function codeElement(container: Element): Element {
  const language = classList(container)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const code = findElement(container, (e) => e.tagName === 'code');
  // The title bar is the container's child that holds no code.
  const titleBar = container.children.find(
    (c): c is Element => isElement(c) && !findElement(c, (e) => e.tagName === 'pre'),
  );
  const lines = code ? findAllElements(code, (e) => hasClass(e, 'token-line')) : [];
  // Each highlighted line ends in a <br>; a block the theme did not highlight is its text as it stands.
  const value =
    lines.length > 0 ? lines.map((line) => plainText(line).replace(/\n$/, '')).join('\n') : code ? plainText(code) : '';
  const title = titleBar ? plainText(titleBar).trim() : '';
  return {
    type: 'element',
    tagName: CODE_TAG,
    // The code is a property, not a text child: hast-util-to-mdast collapses the white space of text outside <pre>.
    properties: {dataLang: language ?? '', dataTitle: title, dataCode: value.replace(/\n+$/, '')},
    children: [],
  };
}

/** An admonition: its type, its title as the theme shows it, its content. */
function admonitionElement(box: Element): Element {
  const type = classList(box)
    .find((c) => c.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const [heading, ...rest] = box.children.filter(isElement);
  const title = heading ? plainText(heading).trim() : '';
  // The content is the element after the heading (the theme's admonitionContent).
  const content = rest.length === 1 ? rest[0]!.children : rest;
  return {
    type: 'element',
    tagName: ADMONITION_TAG,
    properties: {dataType: type ?? 'note', dataTitle: title},
    children: content,
  };
}

const strongParagraph = (children: ElementContent[]): Element => ({
  type: 'element',
  tagName: 'p',
  properties: {},
  children: [{type: 'element', tagName: 'strong', properties: {}, children}],
});

/** Tabs (the theme's tabs-container): each panel's content after its label, in the order of the tabs. */
function tabsContent(container: Element, route: string, options: ConvertOptions): ElementContent[] {
  const role = (e: ElementContent, name: string) => isElement(e) && e.properties.role === name;
  const list = container.children.find((c) => role(c, 'tablist'));
  const labels = list && isElement(list) ? list.children.filter((c) => role(c, 'tab')).map((t) => plainText(t)) : [];
  const body = container.children.find((c): c is Element => isElement(c) && !role(c, 'tablist'));
  const panels = (body?.children ?? []).filter((c): c is Element => role(c, 'tabpanel'));
  return panels.flatMap((panel, i) => {
    // The theme renders every panel and hides all but the chosen one: each is content of the page.
    const content: Element = {type: 'element', tagName: 'div', properties: {}, children: panel.children};
    prepare(content, route, options);
    const label = (labels[i] ?? '').trim();
    return label ? [strongParagraph([{type: 'text', value: label}]), ...content.children] : content.children;
  });
}

/**
 * Rewrites the article in place: the theme's chrome out, code blocks and admonitions marked for their handlers,
 * captions above their tables, links and images site-absolute.
 */
function prepare(node: Element, route: string, options: ConvertOptions): void {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (!isElement(child)) {
      children.push(child);
      continue;
    }
    if (
      CHROME_TAGS.has(child.tagName) ||
      hasClass(child, 'hash-link') ||
      child.properties?.hidden !== undefined ||
      child.properties?.ariaHidden === 'true'
    ) {
      continue;
    }
    if (child.tagName === 'header' && findElement(child, (e) => e.tagName === 'h1')) continue;
    if (hasClass(child, 'tabs-container')) {
      children.push(...tabsContent(child, route, options));
      continue;
    }
    if (hasClass(child, 'theme-code-block')) {
      children.push(codeElement(child));
      continue;
    }
    if (hasClass(child, 'theme-admonition')) {
      const box = admonitionElement(child);
      prepare(box, route, options);
      children.push(box);
      continue;
    }
    if (child.tagName === 'table') {
      const caption = child.children.find((c): c is Element => isElement(c) && c.tagName === 'caption');
      if (caption) {
        child.children = child.children.filter((c) => c !== caption);
        prepare(caption, route, options);
        children.push(strongParagraph(caption.children));
      }
    }
    // A glossary term (src/glossary/remark.ts) is plain text in a twin; its definition is aria-hidden, so gone above.
    if (child.tagName === 'a' && hasClass(child, 'glossary-term')) {
      children.push(...child.children);
      continue;
    }
    if (child.tagName === 'a' && typeof child.properties.href === 'string') {
      child.properties.href = siteLink(child.properties.href, route);
    }
    if (child.tagName === 'img' && typeof child.properties.src === 'string') {
      const src = child.properties.src;
      child.properties.src = src.startsWith('data:') ? options.image(src) : siteLink(src, route);
    }
    prepare(child, route, options);
    children.push(child);
  }
  node.children = children;
}

const codeHandler: Handle = (state: State, node: Element): Code => {
  const lang = String(node.properties.dataLang ?? '') || null;
  const title = String(node.properties.dataTitle ?? '');
  const result: Code = {
    type: 'code',
    lang,
    meta: title ? `title="${title.replace(/"/g, '\\"')}"` : null,
    value: String(node.properties.dataCode ?? ''),
  };
  state.patch(node, result);
  return result;
};

const admonitionHandler: Handle = (state: State, node: Element) => {
  const type = String(node.properties.dataType);
  const label = ADMONITION_LABELS[type] ?? type;
  const title = String(node.properties.dataTitle ?? '');
  // The theme shows the type's label as the title unless the page gives one: the type is always said.
  const opening = title && title !== label ? `${label}：${title}` : label;
  const content = state.toFlow(state.all(node)) as BlockContent[];
  return {
    type: 'blockquote',
    children: [
      {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: opening}]}]},
      ...content,
    ],
  };
};

export const MARKDOWN_OPTIONS: ToMarkdownOptions = {
  // Cells are not padded to align the pipes: the padding counts characters, so CJK columns never lined up anyway.
  extensions: [gfmTableToMarkdown({tablePipeAlign: false})],
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  resourceLink: true,
};

/**
 * The article, title and description of a built page: a doc's, or a Markdown page's (src/pages/*.mdx), which
 * Docusaurus renders as the <article> of its <main>; undefined for a page that has neither.
 */
export function readTwinSource(html: string, route: string, options: ConvertOptions): TwinSource | undefined {
  // Only the article is parsed (the page's navigation is half its HTML): from the content's element to the end of the
  // <article> around it, and the description's <meta> of the head.
  const doc = html.search(/<div class="?theme-doc-markdown[\s"]/);
  const start = doc >= 0 ? doc : html.search(/<main[\s>]/);
  const end = html.indexOf('</article>', start);
  if (start < 0 || end < 0) return undefined;
  const tree: HastRoot = fromHtml(html.slice(start, end), {fragment: true});
  const article = findElement(tree, (e) => (doc >= 0 ? hasClass(e, 'theme-doc-markdown') : e.tagName === 'article'));
  if (!article) return undefined;
  const h1 = findElement(article, (e) => e.tagName === 'h1');
  const metaTag = /<meta\b[^>]*\bname="?description"?[^>]*>/.exec(html.slice(0, start))?.[0];
  const meta = metaTag ? findElement(fromHtml(metaTag, {fragment: true}), (e) => e.tagName === 'meta') : undefined;
  const title = (h1 ? plainText(h1) : '').replace(/\s+/g, ' ').trim();
  const description = String(meta?.properties.content ?? '').trim();
  prepare(article, route, options);
  return {title, description, article};
}

/** The Markdown of a prepared article: `# title`, the description as a blockquote, the content. */
export function twinMarkdown({title, description, article}: TwinSource): string {
  const body = toMdast(article, {
    handlers: {[CODE_TAG]: codeHandler, [ADMONITION_TAG]: admonitionHandler},
  }) as MdastRoot;
  const head: RootContent[] = [{type: 'heading', depth: 1, children: [{type: 'text', value: title}]}];
  if (description) {
    head.push({type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: description}]}]});
  }
  return toMarkdown({type: 'root', children: [...head, ...body.children]}, MARKDOWN_OPTIONS);
}

/** A built page's twin, or undefined when the page has no article. */
export function pageToMarkdown(html: string, route: string, options: ConvertOptions): string | undefined {
  const source = readTwinSource(html, route, options);
  return source && twinMarkdown(source);
}
