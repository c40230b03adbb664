/**
 * Offline reading with the real service worker (src/offline/): pages and search with the network cut, a product
 * family saved offline, storage refused, and a redeploy seen by a reader who has the previous one cached.
 *
 * Each test serves the build from a server of its own on an ephemeral port, so its service worker and caches are its
 * own. "Cutting the network" is both: the browser context goes offline (navigator.onLine, the badge) and the server
 * resets every connection (so nothing can come from it, whatever the emulation covers).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {test, expect, hydrated} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {createStaticServer} from '../../lib/static-server';
import {untilSaved} from '../support/offline';
import type {OfflineFamily, OfflineIndex} from '../../src/offline/families';
import {formatBytes} from '../../src/offline/ui/formatBytes';
import type {HandbookList} from '../../src/handbooks/paths';

const BUILD = path.join(__dirname, '..', '..', 'build');

interface Site {
  url: string;
  /** Serve another build from now on (a redeploy). */
  serve: (root: string) => void;
  /** true: every connection is reset, as with the network gone. */
  down: boolean;
  /** Milliseconds each response waits, so a progress bar can be seen. */
  delayMs: number;
  close: () => Promise<void>;
}

async function startSite(root: string): Promise<Site> {
  let current = createStaticServer(root);
  const site = {down: false, delayMs: 0} as Site;
  const server = http.createServer((req, res) => {
    if (site.down) return req.socket.destroy();
    setTimeout(() => current.emit('request', req, res), site.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  site.serve = (dir) => (current = createStaticServer(dir));
  site.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return site;
}

let site: Site;
test.beforeEach(async () => {
  site = await startSite(BUILD);
});
test.afterEach(async () => {
  await site.close();
});

const index = (): OfflineIndex => JSON.parse(fs.readFileSync(path.join(BUILD, 'offline-index.json'), 'utf8'));
const lowcode = () => index().families.find((f) => f.id === 'lowcode')!;

/** What the save panel announces for a family: its pages, the pages every family shares, and their size. */
function announced(family: OfflineFamily): string {
  const size = (url: string) => {
    const disk = path.join(BUILD, ...url.split('/'));
    const file = [disk, `${disk}.html`, path.join(disk, 'index.html')].find((f) =>
      fs.statSync(f, {throwIfNoEntry: false})?.isFile(),
    );
    if (!file) throw new Error(`${url} is not in the build`);
    return fs.statSync(file).size;
  };
  // Every file the save downloads, each once: the family's and the search index's.
  const search = JSON.parse(fs.readFileSync(path.join(BUILD, 'search-index', 'manifest.json'), 'utf8')) as {
    files: string[];
  };
  const files = new Set([...family.files, '/search-index/manifest.json', ...search.files]);
  const bytes = [...files].reduce((sum, url) => sum + size(url), 0);
  return `${family.pages.length + index().shared!.length} 个页面及搜索索引，共约 ${formatBytes(bytes)}`;
}

/** Until the worker controls the page and has cached the page itself (the first page loads before the worker). */
async function untilCached(page: Page, pathname: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (p) => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(p)),
          pathname,
        ),
      // The worker installs once the page is idle: late on a loaded machine.
      {timeout: 15_000},
    )
    .toBe(true);
}

async function cutNetwork(page: Page): Promise<void> {
  site.down = true;
  await page.context().setOffline(true);
}

async function searchFinds(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  // Styled, whether online or from the saved family: its stylesheet loads with it.
  await expect(page.locator('.DocSearch-Container')).toHaveCSS('position', 'fixed');
  await input.fill(query);
  // The first search of a page waits for the index: 1.4 MB through the worker, slow on a loaded CI machine.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await page.keyboard.press('Escape');
}

test('visited pages reload, link to each other and search with the network cut; others say so', async ({
  page,
  watch,
}) => {
  watch.allowConsoleErrors(
    'the network is cut: the browser logs each load it refuses',
    /^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 503)/,
  );
  // Both in the sidebar's first category, which is expanded: the second links to the first.
  const [first, second] = ['/docs/lowcode/hmi', '/docs/lowcode/quick-start'];
  const title = (p: string) => lowcode().pages.find((page) => page.path === p)!.title;
  await page.goto(site.url + first);
  await hydrated(page);
  await untilCached(page, first);
  await page.goto(site.url + second);
  await hydrated(page);
  await untilCached(page, second);
  await searchFinds(page, 'HMI');

  await cutNetwork(page);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('article h1')).toHaveText(title(second));
  const badge = page.getByRole('button', {name: '离线', exact: true});
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page.getByText(/本设备上有 \d+ 个页面可以离线阅读/)).toBeVisible();
  await page.locator(`.theme-doc-sidebar-container a[href="${first}"]`).click();
  await expect(page.locator('article h1')).toHaveText(title(first));
  await searchFinds(page, 'HMI');

  const unvisited = index().families.find((f) => f.id === 'janus')!.pages[0].path;
  await page.goto(site.url + unvisited);
  await expect(page.getByRole('heading', {name: '网络已断开，本页尚未保存'})).toBeVisible();
  await expect(page.getByRole('link', {name: title(first)})).toBeVisible();
});

