/**
 * The downloadable Janus API console, as a reader uses it: built into its zip, unpacked, opened from disk (file://)
 * in Chromium and pointed at the stand-in Janus on 127.0.0.1 (tests/support/janus-standin). Checks a call that
 * succeeds and the failures a reader meets (a wrong 注册码，an address where nothing listens, a Janus behind a proxy
 * that drops the CORS headers, a body cut short), each with its Chinese explanation; that the page sends requests
 * only to the address typed, renders nothing a server returns as markup, writes the curl command for bash or cmd as the
 * reader chose (and remembers the choice), and is usable by keyboard and axe clean in light and dark colour schemes.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Page} from '@playwright/test';
import {strFromU8, unzipSync} from 'fflate';
import {encodeEnvString} from '../../src/utils/envString';
import {HTML_NAME, ZIP_FOLDER, buildConsoleZip} from '../../tools/api-console/build';
import {closedPortHost, startJanusStandin, type JanusStandin} from '../support/janus-standin/server';
import {axe, expect, hydrated, test} from '../support/fixtures';

const TOKEN = 'a3f1c9e07b2d4c8e9f60d1b2c3a4e5f6';
const UUID = '3F2A-9C41-7B0D-E5A8';

let workDir = '';
let consoleUrl = '';
let janus: JanusStandin;

test.beforeAll(async () => {
  const files = unzipSync(buildConsoleZip());
  expect(Object.keys(files).sort()).toEqual(
    [`${ZIP_FOLDER}/`, `${ZIP_FOLDER}/${HTML_NAME}`, `${ZIP_FOLDER}/README.txt`].sort(),
  );
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-console-'));
  const htmlFile = path.join(workDir, HTML_NAME);
  fs.writeFileSync(htmlFile, strFromU8(files[`${ZIP_FOLDER}/${HTML_NAME}`]));
  consoleUrl = pathToFileURL(htmlFile).href;
  janus = await startJanusStandin({token: TOKEN, devices: [UUID]});
});

test.afterAll(async () => {
  await janus?.close();
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

/** Opens the console and records every request the page makes. */
async function openConsole(page: Page): Promise<string[]> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto(consoleUrl);
  await expect(page.getByRole('status')).toHaveText('未发送');
  return urls;
}

/** Only the page itself and the addresses the reader typed may be contacted. */
function expectOnly(urls: string[], hosts: string[]): void {
  for (const url of urls) {
    if (url.startsWith('file:')) continue;
    expect(hosts, `unexpected request to ${url}`).toContain(new URL(url).host);
  }
}

/** Imports「我的环境」the way a reader does: pastes the string the site exported and presses「导入」. */
async function importEnv(page: Page, origin: string, token = TOKEN): Promise<void> {
  await page
    .getByLabel(/^导入「我的环境」/)
    .fill(encodeEnvString({janus: origin, token, device: UUID, appId: 'nep1a2b3c4d'}));
  await page.getByRole('button', {name: '导入', exact: true}).click();
  await expect(page.locator('#import-msg')).toHaveText(
    '已导入：Janus 地址、注册码、设备序列号（UUID）。本工具用不到 Neptune app_id，已忽略。',
  );
}

async function callDeviceQuery(page: Page): Promise<void> {
  await page.getByLabel('选择接口').selectOption({label: '获取设备信息 · GET /api/device/query'});
  await page.getByRole('button', {name: '发送请求'}).click();
}

const outcome = (page: Page) => page.locator('#outcome');

