/**
 * The downloadable Janus STOMP tester, as a reader uses it: built into its zip, unpacked, opened from disk (file://)
 * in Chromium, pointed at a stand-in Janus on 127.0.0.1 whose STOMP broker is real (tests/support/janus-standin).
 * Checks both variants deliver a published report to the page, and that the failures a reader meets read clearly.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Page} from '@playwright/test';
import {strFromU8, unzipSync} from 'fflate';
import {HTML_NAME, ZIP_FOLDER, buildTesterZip} from '../../tools/stomp-tester/build';
import {closedPortHost, startJanusStandin, type JanusStandin} from '../support/janus-standin/server';
import {expect, test} from '../support/fixtures';

const TOKEN = 'a3f1c9e07b2d4c8e9f60d1b2c3a4e5f6';
const UUID = '3F2A-9C41-7B0D-E5A8';

type Variant = 'sockjs' | 'websocket';
const VARIANTS: Array<{variant: Variant; label: RegExp; topic: string}> = [
  {variant: 'sockjs', label: /SockJS \+ STOMP/, topic: `/ws/deviceData/${UUID}`},
  {variant: 'websocket', label: /纯 WebSocket \+ STOMP/, topic: `/websocket/deviceData/${UUID}`},
];

let workDir = '';
let testerUrl = '';
let janus: JanusStandin;

test.beforeAll(async () => {
  const files = unzipSync(buildTesterZip());
  expect(Object.keys(files).sort()).toEqual(
    [
      `${ZIP_FOLDER}/`,
      `${ZIP_FOLDER}/${HTML_NAME}`,
      `${ZIP_FOLDER}/README.txt`,
      `${ZIP_FOLDER}/THIRD-PARTY-LICENSES.txt`,
    ].sort(),
  );
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stomp-tester-'));
  const htmlFile = path.join(workDir, HTML_NAME);
  fs.writeFileSync(htmlFile, strFromU8(files[`${ZIP_FOLDER}/${HTML_NAME}`]));
  testerUrl = pathToFileURL(htmlFile).href;
  janus = await startJanusStandin({token: TOKEN, devices: [UUID]});
});

test.afterAll(async () => {
  await janus?.close();
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

/** Opens the tester and records every network request and WebSocket the page makes. */
async function openTester(page: Page): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (ws) => urls.push(ws.url()));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(testerUrl);
  await expect(page.getByRole('status')).toHaveText('未连接');
  expect(pageErrors).toEqual([]);
  return urls;
}

async function connect(
  page: Page,
  address: string,
  options: {token?: string; uuid?: string; variant?: Variant} = {},
): Promise<void> {
  await page.getByLabel('Janus 地址').fill(address);
  await page.getByLabel('注册码（token）').fill(options.token ?? TOKEN);
  await page.getByLabel('设备序列号（UUID）').fill(options.uuid ?? UUID);
  const variant = VARIANTS.find((v) => v.variant === (options.variant ?? 'sockjs'));
  if (!variant) throw new Error('unknown variant');
  await page.getByRole('radio', {name: variant.label}).check();
  await page.getByRole('button', {name: '连接', exact: true}).click();
}

/** Only the page itself and the Janus addresses the reader gave (or the API returned) may be contacted. */
function expectOnlyJanus(urls: string[], hosts: string[]): void {
  for (const url of urls) {
    if (url.startsWith('file:')) continue;
    expect(hosts, `unexpected request to ${url}`).toContain(new URL(url).host);
  }
}

for (const {variant, label, topic} of VARIANTS) {
  test(`${variant}: 订阅后实时显示设备上报的数据`, async ({page}) => {
    const urls = await openTester(page);
    await connect(page, janus.origin, {variant});

    await expect(page.getByRole('status')).toHaveText(/^已连接（(SockJS|WebSocket)），已订阅$/);
    await expect(page.locator('#topic')).toHaveText(topic);
    await expect(page.locator('#endpoint')).toHaveText(
      variant === 'sockjs' ? `${janus.origin}/ws` : `${janus.origin.replace('http:', 'ws:')}/websocket`,
    );
    await janus.waitForSubscriber(topic);

    expect(janus.report(UUID, {speed: 12000, temperature: 41.5, status: 1}, '2025-11-18 09:30:15.123')).toBeGreaterThan(
      0,
    );
    const newest = page.locator('#messages li').first();
    await expect(newest).toContainText('数据时间 2025-11-18 09:30:15.123');
    await expect(newest).toContainText('speed: 12000');
    await expect(newest).toContainText('temperature: 41.5');

    janus.report(UUID, {speed: 11800, temperature: 41.7, status: 1});
    await expect(page.locator('#count')).toHaveText('2');
    await expect(page.locator('#messages li').first()).toContainText('speed: 11800');

    await page.getByRole('button', {name: '断开'}).click();
    await expect(page.getByRole('status')).toHaveText('已断开');
    await expect.poll(() => janus.broker.subscriberCount(topic)).toBe(0);
    await expect(page.getByRole('radio', {name: label})).toBeEnabled();

    expectOnlyJanus(urls, [new URL(janus.origin).host]);
  });
}

