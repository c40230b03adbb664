/**
 * Content check over the build (run after `docusaurus build`):
 * - which required routes (data/required-routes.tsv) exist, which are missing (reported as a count, not a failure);
 * - every existing page sits in the sidebar the list names; a /docs page in no sidebar must be listed as sidebar-less;
 * - no orphans: every doc page is reached from the home page by links, where a page that shows a sidebar reaches the
 *   whole sidebar;
 * - every page has a title and a description, and every heading an explicit id (the source checks, re-run per doc).
 * Usage: tsx scripts/check-content.ts [--list-missing]
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, readDoc} from './lib/docs';
import {elementsOf} from './lib/html';
import {checkDoc} from './check-sources';
import type {ContentManifest} from '../src/plugins/content-manifest';

const BUILD = path.join(ROOT, 'build');
const MANIFEST = path.join(ROOT, '.docusaurus', 'content-manifest.json');
const ROUTES = path.join(ROOT, 'data', 'required-routes.tsv');

export interface RequiredRoute {
  route: string;
  sidebar: string | null;
}

export function readRequiredRoutes(file: string = ROUTES): RequiredRoute[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [route, sidebar] = line.split('\t');
      if (!route?.startsWith('/') || sidebar === undefined) throw new Error(`${file}: malformed line "${line}"`);
      return {route, sidebar: sidebar.trim() === '-' ? null : sidebar.trim()};
    });
}

/** The HTML file the build wrote for a route (trailingSlash: false writes /a/b as a/b.html). */
export function builtFile(route: string): string | null {
  const candidates = route === '/' ? ['index.html'] : [`${route}.html`, `${route}/index.html`];
  for (const c of candidates) {
    const file = path.join(BUILD, c);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

function normalise(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  let p = href.split('#')[0].split('?')[0];
  try {
    p = decodeURI(p);
  } catch {
    return null;
  }
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p.replace(/\/index\.html$/, '') || '/';
}

function linksOf(file: string): string[] {
  return elementsOf(fs.readFileSync(file, 'utf8'), 'a')
    .map((a) => (a.attribs.href ? normalise(a.attribs.href) : null))
    .filter((x): x is string => !!x);
}

function main(): void {
  if (!fs.existsSync(MANIFEST) || !fs.existsSync(BUILD)) {
    console.error('check-content: no build found; run `npm run build` first');
    process.exit(2);
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as ContentManifest;
  // The docs root's permalink is "/docs/"; routes are compared without a trailing slash.
  for (const doc of manifest.docs)
    doc.permalink = doc.permalink.length > 1 ? doc.permalink.replace(/\/$/, '') : doc.permalink;
  const required = readRequiredRoutes();
  const byRoute = new Map(manifest.docs.map((d) => [d.permalink, d]));
  const requiredByRoute = new Map(required.map((r) => [r.route, r]));
  const problems: string[] = [];
  const missing: string[] = [];

  for (const r of required) {
    const doc = byRoute.get(r.route);
    if (!doc || !builtFile(r.route)) {
      missing.push(r.route);
      continue;
    }
    if (doc.sidebar !== r.sidebar) {
      problems.push(`${r.route}: in sidebar "${doc.sidebar ?? '-'}", the route list says "${r.sidebar ?? '-'}"`);
    }
  }

  for (const doc of manifest.docs) {
    if (!requiredByRoute.has(doc.permalink) && doc.sidebar === null && !doc.unlisted) {
      problems.push(`${doc.permalink}: in no sidebar and not listed as sidebar-less in data/required-routes.tsv`);
    }
    problems.push(...checkDoc(readDoc(path.join(ROOT, doc.source))));
  }

  // Orphans: walk links from the home page; a doc page shows its sidebar, so it reaches every doc of that sidebar.
  const docsBySidebar = manifest.sidebars;
  const idToRoute = new Map(manifest.docs.map((d) => [d.id, d.permalink]));
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length) {
    const route = queue.shift()!;
    const file = builtFile(route);
    if (!file) continue;
    const next = [...linksOf(file)];
    const sidebar = byRoute.get(route)?.sidebar;
    if (sidebar) next.push(...(docsBySidebar[sidebar] ?? []).map((id) => idToRoute.get(id)!).filter(Boolean));
    for (const n of next) {
      if (!seen.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  for (const doc of manifest.docs) {
    if (!doc.unlisted && !seen.has(doc.permalink))
      problems.push(`${doc.permalink}: orphan, no link reaches it from the home page`);
  }

  const present = required.length - missing.length;
  console.log(`required routes: ${required.length}, present: ${present}, missing: ${missing.length}`);
  const prefixes = new Map<string, number>();
  for (const m of missing) {
    const key = m.split('/').slice(0, -1).join('/');
    prefixes.set(key, (prefixes.get(key) ?? 0) + 1);
  }
  for (const [k, n] of prefixes) console.log(`  missing under ${k}: ${n}`);
  if (process.argv.includes('--list-missing')) for (const m of missing) console.log(`  missing ${m}`);
  console.log(
    `doc pages built: ${manifest.docs.length}, reached from the home page: ${manifest.docs.filter((d) => seen.has(d.permalink)).length}`,
  );
  for (const p of problems) console.error(p);
  console.log(`check-content: ${problems.length} problems`);
  if (problems.length) process.exit(1);
}

if (require.main === module) main();