test('导入「我的环境」后调用接口：curl 预览、业务码含义与响应内容', async ({page}) => {
  const urls = await openConsole(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await importEnv(page, janus.origin);
  await expect(page.getByLabel('Janus 地址')).toHaveValue(janus.origin);
  await page.getByLabel('选择接口').selectOption({label: '获取设备信息 · GET /api/device/query'});
  await expect(page.getByLabel(/^uuid/)).toHaveValue(UUID);
  // The preview masks the 注册码 on screen; 「显示注册码」shows the command that is copied.
  const curl = page.getByLabel('curl 命令');
  await expect(curl).toHaveText(
    `curl -G "${janus.origin}/api/device/query" \\\n  --data-urlencode "token=******" \\\n  --data-urlencode "uuid=${UUID}"`,
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', {name: '复制 curl 命令'}).click();
  await expect(page.locator('#copy-msg')).toHaveText('已复制完整命令（含注册码）。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `curl -G "${janus.origin}/api/device/query" \\\n  --data-urlencode "token=${TOKEN}" \\\n  --data-urlencode "uuid=${UUID}"`,
  );
  await page.getByLabel('显示注册码').check();
  await expect(curl).toContainText(`"token=${TOKEN}"`);

  await page.getByRole('button', {name: '发送请求'}).click();
  await expect(page.getByRole('status')).toHaveText(/^已收到响应：HTTP 200，用时 \d+ ms$/);
  await expect(outcome(page)).toHaveAttribute('data-kind', 'ok');
  await expect(page.locator('#outcome-title')).toHaveText('code 200：成功');
  await expect(outcome(page)).toContainText('含义：成功。何时出现：请求已处理。');
  await expect(page.getByLabel('响应内容')).toContainText('"name": "CNC-01"');
  expect((await axe(page).analyze()).violations).toEqual([]);
  expectOnly(urls, [new URL(janus.origin).host]);
});

test('命令格式选「Windows 命令提示符」：预览与复制都按 cmd 写，刷新后仍记得，两种配色 axe 无违规', async ({page}) => {
  await openConsole(page);
  await importEnv(page, janus.origin);
  await page.getByLabel('选择接口').selectOption({label: 'Janus 下发数据到设备 · POST /api/device/pushdata'});
  await page.getByLabel(/^data/).fill('{"0100H":"A&B"}');
  const curl = page.getByLabel('curl 命令');
  const bash = `curl -X POST "${janus.origin}/api/device/pushdata" \\\n  --data-urlencode "token=******" \\\n  --data-urlencode "uuid=${UUID}" \\\n  --data-urlencode 'data={"0100H":"A&B"}'`;
  await expect(curl).toHaveText(bash);
  await expect(page.getByRole('radio', {name: /^bash（Linux、macOS）$/})).toBeChecked();

  await page.getByRole('radio', {name: 'Windows 命令提示符'}).check();
  // JSON quotes as \", the & that falls outside cmd's quotes escaped with ^, lines continued with ^.
  const cmd = (token: string) =>
    `curl -X POST "${janus.origin}/api/device/pushdata" ^\n  --data-urlencode "token=${token}" ^\n  --data-urlencode "uuid=${UUID}" ^\n  --data-urlencode "data={\\"0100H\\":\\"A^&B\\"}"`;
  await expect(curl).toHaveText(cmd('******'));
  await expect(page.locator('#curl-help')).toHaveText(
    '在 Windows 10 及以上的命令提示符中执行（用系统自带的 curl.exe）。在 PowerShell 中请先输入 cmd 回车，再粘贴命令。',
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', {name: '复制 curl 命令'}).click();
  await expect(page.locator('#copy-msg')).toHaveText('已复制完整命令（含注册码）。');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cmd(TOKEN));
  expect((await axe(page).analyze()).violations).toEqual([]);

  // The choice outlives a reload; the address, 注册码 and parameters do not (they are imported again).
  await page.reload();
  await expect(page.getByRole('status')).toHaveText('未发送');
  await expect(page.getByRole('radio', {name: 'Windows 命令提示符'})).toBeChecked();
  await expect(page.getByLabel('Janus 地址')).toHaveValue('');
  await importEnv(page, janus.origin);
  await expect(curl).toHaveText(
    `curl -X POST "${janus.origin}/api/device/create" ^\n  --data-urlencode "token=******"`,
  );
  await page.emulateMedia({colorScheme: 'dark'});
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole('radio', {name: /^bash（Linux、macOS）$/}).check();
  await expect(curl).toHaveText(
    `curl -X POST "${janus.origin}/api/device/create" \\\n  --data-urlencode "token=******"`,
  );
  await page.reload();
  await expect(page.getByRole('radio', {name: /^bash（Linux、macOS）$/})).toBeChecked();
});

test('注册码不对：显示 401 的含义与处理建议（来自 canon）', async ({page}) => {
  const urls = await openConsole(page);
  await importEnv(page, janus.origin, 'ffffffffffffffffffffffffffffffff');
  await callDeviceQuery(page);
  await expect(outcome(page)).toHaveAttribute('data-kind', 'code');
  await expect(page.locator('#outcome-title')).toHaveText('code 401：Token 错误，授权失败');
  await expect(outcome(page)).toContainText('处理建议：按 查看完整注册码 重新复制，注意首尾不要带空格。');
  // A UUID this Janus does not have: 1003 with its meaning.
  await page.getByLabel(/^uuid/).fill('3F2A-9C41-7B0D-0000');
  await page.getByLabel('注册码（token）').fill(TOKEN);
  await page.getByRole('button', {name: '发送请求'}).click();
  await expect(page.locator('#outcome-title')).toHaveText('code 1003：设备不存在');
  expectOnly(urls, [new URL(janus.origin).host]);
});

test('地址无法访问：说明连接失败与检查项', async ({page, watch}) => {
  watch.allowConsoleErrors('nothing listens at the address', /ERR_CONNECTION_REFUSED/);
  const urls = await openConsole(page);
  const nothingThere = await closedPortHost();
  await importEnv(page, `http://${nothingThere}`);
  await callDeviceQuery(page);
  await expect(page.getByRole('status')).toHaveText(/^请求失败/);
  await expect(outcome(page)).toHaveAttribute('data-kind', 'unreachable');
  await expect(page.locator('#outcome-title')).toContainText(`无法访问 http://${nothingThere}：连接失败`);
  await expect(outcome(page)).toContainText('Janus 服务是否在运行');
  expectOnly(urls, [nothingThere]);
});

test('CORS 被拒：说明 file:// 的限制，并指向 curl 命令', async ({page, watch}) => {
  watch.allowConsoleErrors(
    'the proxy drops the CORS headers on purpose, and the probe of its root gets a 404',
    /CORS policy|ERR_FAILED|status of 404/,
  );
  const proxied = await startJanusStandin({token: TOKEN, devices: [UUID], cors: false});
  try {
    const urls = await openConsole(page);
    await importEnv(page, proxied.origin);
    await callDeviceQuery(page);
    await expect(outcome(page)).toHaveAttribute('data-kind', 'cors');
    await expect(page.locator('#outcome-title')).toHaveText(
      `${proxied.origin} 有应答，但浏览器不允许本页读取响应（缺少 CORS 头）`,
    );
    await expect(outcome(page)).toContainText('本页是从本地文件（file://）打开的');
    await expect(outcome(page)).toContainText('请复制下方的 curl 命令在命令行中执行');
    expectOnly(urls, [new URL(proxied.origin).host]);
  } finally {
    await proxied.close();
  }
});

test('响应被截断：说明不是合法的 JSON，并原样显示内容', async ({page}) => {
  const cut = await startJanusStandin({token: TOKEN, devices: [UUID], truncate: true});
  try {
    await openConsole(page);
    await importEnv(page, cut.origin);
    await callDeviceQuery(page);
    await expect(outcome(page)).toHaveAttribute('data-kind', 'malformed');
    await expect(page.locator('#outcome-title')).toHaveText('响应不是合法的 JSON');
    await expect(outcome(page)).toContainText('该地址上的服务不是 Janus HTTP API，或 Janus 前面的代理改写了响应');
    await expect(page.getByLabel('响应内容')).toContainText('{"code":200,"message":"成功"');
  } finally {
    await cut.close();
  }
});

test('服务器返回的内容只当文字显示，不当 HTML', async ({page}) => {
  const markup = '<img src=x onerror="document.title=\'pwned\'"><b>粗体</b>';
  const hostile = http.createServer((_req, res) => {
    res.writeHead(200, {'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*'});
    res.end(JSON.stringify({code: 1002, message: markup, data: {note: markup}}));
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  try {
    await openConsole(page);
    await importEnv(page, `http://${host}`);
    await callDeviceQuery(page);
    await expect(page.locator('#outcome-title')).toHaveText(`code 1002：${markup}`);
    await expect(page.locator('main img, main b')).toHaveCount(0);
    expect(await page.title()).toBe('Janus API 控制台');
  } finally {
    hostile.closeAllConnections();
    await new Promise<void>((resolve) => hostile.close(() => resolve()));
  }
});

test('导入字符串有误时给出中文说明，地址写错时不发请求', async ({page}) => {
  const urls = await openConsole(page);
  await page.getByLabel(/^导入「我的环境」/).fill(TOKEN);
  await page.getByRole('button', {name: '导入', exact: true}).click();
  await expect(page.locator('#import-msg')).toHaveText(
    /^导入失败：这不是「我的环境」导出的字符串：它应以 myenv\. 开头/,
  );
  await page.getByLabel(/^导入「我的环境」/).fill(encodeEnvString({device: UUID}).slice(0, -3));
  await page.getByRole('button', {name: '导入', exact: true}).click();
  await expect(page.locator('#import-msg')).toHaveText(/^导入失败：字符串已损坏/);

  await page.getByLabel('Janus 地址').fill('http://192.168.1.20:80:80');
  await page.getByRole('button', {name: '发送请求'}).click();
  await expect(outcome(page)).toHaveAttribute('data-kind', 'input');
  await expect(page.locator('#outcome-title')).toHaveText('Janus 地址格式不正确：http://192.168.1.20:80:80');
  await expect(page.getByLabel('Janus 地址')).toBeFocused();
  expectOnly(urls, []);
});

test('深色配色：只用键盘完成一次调用，axe 无违规', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await openConsole(page);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(20, 25, 31)');
  await page.getByLabel('Janus 地址').focus();
  await page.keyboard.type(janus.origin);
  await page.keyboard.press('Tab');
  await page.keyboard.type(TOKEN);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(UUID);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('选择接口')).toBeFocused();
  // From 创建设备 down the 设备 group to 获取设备信息，as a reader does with the arrow keys.
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await expect(page.locator('#op-line')).toHaveText('GET /api/device/query');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^uuid/)).toBeFocused();
  await expect(page.getByLabel(/^uuid/)).toHaveValue(UUID);
  await page.keyboard.press('Enter');
  await expect(page.locator('#outcome-title')).toHaveText('code 200：成功');
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test('文件上传：选择文件后以 multipart 发送，curl 预览带 -F', async ({page}) => {
  const urls = await openConsole(page);
  await importEnv(page, janus.origin);
  await page.getByLabel('选择接口').selectOption({label: '文件上传 · POST /api/file/upload'});
  const program = 'O1001\nG0 X0 Y0\nM30\n';
  await page
    .getByLabel(/^file/)
    .setInputFiles({name: 'O1001.nc', mimeType: 'text/plain', buffer: Buffer.from(program)});
  await page.getByLabel(/^tags/).fill('CNC-01,加工程序');
  await expect(page.getByLabel('curl 命令')).toHaveText(
    `curl -X POST "${janus.origin}/api/file/upload" \\\n  --form-string "token=******" \\\n  -F "file=@O1001.nc" \\\n  --form-string "tags=CNC-01,加工程序"`,
  );
  await page.getByRole('button', {name: '发送请求'}).click();
  await expect(page.locator('#outcome-title')).toHaveText('code 200：成功');
  const md5 = createHash('md5').update(program).digest('hex');
  await expect(page.getByLabel('响应内容')).toContainText(`"md5": "${md5}"`);
  expectOnly(urls, [new URL(janus.origin).host]);
});

test('API 页面提供下载：两处链接指向站点上的 zip，内容与本次构建的一致', async ({page}) => {
  const built = Buffer.from(buildConsoleZip());
  for (const route of ['/docs/janus/api/introduction', '/docs/janus/api/device/websocket-stomp-tester']) {
    await page.goto(route);
    await hydrated(page);
    const link = page.getByRole('link', {name: /^(下载 )?Janus API 控制台 1\.0\.0（janus-api-console\.zip）$/});
    await expect(link).toHaveAttribute('href', '/downloads/janus-api-console.zip');
  }
  const response = await page.request.get('/downloads/janus-api-console.zip');
  expect(response.status()).toBe(200);
  expect(Buffer.compare(await response.body(), built), 'the served zip is the one this tree builds').toBe(0);
});
