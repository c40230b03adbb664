/**
 * Reader feedback (src/feedback/) against the production build behind the production nginx configuration: what a
 * reader sends is one line of the operator's log (tests/support/nginx.ts writes it to feedbackLogPath), offline it
 * waits in the browser and is sent once when the network returns, and the block is usable by keyboard, by screen
 * reader (axe, light and dark) and shows what the reader typed or selected as text. The fixtures fail every test on a
 * request leaving the machine and on a console error.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, axe} from '../support/fixtures';
import {feedbackLogPath} from '../support/nginx';
import {createStaticServer} from '../../lib/static-server';
import {E2E_PORT} from '../../playwright.config';
import {FEEDBACK_PATH, QUEUE_KEY, type FeedbackItem} from '../../src/feedback/protocol';

const LOG = feedbackLogPath(E2E_PORT);

const SENT = '已发送，感谢反馈！';
const QUEUED_OFFLINE = '当前离线：反馈已保存在本机，联网后自动发送。';
const KEPT = '暂时无法发送：反馈已保存在本机，稍后自动重试。';
const PENDING_ONE = '本机还有 1 条反馈尚未发送，稍后会自动重试。';

interface Logged {
  time: string;
  client: string;
  item: FeedbackItem;
}

/** The log from here on: each test reads only what was written after it began (other workers write too). */
function logFromNow(): () => Logged[] {
  const start = fs.existsSync(LOG) ? fs.statSync(LOG).size : 0;
  return () => {
    const text = fs.readFileSync(LOG).subarray(start).toString('utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const {time, client, body} = JSON.parse(line) as {time: string; client: string; body: string};
        return {time, client, item: JSON.parse(body) as FeedbackItem};
      });
  };
}

const block = (page: Page): Locator => page.locator('[data-page-feedback]');
const button = (page: Page, name: string): Locator => block(page).getByRole('button', {name, exact: true});
const status = (page: Page): Locator => block(page).getByRole('status');

/** The feedback posts a page makes, as the items they carry. */
function posts(page: Page): FeedbackItem[] {
  const seen: FeedbackItem[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === FEEDBACK_PATH)
      seen.push(JSON.parse(request.postData() ?? '{}') as FeedbackItem);
  });
  return seen;
}

test('「有帮助」 online: the reader is thanked and the log has a line with the page', async ({page}) => {
  const route = '/docs/lowcode/quick-start';
  const log = logFromNow();
  await page.goto(route);
  await hydrated(page);
  await expect(block(page).getByRole('heading', {name: '这页有帮助吗？'})).toBeVisible();
  await button(page, '有帮助').click();
  await expect(status(page)).toHaveText(SENT);
  await expect(button(page, '有帮助'), 'one vote per visit').toHaveCount(0);
  await expect
    .poll(() => log().filter((l) => l.item.page === route && l.item.kind === 'helpful'))
    .toEqual([expect.objectContaining({client: '127.0.0.1', item: expect.objectContaining({v: 1})})]);
});

test('「报告问题」 with selected text and a comment: shown before sending, as text, and logged whole', async ({
  page,
  watch,
}) => {
  const route = '/docs/open-platform/code-elements';
  const log = logFromNow();
  await page.goto(route);
  await hydrated(page);
  // A paragraph whose text holds markup (an element of the page's examples, as inline code), selected as a reader
  // does, by a triple click; its section is the last h2 or h3 before it.
  const paragraph = page
    .locator('.theme-doc-markdown p')
    .filter({has: page.locator('code', {hasText: '<'})})
    .first();
  const text = (await paragraph.textContent())!.trim();
  expect(text).toMatch(/<[a-z-]+/);
  const section = await paragraph.evaluate((p) => {
    const found = document.evaluate('preceding::*[self::h2 or self::h3][@id][1]', p, null, 9, null).singleNodeValue;
    return {id: (found as Element).id, text: (found as Element).textContent!.replace(/\u200b/g, '').trim()};
  });
  await paragraph.click({clickCount: 3});
  expect((await page.evaluate(() => getSelection()!.toString())).trim()).toBe(text);

  await button(page, '报告问题').click();
  const form = block(page).getByRole('form', {name: '报告问题'});
  await expect(form).toBeVisible();
  await expect(button(page, '报告问题')).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByLabel('问题所在章节')).toHaveValue(section.id);
  await expect(form.getByRole('checkbox', {name: '附上所选文字：'})).toBeChecked();
  const quote = form.locator('blockquote');
  await expect(quote).toHaveText(text);
  expect(await quote.locator('*').count(), 'the selection is text, not markup').toBe(0);
  const comment = `步骤说明有误 <b>粗体</b><img src=x onerror="window.__feedbackMarkup=1"> ${Date.now()}`;
  const field = form.getByLabel('说明（可选）');
  await expect(field).toBeFocused();
  await field.fill(comment);
  await form.getByRole('button', {name: '发送'}).click();
  await expect(status(page)).toHaveText(SENT);
  await expect(form).toHaveCount(0);
  await expect(status(page)).toBeFocused();

  await expect.poll(() => log().filter((l) => l.item.comment === comment)).toHaveLength(1);
  const [line] = log().filter((l) => l.item.comment === comment);
  expect(line!.item).toEqual({
    v: 1,
    id: expect.stringMatching(/^[0-9a-f]{24}$/),
    kind: 'report',
    page: route,
    at: expect.any(String),
    heading: section,
    selection: text,
    comment,
  });
  // Nothing the reader wrote became markup, and nothing left the machine.
  expect(await page.evaluate(() => (window as {__feedbackMarkup?: number}).__feedbackMarkup)).toBeUndefined();
  await expect(block(page).locator('b, img')).toHaveCount(0);
  expect(watch.external).toEqual([]);
});

