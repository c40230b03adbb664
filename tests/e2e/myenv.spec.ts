/**
 * 「我的环境」 (src/myenv/) as a reader meets it: set once on the reading-conventions page, then every code block and
 * table of the site shows the reader's values, highlighted, the registration code masked, and copies the real ones;
 * cleared with one button; checked before it is saved; never sent anywhere, never turned into markup; print, and a
 * browser without JavaScript, keep the placeholders; axe clean in both colour modes. A page without values set loads
 * none of the code that fills pages.
 */
import type {BrowserContext, Locator, Page, Request} from '@playwright/test';
import {test, expect, hydrated, axe} from '../support/fixtures';
import {parseEnvString} from '../../src/utils/envString';

const FORM = '/markdown-page#my-environment';
const REALTIME = '/docs/janus/api/device/realtime-data';
const MINE = {
  janusHost: '10.20.0.7',
  janusToken: '0123456789abcdef0123456789abcdef',
  deviceUuid: '1A2B-3C4D-5E6F-7A8B',
  appId: 'nep0f0f0f0f',
  brokerHost: 'mqtt.plant.local',
};
const MASK = '••••cdef';

const form = (page: Page) => page.locator('form[data-myenv-skip]');

async function fillForm(page: Page, values: Partial<typeof MINE>): Promise<void> {
  const f = form(page);
  const labels: Record<keyof typeof MINE, string> = {
    janusHost: 'Janus 地址',
    janusToken: '注册码',
    deviceUuid: '设备 UUID',
    appId: 'Neptune app_id',
    brokerHost: 'MQTT 服务器地址',
  };
  for (const [key, value] of Object.entries(values)) {
    await f.getByLabel(labels[key as keyof typeof MINE], {exact: true}).fill(value);
  }
}

/** Sets the values as a reader does: the navbar's「我的环境」, the form, 「保存」. */
async function setValues(page: Page, values: Partial<typeof MINE> = MINE): Promise<void> {
  await page.goto('/docs');
  await hydrated(page);
  await page.getByRole('link', {name: '我的环境'}).click();
  await expect(form(page)).toBeVisible();
  await fillForm(page, values);
  await form(page).getByRole('button', {name: '保存'}).click();
  await expect(form(page).getByRole('status')).toContainText('已保存在这个浏览器中');
}

/** The first code block holding `text` (a locator on its <pre>). */
const block = (page: Page, text: string): Locator => page.locator('pre', {hasText: text}).first();

/** The copy button of a code block, beside its <pre>. */
const copyButton = (pre: Locator): Locator => pre.locator('..').getByRole('button', {name: '复制代码到剪贴板'});

/** What the page highlights as the reader's values. */
const highlighted = (page: Page) =>
  page.evaluate(() => {
    const h = (CSS.highlights as unknown as Map<string, Iterable<Range>>).get('myenv');
    return h ? [...h].map((r) => r.toString()) : [];
  });

async function allowClipboard(context: BrowserContext, page: Page): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(page.url()).origin});
}

test('values set once show in code blocks and tables, highlighted, the code masked; copy gives them whole', async ({
  page,
  context,
}) => {
  await setValues(page);
  // The form's own example fills as soon as the values are saved.
  const example = block(page, 'websocket');
  await expect(example).toContainText(`http://${MINE.janusHost}:8080/api/janus/websocket`);
  await expect(example).toContainText(`token=${MASK}`);
  await expect(form(page)).toContainText(`页面显示：${MASK}（我的环境）`);

  await page.goto(REALTIME);
  await hydrated(page);
  const curl = block(page, '# SockJS 变体');
  await expect(curl).toContainText(`http://${MINE.janusHost}:8080/api/janus/websocket-sockjs`);
  await expect(curl).toContainText(`token=${MASK}`);
  await expect(curl).toContainText(`uuid=${MINE.deviceUuid}`);
  const text = await curl.innerText();
  expect(text).not.toContain('192.168.1.20');
  expect(text).not.toContain('YOUR_JANUS_TOKEN');
  expect(text, 'the code itself is not on screen').not.toContain(MINE.janusToken);
  // The request-parameter table's example column.
  const row = page.locator('table tr', {has: page.locator('td', {hasText: /^token$/})}).first();
  await expect(row).toContainText(MASK);
  await expect(page.locator('table tr', {has: page.locator('td', {hasText: /^uuid$/})}).first()).toContainText(
    MINE.deviceUuid,
  );
  const marks = await highlighted(page);
  expect(marks).toContain(MINE.janusHost);
  expect(marks).toContain(MASK);
  expect(marks).toContain(MINE.deviceUuid);

  // The block's copy button gives the filled text, the code whole.
  await allowClipboard(context, page);
  await curl.hover();
  await copyButton(curl).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`curl -G "http://${MINE.janusHost}:8080/api/janus/websocket-sockjs"`);
  expect(copied).toContain(`token=${MINE.janusToken}`);
  expect(copied).not.toContain('YOUR_JANUS_TOKEN');

  // A selection copied by hand gives the code, not the dots.
  await curl.evaluate((pre) => {
    const range = document.createRange();
    range.selectNodeContents(pre);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
  await page.keyboard.press('ControlOrMeta+C');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`token=${MINE.janusToken}`);
});

