/**
 * The Modbus tools (src/modbus/) as readers meet them on the three pages that work Modbus examples by hand: opened
 * with the mouse or the keyboard, fed their own values and bad ones, read by a screen reader (labels, the status live
 * region), checked by axe in light and dark mode, and the page without JavaScript. What the tools cost is checked as
 * bytes a page loads: nothing on a page without tools, the closed tools only until one is opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page, Response} from '@playwright/test';
import {test, expect, hydrated, axe} from '../support/fixtures';
import type {OfflineIndex} from '../../src/offline/families';

const JANUS = '/docs/janus/user/command-debugging';
const AUTOMATION = '/docs/automation/common_functions/modbus_tcp';
const TRITON = '/docs/triton/developer/go/dataexchange-via-modbus-device-implementation';

/** A closed tool by its title, opened with a click as a reader does; resolves when the tool is there. */
async function open(page: Page, title: string): Promise<Locator> {
  const tool = page.locator('details[data-modbus-tool]').filter({has: page.locator('summary', {hasText: title})});
  await expect(tool).toHaveCount(1);
  await tool.locator('summary').click();
  await expect(tool.locator('.mbt-inner')).toBeVisible();
  return tool;
}

/** The tool's status line as a screen reader hears it (the live region), once typing has paused. */
const announced = (tool: Locator) => tool.getByRole('status');

/** The scripts a page ran, with the first bytes of each, to tell which ones carry the tools. */
function scripts(page: Page): Array<{url: string; body: Promise<string>}> {
  const seen: Array<{url: string; body: Promise<string>}> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.push({url: new URL(response.url()).pathname, body: response.text().catch(() => '')});
  });
  return seen;
}

async function carrying(seen: Array<{url: string; body: Promise<string>}>, marker: string): Promise<string[]> {
  const hits: string[] = [];
  for (const s of seen) if ((await s.body).includes(marker)) hits.push(s.url);
  return hits;
}

test('a page without tools loads none of their code; a page with tools loads them when one comes into view', async ({
  page,
}) => {
  let seen = scripts(page);
  await page.goto('/docs/janus/user/connection');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await carrying(seen, 'data-modbus-tool'), 'the closed tool on a page without tools').toEqual([]);
  expect(await carrying(seen, 'mbt-inner'), 'the tools on a page without tools').toEqual([]);

  seen = scripts(page);
  await page.goto(JANUS);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const tools = page.locator('details[data-modbus-tool]');
  await expect(tools).toHaveCount(4);
  await expect(page.locator('details[data-modbus-tool][open]')).toHaveCount(0);
  // No tool is near the first screen (the observer looks 200 px ahead), so none of their code is loaded yet.
  const top = await tools.first().evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(top).toBeGreaterThan(200);
  expect(await carrying(seen, 'mbt-inner'), 'the tools before one is near').toEqual([]);

  // Scrolling a tool into view loads the tools' code, in one chunk, before the reader opens one.
  await tools.first().scrollIntoViewIfNeeded();
  await expect.poll(() => carrying(seen, 'mbt-inner')).toHaveLength(1);
  const chunks = await carrying(seen, 'mbt-inner');
  const before = seen.length;
  await open(page, '寄存器与数值互算');
  await open(page, '地址换算');
  expect(
    seen.slice(before).map((s) => s.url),
    'scripts loaded by opening tools',
  ).toEqual([]);

  // Offline: a family saved for offline reading holds the tools' chunk (src/offline/plugin.ts lists lazy scripts).
  const index = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'build', 'offline-index.json'), 'utf8'),
  ) as OfflineIndex;
  for (const family of ['janus', 'automation', 'triton']) {
    expect(index.families.find((f) => f.id === family)?.files, family).toContain(chunks[0]);
  }
});

