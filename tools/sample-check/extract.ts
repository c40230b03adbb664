/**
 * Extracts the fenced code blocks of docs/ in reading order, with MDX partial imports resolved: a page that renders
 * `<Demo />` imported from `@site/docs/_partials/…/_demo.mdx` sees the partial's blocks at that place, so a fragment can
 * name a block of its page as context wherever that block is written. A partial's block is checked once, in the first
 * page that renders it (a partial no page renders is read on its own).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, ROOT, listDocFiles, readDoc} from '../../scripts/lib/docs';
import {parseMeta, type Meta} from './meta';

export interface Block {
  /** `file:line` of the opening fence, the name the report and errors use. */
  id: string;
  /** Source file of the fence, relative to the repo root (a page or a partial). */
  file: string;
  /** 1-based line of the opening fence in `file`. */
  line: number;
  /** The page whose reading order the block was reached in. */
  page: string;
  lang: string;
  meta: Meta;
  code: string;
  /** Id of the last `##` or `###` heading before the block in its page (`response-example`), '' before any. */
  heading: string;
}

export interface Page {
  file: string;
  frontMatter: Record<string, unknown>;
  blocks: Block[];
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})([^\s`]*)\s*(.*)$/;
const IMPORT = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/;
const USE = /^\s*<(\w+)\s*\/>\s*$/;

function resolveImport(from: string, spec: string): string | null {
  const full = spec.startsWith('@site/')
    ? path.join(ROOT, spec.slice('@site/'.length))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(path.join(ROOT, from)), spec)
      : null;
  return full && fs.existsSync(full) ? full : null;
}

const HEADING = /^#{2,3}\s.*\{#([\w-]+)\}\s*$/;

function expand(fullPath: string, page: string, out: Block[], stack: string[], state = {heading: ''}): void {
  const doc = readDoc(fullPath);
  if (stack.includes(doc.file)) throw new Error(`${doc.file}: imports itself through ${stack.join(' -> ')}`);
  const imports = new Map<string, string>();
  const lines = doc.body.split('\n');
  let open: {indent: string; fence: string; lang: string; meta: string; line: number; body: string[]} | null = null;
  lines.forEach((text, i) => {
    const fileLine = doc.bodyStartLine + i;
    if (open) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(text);
      if (close && close[1][0] === open.fence[0] && close[1].length >= open.fence.length) {
        out.push({
          id: `${doc.file}:${open.line}`,
          file: doc.file,
          line: open.line,
          page,
          lang: open.lang,
          meta: parseMeta(open.meta, `${doc.file}:${open.line}`),
          code: open.body.join('\n') + '\n',
          heading: state.heading,
        });
        open = null;
      } else {
        // List-item fences are indented: drop the fence's indentation from its lines, as Markdown does.
        open.body.push(text.startsWith(open.indent) ? text.slice(open.indent.length) : text.trimStart());
      }
      return;
    }
    const fence = FENCE_OPEN.exec(text);
    if (fence) {
      open = {indent: fence[1], fence: fence[2], lang: fence[3], meta: fence[4], line: fileLine, body: []};
      return;
    }
    const heading = HEADING.exec(text);
    if (heading) state.heading = heading[1];
    const imp = IMPORT.exec(text);
    if (imp) {
      const target = resolveImport(doc.file, imp[2]);
      if (target) imports.set(imp[1], target);
      return;
    }
    const use = USE.exec(text);
    if (use && imports.has(use[1])) expand(imports.get(use[1])!, page, out, [...stack, doc.file], state);
  });
  if (open) throw new Error(`${doc.file}:${(open as {line: number}).line}: code fence is never closed`);
}

/** Every page in reading order, each with the blocks it shows (partials inlined). */
export function readPages(dir: string = DOCS_DIR): Page[] {
  const files = listDocFiles(dir);
  const pages: Page[] = [];
  const reached = new Set<string>();
  const isPartial = (f: string) =>
    path
      .relative(ROOT, f)
      .split(path.sep)
      .some((p) => p.startsWith('_'));
  for (const f of [...files.filter((f) => !isPartial(f)), ...files.filter(isPartial)]) {
    const file = path.relative(ROOT, f);
    if (isPartial(f) && reached.has(file)) continue;
    const blocks: Block[] = [];
    expand(f, file, blocks, []);
    blocks.forEach((b) => reached.add(b.file));
    pages.push({file, frontMatter: readDoc(f).frontMatter, blocks});
  }
  return pages;
}

/** Each block once (the first page that shows it), with the page it is checked in. */
export function uniqueBlocks(pages: Page[]): Block[] {
  const seen = new Set<string>();
  const out: Block[] = [];
  for (const page of pages) {
    for (const b of page.blocks) {
      if (seen.has(b.id)) continue;
      seen.add(b.id);
      out.push(b);
    }
  }
  return out;
}
