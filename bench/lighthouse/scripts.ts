/**
 * What a page loads before the reader does anything, chunk by chunk and module by module, for this site and the stock
 * Docusaurus site (./sites.ts): Chromium opens the page on a phone's screen, waits for hydration and then until no
 * request has started for a while, and lists each script the page ran (its raw size, gzip -9 size and the bytes nginx
 * sent) with the modules it holds, named through the chunks' source maps, and apart from them what was only prefetched.
 * A module's gzip figure is its share of the chunk's gzip size by raw bytes (modules compress together, not alone).
 *   DOCS_SOURCE_MAPS=1 npm run build && npx tsx bench/lighthouse/scripts.ts [--pages intro,api] [--no-stock]
 *     [--reuse-stock] [--before DIR] [--modules 12] [--port 3311]
 * Writes everything it lists to bench/.work/lighthouse/scripts.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {SourceMap, packageOf} from '../lib/sourceMap';
import {printTable} from '../lib/table';
import {
  OUT,
  beforeBuild,
  benchPages,
  machineLoad,
  option,
  ourBuild,
  serveSites,
  stockBuild,
  type SiteName,
} from './sites';

const QUIET_MS = 3000;
const LONGEST_WAIT_MS = 20_000;

export interface Chunk {
  file: string;
  raw: number;
  gzip: number;
  /** Bytes of the response body as nginx sent it (compressed), 0 when unknown. */
  sent: number;
  /** Raw bytes and the gzip share of each module. */
  modules: Array<{module: string; raw: number; gzip: number}>;
}

export interface PageScripts {
  page: string;
  route: string;
  site: SiteName;
  ran: Chunk[];
  prefetched: Array<{file: string; sent: number}>;
}

const gzipSize = (data: Buffer) => zlib.gzipSync(data, {level: 9}).length;

/** A built chunk with its modules (from its source map; without one, the chunk as a single module). */
export function describeChunk(build: string, pathname: string, sent: number): Chunk {
  const file = path.join(build, pathname);
  const data = fs.readFileSync(file);
  const gzip = gzipSize(data);
  const mapFile = `${file}.map`;
  const bytes = fs.existsSync(mapFile)
    ? SourceMap.read(mapFile).bytesByModule(data.toString('utf8'))
    : new Map([[`${path.basename(file)} (no source map)`, data.length]]);
  const modules = [...bytes]
    .map(([module, raw]) => ({module, raw, gzip: Math.round((gzip * raw) / data.length)}))
    .sort((a, b) => b.raw - a.raw);
  return {file: pathname, raw: data.length, gzip, sent, modules};
}

async function loadPage(
  browser: import('playwright-core').Browser,
  url: string,
): Promise<{ran: Array<{pathname: string; sent: number}>; prefetched: Array<{pathname: string; sent: number}>}> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const seen: Array<Promise<{pathname: string; type: string; sent: number}>> = [];
  let lastRequest = Date.now();
  page.on('request', () => (lastRequest = Date.now()));
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(origin) || !/\.js$/.test(new URL(request.url()).pathname)) return;
    seen.push(
      request.sizes().then(
        (sizes) => ({
          pathname: new URL(request.url()).pathname,
          type: request.resourceType(),
          // Negative for a response from the browser's cache (a prefetched chunk the page already had): none sent.
          sent: Math.max(0, sizes.responseBodySize),
        }),
        () => ({pathname: new URL(request.url()).pathname, type: request.resourceType(), sent: 0}),
      ),
    );
  });
  try {
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: LONGEST_WAIT_MS});
    const begun = Date.now();
    while (Date.now() - lastRequest < QUIET_MS && Date.now() - begun < LONGEST_WAIT_MS) {
      await page.waitForTimeout(250);
    }
    const all = await Promise.all(seen);
    // A script element's request is "script"; a <link rel=prefetch> is "other"; a worker's is its own.
    return {
      ran: all.filter((r) => r.type === 'script'),
      prefetched: all.filter((r) => r.type !== 'script'),
    };
  } finally {
    await context.close();
  }
}

