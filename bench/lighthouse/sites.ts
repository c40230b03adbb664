/**
 * The two sites the page-load benches compare, and the pages they load: this site's build, and a stock Docusaurus
 * 3.9.1 classic site built in the same run from the same docs and sidebars (no custom CSS, theme wrappers or plugins;
 * the Prism languages the docs use are added the stock way, through prism.additionalLanguages), both served by the
 * production nginx. Shared by the Lighthouse run (run.ts), the throttled profile (profile.ts) and the list of what a
 * page loads (scripts.ts).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {startNginx, type RunningNginx} from '../../tests/support/nginx';
import {precompress} from '../../scripts/precompress';
import {assertBuildable, unresolvedImports} from '../lib/siteCopy';

export const ROOT = path.join(__dirname, '..', '..');
export const WORK = path.join(ROOT, 'bench', '.work', 'stock-site');
/** Where the benches write what they measured (profiles, JSON), one file per page and site. */
export const OUT = path.join(ROOT, 'bench', '.work', 'lighthouse');

/** This tree's build, an earlier build of the site to compare with (`--before DIR`), and the stock site. */
export type SiteName = 'before' | 'ours' | 'stock';
const SITE_ORDER: readonly SiteName[] = ['before', 'ours', 'stock'];

export const option = (name: string): string | undefined =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;

/**
 * A stock classic site over the same docs: the template's config with only what is needed to build these docs.
 * `sourceMaps`: a hidden source map beside each browser chunk (the same scripts), to name their modules.
 */
export function prepareStockSite(work = WORK, {sourceMaps = false} = {}): string {
  fs.rmSync(work, {recursive: true, force: true});
  fs.mkdirSync(path.join(work, 'src', 'pages'), {recursive: true});
  const maps = sourceMaps
    ? `\n    // The benches' source maps only: the same scripts, with hidden maps beside them.\n    () => ({name: 'bench-source-maps', configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'hidden-source-map'})}),`
    : '';
  fs.writeFileSync(
    path.join(work, 'docusaurus.config.js'),
    `module.exports = {
  title: '产品文档中心',
  url: 'https://docs.neptune-iiot.net',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  i18n: {defaultLocale: 'zh-Hans', locales: ['zh-Hans']},
  presets: [['classic', {docs: {path: 'docs', sidebarPath: ${JSON.stringify(path.join(ROOT, 'sidebars.ts'))}}, blog: false}]],
  // What the docs themselves import: the canon's tables (components over generated JSON) and the SDK headers as text.
  plugins: [${[path.join(ROOT, 'src', 'canon-data', 'plugin.ts'), path.join(ROOT, 'sdk', 'triton', 'plugin.ts')].map((p) => JSON.stringify(p)).join(', ')},${maps}
  ],
  themeConfig: {
    navbar: {title: '产品文档中心', items: [{type: 'docSidebar', sidebarId: 'neptune', label: 'Neptune'}]},
    // The languages the docs' code blocks use, added the stock way, so both sites highlight the same code.
    prism: {additionalLanguages: ['bash', 'csv', 'go', 'http', 'ini', 'java', 'properties', 'shell-session', 'toml']},
  },
};
`,
  );
  fs.writeFileSync(
    path.join(work, 'src', 'pages', 'index.js'),
    `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
export default function Home() {
  return (
    <Layout title="首页" description="产品文档中心">
      <header className="hero hero--primary"><div className="container">
        <h1 className="hero__title">产品文档中心</h1>
        <p className="hero__subtitle">工业设备物联与自动化产品的全部文档</p>
        <Link className="button button--secondary button--lg" to="/docs/neptune/user/introduction">开始阅读</Link>
      </div></header>
    </Layout>
  );
}
`,
  );
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
  fs.symlinkSync(path.join(ROOT, 'static'), path.join(work, 'static'));
  // The docs import partials as @site/docs/_partials/…: @site is this folder, so the docs are copied here (a symlink
  // resolves to the real path, outside the docs plugin's content folder, and the MDX loader then skips the files).
  fs.cpSync(path.join(ROOT, 'docs'), path.join(work, 'docs'), {recursive: true});
  // The glossary page's entries are written by the site's remark plugin (src/glossary), which a stock site has not:
  // the stock copy leaves the page out (the docs home's one link to it then only warns, as onBrokenLinks says).
  fs.rmSync(path.join(work, 'docs', 'glossary.mdx'));
  fs.cpSync(path.join(ROOT, 'src', 'components'), path.join(work, 'src', 'components'), {recursive: true});
  // What the components import: the canon's schema and the compatibility rules (<CompatMatrix>).
  fs.cpSync(path.join(ROOT, 'src', 'canon-data'), path.join(work, 'src', 'canon-data'), {recursive: true});
  fs.cpSync(path.join(ROOT, 'sdk'), path.join(work, 'sdk'), {recursive: true});
  // What the components import from the site beyond that (the search's row anchors …): each file a doc or a copied
  // file names, copied until nothing is missing. The theme folder is never copied: it would replace the stock theme.
  for (let round = 0; round < 10; round++) {
    const wanted = unresolvedImports(work)
      .map((line) => /@site\/(src\/[^ )]+)\)?$/.exec(line)?.[1])
      .filter((rel): rel is string => rel !== undefined && !rel.startsWith('src/theme/'));
    const found = wanted.flatMap((rel) =>
      ['', '.ts', '.tsx', '.js', '.json'].map((ext) => rel + ext).filter((f) => fs.existsSync(path.join(ROOT, f))),
    );
    if (found.length === 0) break;
    for (const rel of found) {
      fs.mkdirSync(path.dirname(path.join(work, rel)), {recursive: true});
      fs.cpSync(path.join(ROOT, rel), path.join(work, rel), {recursive: true});
    }
  }
  return work;
}

