/**
 * Shared Playwright fixtures: every page of every test records the requests it makes that would leave the machine,
 * and its console errors, so tests can assert a page made neither. The browser refuses such requests itself
 * (HEADLESS_ARGS in ./browser.ts resolve no host name but the loopback's).
 */
import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import axeCore from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';

export interface PageWatch {
  external: string[];
  consoleErrors: string[];
  /**
   * Allows the console errors that match `match` in this test, for the reason given (a test that breaks the network
   * or a server on purpose: the browser logs each refused load). Any other console error still fails the test.
   */
  allowConsoleErrors: (because: string, match: RegExp) => void;
  allowed: Array<{because: string; match: RegExp}>;
}

const LOCAL = /^(https?|wss?):\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//;

/**
 * With `serviceWorkers: 'block'` Playwright makes navigator.serviceWorker.register resolve to undefined, which no
 * browser does, and @docusaurus/plugin-pwa's registration then logs this; a test that blocks the worker ignores it.
 */
const BLOCKED_WORKER_ARTEFACT =
  /^registerSW failed TypeError: Cannot read properties of undefined \(reading 'waiting'\)/;

export function watchPage(page: Page, workersBlocked = false): PageWatch {
  const watch: PageWatch = {
    external: [],
    consoleErrors: [],
    allowed: [],
    allowConsoleErrors: (because, match) => void watch.allowed.push({because, match}),
  };
  // Seen, not intercepted: a route would turn the browser's cache off and send every request through the test.
  page.on('request', (request) => {
    const url = request.url();
    if (!LOCAL.test(url) && !/^(data|blob|file):/.test(url)) watch.external.push(url);
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || (workersBlocked && BLOCKED_WORKER_ARTEFACT.test(msg.text()))) return;
    watch.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => watch.consoleErrors.push(String(err)));
  return watch;
}

/**
 * Every test's page is watched: when the test ends it fails on a request that would leave the machine, and on a
 * console error or uncaught exception unless the test allowed that error with a reason (`watch.allowConsoleErrors`).
 */
export const test = base.extend<{watch: PageWatch}>({
  watch: [
    async ({page, serviceWorkers}, use) => {
      const watch = watchPage(page, serviceWorkers === 'block');
      await use(watch);
      expect(watch.external, 'requests that would leave the machine').toEqual([]);
      const unexpected = watch.consoleErrors.filter((e) => !watch.allowed.some(({match}) => match.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    {auto: true},
  ],
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

const axePreloaded = new WeakSet<BrowserContext>();

/** What AxeBuilder sends instead of axe-core's source to a page that has it already. */
const AXE_PRESENT = `if (!window.axe) throw new Error('axe-core was not preloaded into this page');`;

/**
 * Adds axe-core to every page of a context as the page starts, sent to the browser once. Otherwise AxeBuilder sends
 * its 500 KB source with every analysis, twice in legacy mode, which a test analysing page after page pays on each.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({content: axeCore.source});
  axePreloaded.add(context);
}

/**
 * AxeBuilder in legacy mode, which runs axe.run in the page itself instead of axe-core's partial runs, which
 * @axe-core/playwright combines in a second page it opens for every analysis; the site has no cross-origin frames,
 * the one thing legacy mode cannot check.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const axeSource = axePreloaded.has(page.context()) ? AXE_PRESENT : undefined;
  return new AxeBuilder({page, axeSource}).setLegacyMode();
}

/**
 * axe on a page with the WCAG 2.2 AA rules, reporting violations only. `options` must come before `withTags`, which
 * it would otherwise replace.
 */
export function axe(page: Page): AxeBuilder {
  return axeBuilder(page)
    .options({resultTypes: ['violations']})
    .withTags(WCAG_TAGS);
}
