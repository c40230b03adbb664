/**
 * The downloadable Janus STOMP tester, as a reader uses it: built into its zip, unpacked, opened from disk (file://)
 * in Chromium, pointed at a stand-in Janus on 127.0.0.1 whose STOMP broker is real (tests/support/janus-standin).
 * Checks both variants deliver a published report to the page, and that the failures a reader meets read clearly.
 * The advanced mode (any broker) runs against the stand-in's SockJS endpoint and against Debian's real RabbitMQ with
 * its web-STOMP plugin (tests/support/rabbitmq.ts), started once for the tests that need it.
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
import {startRabbitMq, type RabbitMq, type RabbitUser} from '../support/rabbitmq';
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

interface DirectOptions {
  url: string;
  destination: string;
  login?: string;
  passcode?: string;
  vhost?: string;
  heartbeatOut?: number;
  heartbeatIn?: number;
  reconnect?: boolean;
}

/** Fills the advanced mode (any STOMP broker) and clicks 连接. */
async function connectDirect(page: Page, options: DirectOptions): Promise<void> {
  await page.getByRole('radio', {name: /任意 STOMP 代理（高级）/}).check();
  await page.getByLabel(/^端点地址/).fill(options.url);
  await page.getByLabel(/^目的地/).fill(options.destination);
  await page.getByLabel('用户名（login）').fill(options.login ?? '');
  await page.getByLabel('密码（passcode）').fill(options.passcode ?? '');
  await page.getByLabel(/^虚拟主机（host 头）/).fill(options.vhost ?? '');
  await page.getByLabel(/^心跳：客户端发送间隔/).fill(String(options.heartbeatOut ?? 10000));
  await page.getByLabel(/^心跳：期望代理发送间隔/).fill(String(options.heartbeatIn ?? 10000));
  await page.getByLabel('连接中断后每 5 秒自动重连').setChecked(options.reconnect ?? true);
  await page.getByRole('button', {name: '连接', exact: true}).click();
}

test('高级模式：经 SockJS 直接连接端点并订阅', async ({page}) => {
  const urls = await openTester(page);
  const topic = `/ws/deviceData/${UUID}`;
  await connectDirect(page, {url: `${janus.origin}/ws`, destination: topic, login: TOKEN});
  // The state says 已订阅 only once the broker's RECEIPT confirmed the subscription.
  await expect(page.getByRole('status')).toHaveText('已连接（SockJS），已订阅');
  await expect(page.locator('#api-url')).toHaveText('不查询（直接连接）');
  await expect(page.locator('#topic-label')).toHaveText('目的地');
  await expect(page.locator('#topic')).toHaveText(topic);
  await expect(page.locator('#log')).toContainText(`代理已确认订阅 ${topic}`);

  janus.report(UUID, {speed: 9000}, '2025-11-18 10:00:00.000');
  const newest = page.locator('#messages li').first();
  await expect(newest).toContainText(`目的地 ${topic}`);
  await expect(newest).toContainText('uuid: 3F2A-9C41-7B0D-E5A8');
  await expect(newest).toContainText('data: {"speed":9000}');

  // The mode and its fields are remembered, the passcode is not.
  await page.getByRole('button', {name: '断开'}).click();
  await page.reload();
  await expect(page.getByRole('radio', {name: /任意 STOMP 代理（高级）/})).toBeChecked();
  await expect(page.getByLabel(/^端点地址/)).toHaveValue(`${janus.origin}/ws`);
  await expect(page.getByLabel('密码（passcode）')).toHaveValue('');
  expectOnlyJanus(urls, [new URL(janus.origin).host]);
});

test('高级模式：端点没有服务在监听时说明连接被拒绝', async ({page, watch}) => {
  watch.allowConsoleErrors('nothing listens on the port', /ERR_CONNECTION_REFUSED/);
  const nothingThere = await closedPortHost();
  const urls = await openTester(page);
  await connectDirect(page, {url: `ws://${nothingThere}/ws`, destination: '/topic/cnc01'});
  await expect(page.getByRole('alert')).toContainText(`无法连接到 ws://${nothingThere}/ws：连接被拒绝或主机不可达`);
  await expect(page.getByRole('alert')).toContainText('RabbitMQ Web STOMP 默认 15674');
  await expect(page.getByRole('button', {name: '连接', exact: true})).toBeEnabled();
  expectOnlyJanus(urls, [nothingThere]);
});