test("a selection showing the reader's「我的环境」values is quoted, and sent, with the page's samples", async ({
  page,
  watch,
}) => {
  const route = '/docs/janus/api/device/realtime-data';
  const mine = {janusHost: '10.20.0.7', janusToken: '0123456789abcdef0123456789abcdef'};
  const log = logFromNow();
  await page.goto(route);
  await page.evaluate((values) => localStorage.setItem('docs.myenv', JSON.stringify(values)), mine);
  await page.reload();
  await hydrated(page);
  // The first code block that shows both values, filled and masked as the reader sees it.
  const pre = page.locator('.theme-doc-markdown pre', {hasText: mine.janusHost}).filter({hasText: '••••cdef'}).first();
  await expect(pre).toBeVisible();
  const shown = (await pre.textContent())!;
  await pre.evaluate((el) => getSelection()!.selectAllChildren(el));
  await button(page, '报告问题').click();
  const form = block(page).getByRole('form', {name: '报告问题'});
  const quote = form.locator('blockquote');
  await expect(quote).toContainText('192.168.1.20');
  await expect(quote).toContainText('YOUR_JANUS_TOKEN');
  await expect(quote).not.toContainText(mine.janusHost);
  await expect(quote).not.toContainText('••••');
  const comment = `示例值 ${Date.now()}`;
  await form.getByLabel('说明（可选）').fill(comment);
  await form.getByRole('button', {name: '发送'}).click();
  await expect(status(page)).toHaveText(SENT);
  await expect.poll(() => log().filter((l) => l.item.comment === comment)).toHaveLength(1);
  const selection = log().find((l) => l.item.comment === comment)!.item.selection!;
  expect(selection).toBe(
    shown.trim().split(mine.janusHost).join('192.168.1.20').split('••••cdef').join('YOUR_JANUS_TOKEN'),
  );
  expect(JSON.stringify(log().map((l) => l.item))).not.toContain(mine.janusHost);
  expect(watch.external).toEqual([]);
});

const FEEDBACK_CHUNK = /^\/assets\/js\/feedback\.[0-9a-f]+\.js$/;

/** Whether the page has loaded the feedback controller's chunk. */
const loadedChunk = (page: Page): Promise<boolean> =>
  page.evaluate(
    (source) => performance.getEntriesByType('resource').some((e) => new RegExp(source).test(new URL(e.name).pathname)),
    FEEDBACK_CHUNK.source,
  );

/** Until the service worker controls the page: it installs once the page is idle, late on a loaded machine. */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {timeout: 30_000})
    .toBe(true);
}

/**
 * Until the service worker controls the page and has cached it and the feedback chunk (which it precaches), both
 * needed offline. The page is loaded again once the worker controls it: what the first load fetched while the worker
 * was installing may have missed its caches.
 */
async function readyOffline(page: Page, pathname: string): Promise<void> {
  await controlled(page);
  await page.reload();
  await hydrated(page);
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({p, source}) => {
            let chunk = false;
            for (const name of await caches.keys()) {
              const requests = await (await caches.open(name)).keys();
              if (requests.some((r) => new RegExp(source).test(new URL(r.url).pathname))) chunk = true;
            }
            return chunk && Boolean(await caches.match(p));
          },
          {p: pathname, source: FEEDBACK_CHUNK.source},
        ),
      {timeout: 15_000},
    )
    .toBe(true);
}

