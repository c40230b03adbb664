/**
 * What the Modbus tools cost a reader: the JavaScript and CSS (gzip bytes, as nginx serves the precompressed files)
 * that pages with and without tools load, served by the production nginx and loaded in Chromium, and what opening
 * every tool of a page adds. Prefetches of linked pages (idle time, src/clientModules/idlePrefetch.ts) are not
 * counted: they are not the page's load. With --against, the same for another build, and the difference.
 *   npm run build && npx tsx bench/modbus/run.ts [--against /path/to/other/build] [--port N]
 * Without --port, nginx listens on a port the system has free (other checkouts on the machine serve on theirs).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {startNginx} from '../../tests/support/nginx';
import {HEADLESS_ARGS, HEADLESS_CHROMIUM} from '../../lib/browser';
import {precompress} from '../../scripts/precompress';
import {printTable} from '../lib/table';

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;

/** A loopback port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Pages with tools, and Modbus pages and others without. */
export const PAGES = [
  '/docs/janus/user/command-debugging',
  '/docs/automation/common_functions/modbus_tcp',
  '/docs/triton/developer/go/dataexchange-via-modbus-device-implementation',
  '/docs/janus/user/connection',
  '/docs/triton/developer/go/dataexchange-via-modbus-neptune-connector',
  '/docs/neptune/user/introduction',
];

interface Bytes {
  js: number;
  css: number;
  files: Set<string>;
}

function gzipSize(buildDir: string, urlPath: string): number {
  const file = path.join(buildDir, decodeURIComponent(urlPath));
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
}

function record(page: Page, buildDir: string, into: () => Bytes): void {
  page.on('request', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    const url = new URL(request.url());
    const bytes = into();
    if (bytes.files.has(url.pathname)) return;
    bytes.files.add(url.pathname);
    bytes[type === 'script' ? 'js' : 'css'] += gzipSize(buildDir, url.pathname);
  });
}

async function measure(buildDir: string): Promise<Map<string, {load: Bytes; open: Bytes; tools: number}>> {
  await precompress(buildDir);
  const nginx = await startNginx(buildDir, option('--port') ? Number(option('--port')) : await freePort());
  const browser = await chromium.launch({executablePath: HEADLESS_CHROMIUM, args: HEADLESS_ARGS});
  const results = new Map<string, {load: Bytes; open: Bytes; tools: number}>();
  try {
    for (const route of PAGES) {
      // A fresh context per page: nothing comes from the cache of another page.
      const context = await browser.newContext({serviceWorkers: 'block'});
      const page = await context.newPage();
      const load: Bytes = {js: 0, css: 0, files: new Set()};
      const open: Bytes = {js: 0, css: 0, files: new Set()};
      let phase = load;
      record(page, buildDir, () => phase);
      await page.goto(nginx.url + route);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      phase = open;
      open.files = new Set(load.files);
      const tools = page.locator('details[data-modbus-tool]');
      const count = await tools.count();
      for (let i = 0; i < count; i++) {
        await tools.nth(i).locator('summary').click();
        await tools.nth(i).locator('[data-status], [role="status"]').first().waitFor({state: 'attached'});
      }
      await page.waitForLoadState('networkidle');
      results.set(route, {load, open, tools: count});
      await context.close();
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }
  return results;
}

const kb = (n: number) => (n / 1024).toFixed(1);

void (async () => {
  const here = path.resolve('build');
  const againstDir = option('--against');
  const mine = await measure(here);
  const other = againstDir ? await measure(path.resolve(againstDir)) : null;
  const rows = PAGES.map((route) => {
    const m = mine.get(route)!;
    const row: Array<string | number> = [route, m.tools, kb(m.load.js), kb(m.load.css), kb(m.open.js)];
    if (other) {
      const o = other.get(route)!;
      row.push(kb(o.load.js), kb(o.load.css), `${m.load.js - o.load.js} B`, `${m.load.css - o.load.css} B`);
    }
    return row;
  });
  printTable(
    [
      'page',
      'tools',
      'JS at load (KB gz)',
      'CSS at load',
      'JS after opening every tool',
      ...(other ? ['other: JS at load', 'other: CSS', 'JS added', 'CSS added'] : []),
    ],
    rows,
  );
})();