test('Janus debugging panel: the frame tool explains the page’s RTU frames and says what is wrong with a reader’s', async ({
  page,
}) => {
  await page.goto(JANUS);
  await hydrated(page);
  const tool = await open(page, '报文解析与构建');

  // The page's own example, byte by byte: the request, then the response with the addresses and names of CNC-01.
  const tables = tool.locator('table');
  await expect(tables).toHaveCount(2);
  await expect(tables.nth(0).locator('caption')).toHaveText('第 1 行（发）：Modbus RTU 请求，从站 1，03 读保持寄存器');
  await expect(tables.nth(0)).toContainText('85 C9CRC0xC985（低字节在前）：校验正确');
  await expect(tables.nth(1).getByRole('row', {name: /寄存器 1（3_1）/})).toContainText(
    '415；temperature 主轴温度：415 × 0.1 = 41.5°C',
  );
  await expect(announced(tool)).toHaveText(/第 1 行（发）：Modbus RTU 请求.*没有错误。 第 2 行（收）：.*没有错误。/);

  const frames = tool.getByLabel('报文（十六进制，每行一帧，行首可写「发」「收」）');
  // A damaged CRC: the tool says which bytes it should have been.
  await frames.fill('收 01 03 0A 2E E0 01 9F 00 64 05 FC 03 E9 53 63');
  await expect(tool.getByRole('listitem').first()).toHaveText(
    'CRC 校验错误：帧尾是 53 63，按前面的字节算应为 53 62。常见原因是串口参数不一致或线路干扰。',
  );
  await expect(announced(tool)).toContainText('CRC 校验错误');
  // An odd number of hex digits.
  await frames.fill('01 03 00 00 00 05 85 C');
  await expect(frames).toHaveAttribute('aria-invalid', 'true');
  await expect(frames).toHaveAccessibleDescription(
    '「C」有 1 位十六进制数字，不是偶数：每个字节写两位，例如 01 而不是 1。',
  );
  // A byte count the data does not match.
  await frames.fill('收 01 03 0A 2E E0 01 9F 00 64 05 FC 39 EE');
  await expect(tool.getByRole('listitem').first()).toHaveText('字节数为 10，但后面有 8 个数据字节。');
  // A function code the tool does not decode.
  await frames.fill('01 07 00 22 30');
  await expect(tool.getByRole('listitem').first()).toContainText('功能码 07 不在本工具解析的范围内');
  // A request read as a response: the tool says the other reading fits.
  await frames.fill('收 01 03 00 00 00 05 85 C9');
  await expect(tool.getByRole('listitem').last()).toContainText('按 Modbus RTU 请求解析，这些字节没有错误');
  // An exception response, explained.
  await frames.fill('收 01 83 02 C0 F1');
  await expect(tool.locator('table')).toContainText('0x83：最高位为 1，是 03（读保持寄存器）的异常响应');
  await expect(tool.locator('table')).toContainText('02：非法数据地址');
});

test('Janus debugging panel: CRC, address and value tools redo the page’s examples with the reader’s values', async ({
  page,
}) => {
  await page.goto(JANUS);
  await hydrated(page);

  const crc = await open(page, '校验计算');
  await expect(announced(crc)).toHaveText('6 个字节的 CRC-16 是 0xC985，在帧尾写作 85 C9；LRC 是 0xF7。');
  const bytes = crc.getByLabel('字节（十六进制，从站号起，空格可有可无）');
  await bytes.fill('01 06 01 00 00 01');
  await expect(crc.locator('dl')).toContainText('RTU 帧尾（低字节在前）49 F6');
  await bytes.fill('01 06 01 00 00 01 49 F6');
  await expect(announced(crc)).toHaveText('最后两个字节 49 F6 正是前面 6 个字节的 CRC：这一帧 RTU 报文校验正确。');
  // A received frame whose CRC is damaged, checked on the reader's word.
  await crc.getByRole('checkbox', {name: '最后两个字节是收到的 CRC：校验它'}).check();
  await bytes.fill('01 06 01 00 00 01 49 F7');
  await expect(announced(crc)).toHaveText('收到的 CRC 是 49 F7，前面 6 个字节的 CRC 应为 49 F6：校验错误。');

  const address = await open(page, '地址换算');
  await expect(address.locator('dl')).toContainText('Janus 原始键3_256（可读可下发）');
  await expect(address.locator('dl')).toContainText('0100H 程序启停');
  await address.getByLabel('输入的写法').selectOption({label: 'Janus 原始键（如 3_256）'});
  await expect(address.getByLabel('地址', {exact: true})).toHaveValue('3_256');
  await address.getByLabel('地址', {exact: true}).fill('4_0');
  await expect(announced(address)).toHaveText('输入寄存器，协议地址 0：传统编号 30001，Janus 原始键 4_0。');
  await expect(address.locator('dl')).toContainText('只读：Janus 不能向区 2、区 4 下发');
  // A reference that does not exist, tied to its field for a screen reader.
  await address.getByLabel('输入的写法').selectOption({label: '传统编号（5 位，如 40001）'});
  const field = address.getByLabel('地址', {exact: true});
  await field.fill('40000');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('40000 不存在：编号从 1 数起，这个区域的第一个是 40001。');
  await expect(announced(address)).toHaveText('40000 不存在：编号从 1 数起，这个区域的第一个是 40001。');

  const value = await open(page, '寄存器与数值互算');
  await expect(value.locator('dl')).toContainText('数值41.5°C');
  await value.getByLabel('寄存器的值（按地址顺序，十进制或 0x 十六进制）').fill('0xFE6F');
  await expect(announced(value)).toHaveText('寄存器 65135 按 int16 读，是 -40.1°C。');
});