test('the controller loads as the reader nears the block, not with a long page', async ({page}) => {
  await page.goto('/docs/janus/api/device/realtime-data');
  await hydrated(page);
  // The worker installs when the page is idle, after the block has decided what to load.
  await controlled(page);
  expect(await loadedChunk(page), 'loaded with the page, far from the block').toBe(false);
  await block(page).scrollIntoViewIfNeeded();
  await expect.poll(() => loadedChunk(page)).toBe(true);
});

test('offline, a reader who never came near the block can still use it: the worker precaches the controller', async ({
  page,
  watch,
}) => {
  watch.allowConsoleErrors(
    'the network is cut: the browser logs each load it refuses (the reloaded page prefetches links)',
    /^Failed to load resource: net::ERR_FAILED$/,
  );
  const route = '/docs/janus/api/device/realtime-data';
  await page.goto(route);
  await hydrated(page);
  await readyOffline(page, route);
  expect(await loadedChunk(page), 'loaded with the page, far from the block').toBe(false);
  await page.context().setOffline(true);
  await button(page, '有帮助').click();
  await expect(status(page)).toHaveText(QUEUED_OFFLINE);
});

test('offline: queued and said so, kept through a reload, sent once when the network returns', async ({
  page,
  watch,
}) => {
  watch.allowConsoleErrors(
    'the network is cut: the browser logs each load it refuses (the reloaded page prefetches links)',
    /^Failed to load resource: net::ERR_FAILED$/,
  );
  const route = '/docs/lowcode/dev-HMI-app/app-management';
  const log = logFromNow();
  const sent = posts(page);
  const mine = () => log().filter((l) => l.item.page === route && l.item.kind === 'not-helpful');
  await page.goto(route);
  await hydrated(page);
  await readyOffline(page, route);

  await page.context().setOffline(true);
  await button(page, '没有帮助').click();
  await expect(status(page)).toHaveText(QUEUED_OFFLINE);
  const queued = await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY);
  expect(JSON.parse(queued!)).toEqual([expect.objectContaining({kind: 'not-helpful', page: route})]);

  await page.reload();
  await hydrated(page);
  await expect(status(page)).toHaveText(PENDING_ONE);
  expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBe(queued);
  expect(sent).toEqual([]);

  await page.context().setOffline(false);
  await expect(status(page)).toHaveText('');
  await expect.poll(mine).toHaveLength(1);
  expect(mine()[0]!.item).toEqual(JSON.parse(queued!)[0]);
  // Sent once: one post, and nothing left to send again.
  expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
  expect(sent).toHaveLength(1);
});

test('keyboard and screen reader: the block and its form are reachable and pass axe in light and dark mode', async ({
  page,
}) => {
  await page.goto('/docs/janus/user/introduction');
  await hydrated(page);
  const report = button(page, '报告问题');
  await report.focus();
  await page.keyboard.press('Enter');
  const form = block(page).getByRole('form', {name: '报告问题'});
  await expect(form.getByLabel('说明（可选）')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(report).toBeFocused();
  await expect(report).toHaveAttribute('aria-expanded', 'false');

  // The form open with a selection, the way axe should see it.
  await page.locator('.theme-doc-markdown p').first().click({clickCount: 3});
  await report.click();
  await expect(form.locator('blockquote')).toBeVisible();
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    const result = await axe(page).include('[data-page-feedback]').analyze();
    expect(
      result.violations.map((v) => `${mode}: ${v.id} ${v.nodes[0]?.target.join(' ')}`),
      'axe violations',
    ).toEqual([]);
  }
});

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('the block is hidden: its buttons would do nothing', async ({page}) => {
    await page.goto('/docs/lowcode/hmi');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(block(page)).toHaveCount(1);
    await expect(block(page)).toBeHidden();
  });
});

test.describe('on a static host without the feedback location', () => {
  test.use({serviceWorkers: 'block'});

  let server: http.Server;
  let url: string;
  test.beforeEach(async () => {
    server = createStaticServer(`${__dirname}/../../build`);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('the item stays queued, the reader is told, and the next page load does not post it again', async ({
    page,
    watch,
  }) => {
    watch.allowConsoleErrors(
      'the host answers the feedback post with 404, which the browser logs',
      /^Failed to load resource: the server responded with a status of 404/,
    );
    const sent = posts(page);
    await page.goto(`${url}/docs/lowcode/quick-start`);
    await hydrated(page);
    await button(page, '有帮助').click();
    await expect(status(page)).toHaveText(KEPT);
    await page.reload();
    await hydrated(page);
    // Shown once the page's own round is over: it waited instead of posting.
    await expect(status(page)).toHaveText(PENDING_ONE);
    expect(sent).toHaveLength(1);
  });
});