test('从 file:// 打开：没有 CORS 头的 HTTP 错误不被说成连不上', async ({page, watch}) => {
  watch.allowConsoleErrors(
    'the proxy answers without CORS headers',
    /blocked by CORS policy|net::ERR_FAILED|status of 502/,
  );
  // A proxy in front of Janus whose upstream is down: 502 with an HTML page and no CORS headers.
  const proxy = http.createServer((_req, res) => {
    res.writeHead(502, {'Content-Type': 'text/html'});
    res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyHost = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    const urls = await openTester(page);
    await connect(page, `http://${proxyHost}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`http://${proxyHost} 有应答，但浏览器不允许本页读取这个响应（响应没有 CORS 头）`);
    await expect(alert).toContainText('本页是从本地文件（file://）打开的');
    await expect(alert).toContainText('「网络」（Network）面板');
    await expect(alert).not.toContainText('无法访问 Janus 地址');
    expectOnlyJanus(urls, [proxyHost]);
  } finally {
    proxy.closeAllConnections();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
  }
});

test.describe('高级模式：真实的 RabbitMQ（Web STOMP）', () => {
  // One broker for these tests: they run in order in one worker, which starts it once.
  test.describe.configure({mode: 'default'});

  const USER: RabbitUser = {name: 'tester', password: 'Pl4nt-s3cret', vhost: 'plant'};
  let rabbit: RabbitMq;

  test.beforeAll(async () => {
    // A first boot of RabbitMQ takes seconds on an idle machine and much longer on a busy one.
    test.setTimeout(240_000);
    rabbit = await startRabbitMq([USER]);
    console.log(
      `rabbitmq: web-STOMP listening after ${rabbit.timings.listening.toFixed(1)} s, ` +
        `user and virtual host ready after ${rabbit.timings.ready.toFixed(1)} s`,
    );
  });

  test.afterAll(async () => {
    await rabbit?.stop();
  });

  const rabbitHost = () => `127.0.0.1:${rabbit.port}`;

  test('RabbitMQ：订阅 /topic/ 并显示发布的消息', async ({page}) => {
    const urls = await openTester(page);
    await page.getByLabel('在日志中显示 STOMP 帧').check();
    await connectDirect(page, {
      url: rabbit.wsUrl,
      destination: '/topic/cnc01',
      login: USER.name,
      passcode: USER.password,
      vhost: USER.vhost,
    });
    await expect(page.getByRole('status')).toHaveText('已连接（WebSocket），已订阅');
    await expect(page.locator('#log')).toContainText('服务器 RabbitMQ/');
    await expect(page.locator('#log')).toContainText('passcode:******');
    await expect(page.locator('#log')).not.toContainText(USER.password);

    await rabbit.publish(USER, '/topic/cnc01', JSON.stringify({spindle: 12000, temperature: 41.5}), {
      'content-type': 'application/json',
    });
    const newest = page.locator('#messages li').first();
    await expect(newest).toContainText('目的地 /topic/cnc01');
    await expect(newest).toContainText('spindle: 12000');
    await expect(newest).toContainText('temperature: 41.5');

    await rabbit.publish(USER, '/topic/cnc01', '急停已复位');
    await expect(page.locator('#count')).toHaveText('2');
    await expect(page.locator('#messages li').first()).toContainText('急停已复位');

    await page.getByRole('button', {name: '断开'}).click();
    await expect(page.getByRole('status')).toHaveText('已断开');
    expectOnlyJanus(urls, [rabbitHost()]);
  });

  test('RabbitMQ：密码错误时提示用户名或密码不对', async ({page}) => {
    await openTester(page);
    await connectDirect(page, {
      url: rabbit.wsUrl,
      destination: '/topic/cnc01',
      login: USER.name,
      passcode: 'wrong-passcode',
      vhost: USER.vhost,
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      `STOMP 服务器返回 ERROR 帧：Bad CONNECT（Access refused for user '${USER.name}'）`,
    );
    await expect(alert).toContainText(`代理拒绝了登录：用户名或密码（passcode）不对（用户 ${USER.name}）`);
    await expect(page.locator('#log')).toContainText('不再自动重连');
    await expect(page.getByRole('button', {name: '连接', exact: true})).toBeEnabled();
  });

  test('RabbitMQ：虚拟主机不存在或没有权限时指出虚拟主机', async ({page}) => {
    await openTester(page);
    await connectDirect(page, {
      url: rabbit.wsUrl,
      destination: '/topic/cnc01',
      login: USER.name,
      passcode: USER.password,
      vhost: 'plant-b',
    });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Bad CONNECT（Virtual host 'plant-b' access denied）");
    await expect(alert).toContainText(`虚拟主机 plant-b 不存在，或用户 ${USER.name} 没有它的访问权限`);
    await expect(alert).not.toContainText('用户名或密码');

    // No host header: RabbitMQ takes "/", where this user has no permission.
    await connectDirect(page, {
      url: rabbit.wsUrl,
      destination: '/topic/cnc01',
      login: USER.name,
      passcode: USER.password,
    });
    await expect(alert).toContainText('虚拟主机 / 不存在');
  });

  test('RabbitMQ：目的地写法不对或不存在', async ({page}) => {
    await openTester(page);
    const base = {url: rabbit.wsUrl, login: USER.name, passcode: USER.password, vhost: USER.vhost};
    await connectDirect(page, {...base, destination: '/devices/cnc01'});
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unknown destination');
    await expect(alert).toContainText('代理不认识目的地 /devices/cnc01 的写法');

    // An exchange that does not exist: RabbitMQ 3.10 closes the connection without an ERROR frame.
    await connectDirect(page, {...base, destination: '/exchange/no-such-exchange'});
    await expect(alert).toContainText('订阅 /exchange/no-such-exchange 后，代理没有确认就断开了连接');
    await expect(alert).toContainText('NOT_FOUND');
    await expect(page.locator('#log')).toContainText('不再自动重连');
  });

  test('RabbitMQ：路径不对、端口不是 TLS 时说明原因', async ({page, watch}) => {
    watch.allowConsoleErrors(
      'the handshakes fail on purpose',
      /WebSocket connection to .* failed|status of (404|426)|ERR_/,
    );
    const urls = await openTester(page);
    const base = {destination: '/topic/cnc01', login: USER.name, passcode: USER.password, vhost: USER.vhost};
    await connectDirect(page, {...base, url: `ws://${rabbitHost()}/stomp`});
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`无法连接到 ws://${rabbitHost()}/stomp：服务器有应答，但 WebSocket 握手失败`);
    await expect(alert).toContainText('RabbitMQ Web STOMP 是 /ws');

    await connectDirect(page, {...base, url: `wss://${rabbitHost()}/ws`});
    await expect(alert).toContainText(`无法连接到 wss://${rabbitHost()}/ws：该端口不是 TLS（加密）端口`);
    await expect(alert).toContainText('把地址开头改成 ws://');
    expectOnlyJanus(urls, [rabbitHost()]);
  });

  test('RabbitMQ：代理停止响应时报告心跳超时', async ({page}) => {
    await openTester(page);
    await connectDirect(page, {
      url: rabbit.wsUrl,
      destination: '/topic/cnc01',
      login: USER.name,
      passcode: USER.password,
      vhost: USER.vhost,
      heartbeatOut: 1000,
      heartbeatIn: 1000,
      reconnect: false,
    });
    await expect(page.getByRole('status')).toHaveText('已连接（WebSocket），已订阅');
    await expect(page.locator('#log')).toContainText('心跳协商结果：每 1000 毫秒发送，期望每 1000 毫秒收到');
    rabbit.freeze(true);
    try {
      // stompjs gives up after twice the interval without a byte from the broker.
      await expect(page.getByRole('alert')).toContainText('心跳超时：约 2 秒没有收到代理的任何数据', {timeout: 20_000});
      await expect(page.getByRole('alert')).toContainText('「心跳：期望代理发送间隔」');
      await expect(page.getByRole('status')).toHaveText('出错');
    } finally {
      rabbit.freeze(false);
    }
  });
});
