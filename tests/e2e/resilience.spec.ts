/**
 * Failure handling a reader on a flaky plant network meets: page code that fails to load, a stale deploy whose chunks
 * are gone, and a browser with JavaScript off.
 */
import {test, expect, hydrated, sitemapRoutes} from '../support/fixtures';
import type {Page} from '@playwright/test';

// These tests refuse chunks with page.route, which never sees a request the service worker answers (src/offline/):
// they check the page's own failure handling, without the worker; tests/e2e/offline.spec.ts tests it with.
test.use({serviceWorkers: 'block'});

/** Blocks every script chunk the current page has not loaded yet; returns a switch to let them through again. */
async function blockNewChunks(page: Page, times: number): Promise<{blocked: string[]}> {
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
  const state = {blocked: [] as string[]};
  const failures = new Map<string, number>();
  await page.route('**/assets/js/*.js', (route) => {
    const url = route.request().url();
    const n = failures.get(url) ?? 0;
    if (!loaded.has(url) && n < times) {
      failures.set(url, n + 1);
      state.blocked.push(url);
      return route.abort('failed');
    }
    return route.continue();
  });
  return state;
}

function countDocumentLoads(page: Page): {count: number} {
  const loads = {count: 0};
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test('stale deploy: a chunk missing on navigation reloads the page once, which then works', async ({page, watch}) => {
  watch.allowConsoleErrors(
    'the test refuses the new chunks',
    /^(Failed to load resource: net::ERR_FAILED|ChunkLoadError: Loading chunk \d+ failed)/,
  );
  await page.goto('/');
  await hydrated(page);
  const blocked = await blockNewChunks(page, 1);
  const loads = countDocumentLoads(page);
  await page.getByRole('link', {name: '低代码HMI组态软件'}).click();
  await expect(page).toHaveURL(/\/docs\/lowcode\/hmi$/);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Lowcode HMI 组态入门');
  expect(blocked.blocked.length, 'a chunk was refused').toBeGreaterThan(0);
  expect(loads.count, 'client navigation + exactly one reload').toBe(2);
  // Hydrated after the reload: the colour toggle works.
  await page.getByRole('button', {name: /暗黑模式/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('chunks gone for good: one reload, never a loop, and the page stays readable', async ({page, watch}) => {
  watch.allowConsoleErrors(
    'the test refuses the new chunks',
    /^(Failed to load resource: net::ERR_FAILED|ChunkLoadError: Loading chunk \d+ failed)/,
  );
  await page.goto('/');
  await hydrated(page);
  await blockNewChunks(page, Number.POSITIVE_INFINITY);
  const loads = countDocumentLoads(page);
  await page.getByRole('link', {name: '低代码HMI组态软件'}).click();
  await expect(page).toHaveURL(/\/docs\/lowcode\/hmi$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Lowcode HMI 组态入门');
  // A loop would keep the network busy; once it is quiet, the page was loaded twice: the first load and one reload.
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(2);
  await expect(page.locator('article')).toContainText('变量绑定');
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  // Every route, in a few tests rather than one, so that the browser workers share them.
  const routes = sitemapRoutes();
  const PARTS = 6;
  for (let part = 0; part < PARTS; part++) {
    test(`every page is readable (part ${part + 1} of ${PARTS})`, async ({page}) => {
      test.setTimeout(5 * 60_000);
      for (const route of routes.filter((_, i) => i % PARTS === part)) {
        const res = await page.goto(route);
        expect(res?.status(), route).toBe(200);
        await expect(page.locator('h1').first(), route).toBeVisible();
        const text = await page.locator('main').innerText();
        expect(text.length, `${route} has content`).toBeGreaterThan(100);
      }
    });
  }

  test('/search says that searching needs JavaScript', async ({page, request}) => {
    await page.goto('/search?q=MQTT');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('main input[type="search"]')).toBeVisible();
    // Chromium with scripts turned off by the test still parses <noscript> as if they ran, so the message is read
    // from the page the server sends: a browser with JavaScript off shows it.
    const html = await (await request.get('/search?q=MQTT')).text();
    expect(html).toMatch(/<noscript><p[^>]*>搜索需要浏览器启用 JavaScript。[^<]*<\/p><\/noscript>/);
  });

  test('links work: navbar, sidebar and in-page links are plain links', async ({page}) => {
    await page.goto('/');
    await page.getByRole('link', {name: '边缘计算系统软件'}).first().click();
    await expect(page).toHaveURL(/\/docs\/janus\/user\/introduction$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    const sidebarLink = page
      .getByRole('navigation', {name: '文档侧边栏'})
      .locator('a.menu__link[href^="/docs/"]')
      .nth(1);
    const href = await sidebarLink.getAttribute('href');
    await sidebarLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test('code stays readable when the highlighter cannot load', async ({page, watch}) => {
  watch.allowConsoleErrors('the test refuses the highlighter', /^Failed to load resource: net::ERR_FAILED$/);
  // Refused from the start, so an early (idle-time) request for it is refused too.
  const refused: string[] = [];
  await page.route(/\/assets\/js\/prism\.[0-9a-f]+\.js$/, (route) => {
    refused.push(route.request().url());
    return route.abort('failed');
  });
  await page.goto('/docs/triton/developer/go/dataexchange-via-modbus-device-implementation');
  await hydrated(page);
  await page.locator('a.menu__link[href="/docs/triton/developer/go/run-triton"]').click();
  await expect(page).toHaveURL(/\/run-triton$/);
  const block = page.locator('div.language-bash pre').first();
  await expect(block).toBeVisible();
  const code = await block.locator('code').innerText();
  expect(code.trim().length).toBeGreaterThan(10);
  // Plain lines, as the highlighter would lay them out, without colours.
  await expect(block.locator('span.token-line').first()).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // The block asks for the highlighter once it has rendered: wait for that request rather than race it.
  await expect
    .poll(() => refused.length, {message: 'the page asked for the highlighter and was refused'})
    .toBeGreaterThan(0);
  await expect(block.locator('span.token:not(.plain)')).toHaveCount(0);
});
