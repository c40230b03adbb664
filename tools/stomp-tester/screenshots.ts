/**
 * Takes the two screenshots of the STOMP tester page (docs/janus/api/device/images/): the Janus mode subscribed to
 * CNC-01 over plain WebSocket, and the advanced mode subscribed to a RabbitMQ topic. The tester runs from file:// in
 * Debian's headless Chromium and shows plant addresses (192.168.1.20, 192.168.1.30); Playwright's routes answer those
 * with the stand-in Janus's broker (tests/support/janus-standin) and a real RabbitMQ node (tests/support/rabbitmq.ts).
 *   npx tsx tools/stomp-tester/screenshots.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Page} from 'playwright-core';
import WebSocket from 'ws';
import {HEADLESS_ARGS, HEADLESS_CHROMIUM} from '../../lib/browser';
import {startJanusStandin} from '../../tests/support/janus-standin/server';
import {startRabbitMq, type RabbitUser} from '../../tests/support/rabbitmq';
import {HTML_NAME, buildTesterHtml} from './build';

const IMAGES = path.resolve(__dirname, '..', '..', 'docs', 'janus', 'api', 'device', 'images');
const TOKEN = 'a3f1c9e07b2d4c8e9f60d1b2c3a4e5f6';
const UUID = '3F2A-9C41-7B0D-E5A8';
const JANUS = 'http://192.168.1.20:8080';
const BROKER = 'ws://192.168.1.30:15674/ws';
const USER: RabbitUser = {name: 'plant-monitor', password: 'Pl4nt-s3cret', vhost: 'plant'};

/** The page from its top, as tall as the left column (form and connection state). */
async function shoot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page
    .locator('main > div')
    .first()
    .evaluate((el) => Math.ceil(el.getBoundingClientRect().bottom));
  await page.setViewportSize({width: 1180, height: height + 16});
  await page.screenshot({path: path.join(IMAGES, file)});
  console.log(`screenshots: wrote ${path.relative(process.cwd(), path.join(IMAGES, file))}`);
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stomp-shots-'));
  const htmlFile = path.join(dir, HTML_NAME);
  fs.writeFileSync(htmlFile, buildTesterHtml());
  const janus = await startJanusStandin({token: TOKEN, devices: [UUID]});
  const rabbit = await startRabbitMq([USER]);
  const browser = await chromium.launch({executablePath: HEADLESS_CHROMIUM, args: HEADLESS_ARGS});
  try {
    const context = await browser.newContext({viewport: {width: 1180, height: 820}, locale: 'zh-CN'});
    const page = await context.newPage();
    // Janus: the lookup answered as Janus at 192.168.1.20 would, the WebSocket served by the stand-in's broker.
    await page.route(`${JANUS}/api/janus/websocket?*`, (route) =>
      route.fulfill({
        contentType: 'application/json;charset=UTF-8',
        headers: {'Access-Control-Allow-Origin': '*'},
        body: JSON.stringify({
          code: 200,
          message: '成功',
          data: {websocket: `${JANUS.replace('http:', 'ws:')}/websocket`, topic: `/websocket/deviceData/${UUID}`},
        }),
      }),
    );
    await page.routeWebSocket(`${JANUS.replace('http:', 'ws:')}/websocket`, (ws) => {
      const session = janus.broker.attach({
        remote: 'screenshot',
        send: (text) => ws.send(text),
        close: () => ws.close(),
      });
      ws.onMessage((message) => session.receive(typeof message === 'string' ? message : Buffer.from(message)));
      ws.onClose(() => session.transportClosed());
    });
    // RabbitMQ: the page's WebSocket piped to the real node.
    await page.routeWebSocket(BROKER, (ws) => {
      const upstream = new WebSocket(rabbit.wsUrl, ['v12.stomp']);
      const pending: string[] = [];
      upstream.on('open', () => pending.splice(0).forEach((m) => upstream.send(m)));
      upstream.on('message', (data) => ws.send(data.toString()));
      upstream.on('close', () => ws.close());
      ws.onMessage((message) => {
        const text = typeof message === 'string' ? message : message.toString();
        if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
        else pending.push(text);
      });
      ws.onClose(() => upstream.close());
    });

    await page.goto(pathToFileURL(htmlFile).href);
    await page.getByLabel('Janus 地址').fill(JANUS);
    await page.getByLabel('注册码（token）').fill(TOKEN);
    await page.getByLabel('设备序列号（UUID）').fill(UUID);
    await page.getByRole('radio', {name: /纯 WebSocket \+ STOMP/}).check();
    await page.getByRole('button', {name: '连接', exact: true}).click();
    await page.getByText('已连接（WebSocket），已订阅').waitFor();
    await janus.waitForSubscriber(`/websocket/deviceData/${UUID}`);
    const readings = [
      {speed: 12000, temperature: 41.4, feed: 100, count: 309, status: 1},
      {speed: 12000, temperature: 41.4, feed: 100, count: 310, status: 1},
      {speed: 12000, temperature: 41.4, feed: 100, count: 311, status: 1},
      {speed: 12000, temperature: 41.5, feed: 100, count: 311, status: 1},
      {speed: 11980, temperature: 41.5, feed: 100, count: 312, status: 1},
    ];
    for (const [i, data] of readings.entries()) {
      janus.report(UUID, data, `2025-11-18 09:30:${String(11 + i).padStart(2, '0')}.${String(100 + i * 5)}`);
      await page
        .locator('#count')
        .getByText(String(i + 1), {exact: true})
        .waitFor();
    }
    await page.locator('#messages li').first().getByText('原始 JSON').click();
    await shoot(page, 'stomp-tester.png');

    await page.getByRole('button', {name: '断开'}).click();
    await page.getByRole('button', {name: '清空消息'}).click();
    await page.locator('#log').evaluate((el) => (el.textContent = ''));
    await page.getByRole('radio', {name: /任意 STOMP 代理（高级）/}).check();
    await page.getByLabel(/^端点地址/).fill(BROKER);
    await page.getByLabel(/^目的地/).fill('/topic/cnc01');
    await page.getByLabel('用户名（login）').fill(USER.name);
    await page.getByLabel('密码（passcode）').fill(USER.password);
    await page.getByLabel(/^虚拟主机（host 头）/).fill(USER.vhost);
    await page.getByRole('button', {name: '连接', exact: true}).click();
    await page.getByText('已连接（WebSocket），已订阅').waitFor();
    await rabbit.publish(USER, '/topic/cnc01', JSON.stringify({spindle: 12000, temperature: 41.5, alarm: false}), {
      'content-type': 'application/json',
    });
    await page.locator('#count').getByText('1', {exact: true}).waitFor();
    await rabbit.publish(USER, '/topic/cnc01', '急停已复位', {'content-type': 'text/plain'});
    await page.locator('#count').getByText('2', {exact: true}).waitFor();
    await shoot(page, 'stomp-tester-rabbitmq.png');
  } finally {
    await browser.close();
    await rabbit.stop();
    await janus.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