test('Automation Modbus TCP: value, address and frame tools on the controller’s map', async ({page}) => {
  await page.goto(AUTOMATION);
  await hydrated(page);

  const value = await open(page, '寄存器与数值互算');
  await expect(announced(value)).toHaveText('寄存器 1 4464 按 int32、ABCD 读，是 70000。');
  // The axis position of the page's test input: a float, high word first; the wrong order gives nonsense.
  await value
    .getByLabel('按 Automation 控制器的数据设置类型和系数（可选）')
    .selectOption({label: '轴 1 规划位置（mm）：输入寄存器 100–101，float32'});
  await value.getByLabel('寄存器的值（按地址顺序，十进制或 0x 十六进制）').fill('17174 0');
  await expect(announced(value)).toHaveText('寄存器 17174 0 按 float32、ABCD 读，是 150。');
  await expect(value.getByRole('row', {name: 'CDAB'})).not.toContainText('150');
  // The other way: a value to registers, with the scale and rounding.
  await value.getByRole('radio', {name: '由数值求寄存器'}).check();
  await value.getByLabel('数值（上报值）').fill('30');
  await expect(announced(value)).toHaveText('30 按 float32、ABCD 写，寄存器是 16880 0（0x41F0 0x0000）。');
  await value.getByLabel('数值（上报值）').fill('3e40');
  await expect(value.getByLabel('数值（上报值）')).toHaveAttribute('aria-invalid', 'true');

  const address = await open(page, '地址换算');
  await expect(announced(address)).toHaveText('保持寄存器，协议地址 100：传统编号 40101，Janus 原始键 3_100。');
  await expect(address.locator('dl')).toContainText('good_count（DP-01，整数）（占 2 个寄存器，这是第 1 个）');

  const frame = await open(page, '报文解析与构建');
  await expect(frame.locator('[data-frame]')).toHaveText('00 01 00 00 00 0B 01 10 00 6A 00 02 04 00 00 01 F4');
  await expect(frame.locator('table')).toContainText(
    'batch_size（DP-01，整数）：与下一个寄存器合起来按 int32、ABCD 读，是 500',
  );
  await frame.getByLabel('寄存器的值（十进制或 0x 十六进制，空格分隔）').fill('0 1000');
  await expect(frame.locator('[data-frame]')).toHaveText('00 01 00 00 00 0B 01 10 00 6A 00 02 04 00 00 03 E8');
  await frame.getByLabel('寄存器的值（十进制或 0x 十六进制，空格分隔）').fill('70000');
  await expect(frame.getByLabel('寄存器的值（十进制或 0x 十六进制，空格分隔）')).toHaveAccessibleDescription(
    '第 1 个值 70000 超出寄存器的范围 0–65535。',
  );
  await expect(frame.locator('[data-frame]')).toHaveCount(0);
});

test('Triton example slave: the tools name the registers of its own map', async ({page}) => {
  await page.goto(TRITON);
  await hydrated(page);
  const address = await open(page, '地址换算');
  await expect(address.locator('dl')).toContainText('0100H 程序启停，读写');
  await address.getByLabel('地址', {exact: true}).fill('40006');
  await expect(address.locator('dl')).toContainText('feed 进给倍率，读写');
  const frame = await open(page, '报文解析与构建');
  await expect(frame.locator('[data-frame]')).toHaveText('00 01 00 00 00 06 01 03 00 00 00 06');
  await frame.getByRole('radio', {name: 'Modbus RTU'}).check();
  await expect(frame.locator('[data-frame]')).toHaveText('01 03 00 00 00 06 C5 C8');
  const crc = await open(page, '校验计算');
  await expect(crc.locator('dl')).toContainText('加上 CRC 的 RTU 报文01 03 00 00 00 06 C5 C8');
});

