/**
 * Shared Playwright fixtures: every page of every test refuses requests that leave the machine and records them,
 * together with console errors, so tests can assert a page made neither.
 */
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export interface PageWatch {
  external: string[];
  consoleErrors: string[];
}

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

/**
 * With `serviceWorkers: 'block'` Playwright makes navigator.serviceWorker.register resolve to undefined, which no
 * browser does, and @docusaurus/plugin-pwa's registration then logs this; a test that blocks the worker ignores it.
 */
const BLOCKED_WORKER_ARTEFACT =
  /^registerSW failed TypeError: Cannot read properties of undefined \(reading 'waiting'\)/;

export async function watchPage(page: Page, workersBlocked = false): Promise<PageWatch> {
  const watch: PageWatch = {external: [], consoleErrors: []};
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (LOCAL.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    watch.external.push(url);
    return route.abort('blockedbyclient');
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || (workersBlocked && BLOCKED_WORKER_ARTEFACT.test(msg.text()))) return;
    watch.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => watch.consoleErrors.push(String(err)));
  return watch;
}

export const test = base.extend<{watch: PageWatch}>({
  watch: async ({page, serviceWorkers}, use) => {
    await use(await watchPage(page, serviceWorkers === 'block'));
  },
});

export {expect};

/** Waits until React has hydrated the page, so client behaviour is live. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Every route in the build's sitemap, as paths. */
export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(path.join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The WCAG 2.2 AA rule tags every accessibility check runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on a page, reporting violations only. Legacy mode runs axe.run in the page itself instead of axe-core's
 * partial runs, which @axe-core/playwright combines in a second page it opens for every analysis; the site has no
 * cross-origin frames, the one thing legacy mode cannot check. `options` must come before `withTags`, which it would
 * otherwise replace.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page})
    .setLegacyMode()
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS);
}
