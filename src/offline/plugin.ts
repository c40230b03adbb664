/**
 * Offline reading, build side. After the build it writes /offline-index.json: for each product family
 * (src/offline/families.ts) its pages with their titles, every file a page of it needs (the page, the scripts and
 * styles it loads, its images and diagrams), their total size and a revision that changes with any of those files.
 * The pages every family shares (SHARED_PAGES: the glossary, the compatibility matrix) are listed once with their
 * titles, and their files are files of every family, so their size and revision count in each.
 * Each page's Markdown twin (src/markdown/) is a file of its page: 「复制为 Markdown」works on a saved family offline.
 * The service worker (src/offline/sw.ts, built by @docusaurus/plugin-pwa) and the save panel read it. The search
 * index is not listed: another plugin writes it at the same moment (postBuild hooks run concurrently), so the
 * browser asks for it when a family is saved (src/offline/searchIndex.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {build as esbuild} from 'esbuild';
import type {InjectManifestOptions} from 'workbox-build';
import {isShellFile} from './shell';
import {
  FAMILIES,
  OFFLINE_INDEX_PATH,
  SHARED_PAGES,
  familyOfPath,
  type OfflineFamily,
  type OfflineIndex,
  type OfflinePage,
} from './families';
import {twinsOf} from '../markdown/plugin';

/**
 * An attribute's value, quoted or not: the build's HTML minifier (@docusaurus/faster) drops the quotes wherever HTML
 * allows (`<img src=/assets/images/a.png>`). The value is the first of the three groups that matched.
 */
const attribute = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'<>\`]+))`, 'g');
const SRC_OR_HREF = attribute('(?:src|href)');
const SRCSET = attribute('srcset');
const REL = attribute('rel');
const LOADED_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'icon', 'manifest']);
const valueOf = (m: RegExpMatchArray) => m[1] ?? m[2] ?? m[3] ?? '';

/** Same-origin URLs a built page loads: attributes, srcset entries and the entry scripts the page template lists. */
export function pageFiles(html: string): string[] {
  const urls = new Set<string>();
  const add = (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split('#')[0].split('?')[0]);
  };
  for (const m of html.matchAll(/<(?:script|img|source|link)\b[^>]*>/g)) {
    const tag = m[0];
    if (tag.startsWith('<link') && ![...tag.matchAll(REL)].some((rel) => LOADED_RELS.has(valueOf(rel)))) continue;
    for (const a of tag.matchAll(SRC_OR_HREF)) add(valueOf(a));
    for (const srcset of tag.matchAll(SRCSET)) {
      for (const part of valueOf(srcset).split(',')) add(part.trim().split(/\s+/)[0]);
    }
  }
  // The page template adds the entry scripts from a JSON list in an inline script (src/pageLoad/ssrTemplate.ts).
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) add(m[1]);
  return [...urls];
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