test('keyboard and screen reader: the summary opens with Enter, fields have labels, results are announced', async ({
  page,
}) => {
  await page.goto(JANUS);
  await hydrated(page);
  const tool = page.locator('details[data-modbus-tool="checksum"]');
  await tool.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(tool).toHaveAttribute('open', '');
  await expect(tool.locator('.mbt-inner')).toBeVisible();
  await page.keyboard.press('Tab');
  const input = tool.getByRole('textbox', {name: '字节（十六进制，从站号起，空格可有可无）'});
  await expect(input).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('11 03 00 6B 00 03');
  // The specification's example request (slave 0x11, 3 registers from 0x6B) ends in 76 87 as an RTU frame.
  await expect(announced(tool)).toHaveText('6 个字节的 CRC-16 是 0x8776，在帧尾写作 76 87；LRC 是 0x7E。');
  await page.keyboard.press('Enter');
  await expect(tool).toHaveAttribute('open', '');
});

test('what a reader types is never HTML and never leaves the page', async ({page}) => {
  await page.goto(JANUS);
  await hydrated(page);
  for (const title of ['报文解析与构建', '校验计算', '地址换算', '寄存器与数值互算']) await open(page, title);
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const hostile = '<img src=x onerror="document.title=1">';
  for (const field of await page.locator('details[data-modbus-tool] :is(input[type="text"], textarea)').all()) {
    await field.fill(hostile);
  }
  await expect(page.locator('details[data-modbus-tool]').getByText(hostile, {exact: false}).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await expect(page.locator('details[data-modbus-tool] [aria-invalid="true"]')).toHaveCount(5);
  expect(requests, 'requests while typing').toEqual([]);
});

test('axe (WCAG 2.2 AA) on the open tools, with results and an error, in light and dark mode', async ({page}) => {
  for (const route of [JANUS, AUTOMATION, TRITON]) {
    await page.goto(route);
    await hydrated(page);
    for (const summary of await page.locator('details[data-modbus-tool] > summary').all()) {
      await summary.click();
    }
    await expect(page.locator('details[data-modbus-tool] .mbt-inner')).toHaveCount(
      await page.locator('details[data-modbus-tool]').count(),
    );
    // One field with an error, so its colours are judged too.
    await page.locator('details[data-modbus-tool="address"]').getByLabel('地址', {exact: true}).fill('49999x');
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const result = await axe(page).include('details[data-modbus-tool]').analyze();
      const found = result.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(found, `${route} ${mode}`).toEqual([]);
    }
  }
});

test('the tools move nothing the reader did not ask to move, loading or opening', async ({page}) => {
  await page.addInitScript(() => {
    const shifts: Array<{value: number; input: boolean; tool: boolean}> = [];
    (window as unknown as {shifts: typeof shifts}).shifts = shifts;
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Array<{node: Node | null}>};
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        const tool = e.sources.some((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return Boolean(el?.closest('details[data-modbus-tool]'));
        });
        shifts.push({value: e.value, input: e.hadRecentInput, tool});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  const shifts = () =>
    page.evaluate(() => (window as unknown as {shifts: Array<{value: number; input: boolean; tool: boolean}>}).shifts);
  await page.goto(JANUS);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Loading and hydrating the page moves no closed tool.
  expect((await shifts()).filter((s) => s.tool)).toEqual([]);
  const before = (await shifts()).length;
  // Opening a tool and typing into it (keys, as a reader types: fill() sends no key events, and the browser counts
  // only those as input): whatever moves, moves right after the reader's input.
  const tool = await open(page, '报文解析与构建');
  const frames = tool.getByLabel('报文（十六进制，每行一帧，行首可写「发」「收」）');
  await frames.press('ControlOrMeta+A');
  await frames.pressSequentially('01 03 00 00 00 05 85 C9');
  await expect(tool.locator('table')).toHaveCount(1);
  const after = (await shifts()).slice(before);
  expect(
    after.filter((s) => !s.input),
    'layout shifts without input',
  ).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the worked example stays, and an opened tool says it needs JavaScript', async ({page, request}) => {
    await page.goto(JANUS);
    await expect(page.getByText('发  01 03 00 00 00 05 85 C9')).toBeVisible();
    const tool = page.locator('details[data-modbus-tool="frame"]');
    await tool.locator('summary').click();
    await expect(tool).toHaveAttribute('open', '');
    // Chromium with scripts turned off by the test still parses <noscript> as if they ran (as resilience.spec.ts
    // notes), so the message is read from the page the server sends: a browser with JavaScript off shows it.
    const html = await (await request.get(JANUS)).text();
    const tools = [...html.matchAll(/<details[^>]*data-modbus-tool=[^>]*>([\s\S]*?)<\/details>/g)];
    expect(tools).toHaveLength(4);
    for (const [, inner] of tools) {
      expect(inner).toMatch(/<noscript><p[^>]*>这个工具需要 JavaScript，当前浏览器没有运行它。[^<]*<\/p><\/noscript>/);
    }
  });
});
