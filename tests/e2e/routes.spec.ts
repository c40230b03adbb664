/**
 * Every route of the sitemap, served by the production nginx configuration: renders its title, loads under the CSP
 * with no violation, no console error, no request leaving the machine, and passes axe (WCAG 2.2 AA) in light and in
 * dark mode.
 */
import {test, expect, hydrated, sitemapRoutes, axe} from '../support/fixtures';
import {SITE_URL} from '../../src/config/site';

/**
 * The WCAG rules whose result depends on colours. The test switches modes by setting data-theme itself, so React
 * renders nothing new and the dark page is the light page's DOM and layout with other colours: every other rule would
 * give in dark mode exactly what it gave in light mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

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

    // Colours are measured at rest: no transition may be half-way when axe reads them.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    const codeColours = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('pre, pre code span')).map((e) => {
          const style = getComputedStyle(e);
          return `${style.color} on ${style.backgroundColor}`;
        }),
      );
    let lightCode: string[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const check = axe(page);
      if (mode === 'light') lightCode = await codeColours();
      else {
        // Code blocks use one Prism theme in both modes: in dark mode they are the very colours axe checked in
        // light mode (asserted here, element by element), and on code-heavy pages they were most of axe's work.
        expect(await codeColours(), 'code blocks look the same in both modes').toEqual(lightCode);
        check.exclude('pre').withRules(COLOUR_RULES);
      }
      const result = await check.analyze();
      const summary = result.violations.map(
        (v) => `${mode}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`,
      );
      expect(summary, `axe violations in ${mode} mode`).toEqual([]);
    }
    const violations = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
    expect(violations, 'CSP violations').toEqual([]);
    expect(watch.consoleErrors, 'console errors').toEqual([]);
    expect(watch.external, 'requests leaving the machine').toEqual([]);
  });
}