test('a family saved offline opens on any of its pages with the network cut, and can be removed', async ({page}) => {
  // Saving a family (Lowcode: 78 files) takes minutes on a busy machine; untilSaved fails as soon as its progress stalls.
  test.setTimeout(600_000);
  const family = lowcode();
  await page.goto(site.url + '/docs/lowcode/hmi');
  await hydrated(page);
  await untilCached(page, '/docs/lowcode/hmi');
  const sidebarPanel = page.locator('.theme-doc-sidebar-container [data-offline-family="lowcode"]');
  await sidebarPanel.getByRole('button', {name: '离线保存本产品文档'}).click();
  await expect(sidebarPanel).toContainText(announced(family));
  const panel = page.locator('article [data-offline-family="lowcode"]');
  await expect(panel).toContainText(announced(family));
  site.delayMs = 30;
  await panel.getByRole('button', {name: '离线保存本产品文档'}).click();
  await expect(panel.locator('progress')).toBeVisible();
  await untilSaved(panel);
  site.delayMs = 0;

  await cutNetwork(page);
  const last = family.pages[family.pages.length - 1];
  await page.goto(site.url + last.path);
  await hydrated(page);
  await expect(page.locator('article h1')).toHaveText(last.title);
  await searchFinds(page, 'HMI');

  site.down = false;
  await page.context().setOffline(false);
  await page.goto(site.url + '/docs/lowcode/hmi');
  await panel.getByRole('button', {name: '移除离线副本'}).click();
  await expect(panel.getByRole('button', {name: '离线保存本产品文档'})).toBeVisible();
  expect(await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('docs-family:')))).toEqual(
    [],
  );
});

test('a saved family holds the glossary and the compatibility matrix: they open and are listed offline', async ({
  page,
}) => {
  // Saving a family takes minutes on a busy machine; untilSaved fails as soon as its progress stalls.
  test.setTimeout(600_000);
  const family = lowcode();
  const shared = index().shared!;
  const [glossary, compatibility] = ['/docs/glossary', '/docs/compatibility'].map((p) =>
    shared.find((s) => s.path === p)!,
  );
  await page.goto(site.url + family.landing);
  await hydrated(page);
  await untilCached(page, family.landing);
  const panel = page.locator(`article [data-offline-family="${family.id}"]`);
  await expect(panel).toContainText(announced(family));
  await panel.getByRole('button', {name: '离线保存本产品文档'}).click();
  await untilSaved(panel);
  // Never opened: only the family's saved copy can show them.
  expect(
    await page.evaluate(
      async (paths) => Promise.all(paths.map(async (p) => Boolean(await (await caches.open('docs-pages')).match(p)))),
      [glossary.path, compatibility.path],
    ),
  ).toEqual([false, false]);

  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await cutNetwork(page);
  // A glossary term on a page of the family leads to its entry on the 术语表 page.
  await page.reload();
  await hydrated(page);
  await page.locator('article a.glossary-term[href="/docs/glossary#industrial-pc"]').first().click();
  await expect(page.locator('article h1')).toHaveText(glossary.title);
  await expect(page.locator('article h3#industrial-pc')).toContainText('工控机');

  await page.goto(site.url + compatibility.path);
  // The content first: the offline page answering instead has no script and would never hydrate.
  await expect(page.locator('article h1')).toHaveText(compatibility.title);
  await expect(page.getByRole('table', {name: /^Janus 边缘计算系统软件：/})).toBeVisible();
  await hydrated(page);

  await page.goto(site.url + glossary.path);
  await expect(page.locator('article h1')).toHaveText(glossary.title);
  await expect(page.locator('article h3#industrial-pc')).toContainText('工控机');
  await hydrated(page);

  const badge = page.getByRole('button', {name: '离线', exact: true});
  await badge.click();
  const list = page.getByRole('status').filter({has: badge});
  await expect(list.getByRole('link', {name: glossary.title, exact: true})).toBeVisible();
  await list.getByRole('link', {name: compatibility.title, exact: true}).click();
  await expect(page.locator('article h1')).toHaveText(compatibility.title);
  expect(failed.filter((url) => family.files.includes(url))).toEqual([]);
});

