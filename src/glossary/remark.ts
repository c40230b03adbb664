/**
 * Build step of the glossary, a remark plugin run before Docusaurus's own (so its headings get ids and a TOC):
 *
 * - On every doc page, the first use of each term (canon/glossary.yaml) becomes a link to its entry on the 术语表 page
 *   with the definition beside it, shown on hover, focus or tap by ./browser/glossary.css: a link so that without
 *   JavaScript, and in print, the term is plain text whose definition is one click away; the definition is
 *   aria-hidden and the link's description (aria-describedby), so a screen reader announces it on focus instead of
 *   reading it into the sentence. Headings, links, code, tables, partials, the 术语表 page and the page that explains
 *   the term are left alone.
 * - On the 术语表 page, `<GlossaryEntries />` becomes the glossary: one section a product, one heading a term.
 */
import path from 'node:path';
import type {Heading, InlineCode, Link, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {VFile} from 'vfile';
import {
  DOCS_DIR,
  GLOSSARY_ROUTE,
  PRODUCT_SECTIONS,
  readGlossary,
  resolvePages,
  type GlossaryEntry,
  type ProductSection,
} from './canon';

/** The element of the 术语表 page that the glossary replaces. */
export const ENTRIES_ELEMENT = 'GlossaryEntries';
/** Classes the page's HTML carries; the stylesheet, the client module and the Markdown twin rely on them. */
export const TERM_CLASS = 'glossary-term';
export const TIP_CLASS = 'glossary-tip';
export const WRAPPER_CLASS = 'glossary';

/** mdast nodes whose text is never marked. */
const SKIPPED_NODES = new Set([
  'heading',
  'link',
  'linkReference',
  'code',
  'inlineCode',
  'html',
  'image',
  'imageReference',
  'definition',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  // Infima makes a table a scroll container, which would cut a definition off at the table's edge.
  'table',
]);
/** JSX elements of a page whose text is never marked: interactive or code-like, or a disclosure's own label. */
const SKIPPED_ELEMENTS = new Set(['a', 'button', 'code', 'kbd', 'pre', 'summary', 'Link', 'Heading']);

type Node = Root | RootContent;

/** Text with `code` spans as mdast phrasing. */
export function phrasing(text: string): PhrasingContent[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part): Text | InlineCode =>
      part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : {type: 'text', value: part},
    );
}

/** The doc route of a source file (docs/a/b.mdx → /docs/a/b), or undefined outside docs/ and for partials. */
export function routeOf(file: string, docsDir = DOCS_DIR): string | undefined {
  const rel = path.relative(docsDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).some((part) => part.startsWith('_')))
    return undefined;
  const route = rel
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index$/, '');
  return route ? `/docs/${route}` : '/docs';
}

const isLatin = (s: string) => /^[\w.-]+$/.test(s);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher of every form of the entries marked on `route`, longest first; Latin forms only as whole words. */
function matcher(entries: GlossaryEntry[], route: string): {re: RegExp; byForm: Map<string, GlossaryEntry>} | null {
  const byForm = new Map<string, GlossaryEntry>();
  for (const e of entries) {
    if (!e.mark || e.page.split('#')[0] === route) continue;
    if (e.scope.length > 0 && !e.scope.some((s) => route === s || route.startsWith(`${s}/`))) continue;
    for (const form of [e.term, ...e.abbr]) byForm.set(form, e);
  }
  if (byForm.size === 0) return null;
  const forms = [...byForm.keys()].sort((a, b) => b.length - a.length);
  const alternatives = forms.map((f) => (isLatin(f) ? `(?<![\\w])${escape(f)}(?![\\w])` : escape(f)));
  return {re: new RegExp(alternatives.join('|'), 'g'), byForm};
}

