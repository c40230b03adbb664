/**
 * Source check, run before the build (fast enough to run after every edit):
 * front matter with title and description, an explicit English id on every ## to ###### heading, unique ids per page,
 * no placeholder text, and no paragraph of 40+ Chinese characters repeated across pages (shared text is a partial).
 * Usage: tsx scripts/check-sources.ts [--stats] [path-prefix ...]
 */
import {compileError} from './lib/mdx';
import {chineseCharCount, listDocFiles, paragraphs, proseLines, readDoc, type DocSource} from './lib/docs';

const args = process.argv.slice(2);
const stats = args.includes('--stats');
const prefixes = args.filter((a) => !a.startsWith('--'));

const HEADING = /^(#{2,6})\s+(.*)$/;
const EXPLICIT_ID = /\s\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;
/** Pages of no one product: the docs home, the compatibility matrix and the glossary. */
const SHARED_PAGES = new Set(['docs/index.mdx', 'docs/compatibility.mdx', 'docs/glossary.mdx']);
const PLACEHOLDER = /TODO|FIXME|待补充|待完善|示例文本|lorem ipsum|此处省略|\bTBD\b/i;

export function checkDoc(doc: DocSource): string[] {
  const problems: string[] = [];
  if (!doc.partial) {
    if (Object.keys(doc.frontMatter).length === 0) {
      problems.push(`${doc.file}:1: no front matter; start the file with ---, title: …, description: …, ---`);
    } else {
      for (const key of ['title', 'description'] as const) {
        const value = doc.frontMatter[key];
        if (typeof value !== 'string' || value.trim() === '') {
          problems.push(`${doc.file}:1: front matter lacks "${key}" (a non-empty string)`);
        }
      }
      // A product's page says which versions it describes (src/canon-data/appliesTo.ts checks the versions).
      if (!SHARED_PAGES.has(doc.file) && doc.frontMatter.applies_to === undefined) {
        problems.push(
          `${doc.file}:1: front matter lacks "applies_to", the versions the page describes ("applies_to:\n  janus: '3.6.0'")`,
        );
      }
      const keywords = doc.frontMatter.keywords;
      if (
        keywords !== undefined &&
        (!Array.isArray(keywords) || keywords.some((k) => typeof k !== 'string' || /[，、]/.test(k)))
      ) {
        problems.push(
          `${doc.file}:1: "keywords" must be a YAML block list, one keyword per line ("  - MQTT"), so the typography lint leaves it alone`,
        );
      }
    }
  }
  const seen = new Map<string, number>();
  for (const {line, text} of proseLines(doc)) {
    const h = HEADING.exec(text);
    if (h) {
      const id = EXPLICIT_ID.exec(text);
      if (!id) {
        problems.push(
          `${doc.file}:${line}: heading "${text.trim()}" has no explicit id; end it with {#english-kebab-id}`,
        );
      } else if (seen.has(id[1])) {
        problems.push(`${doc.file}:${line}: heading id "${id[1]}" is already used on line ${seen.get(id[1])}`);
      } else {
        seen.set(id[1], line);
      }
    }
    if (PLACEHOLDER.test(text)) problems.push(`${doc.file}:${line}: placeholder text: "${text.trim().slice(0, 80)}"`);
  }
  return problems;
}

async function main(): Promise<void> {
  const all = listDocFiles().map(readDoc);
  const docs = prefixes.length ? all.filter((d) => prefixes.some((p) => d.file.startsWith(p))) : all;
  const problems = docs.flatMap(checkDoc);
  for (const doc of docs) {
    const error = await compileError(doc);
    if (error) problems.push(error);
  }

  // Repeated paragraphs are compared across the whole tree, reported for the files being checked.
  const firstSeen = new Map<string, string>();
  for (const doc of all) {
    for (const p of paragraphs(doc)) {
      const where = `${doc.file}:${p.line}`;
      const before = firstSeen.get(p.text);
      if (before === undefined) firstSeen.set(p.text, where);
      else if (docs.includes(doc))
        problems.push(`${where}: paragraph repeats ${before}; move shared text into docs/_partials`);
    }
  }

  if (stats) {
    const counts = docs.filter((d) => !d.partial).map((d) => ({file: d.file, n: chineseCharCount(d)}));
    counts.sort((a, b) => a.n - b.n);
    for (const c of counts) console.log(`${String(c.n).padStart(6)}  ${c.file}`);
    if (counts.length) {
      const median = counts[Math.floor(counts.length / 2)].n;
      console.log(`pages: ${counts.length}, Chinese characters min ${counts[0].n}, median ${median}`);
    }
  }

  for (const p of problems) console.error(p);
  console.log(`check-sources: ${docs.length} files, ${problems.length} problems`);
  if (problems.length) process.exit(1);
}

if (require.main === module) void main();