test('a saved family shows its pages’ screenshots with the network cut', async ({page}) => {
  test.setTimeout(600_000);
  const janus = index().families.find((f) => f.id === 'janus')!;
  await page.goto(site.url + janus.landing);
  await hydrated(page);
  await untilCached(page, janus.landing);
  const panel = page.locator('article [data-offline-family="janus"]');
  await panel.getByRole('button', {name: '离线保存本产品文档'}).click();
  await untilSaved(panel);

  await cutNetwork(page);
  // Never opened online: its screenshot can come from the saved family only.
  await page.goto(site.url + '/docs/janus/api/device/websocket-stomp-tester');
  await hydrated(page);
  const screenshot = page.locator('article img[src^="/assets/images/stomp-tester-"]').first();
  await screenshot.scrollIntoViewIfNeeded();
  await expect
    .poll(() => screenshot.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
});

test('a family larger than the storage the browser allows is refused with a message', async ({page}) => {
  await page.goto(site.url + '/docs/lowcode/hmi');
  await hydrated(page);
  await untilCached(page, '/docs/lowcode/hmi');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {origin: site.url, quotaSize: 100_000});
  const panel = page.locator('article [data-offline-family="lowcode"]');
  await panel.getByRole('button', {name: '离线保存本产品文档'}).click();
  // The refusal comes once the browser's estimate (or a refused write) says so: on a busy machine that takes a while.
  await expect(panel.getByRole('alert')).toContainText('存储空间不足', {timeout: 30_000});
});

/** Text as the build's scripts hold it: every character outside ASCII as \uXXXX. */
const asInScript = (text: string) =>
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);

function textFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((e) => (e.isFile() && /\.(html|js|css|json)$/.test(e.name) ? [path.join(e.parentPath, e.name)] : []));
}

/**
 * A redeploy, made cheaply from a copy of build/ (a second build would double the test's time) as a new build would
 * differ: every script and stylesheet has a new name and the old names are gone (the pages, the runtime's chunk map,
 * the worker's precache list and the offline index name the new ones), one sentence of `changed` differs in its HTML
 * and in its script, and every family's revision differs.
 */
function redeployedCopy(changed: {page: string; sentence: string; revised: string}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-redeploy-'));
  // Neither the precompressed copies nor the PDF handbooks (printed beside these tests in CI) are served here.
  fs.cpSync(BUILD, dir, {recursive: true, filter: (file) => !/\.(gz|br|pdf)$/.test(file)});
  const edit = (file: string, change: (text: string) => string) => {
    const text = fs.readFileSync(file, 'utf8');
    const next = change(text);
    if (next !== text) fs.writeFileSync(file, next);
  };
  const once = (text: string, from: string, to: string, where: string) => {
    expect(text.split(from).length - 1, `${from} in ${where}`).toBe(1);
    return text.replace(from, to);
  };
  edit(path.join(dir, `${changed.page}.html`), (html) => once(html, changed.sentence, changed.revised, changed.page));
  const [script] = textFiles(path.join(dir, 'assets', 'js')).filter((f) =>
    fs.readFileSync(f, 'utf8').includes(asInScript(changed.sentence)),
  );
  edit(script, (js) => once(js, asInScript(changed.sentence), asInScript(changed.revised), script));

  // Content hashes (8 hex digits in `name.hash.js`), each replaced wherever a file names it.
  const renamed = new Map<string, string>();
  for (const sub of ['js', 'css']) {
    for (const name of fs.readdirSync(path.join(dir, 'assets', sub))) {
      const hash = /^[^.]+\.([0-9a-f]{8})\.(?:js|css)$/.exec(name)?.[1];
      if (hash) renamed.set(hash, crypto.createHash('sha256').update(`redeployed ${hash}`).digest('hex').slice(0, 8));
    }
  }
  for (const file of [...textFiles(dir), path.join(dir, 'sw.js')]) {
    edit(file, (text) => text.replace(/\b[0-9a-f]{8}\b/g, (token) => renamed.get(token) ?? token));
  }
  for (const sub of ['js', 'css']) {
    const assets = path.join(dir, 'assets', sub);
    for (const name of fs.readdirSync(assets)) {
      const [base, hash, ext] = name.split('.');
      if (renamed.has(hash))
        fs.renameSync(path.join(assets, name), path.join(assets, `${base}.${renamed.get(hash)}.${ext}`));
    }
  }
  // The precache list's revisions are the files' MD5, as workbox-build writes them.
  edit(path.join(dir, 'sw.js'), (sw) =>
    sw.replace(/\{"revision":"[0-9a-f]{32}","url":"([^"]+)"\}/g, (_, url: string) => {
      const md5 = crypto
        .createHash('md5')
        .update(fs.readFileSync(path.join(dir, url)))
        .digest('hex');
      return `{"revision":"${md5}","url":"${url}"}`;
    }),
  );
  edit(path.join(dir, 'offline-index.json'), (json) => {
    const data = JSON.parse(json) as OfflineIndex;
    for (const f of data.families) f.revision = 'redeployed';
    return JSON.stringify(data);
  });
  return dir;
}