/** The term's link and its definition, in a wrapper that the stylesheet positions the definition against. */
export function termNode(entry: GlossaryEntry, text: string): PhrasingContent {
  const tipId = `glossary-tip-${entry.id}`;
  const link: Link = {
    type: 'link',
    url: `${GLOSSARY_ROUTE}#${entry.id}`,
    children: [{type: 'text', value: text}],
    data: {hProperties: {className: [TERM_CLASS], ariaDescribedBy: [tipId]}},
  };
  // Not mdast types: mdast-util-to-hast renders an unknown node with children as the element its data names.
  const tip = {
    type: 'glossaryTip',
    children: phrasing(entry.definition),
    data: {hName: 'span', hProperties: {id: tipId, role: 'tooltip', className: [TIP_CLASS], ariaHidden: 'true'}},
  };
  return {
    type: 'glossaryTerm',
    children: [link, tip],
    data: {hName: 'span', hProperties: {className: [WRAPPER_CLASS]}},
  } as unknown as PhrasingContent;
}

/** Marks the first use of each term in the tree, in document order. */
export function markTerms(tree: Root, entries: GlossaryEntry[], route: string): void {
  const m = matcher(entries, route);
  if (!m) return;
  const marked = new Set<string>();
  const walk = (node: Node): void => {
    if (SKIPPED_NODES.has(node.type)) return;
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      SKIPPED_ELEMENTS.has(node.name ?? '')
    )
      return;
    if (!('children' in node)) return;
    const children = node.children as RootContent[];
    const out: RootContent[] = [];
    for (const child of children) {
      if (child.type !== 'text') {
        walk(child);
        out.push(child);
        continue;
      }
      const value = child.value;
      m.re.lastIndex = 0;
      let hit: RegExpExecArray | null;
      let from = 0;
      while ((hit = m.re.exec(value))) {
        const entry = m.byForm.get(hit[0])!;
        if (marked.has(entry.id)) continue;
        marked.add(entry.id);
        if (hit.index > from) out.push({type: 'text', value: value.slice(from, hit.index)});
        out.push(termNode(entry, hit[0]) as RootContent);
        from = hit.index + hit[0].length;
      }
      if (from === 0) out.push(child);
      else if (from < value.length) out.push({type: 'text', value: value.slice(from)});
    }
    (node as {children: RootContent[]}).children = out;
  };
  walk(tree);
}

/** The 术语表 page's content: a section a product, a heading (id = the entry's) and two paragraphs a term. */
export function glossaryContent(entries: GlossaryEntry[], labels: Map<string, string>): RootContent[] {
  const out: RootContent[] = [];
  for (const [product, title] of Object.entries(PRODUCT_SECTIONS) as [ProductSection, string][]) {
    const group = entries.filter((e) => e.product === product);
    if (group.length === 0) continue;
    out.push(heading(2, title, product));
    for (const e of group) {
      out.push(heading(3, e.abbr.length > 0 ? `${e.term}（${e.abbr.join('、')}）` : e.term, e.id));
      out.push({type: 'paragraph', children: phrasing(e.definition)});
      const details: PhrasingContent[] = [{type: 'text', value: `英文：${e.en}。`}];
      if (e.synonyms.length > 0) details.push({type: 'text', value: `也有人说：${e.synonyms.join('、')}。`});
      details.push(
        {type: 'text', value: '详见「'},
        {type: 'link', url: e.page, children: [{type: 'text', value: labels.get(e.id)!}]},
        {type: 'text', value: '」。'},
      );
      out.push({type: 'paragraph', children: details} satisfies Paragraph);
    }
  }
  return out;
}

function heading(depth: 2 | 3, text: string, id: string): Heading {
  return {type: 'heading', depth, children: [{type: 'text', value: text}], data: {hProperties: {id}}};
}

let cache: {entries: GlossaryEntry[]; labels: Map<string, string>} | undefined;

/** Remark plugin: see the module comment. A broken entry (a page or heading that does not exist) stops the build. */
export default function remarkGlossary() {
  return (tree: Root, file: VFile) => {
    if (!cache) {
      const entries = readGlossary();
      cache = {entries, labels: resolvePages(entries)};
    }
    const at = tree.children.findIndex((c) => c.type === 'mdxJsxFlowElement' && c.name === ENTRIES_ELEMENT);
    if (at >= 0) tree.children.splice(at, 1, ...glossaryContent(cache.entries, cache.labels));
    const route = file.path ? routeOf(file.path) : undefined;
    if (route && route !== GLOSSARY_ROUTE) markTerms(tree, cache.entries, route);
  };
}
