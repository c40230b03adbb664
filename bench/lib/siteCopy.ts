/**
 * What a bench's copy of the site must hold to build: every `@site/…` import of its docs and every `./…` path its
 * config names. Checked before a bench builds (so a copy that lacks a folder fails at once, naming the import) and by
 * the benches' unit tests (so a new import in the docs cannot silently break a bench that CI does not run whole).
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE_IMPORT = /^import\s+(?:[\w{}\s,*]+\s+from\s+)?['"]@site\/([^'"]+)['"]/gm;
const CONFIG_PATH = /['"](\.\/[^'"]+)['"]/g;

function resolves(file: string): boolean {
  return ['', '.ts', '.tsx', '.js', '.mdx', '.md', '/index.ts', '/index.tsx'].some((ext) => fs.existsSync(file + ext));
}

/**
 * The imports and config paths of a site folder that do not resolve inside it, as `file: import` lines. `config` is the
 * config whose `./…` paths the site must hold: by default the site's own; a copy whose config spreads another one
 * (the search bench's) names that one, since Docusaurus resolves its paths from the copy's folder.
 */
export function unresolvedImports(site: string, config?: string): string[] {
  const missing: string[] = [];
  const docs = path.join(site, 'docs');
  for (const rel of fs.readdirSync(docs, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(rel)) continue;
    for (const m of fs.readFileSync(path.join(docs, rel), 'utf8').matchAll(SITE_IMPORT)) {
      if (!resolves(path.join(site, m[1]))) missing.push(`docs/${rel}: @site/${m[1]}`);
    }
  }
  const own = ['docusaurus.config.ts', 'docusaurus.config.js'].find((f) => fs.existsSync(path.join(site, f)));
  const file = config ?? (own && path.join(site, own));
  if (!file) return [...missing, 'no docusaurus.config.ts or .js'];
  for (const m of fs.readFileSync(file, 'utf8').matchAll(CONFIG_PATH)) {
    if (!resolves(path.join(site, m[1]))) missing.push(`${path.basename(file)}: ${m[1]}`);
  }
  return missing;
}

/** Stops a bench before its build when its copy lacks what the docs or config import. */
export function assertBuildable(site: string, config?: string): void {
  const missing = unresolvedImports(site, config);
  if (missing.length) {
    throw new Error(`${site} cannot build: these imports do not resolve in it:\n  ${missing.join('\n  ')}`);
  }
}