test('「清除我的环境」puts every sample back, on the page and in what the copy button gives', async ({
  page,
  context,
}) => {
  await setValues(page);
  const example = block(page, 'websocket');
  await expect(example).toContainText(MINE.janusHost);
  await form(page).getByRole('button', {name: '清除我的环境'}).click();
  await expect(form(page).getByRole('status')).toHaveText('已清除。页面恢复显示示例值。');
  await expect(example).toContainText('http://192.168.1.20:8080/api/janus/websocket');
  await expect(example).toContainText('token=YOUR_JANUS_TOKEN');
  await expect(form(page)).toContainText('页面显示：192.168.1.20（示例值）');
  expect(await highlighted(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('docs.myenv'))).toBeNull();
  await allowClipboard(context, page);
  await example.hover();
  await copyButton(example).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('token=YOUR_JANUS_TOKEN');
});

test('what is malformed is named in Chinese beside its field, and nothing is saved', async ({page}) => {
  await page.goto(FORM);
  await hydrated(page);
  await fillForm(page, {
    janusHost: 'http://10.20.0.7:8080',
    janusToken: '0123abc',
    deviceUuid: '1A2B3C4D',
    appId: 'nep1',
  });
  await form(page).getByRole('button', {name: '保存'}).click();
  await expect(form(page).getByRole('status')).toHaveText('有 4 项需要修改，没有保存。');
  const host = form(page).getByLabel('Janus 地址', {exact: true});
  await expect(host).toBeFocused();
  await expect(host).toHaveAttribute('aria-invalid', 'true');
  await expect(host).toHaveAccessibleDescription(/只填主机，不带 http:\/\/、ws:\/\/ 等协议头/);
  await expect(form(page).getByLabel('注册码', {exact: true})).toHaveAccessibleDescription(
    /注册码是 32 位，现在是 7 位。/,
  );
  await expect(form(page).getByLabel('设备 UUID')).toHaveAccessibleDescription(/UUID 是四组四位十六进制数/);
  await expect(form(page).getByLabel('Neptune app_id')).toHaveAccessibleDescription(/app_id 是 nep 加 8 位十六进制数/);
  await host.fill('10.20.0.256');
  await form(page).getByRole('button', {name: '保存'}).click();
  await expect(host).toHaveAccessibleDescription(/IP 地址的每一段应在 0 到 255 之间。/);
  expect(await page.evaluate(() => localStorage.getItem('docs.myenv'))).toBeNull();
  await expect(block(page, 'websocket')).toContainText('http://192.168.1.20:8080');
});

test('no request leaves the page while the values are typed, saved and used, and none carries them', async ({page}) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(FORM);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const loaded = requests.length;
  await fillForm(page, MINE);
  await form(page).getByRole('button', {name: '保存'}).click();
  await expect(block(page, 'websocket')).toContainText(MINE.janusHost);
  await page.emulateMedia({media: 'print'});
  await page.emulateMedia({media: 'screen'});
  await expect(block(page, 'websocket')).toContainText(MINE.janusHost);
  // Saving loads the code that fills pages, a file of the site, fetched as it is; nothing else is requested.
  expect(
    requests.slice(loaded).map((r) => `${r.method()} ${new URL(r.url()).pathname.replace(/\.[0-9a-f]+\.js$/, '.js')}`),
    'requests while typing, saving and using the values',
  ).toEqual(['GET /assets/js/myenv-apply.js']);
  expect(new URL(requests[loaded].url()).search).toBe('');
  // Reading other pages with the values set: the pages' own files only, none carrying a value.
  await page.goto(REALTIME);
  await hydrated(page);
  await page.getByRole('link', {name: '获取设备历史数据'}).first().click();
  await expect(block(page, 'curl')).toContainText(MINE.janusHost);
  await page.waitForLoadState('networkidle');
  for (const r of requests) {
    const sent = `${r.url()} ${JSON.stringify(await r.allHeaders())} ${r.postData() ?? ''}`;
    for (const value of Object.values(MINE)) expect(sent, r.url()).not.toContain(value);
  }
});

