/**
 * The glossary (src/glossary/): a term's first use on a page shows its definition on hover, on keyboard focus and on
 * a tap, without moving the text; Escape hides it; a screen reader gets it as the term's description; it passes axe in
 * both colour modes; without JavaScript the term is a link to its entry on the 术语表 page; print and the Markdown twin
 * show the term as plain text.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, axe} from '../support/fixtures';

const PAGE = '/docs/janus/user/connection';
const TERM = '原始键';
const DEFINITION =
  '接入方式上报的键，如 Modbus 的 3_0；在 Janus 设备类型的数据定义中填写后，Janus 把它改名为数据 ID。原始键只存在 Janus，不上传到 Neptune。';

const term = (page: Page) => page.locator('article a.glossary-term', {hasText: TERM});
const tip = (page: Page) => page.getByRole('tooltip', {includeHidden: true}).filter({hasText: DEFINITION});

/** Where the term's paragraph and the block after it are: showing a definition must not move either. */
async function layout(link: Locator): Promise<string> {
  return link.evaluate((a) => {
    const block = a.closest('p, li')!;
    const next = block.nextElementSibling;
    const boxes = [block, next].map((el) => el && JSON.stringify(el.getBoundingClientRect()));
    return `${boxes.join()} ${document.documentElement.scrollWidth}`;
  });
}

test('the definition shows on keyboard focus, as the term’s description, moves nothing, and Escape hides it', async ({
  page,
}) => {
  await page.goto(PAGE);
  await hydrated(page);
  const link = term(page);
  await expect(link).toHaveCount(1);
  await expect(tip(page)).toBeHidden();
  const before = await layout(link);
  // From the top of the article, Tab reaches the term like any link.
  await page.locator('article h1').evaluate((h) => {
    h.setAttribute('tabindex', '-1');
    h.focus();
  });
  for (let i = 0; i < 40 && !(await link.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(tip(page)).toBeVisible();
  await expect(link).toHaveAccessibleDescription(DEFINITION);
  await expect(link).toHaveAccessibleName(TERM);
  expect(await layout(link)).toBe(before);

  await page.keyboard.press('Escape');
  await expect(tip(page)).toBeHidden();
  await expect(link).toBeFocused();
  // Leaving and coming back shows it again.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tip(page)).toBeVisible();
});

test('the definition shows on hover and passes axe, shown, in both colour modes', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  await term(page).hover();
  await expect(tip(page)).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    const result = await axe(page).include('.glossary').analyze();
    expect(
      result.violations.map((v) => `${mode}: ${v.id} ${v.nodes[0]?.target.join(' ')}`),
      'axe violations',
    ).toEqual([]);
  }
  await page.mouse.move(0, 0);
  await expect(tip(page)).toBeHidden();
});

test('print shows the term as plain text, with no definition and no address after it', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await term(page).focus();
  await page.emulateMedia({media: 'print'});
  await expect(tip(page)).toBeHidden();
  expect(await term(page).evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none');
});

test('the Markdown twin has the term as plain text', async ({request}) => {
  const twin = await (await request.get(`${PAGE}.md`)).text();
  expect(twin).toContain(TERM);
  expect(twin).not.toContain('/docs/glossary#');
  expect(twin).not.toContain(DEFINITION.slice(0, 12));
});

test.describe('on a phone', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});

  test('the first tap shows the definition inside the screen, the second opens the term’s entry', async ({page}) => {
    await page.goto(PAGE);
    await hydrated(page);
    await term(page).tap();
    await expect(tip(page)).toBeVisible();
    await expect(page).toHaveURL(PAGE);
    const box = (await tip(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await term(page).tap();
    await expect(page).toHaveURL('/docs/glossary#raw-key');
    await expect(page.getByRole('heading', {name: TERM, level: 3})).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the term reads in its sentence, shows its definition on hover, and links to its entry', async ({page}) => {
    await page.goto(PAGE);
    await expect(term(page)).toHaveAttribute('href', '/docs/glossary#raw-key');
    await term(page).hover();
    await expect(tip(page)).toBeVisible();
    await term(page).click();
    await expect(page).toHaveURL('/docs/glossary#raw-key');
    const entry = page.locator('#raw-key');
    await expect(entry).toHaveText(TERM);
    await expect(entry.locator('xpath=following-sibling::p[1]')).toHaveText(DEFINITION);
  });
});
