/**
 * The glossary (canon/glossary.yaml): every product term with its English name, abbreviations, readers' other words,
 * a one-line definition and the page that explains it. The 术语表 page, the definitions on each page's first use of a
 * term (./remark.ts) and the search thesaurus (src/search/build/thesaurus.ts) all read it from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

const ROOT = path.join(__dirname, '..', '..');
export const GLOSSARY_PATH = path.join(ROOT, 'canon', 'glossary.yaml');
export const DOCS_DIR = path.join(ROOT, 'docs');
/** The 术语表 page, which the glossary renders and whose terms are never marked. */
export const GLOSSARY_ROUTE = '/docs/glossary';

/** The 术语表 page's sections, in order, with their headings. */
export const PRODUCT_SECTIONS = {
  common: '通用',
  neptune: 'Neptune',
  janus: 'Janus',
  lowcode: 'Lowcode',
  automation: 'Automation',
} as const;
export type ProductSection = keyof typeof PRODUCT_SECTIONS;

export interface GlossaryEntry {
  id: string;
  term: string;
  en: string;
  abbr: string[];
  synonyms: string[];
  definition: string;
  /** `/docs/...#anchor` or `/docs/...`. */
  page: string;
  product: ProductSection;
  /** Route prefixes of the pages where the term is marked; empty: every page. */
  scope: string[];
  mark: boolean;
}

function strings(value: unknown, where: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== ''))
    throw new Error(`${where}: must be a list of words`);
  return (value as string[]).map((v) => v.trim());
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${where}: missing`);
  return value.trim();
}

/** The entries of the glossary's YAML text, or an error naming the entry and the field. */
export function parseGlossary(source: string, file = 'canon/glossary.yaml'): GlossaryEntry[] {
  const data: unknown = parse(source);
  const terms = (data as {terms?: unknown})?.terms;
  if (!Array.isArray(terms)) throw new Error(`${file}: no \`terms\` list`);
  const ids = new Set<string>();
  const words = new Map<string, string>();
  return terms.map((raw: unknown, i) => {
    const where = `${file}: terms[${i}]`;
    if (typeof raw !== 'object' || raw === null) throw new Error(`${where}: not a map`);
    const r = raw as Record<string, unknown>;
    const id = text(r.id, `${where}.id`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw new Error(`${where}.id: "${id}" is not English kebab-case`);
    if (ids.has(id)) throw new Error(`${where}.id: "${id}" is used twice`);
    ids.add(id);
    const product = text(r.product, `${where}.product`);
    if (!(product in PRODUCT_SECTIONS))
      throw new Error(`${where}.product: "${product}" is none of ${Object.keys(PRODUCT_SECTIONS).join(', ')}`);
    const page = text(r.page, `${where}.page`);
    if (!/^\/docs\/[\w/-]+(#[\w-]+)?$/.test(page)) throw new Error(`${where}.page: "${page}" is not /docs/...#anchor`);
    const definition = text(r.definition, `${where}.definition`);
    // Shown as text in a tooltip and in the page's Markdown twin: code spans are the only markup it may hold.
    if (/[*_[\]<]/.test(definition.replace(/`[^`]*`/g, '')))
      throw new Error(`${where}.definition: only \`code\` is allowed, no other Markdown or HTML`);
    const scope = strings(r.scope, `${where}.scope`);
    for (const s of scope) if (!s.startsWith('/docs/')) throw new Error(`${where}.scope: "${s}" is not a /docs/ route`);
    if (r.mark !== undefined && typeof r.mark !== 'boolean') throw new Error(`${where}.mark: must be true or false`);
    const entry: GlossaryEntry = {
      id,
      term: text(r.term, `${where}.term`),
      en: text(r.en, `${where}.en`),
      abbr: strings(r.abbr, `${where}.abbr`),
      synonyms: strings(r.synonyms, `${where}.synonyms`),
      definition,
      page,
      product: product as ProductSection,
      scope,
      mark: r.mark !== false,
    };
    for (const w of [entry.term, ...entry.abbr, ...entry.synonyms]) {
      const key = w.toLowerCase();
      if (words.has(key)) throw new Error(`${where}: "${w}" is also a word of ${words.get(key)}`);
      words.set(key, id);
    }
    return entry;
  });
}

export function readGlossary(file = GLOSSARY_PATH): GlossaryEntry[] {
  return parseGlossary(fs.readFileSync(file, 'utf8'), path.relative(ROOT, file));
}

/** The source file of a doc route: docs/<route>.mdx, .md or <route>/index.mdx, or a page whose slug is the route. */
export function docFileOf(route: string, docsDir = DOCS_DIR): string | undefined {
  const rel = route.replace(/^\/docs\/?/, '');
  for (const candidate of [`${rel}.mdx`, `${rel}.md`, `${rel}/index.mdx`, `${rel}/index.md`]) {
    const file = path.join(docsDir, candidate);
    if (rel && fs.existsSync(file)) return file;
  }
  return undefined;
}

/** The text of the heading whose explicit id is `anchor`, or undefined. */
export function headingText(source: string, anchor: string): string | undefined {
  const escaped = anchor.replace(/[-]/g, '\\-');
  const m = new RegExp(`^#{2,6}\\s+(.+?)\\s*\\{#${escaped}\\}\\s*$`, 'm').exec(source);
  return m?.[1];
}

/**
 * Where each entry's page points, as the 术语表 page's link text: the page's title, then the heading of its anchor
 * (「系统要求：硬件」). Throws, naming the entry, when the page or the heading is missing.
 */
export function resolvePages(entries: GlossaryEntry[], docsDir = DOCS_DIR): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of entries) {
    const [route, anchor] = entry.page.split('#') as [string, string | undefined];
    const file = docFileOf(route, docsDir);
    if (!file) throw new Error(`canon/glossary.yaml: ${entry.id}.page: no page ${route} in docs/`);
    const source = fs.readFileSync(file, 'utf8');
    const title = /^title:\s*(.+)$/m.exec(source)?.[1]?.replace(/^['"]|['"]$/g, '');
    if (!title) throw new Error(`canon/glossary.yaml: ${entry.id}.page: ${path.relative(docsDir, file)} has no title`);
    const heading = anchor ? headingText(source, anchor) : undefined;
    if (anchor && !heading)
      throw new Error(
        `canon/glossary.yaml: ${entry.id}.page: ${path.relative(docsDir, file)} has no heading {#${anchor}}`,
      );
    out.set(entry.id, (heading ? `${title}：${heading}` : title).replace(/`/g, ''));
  }
  return out;
}

/** The thesaurus group of each entry with other words: the term, its abbreviations and readers' words. */
export function thesaurusGroups(entries: GlossaryEntry[]): string[][] {
  return entries.filter((e) => e.abbr.length + e.synonyms.length > 0).map((e) => [e.term, ...e.abbr, ...e.synonyms]);
}
