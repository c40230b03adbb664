/**
 * Every route of the sitemap: renders its title, no console error, no request leaving the machine,
 * and passes axe (WCAG 2.2 AA) in light and in dark mode.
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, hydrated, sitemapRoutes} from '../support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const route of sitemapRoutes()) {
  test(`route ${route}`, async ({page, watch}) => {
    const response = await page.goto(route);
    expect(response?.status(), 'HTTP status').toBe(200);
    await hydrated(page);
    const h1 = page.locator('h1').first();
    await expect(h1).toBeVisible();
    const heading = (await h1.innerText()).trim();
    expect(heading.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const result = await new AxeBuilder({page}).withTags(WCAG).analyze();
      const summary = result.violations.map((v) => `${mode}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
      expect(summary, `axe violations in ${mode} mode`).toEqual([]);
    }
    expect(watch.consoleErrors, 'console errors').toEqual([]);
    expect(watch.external, 'requests leaving the machine').toEqual([]);
  });
}