test('地址错误：格式不对或无法访问时给出明确提示', async ({page, watch}) => {
  watch.allowConsoleErrors('the address refuses connections', /^Failed to load resource: net::ERR_CONNECTION_REFUSED$/);
  const urls = await openTester(page);
  await connect(page, 'http://192.168.1.20:80:80');
  await expect(page.getByRole('alert')).toContainText('Janus 地址格式不正确');
  await expect(page.getByRole('status')).toHaveText('出错');

  const nothingThere = await closedPortHost();
  await connect(page, `http://${nothingThere}`);
  await expect(page.getByRole('alert')).toContainText(`无法访问 Janus 地址 http://${nothingThere}`);
  await expect(page.getByRole('alert')).toContainText('Janus 服务是否在运行');
  await expect(page.getByRole('button', {name: '连接', exact: true})).toBeEnabled();
  expectOnlyJanus(urls, [nothingThere]);
});

test('HTTP 错误与接口返回 code ≠ 200 时显示错误码、说明与处理建议', async ({page, watch}) => {
  watch.allowConsoleErrors(
    'the stand-in answers HTTP errors',
    /^Failed to load resource: the server responded with a status of \d{3}/,
  );
  const urls = await openTester(page);
  await connect(page, janus.origin, {token: 'ffffffffffffffffffffffffffffffff'});
  await expect(page.getByRole('alert')).toContainText('接口返回错误 401：Token 错误，授权失败');
  await expect(page.getByRole('alert')).toContainText('系统设置 > 系统信息');

  await connect(page, janus.origin, {uuid: '3F2A-9C41-7B0D-0000'});
  await expect(page.getByRole('alert')).toContainText('接口返回错误 1003：设备不存在');

  // A web server that is not Janus (no such API) answering HTTP 404 with CORS headers.
  const other = http.createServer((_req, res) => {
    res.writeHead(404, {'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*'});
    res.end('{"status":404,"error":"Not Found"}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const otherHost = `127.0.0.1:${(other.address() as AddressInfo).port}`;
  try {
    await connect(page, `http://${otherHost}`);
    await expect(page.getByRole('alert')).toContainText('Janus 地址返回 HTTP 404');
    await expect(page.getByRole('alert')).toContainText('可能填的不是 Janus 的网页端口');
  } finally {
    other.closeAllConnections();
    await new Promise<void>((resolve) => other.close(() => resolve()));
  }
  expectOnlyJanus(urls, [new URL(janus.origin).host, otherHost]);
});

for (const {variant} of VARIANTS) {
  test(`${variant}: 端点连接被拒绝时给出明确提示`, async ({page, watch}) => {
    watch.allowConsoleErrors('the advertised endpoint refuses connections', /ERR_CONNECTION_REFUSED/);
    const refused = await closedPortHost();
    const broken = await startJanusStandin({token: TOKEN, devices: [UUID], advertisedHost: refused});
    try {
      const urls = await openTester(page);
      await connect(page, broken.origin, {variant});
      const endpoint = variant === 'sockjs' ? `http://${refused}/ws` : `ws://${refused}/websocket`;
      await expect(page.getByRole('alert')).toContainText(`无法连接到 ${endpoint}：连接被拒绝或主机不可达`);
      await expect(page.getByRole('alert')).toContainText('请检查防火墙是否放行该端口');
      await expect(page.getByRole('status')).toHaveText('出错');
      await expect(page.getByRole('button', {name: '连接', exact: true})).toBeEnabled();
      expectOnlyJanus(urls, [new URL(broken.origin).host, refused]);
    } finally {
      await broken.close();
    }
  });
}

test('STOMP ERROR 帧：登录被拒时显示服务器的说明并停止重连', async ({page}) => {
  const rejecting = await startJanusStandin({
    token: TOKEN,
    devices: [UUID],
    stompLogin: '0000000000000000000000000000000f',
  });
  try {
    await openTester(page);
    await connect(page, rejecting.origin, {variant: 'websocket'});
    await expect(page.getByRole('alert')).toContainText('STOMP 服务器返回 ERROR 帧：Token 错误，授权失败');
    await expect(page.getByRole('alert')).toContainText('login 必须是这台 Janus 的注册码');
    await expect(page.locator('#log')).toContainText('不再自动重连');
    await expect.poll(() => rejecting.broker.sessionCount).toBe(0);
  } finally {
    await rejecting.close();
  }
});
