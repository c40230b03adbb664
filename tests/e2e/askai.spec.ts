/**
 * Ask AI as a reader meets it, against the stand-in model (tests/support/askai-model.ts) behind the production nginx
 * configuration (playwright.askai.config.ts): the 「询问 AI」 entry above the keyword results, the screens, cited
 * answers whose citations land on their sections, follow-ups, stop, copy, feedback to the operator's log, every
 * failure, hostile model output, axe in both colour modes, and no request leaving the machine.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, hydrated, axe} from '../support/fixtures';
import {askAiFeedbackLog} from '../support/askai-server';
import {promptSources, type ChatRequestBody} from '../support/askai-model';
import {ASK_AI_PORT} from '../../playwright.askai.config';

// The service worker's fetches are not the page's requests: blocked, so every request is seen.
test.use({serviceWorkers: 'block'});

const START = '/docs/janus/user/data-definition';
/** The「询问 AI」entry: DocSearch's Ask AI item, an option of the search box's list; and the keyword results. */
const entry = (page: Page) => page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)');
const keywordHits = (page: Page) => page.locator('.DocSearch-Hit:has(a)');
const searchBox = (page: Page) => page.locator('.DocSearch-Input');
const screen = (page: Page) => page.locator('section.ask-ai');
const turns = (page: Page) => page.locator('.ask-ai-turn');
const status = (page: Page) => turns(page).last().locator('.ask-ai-status');
const answer = (page: Page) => turns(page).last().locator('.ask-ai-answer');

/** What the stand-in model received for a question (tests run in parallel: each asks its own). */
async function requestsFor(question: string): Promise<ChatRequestBody[]> {
  const response = await fetch(`http://127.0.0.1:${ASK_AI_PORT + 1}/__requests`);
  const all = (await response.json()) as ChatRequestBody[];
  return all.filter((r) => r.messages.at(-1)?.content === question);
}

/** Holds the stand-in's answer to a question at each phase until `release` (tests/support/askai-model.ts). */
const standIn = (what: 'hold' | 'release', question: string) =>
  fetch(`http://127.0.0.1:${ASK_AI_PORT + 1}/__${what}`, {method: 'POST', body: question}).then((r) => {
    if (!r.ok) throw new Error(`stand-in ${what} answered ${r.status}`);
  });

const standInFinished = () =>
  fetch(`http://127.0.0.1:${ASK_AI_PORT + 1}/__finished`).then((r) => r.json() as Promise<string[]>);

/** The page, the modal open with the question typed, every status the AI screen shows recorded in order. */
async function typeQuestion(page: Page, question: string): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {askAiPhases: string[]}).askAiPhases = seen;
    new MutationObserver(() => {
      for (const e of Array.from(document.querySelectorAll('.ask-ai-status'))) {
        const text = e.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, {subtree: true, childList: true, characterData: true});
  });
  await page.goto(START);
  await hydrated(page);
  await expect(async () => {
    if (!(await page.locator('.DocSearch-Modal').isVisible())) await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible({timeout: 2000});
  }).toPass({timeout: 15_000});
  await searchBox(page).fill(question);
}

async function ask(page: Page, question: string): Promise<void> {
  await typeQuestion(page, question);
  await entry(page).click();
  await expect(screen(page)).toBeVisible();
}

