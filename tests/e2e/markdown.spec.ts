/**
 * The Markdown twins (src/markdown/): served by the production nginx configuration as text/markdown, /llms.txt as
 * text/plain, both revalidated like pages; 「复制为 Markdown」 copies the page's twin from the keyboard, says so, moves
 * nothing, loads its code only when used, passes axe in both colour modes; and copies with the network cut once the
 * family is saved offline (with a server of its own, as tests/e2e/offline.spec.ts does).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import http from 'node:http';
import type {Page} from '@playwright/test';
import {test, expect, hydrated, axe} from '../support/fixtures';
import {BASE_URL} from '../../playwright.config';
import {createStaticServer} from '../../lib/static-server';
import {untilSaved} from '../support/offline';
import type {OfflineIndex} from '../../src/offline/families';

const BUILD = path.join(__dirname, '..', '..', 'build');
const PAGE = '/docs/neptune/api/overview';
const twinOnDisk = (route: string) => fs.readFileSync(path.join(BUILD, `${route}.md`), 'utf8');

test('a twin is text/markdown and /llms.txt text/plain, in UTF-8, revalidated like the pages', async () => {
  const twin = await fetch(`${BASE_URL}${PAGE}.md`, {headers: {'accept-encoding': 'br'}});
  expect(twin.status).toBe(200);
  expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  expect(twin.headers.get('cache-control')).toBe('no-cache');
  expect(twin.headers.get('content-encoding')).toBe('br');
  expect((await twin.text()).split('\n')[0]).toBe('# 开放 API 概述');
  for (const file of ['/llms.txt', '/llms-full-lowcode.txt']) {
    const res = await fetch(`${BASE_URL}${file}`);
    expect(res.status, file).toBe(200);
    expect(res.headers.get('content-type'), file).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control'), file).toBe('no-cache');
  }
  expect(await (await fetch(`${BASE_URL}/llms.txt`)).text()).toContain(`(${PAGE}.md): `);
});

/** Presses Tab until the copy button has the focus: it is in the page's tab order, before the article. */
async function tabToCopyButton(page: Page): Promise<void> {
  const button = page.getByRole('button', {name: '复制为 Markdown'});
  for (let i = 0; i < 60 && !(await button.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
}

test('「复制为 Markdown」 copies the page’s twin from the keyboard, says so, moves nothing and passes axe', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.goto(PAGE);
  await hydrated(page);
  const atLoad = new Set(scripts);
  // Where the title and the text after it are on the page (not in the viewport, which Tab may scroll).
  const layout = () =>
    page.evaluate(() =>
      ['article h1', '.theme-doc-markdown > p'].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box && {x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height};
      }),
    );
  const before = await layout();

  await tabToCopyButton(page);
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({hasText: '已复制本页的 Markdown'});
  await expect(status).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twinOnDisk(PAGE));
  expect(await layout()).toEqual(before);

  // The copying code came with the first use, not with the page.
  const later = scripts.filter((url) => !atLoad.has(url));
  expect(later.length).toBeGreaterThan(0);
  const bodies = await Promise.all(later.map(async (url) => (await fetch(url)).text()));
  expect(bodies.some((js) => js.includes('execCommand'))).toBe(true);

  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    const result = await axe(page).include('article').analyze();
    expect(
      result.violations.map((v) => `${mode}: ${v.id} ${v.nodes[0]?.target.join(' ')}`),
      'axe violations',
    ).toEqual([]);
  }
});

test('a family saved offline copies its pages’ Markdown with the network cut', async ({page, context, watch}) => {
  // Saving the family is the long part; untilSaved fails as soon as its progress stalls.
  test.setTimeout(600_000);
  watch.allowConsoleErrors(
    'the network is cut: the browser logs each load it refuses',
    /^Failed to load resource: net::ERR_FAILED/,
  );
  let down = false;
  const files = createStaticServer(BUILD);
  const server = http.createServer((req, res) => (down ? req.socket.destroy() : files.emit('request', req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
    const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'offline-index.json'), 'utf8')) as OfflineIndex;
    const lowcode = index.families.find((f) => f.id === 'lowcode')!;
    await page.goto(origin + lowcode.landing);
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {timeout: 15_000})
      .toBe(true);
    const panel = page.locator('article [data-offline-family="lowcode"]');
    await panel.getByRole('button', {name: '离线保存本产品文档'}).click();
    await untilSaved(panel);

    down = true;
    await context.setOffline(true);
    const last = lowcode.pages[lowcode.pages.length - 1]!;
    await page.goto(origin + last.path);
    await hydrated(page);
    await page.getByRole('button', {name: '复制为 Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: '已复制本页的 Markdown'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twinOnDisk(last.path));
  } finally {
    await context.setOffline(false);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