const kib = (n: number) => (n / 1024).toFixed(1);

async function main(): Promise<void> {
  const onlyPages = option('--pages')?.split(',') ?? ['intro', 'long-doc', 'api', 'home'];
  const withStock = !process.argv.includes('--no-stock');
  const shown = Number(option('--modules')) || 12;
  const port = Number(option('--port')) || 3311;
  const builds: Partial<Record<SiteName, string>> = {ours: ourBuild({sourceMaps: true})};
  const before = beforeBuild();
  if (before) builds.before = before;
  if (withStock) builds.stock = stockBuild({reuse: process.argv.includes('--reuse-stock'), sourceMaps: true});
  const pages = benchPages(builds.ours!, onlyPages);
  const servers = await serveSites(builds, port);
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const results: PageScripts[] = [];
  try {
    for (const {key, route} of pages) {
      for (const site of Object.keys(servers) as SiteName[]) {
        const loaded = await loadPage(browser, servers[site]!.url + route);
        const ran = loaded.ran.map(({pathname, sent}) => describeChunk(builds[site]!, pathname, sent));
        results.push({
          page: key,
          route,
          site,
          ran,
          prefetched: loaded.prefetched.map(({pathname, sent}) => ({file: pathname, sent})),
        });
      }
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }

  for (const r of results) {
    console.log(`\n## ${r.page} ${r.route} · ${r.site}: the scripts it ran before any interaction`);
    printTable(
      ['chunk', 'raw KiB', 'gzip KiB', 'sent KiB', `largest modules (raw / ≈gzip KiB)`],
      r.ran.map((c) => [
        c.file.replace(/^\/assets\/js\//, ''),
        kib(c.raw),
        kib(c.gzip),
        kib(c.sent),
        c.modules
          .slice(0, shown)
          .map((m) => `${m.module} ${kib(m.raw)}/${kib(m.gzip)}`)
          .join('; '),
      ]),
    );
    // By package over all the chunks the page ran.
    const packages = new Map<string, {raw: number; gzip: number}>();
    for (const c of r.ran) {
      for (const m of c.modules) {
        const p = packages.get(packageOf(m.module)) ?? {raw: 0, gzip: 0};
        p.raw += m.raw;
        p.gzip += m.gzip;
        packages.set(packageOf(m.module), p);
      }
    }
    console.log(
      `by package: ${[...packages]
        .sort((a, b) => b[1].gzip - a[1].gzip)
        .map(([name, p]) => `${name} ${kib(p.gzip)}`)
        .join(', ')} (≈gzip KiB)`,
    );
    if (r.prefetched.length) {
      console.log(
        `prefetched, not run (${r.prefetched.length}): ${kib(r.prefetched.reduce((s, p) => s + p.sent, 0))} KiB sent`,
      );
    }
  }
  console.log(`\nTotals: the scripts each page ran before any interaction (machine: ${machineLoad()})`);
  printTable(
    ['page', 'site', 'scripts', 'raw KiB', 'gzip -9 KiB', 'sent KiB', 'prefetched', 'prefetched KiB sent'],
    results.map((r) => [
      `${r.page} ${r.route}`,
      r.site,
      r.ran.length,
      kib(r.ran.reduce((s, c) => s + c.raw, 0)),
      kib(r.ran.reduce((s, c) => s + c.gzip, 0)),
      kib(r.ran.reduce((s, c) => s + c.sent, 0)),
      r.prefetched.length,
      kib(r.prefetched.reduce((s, p) => s + p.sent, 0)),
    ]),
  );
  fs.mkdirSync(OUT, {recursive: true});
  fs.writeFileSync(path.join(OUT, 'scripts.json'), JSON.stringify({date: new Date().toISOString(), results}, null, 1));
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
}
