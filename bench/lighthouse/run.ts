/**
 * Lighthouse 12.8 (mobile and desktop, median of 3) on the home page, the longest doc page, an API page and /search,
 * each served by the production nginx, side by side with a stock Docusaurus 3.9.1 classic site built in the same run
 * from the same docs and sidebars (no custom CSS, theme wrappers or plugins; the Prism languages the docs use are added
 * the stock way, through prism.additionalLanguages). Prints the four category scores, LCP, TBT,
 * CLS and the JavaScript bytes (transfer size) of each page for both sites; each row as soon as it is measured, then
 * the table.
 *   npm run build && npx tsx bench/lighthouse/run.ts [--runs 3] [--pages home,search] [--form mobile] [--no-stock]
 * --pages and --form measure a part (labels: home, long-doc, api, search); --no-stock skips the stock site (and its
 * build), to compare builds of this site run after run.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {startNginx, type RunningNginx} from '../../tests/support/nginx';
import {precompress} from '../../scripts/precompress';
import {median, printTable} from '../lib/table';
import {assertBuildable} from '../lib/siteCopy';

const ROOT = path.join(__dirname, '..', '..');
const WORK = path.join(ROOT, 'bench', '.work', 'stock-site');
const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const runs = Number(option('--runs')) || 3;
const onlyPages = option('--pages')?.split(',');
const forms = (option('--form')?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
const withStock = !process.argv.includes('--no-stock');

/** A stock classic site over the same docs: the template's config with only what is needed to build these docs. */
export function prepareStockSite(work = WORK): string {
  fs.rmSync(work, {recursive: true, force: true});
  fs.mkdirSync(path.join(work, 'src', 'pages'), {recursive: true});
  fs.writeFileSync(
    path.join(work, 'docusaurus.config.js'),
    `module.exports = {
  title: '产品文档中心',
  url: 'https://docs.neptune-iiot.net',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  i18n: {defaultLocale: 'zh-Hans', locales: ['zh-Hans']},
  presets: [['classic', {docs: {path: 'docs', sidebarPath: ${JSON.stringify(path.join(ROOT, 'sidebars.ts'))}}, blog: false}]],
  // What the docs themselves import: the canon's tables and the Modbus tools (components over generated JSON) and the
  // SDK headers as text.
  plugins: ${JSON.stringify([path.join(ROOT, 'src', 'canon-data', 'plugin.ts'), path.join(ROOT, 'sdk', 'triton', 'plugin.ts')])},
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
  fs.cpSync(path.join(ROOT, 'src', 'components'), path.join(work, 'src', 'components'), {recursive: true});
  // The Modbus tools three pages place (src/modbus/), with the idle helper their closed form uses.
  fs.cpSync(path.join(ROOT, 'src', 'modbus'), path.join(work, 'src', 'modbus'), {recursive: true});
  fs.cpSync(path.join(ROOT, 'src', 'utils'), path.join(work, 'src', 'utils'), {recursive: true});
  fs.cpSync(path.join(ROOT, 'sdk'), path.join(work, 'sdk'), {recursive: true});
  return work;
}

function buildStockSite(): string {
  const site = prepareStockSite();
  assertBuildable(site);
  execFileSync('npx', ['docusaurus', 'build', site], {cwd: ROOT, stdio: 'inherit'});
  return path.join(site, 'build');
}

function longestDocPage(buildDir: string): string {
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

interface Sample {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  jsRaw: number;
}

/** One Lighthouse run; null when Lighthouse could not compute a metric (it then scores performance 0), with the reason. */
async function audit(url: string, formFactor: 'mobile' | 'desktop', port: number): Promise<Sample | null> {
  const {default: lighthouse} = await import('lighthouse');
  const {desktopConfig} = await import('lighthouse/core/config/desktop-config.js').then((m) => ({
    desktopConfig: m.default,
  }));
  const result = await lighthouse(
    url,
    {port, output: 'json', logLevel: 'error'},
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  const failed = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
    .map((id) => lhr.audits[id])
    .find((a) => !Number.isFinite(a?.numericValue));
  if (lhr.runtimeError || failed || lhr.categories.performance?.score == null) {
    console.error(
      `lighthouse run failed on ${url} (${formFactor}): ${lhr.runtimeError?.message ?? failed?.errorMessage ?? 'no performance score'}`,
    );
    return null;
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const resources =
    (lhr.audits['resource-summary']?.details as {items?: Array<{resourceType: string; transferSize: number}>})?.items ??
    [];
  const requests =
    (lhr.audits['network-requests']?.details as {items?: Array<{resourceType?: string; resourceSize: number}>})
      ?.items ?? [];
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    js: resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
    // The scripts themselves, uncompressed: free of response headers and compression settings.
    jsRaw: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.resourceSize, 0),
  };
}

/** A table row for a page that could not be measured: the reason in the score column, the rest empty. */
function unmeasured(
  formFactor: string,
  page: string,
  site: string,
  reason: string,
  failures: number | '',
): Array<string | number> {
  return [formFactor, page, site, reason, '', '', '', '', '', '', '', '', failures];
}

async function main(): Promise<void> {
  const ours = path.join(ROOT, 'build');
  if (!fs.existsSync(path.join(ours, 'index.html'))) throw new Error('no build: run `npm run build` first');
  const stock = withStock ? buildStockSite() : null;
  await precompress(ours);
  if (stock) await precompress(stock);
  const {launch} = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  const servers: Partial<Record<'ours' | 'stock', RunningNginx>> = {ours: await startNginx(ours, 3301, 2)};
  if (stock) servers.stock = await startNginx(stock, 3302, 2);
  const sites = Object.keys(servers) as Array<'ours' | 'stock'>;
  const allPages: Array<[string, string, string]> = [
    ['home', 'home', '/'],
    ['long-doc', 'long doc', longestDocPage(ours)],
    ['api', 'API page', '/docs/neptune/api/device_management/send'],
    ['search', 'search', '/search?q=MQTT'],
  ];
  const unknown = onlyPages?.filter((p) => !allPages.some(([key]) => key === p)) ?? [];
  if (unknown.length) throw new Error(`--pages: no page ${unknown.join(', ')}; pages: home, long-doc, api, search`);
  const pages = allPages
    .filter(([key]) => !onlyPages || onlyPages.includes(key))
    .map(([, label, route]) => [label, route]);
  const rows: Array<Array<string | number>> = [];
  /** A row of the table, also printed at once (a long run that is stopped keeps what it measured). */
  const add = (row: Array<string | number>, scores = '') => {
    rows.push(row);
    console.log(`${row.slice(0, 4).join(' · ')}${scores}`);
  };
  try {
    for (const formFactor of forms) {
      for (const [label, route] of pages) {
        for (const site of sites) {
          const server = servers[site]!;
          const probe = await fetch(`${server.url}${route.split('?')[0]}`);
          if (probe.status !== 200) {
            add(unmeasured(formFactor, `${label} ${route}`, site, 'n/a (no such page)', ''));
            continue;
          }
          // A failed run (Lighthouse could not compute a metric) is repeated, up to three times in all.
          const samples: Sample[] = [];
          let failures = 0;
          while (samples.length < runs && failures < 3) {
            const sample = await audit(`${server.url}${route}`, formFactor, chrome.port);
            if (sample) samples.push(sample);
            else failures += 1;
          }
          if (samples.length === 0) {
            add(unmeasured(formFactor, `${label} ${route}`, site, 'n/a (every run failed)', failures));
            continue;
          }
          const m = (k: keyof Sample) => median(samples.map((s) => s[k]));
          add(
            [
              formFactor,
              `${label} ${route}`,
              site,
              m('perf'),
              m('a11y'),
              m('bp'),
              m('seo'),
              Math.round(m('lcp')),
              Math.round(m('tbt')),
              m('cls').toFixed(3),
              (m('js') / 1024).toFixed(1),
              (m('jsRaw') / 1024).toFixed(1),
              failures,
            ],
            ` (runs: ${samples.map((x) => x.perf).join(', ')}; LCP ${samples.map((x) => Math.round(x.lcp)).join(', ')} ms; TBT ${samples.map((x) => Math.round(x.tbt)).join(', ')} ms)`,
          );
        }
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    chrome.kill();
  }
  console.log(
    `Lighthouse 12.8, median of ${runs}, served by nginx on loopback; JS KiB = scripts' transfer size (compressed, with response headers), JS raw = their uncompressed size; failed runs = runs repeated because Lighthouse could not compute a metric`,
  );
  printTable(
    [
      'form',
      'page',
      'site',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP ms',
      'TBT ms',
      'CLS',
      'JS KiB',
      'JS raw KiB',
      'failed runs',
    ],
    rows,
  );
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
}
