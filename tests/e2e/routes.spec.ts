/**
 * Every route of the sitemap, served by the production nginx configuration: renders its title, loads under the CSP
 * with no violation, no console error, no request leaving the machine, and passes axe (WCAG 2.2 AA) in light and in
 * dark mode.
 */
import {test, expect, hydrated, sitemapRoutes, axe} from '../support/fixtures';
import {COLOUR_RULES, ContrastOnce} from '../support/contrast';
import {SITE_URL} from '../../src/config/site';

/** Shared by the routes a worker runs, so each combination of colours is judged once per worker. */
const contrast = new ContrastOnce();

for (const route of sitemapRoutes()) {
  test(`route ${route}`, async ({page, watch}) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (e) =>
        violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(route);
    expect(response?.status(), 'HTTP status').toBe(200);
    await hydrated(page);
    const h1 = page.locator('h1').first();
    await expect(h1).toBeVisible();
    const heading = (await h1.innerText()).trim();
    expect(heading.length).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    // Search engines and link previews.
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length, 'meta description').toBeGreaterThan(10);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${SITE_URL}${route === '/' ? '/' : route}`,
    );
    expect(await meta('meta[property="og:title"]')).toBeTruthy();
    expect(await meta('meta[property="og:image"]')).toBe(`${SITE_URL}/img/social-card.png`);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');

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
