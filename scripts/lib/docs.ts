/** Reading the documentation sources: shared by the source check, the content check and the benchmarks. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const ROOT = path.resolve(__dirname, '..', '..');
export const DOCS_DIR = path.join(ROOT, 'docs');

export interface DocSource {
  /** Path relative to the repo root, e.g. docs/neptune/user/introduction.mdx */
  file: string;
  /** True for files under a folder or with a name starting with "_" (partials, never routes). */
  partial: boolean;
  frontMatter: Record<string, unknown>;
  /** The body without front matter. */
  body: string;
  /** Line number (1-based) in the file where the body starts. */
  bodyStartLine: number;
}

export function listDocFiles(dir: string = DOCS_DIR): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listDocFiles(full));
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

export function readDoc(fullPath: string): DocSource {
  const raw = fs.readFileSync(fullPath, 'utf8');
  const file = path.relative(ROOT, fullPath);
  const partial = file.split(path.sep).some((part) => part.startsWith('_'));
  const parsed = matter(raw);
  const bodyStartLine = raw.slice(0, raw.length - parsed.content.length).split('\n').length;
  return {file, partial, frontMatter: parsed.data, body: parsed.content, bodyStartLine};
}

/** Lines of the body outside fenced code blocks, with their 1-based line numbers in the file. */
export function proseLines(doc: DocSource): Array<{line: number; text: string}> {
  const out: Array<{line: number; text: string}> = [];
  let fence: string | null = null;
  doc.body.split('\n').forEach((text, i) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(text);
    if (m) {
      if (fence === null) fence = m[1][0];
      else if (m[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) out.push({line: doc.bodyStartLine + i, text});
  });
  return out;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

/** Chinese characters of the page's prose and tables (code blocks, imports and JSX tags excluded). */
export function chineseCharCount(doc: DocSource): number {
  return proseLines(doc)
    .filter(({text}) => !/^\s*(import|export)\s/.test(text))
    .reduce((sum, {text}) => sum + (text.match(CJK)?.length ?? 0), 0);
}

/** Paragraphs of prose long enough to matter when repeated (40+ Chinese characters), normalised. */
export function paragraphs(doc: DocSource): Array<{line: number; text: string}> {
  const out: Array<{line: number; text: string}> = [];
  let buf: string[] = [];
  let start = 0;
  const flush = () => {
    const text = buf.join('').replace(/\s+/g, '');
    if ((text.match(CJK)?.length ?? 0) >= 40) out.push({line: start, text});
    buf = [];
  };
  for (const {line, text} of proseLines(doc)) {
    if (/^\s*$/.test(text) || /^\s*(#|\||:::|<|import |export )/.test(text)) {
      flush();
      continue;
    }
    if (buf.length === 0) start = line;
    buf.push(text);
  }
  flush();
  return out;
}

export interface Table {
  header: string[];
  rows: string[][];
}

/**
 * The Markdown tables of the section that starts with the heading carrying {#id}, up to the next heading of the same or a
 * higher level. Cells are trimmed, one pair of enclosing backticks removed, `\|` unescaped.
 */
export function sectionTables(doc: DocSource, id: string): Table[] {
  const lines = proseLines(doc).map((l) => l.text);
  const start = lines.findIndex((l) => new RegExp(`^#{2,6}\\s.*\\{#${id}\\}\\s*$`).test(l));
  if (start < 0) return [];
  const level = /^#+/.exec(lines[start])![0].length;
  const end = lines.findIndex((l, i) => i > start && (/^(#+)\s/.exec(l)?.[1].length ?? Infinity) <= level);
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  const tables: Table[] = [];
  for (let i = 0; i < section.length; i++) {
    if (section[i].trim().startsWith('|') && section[i + 1]?.trim().match(/^\|\s*-/)) {
      const cells = (l: string) =>
        l
          .trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map((c) => c.trim().replace(/^`|`$/g, '').replace(/\\\|/g, '|'));
      const table: Table = {header: cells(section[i]), rows: []};
      i += 2;
      while (i < section.length && section[i].trim().startsWith('|')) table.rows.push(cells(section[i++]));
      tables.push(table);
    }
  }
  return tables;
}