test('after a redeploy the reader gets the new version, and saved pages are refreshed', async ({page, watch}) => {
  // A reader's whole afternoon: a family saved, a redeploy, an update, the family saved again.
  test.setTimeout(600_000);
  watch.allowConsoleErrors(
    "the old deploy's chunks are gone: the page that still names one fails to load it, then reloads",
    /^(Failed to load resource: the server responded with a status of 404|ChunkLoadError: Loading chunk \d+ failed)/,
  );
  const landing = '/docs/lowcode/hmi';
  const changed = {
    page: landing,
    sentence: '是在浏览器中使用的画面设计器',
    revised: '是在浏览器中运行的画面设计器（新版本）',
  };
  const next = redeployedCopy(changed);
  const janus = index().families.find((f) => f.id === 'janus')!;
  const errors: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  try {
    await page.goto(site.url + landing);
    await hydrated(page);
    await untilCached(page, landing);
    const panel = page.locator('article [data-offline-family="lowcode"]');
    await panel.getByRole('button', {name: '离线保存本产品文档'}).click();
    await untilSaved(panel);

    site.serve(next);
    // The reader still has the old version open and reads on: a page whose scripts the old one had fetched ahead, then
    // one whose scripts exist only under their new names now.
    const title = (p: string) => janus.pages.find((page) => page.path === p)!.title;
    await page.getByRole('link', {name: '边缘计算系统软件'}).first().click();
    await expect(page.locator('article h1')).toHaveText(title(janus.landing));
    await page.locator('.theme-doc-sidebar-container a[href="/docs/janus/user/requirements"]').click();
    await expect(page.locator('article h1')).toHaveText(title('/docs/janus/user/requirements'));
    await expect(page.getByText('页面已崩溃')).toHaveCount(0);

    await page.reload();
    // The new worker installs (downloads the new shell) before the notice shows: slow on a loaded machine.
    await expect(page.getByText('文档已更新')).toBeVisible({timeout: 30_000});
    errors.length = 0;
    await page.getByRole('button', {name: '重新加载'}).click();
    await page.waitForEvent('load');
    await hydrated(page);
    // A page read in the old version, opened again: the new text, from the new scripts.
    await page.goto(site.url + landing);
    await expect(page.locator('article')).toContainText(changed.revised);
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('docs-family:'))), {
        timeout: 30_000,
      })
      .toEqual(['docs-family:lowcode:redeployed']);
    expect(errors).toEqual([]);

    await cutNetwork(page);
    const last = lowcode().pages[lowcode().pages.length - 1];
    await page.goto(site.url + last.path);
    await hydrated(page);
    await expect(page.locator('article h1')).toHaveText(last.title);
  } finally {
    fs.rmSync(next, {recursive: true, force: true});
  }
});

test.describe('the handbook link', () => {
  // The list is served by the test (page.route), which never sees what a service worker fetches.
  test.use({serviceWorkers: 'block'});

  test('a first page reached by a client-side navigation asks the handbook list for its link', async ({
    page,
    watch,
  }) => {
    // A served first page has its link in its HTML (tests/build/handbooks.test.ts, once the handbooks are printed); a
    // page the client renders itself reads the list, as a build of the handbooks writes it, or as the site build
    // writes it before any is printed.
    const list = '**/downloads/handbooks/handbooks.json';
    const openLowcode = async (handbooks: HandbookList['handbooks']) => {
      await page.route(list, (route) => route.fulfill({json: {handbooks} satisfies HandbookList}));
      await page.goto('/');
      await hydrated(page);
      const listed = page.waitForResponse((r) => r.url().endsWith('/downloads/handbooks/handbooks.json'));
      await page.getByRole('link', {name: '低代码HMI组态软件'}).first().click();
      await listed;
      await expect(page.locator('article h1')).toBeVisible();
      await page.unroute(list);
    };
    const link = page.locator('a[href="/downloads/handbooks/lowcode.pdf"]');
    await openLowcode([{family: 'lowcode', title: 'Lowcode', pages: 53, bytes: 2_500_000}]);
    await expect(link).toHaveText(`下载 PDF 手册（53 页，${formatBytes(2_500_000)}）`);
    await openLowcode([]);
    await expect(link).toHaveCount(0);
    expect(watch.consoleErrors).toEqual([]);
  });
});
