/**
 * Every route of the sitemap, served by the production nginx configuration: renders its title, loads under the CSP
 * with no violation, no console error, no request leaving the machine, and passes axe (WCAG 2.2 AA) in light and in
 * dark mode.
 */
import {devices, type Page} from '@playwright/test';
import {
  test as base,
  expect,
  hydrated,
  sitemapRoutes,
  axe,
  preloadAxe,
  watchPage,
  type PageWatch,
} from '../support/fixtures';
import {COLOUR_RULES, ContrastOnce} from '../support/contrast';
import {SITE_URL} from '../../src/config/site';
import {BASE_URL} from '../../playwright.config';

/**
 * One tab per worker, which loads route after route as a reader going from page to page does, instead of a new browser
 * context for each route: each page is still a full load of its HTML from nginx, under its own CSP, and hydrated; the
 * scripts come from the browser's cache after the first page. The service worker is kept out, so every page comes from
 * nginx (the offline spec tests the worker).
 */
const test = base.extend<{page: Page; watch: PageWatch}, {tab: {page: Page; watch: PageWatch}}>({
  tab: [
    async ({browser}, use) => {
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        locale: 'zh-CN',
        baseURL: BASE_URL,
        serviceWorkers: 'block',
      });
      await preloadAxe(context);
      const page = await context.newPage();
      const watch = watchPage(page, true);
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as {cspViolations: string[]}).cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (e) =>
          violations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await use({page, watch});
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({tab}, use) => use(tab.page),
  watch: async ({tab}, use) => {
    tab.watch.external.length = 0;
    tab.watch.consoleErrors.length = 0;
    await use(tab.watch);
  },
});

/** Shared by the routes a worker runs, so each combination of colours is judged once per worker. */
const contrast = new ContrastOnce();

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

    // Search engines and link previews, read in one call.
    const head = await page.evaluate(() => {
      const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? '';
      return {
        description: meta('name="description"'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        ogTitle: meta('property="og:title"'),
        ogImage: meta('property="og:image"'),
        twitterCard: meta('name="twitter:card"'),
      };
    });
    expect(head.description.length, 'meta description').toBeGreaterThan(10);
    expect(head.canonical).toBe(`${SITE_URL}${route === '/' ? '/' : route}`);
    expect(head.ogTitle).toBeTruthy();
    expect(head.ogImage).toBe(`${SITE_URL}/img/social-card.png`);
    expect(head.twitterCard).toBe('summary_large_image');

    // Every rule but the colour ones, on the whole page; then the colour rules in both modes. The test switches modes
    // by setting data-theme itself, so the dark page is the light page's DOM and layout with other colours.
    const rest = await axe(page).disableRules(COLOUR_RULES).analyze();
    const found = rest.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    // Colours are measured at rest: no transition may be half-way when axe reads them.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      for (const v of await contrast.check(page))
        found.push(`${mode}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    }
    expect(found, 'axe violations').toEqual([]);
    const violations = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
    expect(violations, 'CSP violations').toEqual([]);
    expect(watch.consoleErrors, 'console errors').toEqual([]);
    expect(watch.external, 'requests leaving the machine').toEqual([]);
  });
}