async function htmlRoutes(outDir: string, dir = outDir): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map(async (e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return htmlRoutes(outDir, full);
      return e.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** /docs/a/b.html → /docs/a/b, /docs/index.html → /docs */
function routeOf(outDir: string, file: string): string {
  const rel = '/' + path.relative(outDir, file).split(path.sep).join('/');
  return rel.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

interface ClientManifest {
  origins: Record<string, (string | number)[]>;
  assets: Record<string, {js?: {publicPath: string}[]; css?: {publicPath: string}[]}>;
}

/**
 * The scripts a route needs to run (hydrate) besides the shell: the chunks Docusaurus lists for the route and for the
 * docs layout routes above it (.docusaurus/routesChunkNames.json), with the chunks each depends on
 * (.docusaurus/client-manifest.json). The built HTML does not name them: the client asks for them at run time.
 * `lazy` are the scripts no route names, which pages load on demand (the search dialog and its worker, the
 * highlighter, image zoom), and the stylesheets: a saved family needs them to search offline.
 */
export function routeChunks(
  generatedFilesDir: string,
  outDir: string,
): {forRoute: (route: string) => string[]; lazy: string[]} {
  const read = (name: string) => JSON.parse(readFileSync(path.join(generatedFilesDir, name), 'utf8')) as unknown;
  const routes = read('routesChunkNames.json') as Record<string, unknown>;
  const manifest = read('client-manifest.json') as ClientManifest;
  const chunkName = (file: string) => path.posix.basename(file).split('.')[0];
  const idOfChunkName = new Map<string, string>();
  for (const [id, asset] of Object.entries(manifest.assets)) {
    for (const file of asset.js ?? []) idOfChunkName.set(chunkName(file.publicPath), id);
  }
  const names = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(names) : [];
  const byRoute = new Map<string, string[]>();
  const named = new Set<string>();
  for (const [key, chunks] of Object.entries(routes)) {
    const route = key.replace(/-[0-9a-f]{3}$/, '');
    byRoute.set(route, [...(byRoute.get(route) ?? []), ...names(chunks)]);
    for (const name of names(chunks)) named.add(name);
  }
  const forRoute = (route: string) => {
    const files = new Set<string>();
    for (const name of [...(byRoute.get('/docs') ?? []), ...(byRoute.get(route) ?? [])]) {
      const id = idOfChunkName.get(name);
      if (!id) throw new Error(`offline: no script for the chunk ${name} of ${route} in client-manifest.json`);
      // The manifest's origins are keyed by chunk name: the chunk and the chunks it needs beside it, by id.
      for (const dep of manifest.origins[name] ?? [id]) {
        const asset = manifest.assets[String(dep)];
        for (const file of [...(asset?.js ?? []), ...(asset?.css ?? [])]) files.add(file.publicPath);
      }
    }
    return [...files];
  };
  const lazy = [
    ...readdirSync(path.join(outDir, 'assets', 'js'))
      .filter((file) => file.endsWith('.js') && !named.has(chunkName(file)))
      .map((file) => `/assets/js/${file}`),
    // Stylesheets that load with such a script (the search modal's, src/search/build/plugin.ts).
    ...readdirSync(path.join(outDir, 'assets', 'css'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => `/assets/css/${file}`),
  ];
  return {forRoute, lazy};
}

/**
 * `twins`: each page's Markdown twin by route (src/markdown/plugin.ts), a file of its page; none when the site is built
 * without them.
 */
export async function buildOfflineIndex(
  outDir: string,
  chunks: {forRoute: (route: string) => string[]; lazy: string[]},
  twins: Readonly<Record<string, string>> = {},
): Promise<OfflineIndex> {
  const byFamily = new Map<string, {pages: OfflinePage[]; files: Set<string>}>();
  for (const family of FAMILIES) byFamily.set(family.id, {pages: [], files: new Set()});
  const shared = {pages: [] as OfflinePage[], files: new Set<string>()};
  for (const file of (await htmlRoutes(outDir)).sort()) {
    const route = routeOf(outDir, file);
    const family = familyOfPath(route + '/');
    const entry = SHARED_PAGES.includes(route) ? shared : family && byFamily.get(family.id)!;
    if (!entry) continue;
    const html = await fs.readFile(file, 'utf8');
    const title = decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? route);
    entry.pages.push({path: route, title: title.trim()});
    entry.files.add(route);
    if (twins[route]) entry.files.add(twins[route]);
    for (const url of [...pageFiles(html), ...chunks.forRoute(route), ...chunks.lazy]) {
      // The shell's files (the entry scripts and the stylesheet every page names) are precached whole by the worker: a
      // family's copy would be a second one.
      if (!isShellFile(url)) entry.files.add(url);
    }
  }
  for (const route of SHARED_PAGES) {
    if (shared.pages.some((page) => page.path === route)) continue;
    throw new Error(
      `offline: the shared page ${route} is not in the build; every family's offline copy holds it (SHARED_PAGES in ` +
        'src/offline/families.ts): restore the page or take it off that list',
    );
  }
  // In the order of SHARED_PAGES, which the offline page lists them in.
  shared.pages.sort((a, b) => SHARED_PAGES.indexOf(a.path) - SHARED_PAGES.indexOf(b.path));
  const families: OfflineFamily[] = [];
  for (const family of FAMILIES) {
    const {pages, files: own} = byFamily.get(family.id)!;
    if (pages.length === 0) throw new Error(`offline: no built page matches the family ${family.id}`);
    const files = new Set([...own, ...shared.files]);
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    const list = [...files].sort();
    for (const url of list) {
      const disk = path.join(outDir, ...url.split('/').filter(Boolean));
      const candidates = [disk, `${disk}.html`, path.join(disk, 'index.html')];
      let content: Buffer | undefined;
      for (const candidate of candidates) {
        content = await fs.readFile(candidate).catch(() => undefined);
        if (content) break;
      }
      if (!content) throw new Error(`offline: ${url}, needed by the family ${family.id}, is not in the build`);
      bytes += content.length;
      hash.update(url).update('\0').update(content);
    }
    families.push({
      id: family.id,
      label: family.label,
      landing: family.landing,
      revision: hash.digest('hex').slice(0, 16),
      pages,
      files: list,
      bytes,
    });
  }
  return {families, shared: shared.pages};
}

/** The site's worker code, compiled before @docusaurus/plugin-pwa bundles it into build/sw.js (its loader takes JS only). */
const SW_SOURCE = path.join(__dirname, 'sw.ts');
const SW_COMPILED = path.join(__dirname, '..', '..', '.docusaurus', 'offline', 'sw.js');

// The plugin's glob patterns take the whole build (every page, image and the search index): the worker precaches the
// shell only and caches the rest as it is read (src/offline/shell.ts).
const shellOnly: Pick<InjectManifestOptions, 'manifestTransforms'> = {
  manifestTransforms: [
    async (entries) => ({manifest: entries.filter((entry) => isShellFile(entry.url)), warnings: []}),
  ],
};

/** Options of @docusaurus/plugin-pwa for this site (docusaurus.config.ts). */
export const pwaOptions = {
  // Every reader gets the offline copy of what they read; the plugin's other strategies (installed app, query string)
  // would leave it off for most. Operators turn the worker off by leaving both plugins out (README).
  offlineModeActivationStrategies: ['always'],
  swCustom: SW_COMPILED,
  swRegister: path.join(__dirname, 'register.ts'),
  // The web app manifest (the plugin needs one head tag; icons and theme colour stay in the site's head tags).
  pwaHead: [{tagName: 'link', rel: 'manifest', href: '/manifest.webmanifest'}],
  // Typed by the plugin as workbox's full options, although it sets swSrc, swDest and globDirectory itself.
  injectManifestConfig: shellOnly as PwaOptions['injectManifestConfig'],
} satisfies Partial<PwaOptions>;

/**
 * The offline UI's shared modules (the product list, the families, the save panel), which both the doc sidebar's
 * wrapper and the doc page's footer import, in one chunk of their own: by Docusaurus's split-chunks settings each of
 * the two chunks carried a copy, so every doc page loaded them twice.
 */
export const OFFLINE_SHARED_CHUNK = {
  name: 'offline-shared',
  test: /[\\/]src[\\/](?:products\.ts|offline[\\/](?:families\.ts|ui[\\/]))/,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  priority: 30,
} as const;

export default function offlinePlugin(context: LoadContext): Plugin {
  return {
    name: 'offline',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {splitChunks: {cacheGroups: {offlineShared: OFFLINE_SHARED_CHUNK}}}};
    },
    async loadContent() {
      await esbuild({
        entryPoints: [SW_SOURCE],
        outfile: SW_COMPILED,
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2020',
        logLevel: 'warning',
      });
    },
    async postBuild({outDir, plugins}) {
      // The twins are written by another plugin's postBuild, which runs at the same time as this one: wait for them.
      const twins = await twinsOf(plugins, outDir);
      const index = await buildOfflineIndex(outDir, routeChunks(context.generatedFilesDir, outDir), twins?.twins);
      await fs.writeFile(path.join(outDir, OFFLINE_INDEX_PATH.slice(1)), JSON.stringify(index));
    },
  };
}
