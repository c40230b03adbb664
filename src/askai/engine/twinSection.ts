/**
 * A section of a page's Markdown twin (src/markdown/), for the prompt: the same span of the page as the search index's
 * section (from its heading to the next heading of any level, the page's introduction before the first, one row of an
 * error-code table, one question of a FAQ), but as Markdown: a table keeps its rows and columns, a code block its
 * lines and language, a list its items, where the index holds the text run together. The section is found by the
 * chain of headings the index gives it; undefined when the twin has no such span (the caller keeps the index's text).
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTable} from 'micromark-extension-gfm-table';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import type {Heading, Nodes, Paragraph, Root, Table} from 'mdast';

/** What kind of index section: the page's introduction, a heading's, an error-code row, a FAQ question. */
export type SectionKind = 'page' | 'heading' | 'row' | 'faq';

export interface SectionRequest {
  kind: SectionKind;
  /** Headings from the page title down to the section's own (a row's code and meaning, a FAQ's question). */
  headings: readonly string[];
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

function plain(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return 'children' in node ? node.children.map(plain).join('') : '';
}

function collect<T extends Nodes>(node: Nodes, type: T['type'], out: T[] = []): T[] {
  if (node.type === type) out.push(node as T);
  if ('children' in node) for (const child of node.children) collect(child, type, out);
  return out;
}

const start = (node: Nodes) => node.position!.start.offset!;
const end = (node: Nodes) => node.position!.end.offset!;

export function parseTwin(twin: string): Root {
  return fromMarkdown(twin, {extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()]});
}

/** The span [from, to) of the section under the headings chain (without the page title), or undefined. */
function sectionSpan(twin: string, tree: Root, chain: readonly string[]): [number, number] | undefined {
  const headings = collect<Heading>(tree, 'heading');
  const next = (i: number) => (i + 1 < headings.length ? start(headings[i + 1]!) : twin.length);
  if (chain.length === 0) {
    const title = headings.findIndex((h) => h.depth === 1);
    const first = headings.findIndex((h) => h.depth > 1);
    return [title >= 0 ? end(headings[title]!) : 0, first >= 0 ? start(headings[first]!) : twin.length];
  }
  const wanted = chain.map(norm);
  const stack: {depth: number; text: string}[] = [];
  let byText: number | undefined;
  for (const [i, heading] of headings.entries()) {
    if (heading.depth === 1) continue;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= heading.depth) stack.pop();
    const text = norm(plain(heading));
    stack.push({depth: heading.depth, text});
    if (stack.length === wanted.length && stack.every((s, k) => s.text === wanted[k])) return [end(heading), next(i)];
    if (byText === undefined && text === wanted[wanted.length - 1]) byText = i;
  }
  // The index and the twin nest headings alike; should a level be skipped differently, the heading's text decides.
  return byText === undefined ? undefined : [end(headings[byText]!), next(byText)];
}

const inside = (node: Nodes, [from, to]: [number, number]) => start(node) >= from && end(node) <= to;

/** The row of an error-code table whose first cell holds the code, with the table's header: a table of one row. */
function rowSection(twin: string, tree: Root, span: [number, number], heading: string): string | undefined {
  const code = norm(heading).split(' ')[0]!;
  for (const table of collect<Table>(tree, 'table').filter((t) => inside(t, span))) {
    const [header, ...rows] = table.children;
    const row = rows.find((r) => r.children[0] && norm(plain(r.children[0])).split(' ')[0] === code);
    if (!header || !row) continue;
    const delimiter = twin.slice(end(header), start(rows[0]!)).trim();
    return [twin.slice(start(header), end(header)), delimiter, twin.slice(start(row), end(row))].join('\n');
  }
  return undefined;
}

/** The paragraph that opens with the question in bold, as the index's FAQ record is. */
function faqSection(twin: string, tree: Root, span: [number, number], question: string): string | undefined {
  const wanted = norm(question);
  const paragraph = collect<Paragraph>(tree, 'paragraph').find(
    (p) => inside(p, span) && p.children[0]?.type === 'strong' && norm(plain(p.children[0])) === wanted,
  );
  return paragraph && twin.slice(start(paragraph), end(paragraph));
}

/** The Markdown of the section the request names, trimmed; undefined when the twin has no such section. */
export function twinSection(twin: string, request: SectionRequest, tree: Root = parseTwin(twin)): string | undefined {
  const chain = request.headings.slice(1);
  const heading = () => {
    const span = sectionSpan(twin, tree, request.kind === 'page' ? [] : chain);
    return span && twin.slice(span[0], span[1]).trim();
  };
  if (request.kind === 'page' || request.kind === 'heading') return heading();
  const span = sectionSpan(twin, tree, chain.slice(0, -1));
  const own = chain[chain.length - 1];
  if (!span || own === undefined) return undefined;
  const found = request.kind === 'row' ? rowSection(twin, tree, span, own) : faqSection(twin, tree, span, own);
  // A heading's id may start as a row's or a question's does (`### 端口被占用 {#faq-port-in-use}`).
  return found ?? heading();
}
