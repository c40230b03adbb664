/**
 * What a bench's copy of the site must hold to build: every `@site/…` import of its docs, the imports of the code they
 * import (a component's own `@site/…` and relative imports, static or dynamic, and theirs), and every `./…` path its config
 * names, with the imports of the code there (a plugin's helpers).
 * Checked before a bench builds (so a copy that lacks a folder fails at once, naming the import) and by the benches'
 * unit tests (so a new import in the docs cannot silently break a bench that CI does not run whole).
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE_IMPORT = /^import\s+(?:[\w{}\s,*]+\s+from\s+)?['"]@site\/([^'"]+)['"]/gm;
/** In code: imports and re-exports of the site's own files, `@site/…` or relative. */
const CODE_IMPORT = /^(?:import|export)\s+(?:[\w{}\s,*]+\s+from\s+)?['"](@site\/|\.{1,2}\/)([^'"]+)['"]/gm;
/** In code: a module loaded on demand, `import('./x')`, which the bundler builds all the same. */
const DYNAMIC_IMPORT = /\bimport\(\s*['"](@site\/|\.{1,2}\/)([^'"]+)['"]\s*\)/g;
const CONFIG_PATH = /['"](\.\/[^'"]+)['"]/g;

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mdx', '.md', '/index.ts', '/index.tsx'];

/** The file an import names, if the copy holds it. */
function resolved(file: string): string | undefined {
  return EXTENSIONS.map((ext) => file + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

function resolves(file: string): boolean {
  return EXTENSIONS.some((ext) => fs.existsSync(file + ext));
}

/**
 * The imports and config paths of a site folder that do not resolve inside it, as `file: import` lines. `config` is the
 * config whose `./…` paths the site must hold: by default the site's own; a copy whose config spreads another one
 * (the search bench's) names that one, since Docusaurus resolves its paths from the copy's folder.
 */
export function unresolvedImports(site: string, config?: string): string[] {
  const missing: string[] = [];
  const docs = path.join(site, 'docs');
  // The docs' imports, and the imports of the code they import (a component's own @site imports), once each.
  const queue = fs
    .readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((rel) => /\.mdx?$/.test(rel))
    .map((rel) => path.join(docs, rel));
  // The config's own paths (plugins, client modules, the sidebars) are code of the site too: their imports must resolve.
  const own = ['docusaurus.config.ts', 'docusaurus.config.js'].find((f) => fs.existsSync(path.join(site, f)));
  const file = config ?? (own && path.join(site, own));
  if (!file) return ['no docusaurus.config.ts or .js'];
  const configMissing: string[] = [];
  for (const m of fs.readFileSync(file, 'utf8').matchAll(CONFIG_PATH)) {
    const target = resolved(path.join(site, m[1]));
    if (!resolves(path.join(site, m[1]))) configMissing.push(`${path.basename(file)}: ${m[1]}`);
    else if (target && /\.(ts|tsx|js)$/.test(target) && !queue.includes(target)) queue.push(target);
  }
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.shift()!;
    const text = fs.readFileSync(file, 'utf8');
    const imports = /\.mdx?$/.test(file)
      ? [...text.matchAll(SITE_IMPORT)].map((m) => ({spec: `@site/${m[1]}`, to: path.join(site, m[1])}))
      : [...text.matchAll(CODE_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) => ({
          spec: m[1] + m[2],
          to: m[1] === '@site/' ? path.join(site, m[2]) : path.resolve(path.dirname(file), m[1] + m[2]),
        }));
    for (const {spec, to} of imports) {
      const target = resolved(to);
      if (!target && !resolves(to)) {
        // A relative import is named with the site file it means.
        const means = spec.startsWith('@site/') ? '' : ` (@site/${path.relative(site, to)})`;
        missing.push(`${path.relative(site, file)}: ${spec}${means}`);
      } else if (target && /\.(ts|tsx|js)$/.test(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...missing, ...configMissing];
}

/** Stops a bench before its build when its copy lacks what the docs or config import. */
export function assertBuildable(site: string, config?: string): void {
  const missing = unresolvedImports(site, config);
  if (missing.length) {
    throw new Error(`${site} cannot build: these imports do not resolve in it:\n  ${missing.join('\n  ')}`);
  }
}