/**
 * The stock site's build: built now, or the previous run's with `reuse` (when it exists, and has source maps if they
 * are wanted).
 */
export function stockBuild({reuse = false, sourceMaps = false} = {}): string {
  const build = path.join(WORK, 'build');
  const hasMaps = () => fs.readdirSync(path.join(build, 'assets', 'js')).some((f) => f.endsWith('.js.map'));
  if (reuse && fs.existsSync(path.join(build, 'index.html')) && (!sourceMaps || hasMaps())) {
    console.log(`stock site: reusing ${path.relative(ROOT, build)}`);
    return build;
  }
  const site = prepareStockSite(WORK, {sourceMaps});
  assertBuildable(site);
  execFileSync('npx', ['docusaurus', 'build', site], {cwd: ROOT, stdio: 'inherit'});
  return build;
}

export function ourBuild({sourceMaps = false} = {}): string {
  const build = path.join(ROOT, 'build');
  if (!fs.existsSync(path.join(build, 'index.html'))) throw new Error('no build: run `npm run build` first');
  if (sourceMaps && !fs.readdirSync(path.join(build, 'assets', 'js')).some((f) => /^main\..*\.js\.map$/.test(f))) {
    throw new Error('the build has no source maps: run `DOCS_SOURCE_MAPS=1 npm run build` first');
  }
  return build;
}

/** `--before DIR`: another build of this site (an earlier commit's), served and measured beside this one. */
export function beforeBuild(): string | undefined {
  const dir = option('--before');
  if (!dir) return undefined;
  const build = path.resolve(dir);
  if (!fs.existsSync(path.join(build, 'index.html'))) throw new Error(`--before: no build in ${build}`);
  return build;
}

export function longestDocPage(buildDir: string): string {
  let best = {route: '', size: 0};
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html')) {
        const size = fs.statSync(full).size;
        if (size > best.size) best = {route: '/' + path.relative(buildDir, full).replace(/\.html$/, ''), size};
      }
    }
  };
  walk(path.join(buildDir, 'docs'));
  return best.route;
}

export interface Page {
  key: string;
  label: string;
  route: string;
}

export const PAGE_KEYS = ['home', 'long-doc', 'api', 'intro', 'search'] as const;

/** The pages the benches load (labels for --pages: home, long-doc, api, intro, search). */
export function benchPages(ours: string, only?: string[]): Page[] {
  const all: Page[] = [
    {key: 'home', label: 'home', route: '/'},
    {key: 'long-doc', label: 'long doc', route: longestDocPage(ours)},
    {key: 'api', label: 'API page', route: '/docs/neptune/api/device_management/send'},
    {key: 'intro', label: 'Neptune introduction', route: '/docs/neptune/user/introduction'},
    {key: 'search', label: 'search', route: '/search?q=MQTT'},
  ];
  const unknown = only?.filter((p) => !all.some(({key}) => key === p)) ?? [];
  if (unknown.length) throw new Error(`--pages: no page ${unknown.join(', ')}; pages: ${PAGE_KEYS.join(', ')}`);
  return all.filter(({key}) => !only || only.includes(key));
}

/**
 * Stops a bench whose port another server holds: nginx would fail to bind, but only after the wait for its port had
 * found the other server there, and the bench would measure that one (another bench's site) under this one's name.
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `port ${port} is in use (${err.code}): a bench serves its sites on --port and the next ${SITE_ORDER.length - 1}; ` +
            'give this one ports of its own',
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** The builds precompressed and served by the production nginx on `port`, `port + 1` and `port + 2`, in site order. */
export async function serveSites(
  builds: Partial<Record<SiteName, string>>,
  port: number,
): Promise<Partial<Record<SiteName, RunningNginx>>> {
  const servers: Partial<Record<SiteName, RunningNginx>> = {};
  for (const [i, site] of SITE_ORDER.entries()) {
    const build = builds[site];
    if (!build) continue;
    await assertPortFree(port + i);
    await precompress(build);
    servers[site] = await startNginx(build, port + i, 2);
  }
  return servers;
}

/** How busy the machine is: the load averages and the cores, printed and recorded beside the figures. */
export function machineLoad(): string {
  const [one, five] = os.loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${os.cpus().length} cores`;
}