test('a question is answered from the docs: streamed, cited, its sources listed, each citation opens its section', async ({
  page,
  watch,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => void (r.url().endsWith('.js') && scripts.push(r.url())));
  const question = 'Janus 怎样定义 Modbus TCP 采集点';
  await typeQuestion(page, question);
  // The entry names the question, above the keyword results, which keep working.
  await expect(entry(page)).toHaveText(`询问 AI：${question}`);
  await expect(keywordHits(page).first()).toBeVisible();
  const entryBox = (await entry(page).boundingBox())!;
  const hitBox = (await keywordHits(page).first().boundingBox())!;
  expect(entryBox.y).toBeLessThan(hitBox.y);

  const loadedBefore = scripts.length;
  // Each phase is held until the reader has seen it: the model's first token waits for the 'thinking' status, the
  // rest of the stream for the streaming one (a fast stream would otherwise finish within one render).
  await standIn('hold', question);
  await entry(page).click();
  await expect(status(page)).toHaveText(/^已找到 \d+ 个相关章节，正在生成回答…$/);
  await standIn('release', question);
  await expect(status(page)).toHaveText('正在回答…');
  await expect(answer(page)).toContainText('根据');
  await standIn('release', question);
  await expect(status(page)).toHaveText('回答完毕。');
  // The AI screen is a chunk of its own, loaded when the reader chooses the entry.
  const holdsScreen = async (url: string) => (await (await fetch(url)).text()).includes('ask-ai-disclaimer');
  const screenChunks = await Promise.all(scripts.map(holdsScreen));
  expect(screenChunks.slice(0, loadedBefore)).not.toContain(true);
  expect(screenChunks.slice(loadedBefore)).toContain(true);
  await expect(keywordHits(page).first()).toBeHidden();
  await expect(page.locator('.ask-ai-disclaimer')).toHaveText('答案由 AI 生成，可能有误，请核实。');
  const phases = await page.evaluate(() => (window as unknown as {askAiPhases: string[]}).askAiPhases);
  const order = ['正在搜索：', '正在生成回答', '正在回答', '回答完毕'].map((p) =>
    phases.findIndex((s) => s.includes(p)),
  );
  expect(
    order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)),
    `phases in order: ${phases.join(' | ')}`,
  ).toBe(true);
  expect(phases.find((s) => s.startsWith('正在搜索：'))).toBe(`正在搜索：${question}`);

  // The prompt held the sections retrieval ranked, numbered, and the answer links [n] to the n-th of them.
  const [request] = await requestsFor(question);
  expect(request?.model).toBe('standin');
  expect(request?.stream).toBe(true);
  const sources = promptSources(request!);
  expect(sources.length).toBeGreaterThan(0);
  const listed = page.locator('.ask-ai-sources a');
  await expect(listed).toHaveCount(sources.length);
  for (const [i, {title}] of sources.entries()) await expect(listed.nth(i)).toHaveText(title.split(' > ').join(' › '));
  const citation = answer(page).locator('.ask-ai-cite a').first();
  await expect(citation).toHaveText('[1]');
  const href = (await citation.getAttribute('href'))!;
  expect(href).toBe(await listed.first().getAttribute('href'));
  expect(href).toMatch(/^\/docs\//);

  // The citation opens its page at its section, and the modal closes.
  await citation.click();
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  const [pathname, anchor] = href.split('#');
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  expect(watch.external, 'requests leaving the machine').toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test('a follow-up carries the conversation, 「新对话」 clears it; nothing relevant is not sent; a long question is refused', async ({
  page,
  watch,
}) => {
  const first = 'Janus 网关的数据定义是什么';
  await ask(page, first);
  await expect(status(page)).toHaveText('回答完毕。');
  const firstAnswer = await answer(page).innerText();
  const box = page.locator('#ask-ai-followup');
  await expect(box).toHaveAccessibleName('继续提问');
  await expect(box).toBeFocused();
  const followUp = '第二步呢';
  await box.fill(followUp);
  await box.press('Enter');
  await expect(turns(page)).toHaveCount(2);
  await expect(status(page)).toHaveText('回答完毕。');
  const [second] = await requestsFor(followUp);
  const roles = second!.messages.map((m) => m.role);
  expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
  expect(second!.messages[1]!.content).toBe(first);
  // The answer as streamed (Markdown) went back, the same text the reader saw.
  const bare = (text: string) => text.replace(/[-*\s]/g, '');
  expect(bare(second!.messages[2]!.content)).toBe(bare(firstAnswer));
  // A short follow-up is searched together with the question before it.
  const phases = await page.evaluate(() => (window as unknown as {askAiPhases: string[]}).askAiPhases);
  expect(phases).toContain(`正在搜索：${first} ${followUp}`);

  await page.getByRole('button', {name: '新对话'}).click();
  await expect(turns(page)).toHaveCount(0);
  const fresh = 'Janus 数据定义怎么导入';
  await box.fill(fresh);
  await box.press('Enter');
  await expect(status(page)).toHaveText('回答完毕。');
  expect((await requestsFor(fresh))[0]!.messages.map((m) => m.role)).toEqual(['system', 'user']);

  // Nothing in the docs: said so, the keyword results offered, the model never asked.
  const nonsense = 'zqxjvw kkqpzz';
  await box.fill(nonsense);
  await box.press('Enter');
  await expect(status(page)).toContainText(`文档中没有找到与「${nonsense}」相关的内容`);
  expect(await requestsFor(nonsense)).toEqual([]);
  await turns(page).last().getByRole('button', {name: '查看关键词搜索结果'}).click();
  await expect(screen(page)).toBeHidden();
  // Back to the search box holding that question, its keyword results (none) and the entry offered again.
  await expect(searchBox(page)).toHaveValue(nonsense);
  await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
  await expect(entry(page)).toHaveText(`文档中没有找到？询问 AI：${nonsense}`);
  // Choosing the entry for a new question in the search box asks it in the same conversation.
  const again = 'Janus 数据定义的用途';
  await searchBox(page).fill(again);
  await expect(entry(page)).toHaveText(`询问 AI：${again}`);
  await entry(page).click();
  await expect(turns(page)).toHaveCount(3);
  await expect(turns(page).last().locator('.ask-ai-question')).toHaveText(again);
  await expect(status(page)).toHaveText('回答完毕。');

  // Over the cap: refused with a message, not sent.
  const long = `Janus ${'数据'.repeat(260)}`;
  await box.fill(long);
  await box.press('Enter');
  await expect(status(page)).toHaveText(`问题太长（${long.length} 字），请缩短到 500 字以内。`);
  await expect(status(page)).toHaveAttribute('role', 'alert');
  expect(await requestsFor(long)).toEqual([]);
  expect(watch.external).toEqual([]);
});

test('keyboard: the entry is an option the arrow keys reach and Enter chooses; stop keeps the partial answer; copy; like reaches the operator', async ({
  page,
  context,
  watch,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Held answers are per question: each test that holds one asks its own.
  const question = 'Janus 数据定义的数据类型';
  await standIn('hold', question);
  await typeQuestion(page, question);
  await expect(keywordHits(page).first()).toBeVisible();
  // The entry is the first option of the search box's list (a screen reader reads its name) and, as in DocSearch's
  // own Ask AI, the active one; the arrow keys move between it and the keyword results.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveAccessibleName(`询问 AI： ${question}`);
  await expect(searchBox(page)).toBeFocused();
  const entryId = (await entry(page).getAttribute('id'))!;
  const firstHitId = (await keywordHits(page).first().getAttribute('id'))!;
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', entryId);
  await expect(entry(page)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', firstHitId);
  await page.keyboard.press('ArrowUp');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', entryId);
  await page.keyboard.press('Enter');
  await expect(screen(page)).toBeVisible();
  await standIn('release', question);
  await expect(status(page)).toHaveText('正在回答…');
  await expect(answer(page)).toContainText('根据文档');
  await turns(page).last().getByRole('button', {name: '停止'}).click();
  await expect(status(page)).toHaveText('已停止回答。');
  const partial = await answer(page).innerText();
  expect(partial.length).toBeGreaterThan(0);
  // The model may go on: nothing more reaches the screen once the reader stopped it.
  await standIn('release', question);
  await expect.poll(standInFinished).toContain(question);
  expect(await answer(page).innerText()).toBe(partial);
  await expect(turns(page).last().locator('.ask-ai-question')).toHaveText(question);
  await expect(turns(page).last().getByRole('button', {name: '重试'})).toBeVisible();

  await turns(page).last().getByRole('button', {name: '复制回答'}).click();
  await expect(turns(page).last().getByRole('button', {name: '已复制'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('根据文档');

  await turns(page).last().getByRole('button', {name: '有帮助', exact: true}).click();
  await expect(turns(page).last().locator('.ask-ai-feedback')).toHaveText('感谢反馈。');
  const log = fs.readFileSync(askAiFeedbackLog(ASK_AI_PORT), 'utf8').trim().split('\n');
  const records = log.map((l) => JSON.parse(JSON.parse(l).feedback as string) as Record<string, unknown>);
  const mine = records.find((r) => r.question === question);
  expect(mine?.rating).toBe('like');
  expect(mine?.answer).toContain('根据文档');
  expect((mine?.sources as string[]).length).toBeGreaterThan(0);
  expect(watch.external).toEqual([]);
});

test('keyboard: Enter on a keyword result still opens it', async ({page, watch}) => {
  await typeQuestion(page, 'Janus 数据定义');
  await expect(keywordHits(page).first()).toBeVisible();
  const href = (await keywordHits(page).first().locator('a').getAttribute('href'))!;
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  await expect(screen(page)).toHaveCount(0);
  expect(watch.external).toEqual([]);
});

const FAILURES = [
  {marker: '#500', message: 'AI 服务出错（HTTP 500），请稍后重试。', partial: false},
  {marker: '#bad', message: 'AI 服务返回了无法识别的数据，回答已中断。', partial: true},
  {marker: '#cut', message: '连接中断，回答不完整。', partial: true},
  {marker: '#error', message: '模型生成回答时出错，请稍后重试。', partial: true},
];

test('each failure says what happened in Chinese, keeps the question and the partial answer, and offers retry', async ({
  page,
  context,
  watch,
}) => {
  watch.allowConsoleErrors(
    'the stand-in model fails on purpose: HTTP 500 and a dropped connection',
    /^Failed to load resource: (the server responded with a status of 500|net::ERR_INCOMPLETE_CHUNKED_ENCODING)/,
  );
  await page.clock.install();
  await ask(page, `Janus 数据定义 ${FAILURES[0]!.marker}`);
  const box = page.locator('#ask-ai-followup');
  for (const [i, {marker, message, partial}] of FAILURES.entries()) {
    const question = `Janus 数据定义 ${marker}`;
    // The connection is dropped only once the reader has seen the first words.
    const held = marker === '#cut';
    if (held) await standIn('hold', question);
    if (i > 0) {
      await box.fill(question);
      await box.press('Enter');
    }
    if (held) {
      await standIn('release', question);
      await expect(answer(page), marker).toContainText('根据文档');
      await standIn('release', question);
    }
    await expect(status(page), marker).toHaveText(message);
    await expect(status(page)).toHaveAttribute('role', 'alert');
    await expect(turns(page).last().locator('.ask-ai-question')).toHaveText(question);
    if (partial) await expect(answer(page), marker).toContainText('根据文档');
    await expect(turns(page).last().getByRole('button', {name: '重试'})).toBeVisible();
    await expect(turns(page).last().getByRole('button', {name: '查看关键词搜索结果'})).toBeVisible();
  }

  // A stream that stalls is given up after 20 s without a token (the page's clock is moved on).
  await box.fill('Janus 数据定义 #stall');
  await box.press('Enter');
  await expect(answer(page)).toContainText('根据文档');
  await page.clock.fastForward(21_000);
  await expect(status(page)).toHaveText('AI 服务 20 秒没有响应，已停止等待。');
  await expect(answer(page)).toContainText('根据文档');

  // Offline in the middle of an answer: what came stays.
  const cutShort = 'Janus 数据定义的字段';
  await standIn('hold', cutShort);
  await box.fill(cutShort);
  await box.press('Enter');
  await standIn('release', cutShort);
  await expect(answer(page)).toContainText('根据文档');
  await context.setOffline(true);
  await expect(status(page)).toHaveText('设备已离线，回答不完整。恢复网络后请重试。');
  await expect(answer(page)).toContainText('根据文档');
  await context.setOffline(false);

  // Offline: said so; back online, retry answers.
  const question = 'Janus 数据定义的导入方式';
  await box.fill(question);
  await context.setOffline(true);
  await box.press('Enter');
  await expect(status(page)).toHaveText(/设备已离线|无法读取文档索引/);
  await context.setOffline(false);
  await turns(page).last().getByRole('button', {name: '重试'}).click();
  await expect(status(page)).toHaveText('回答完毕。');
  await expect(turns(page).last().locator('.ask-ai-question')).toHaveText(question);
  expect(watch.external).toEqual([]);
});

test('model output is never HTML: raw HTML shows as text, no image loads, links stay on the site', async ({
  page,
  watch,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await ask(page, 'Janus 数据定义 #xss');
  await expect(status(page)).toHaveText('回答完毕。');
  const body = answer(page);
  await expect(body).toContainText('<img src="/x.png" onerror="window.__askAiXss=1">');
  await expect(body).toContainText('<script>window.__askAiXss=2</script>');
  await expect(body.locator('img, script, iframe')).toHaveCount(0);
  await expect(body).toContainText('〔图片：架构图〕');
  // Off-site and javascript: links are text; the site's own page is a link.
  await expect(body.locator('a')).toHaveText(['[1]', '站内页面']);
  await expect(body.getByRole('link', {name: '站内页面'})).toHaveAttribute('href', '/docs/janus');
  await expect(body).toContainText('点这里');
  await expect(body).toContainText('外部说明');
  await body.getByText('点这里').click();
  expect(await page.evaluate(() => (window as unknown as {__askAiXss?: number}).__askAiXss)).toBeUndefined();
  expect(requests.filter((u) => /x\.png|198\.51\.100\.7|evil\.example/.test(u))).toEqual([]);
  expect(watch.external).toEqual([]);
});

test("Ask AI's styles load with the modal, not before the page paints, and lay out the AI screen", async ({
  page,
  watch,
}) => {
  const html = await (await page.request.get(START)).text();
  const sheets = [...html.matchAll(/<link rel="?stylesheet"? href="?([^" >]+)/g)].map((m) => m[1]!);
  expect(sheets).toHaveLength(1);
  expect(await (await page.request.get(sheets[0]!)).text()).not.toContain('ask-ai');
  await ask(page, 'Janus 数据定义');
  // The AI screen takes the place of the keyword results, with the modal's padding.
  await expect(page.locator('.DocSearch-Dropdown')).toBeHidden();
  await expect(page.locator('.ask-ai-host')).not.toHaveCSS('padding-left', '0px');
  expect(watch.external).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test('the modal with the entry and the AI screen pass axe in light and dark mode', async ({page}) => {
  await typeQuestion(page, 'Janus 数据定义');
  await expect(keywordHits(page).first()).toBeVisible();
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    // As in tests/e2e/search.spec.ts: DocSearch's keyword hits put a link inside each option (its ARIA pattern).
    const result = await axe(page).include('.DocSearch-Modal').disableRules(['nested-interactive']).analyze();
    const summary = result.violations.map((v) => `${mode}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join()}`);
    expect(summary, `axe violations in ${mode} mode, the entry shown`).toEqual([]);
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await entry(page).click();
  await expect(status(page)).toHaveText('回答完毕。');
  await turns(page).last().getByRole('button', {name: '有帮助', exact: true}).click();
  await expect(turns(page).last().locator('.ask-ai-feedback')).toHaveText('感谢反馈。');
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    // The AI screen; the rest of the modal is the search's (tests/e2e/search.spec.ts).
    const result = await axe(page).include('.ask-ai-host').analyze();
    const summary = result.violations.map(
      (v) => `${mode}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
    );
    expect(summary, `axe violations in ${mode} mode`).toEqual([]);
  }
});