test('whatever is stored shows as text, never as markup', async ({page}) => {
  await page.goto(REALTIME);
  await hydrated(page);
  await page.evaluate(() => {
    localStorage.setItem('docs.myenv', JSON.stringify({janusHost: '<img src=x onerror="window.hit=1">'}));
    window.dispatchEvent(new StorageEvent('storage', {key: 'docs.myenv'}));
  });
  const curl = block(page, 'websocket-sockjs');
  await expect(curl).toContainText('http://<img src=x onerror="window.hit=1">:8080');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as {hit?: number}).hit)).toBeUndefined();
});

test('print keeps the placeholders; the screen gets the values back after', async ({page}) => {
  await setValues(page);
  await page.goto(REALTIME);
  await hydrated(page);
  const curl = block(page, 'websocket-sockjs');
  await expect(curl).toContainText(MINE.janusHost);
  await page.emulateMedia({media: 'print'});
  await expect(curl).toContainText('http://192.168.1.20:8080');
  await expect(curl).toContainText('token=YOUR_JANUS_TOKEN');
  await page.emulateMedia({media: 'screen'});
  await expect(curl).toContainText(`token=${MASK}`);
});

test('a page loads none of the filling code until values are set', async ({page}) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
  });
  await page.goto(REALTIME);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // A selector only the filling code (browser/apply.ts) holds.
  const filling = async () => (await Promise.all(scripts)).filter((b) => b.includes('[data-myenv-skip]')).length;
  expect(await filling(), 'scripts with the filling code, no values set').toBe(0);
  await expect(block(page, 'websocket-sockjs')).toContainText('token=YOUR_JANUS_TOKEN');
  // Values set in another tab: the code arrives now, and fills this page.
  await page.evaluate((v) => {
    localStorage.setItem('docs.myenv', JSON.stringify(v));
    window.dispatchEvent(new StorageEvent('storage', {key: 'docs.myenv'}));
  }, MINE);
  await expect.poll(filling).toBe(1);
  await expect(block(page, 'websocket-sockjs')).toContainText(`token=${MASK}`);
});

test('axe (WCAG 2.2 AA) on the form, with values and with an error, in light and dark mode', async ({page}) => {
  await setValues(page);
  await fillForm(page, {appId: 'nep1'});
  await form(page).getByRole('button', {name: '保存'}).click();
  await expect(form(page).getByRole('status')).toHaveText('有 1 项需要修改，没有保存。');
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    const result = await axe(page).include('form[data-myenv-skip]').include('pre').analyze();
    const found = result.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    expect(found, mode).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('pages keep their placeholders, and the form says it needs JavaScript', async ({page}) => {
    await page.goto(REALTIME);
    await expect(block(page, 'websocket-sockjs')).toContainText('http://192.168.1.20:8080');
    await expect(block(page, 'websocket-sockjs')).toContainText('token=YOUR_JANUS_TOKEN');
    await page.goto(FORM);
    await expect(page.getByText('「我的环境」需要 JavaScript。')).toBeVisible();
  });
});

test('「复制导出字符串」copies the saved values as the string the offline API console imports', async ({
  page,
  context,
}) => {
  await setValues(page);
  await allowClipboard(context, page);
  await form(page).getByRole('button', {name: '复制导出字符串'}).click();
  await expect(form(page).getByRole('status')).toContainText('导出字符串已复制');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(parseEnvString(copied)).toEqual({
    janus: `http://${MINE.janusHost}:8080`,
    token: MINE.janusToken,
    device: MINE.deviceUuid,
    appId: MINE.appId,
    broker: MINE.brokerHost,
  });
  await form(page).getByRole('button', {name: '清除我的环境'}).click();
  await form(page).getByRole('button', {name: '复制导出字符串'}).click();
  await expect(form(page).getByRole('status')).toHaveText('没有可导出的值：「我的环境」里还没有填写任何一项。');
});
