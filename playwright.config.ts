import {defineConfig, devices} from '@playwright/test';
import {HEADLESS_ARGS, HEADLESS_CHROMIUM} from './lib/browser';

/**
 * Browser tests run against the production build served by the production nginx configuration on loopback
 * (tests/support/nginx.ts); unit tests use node:test (tests/unit). E2E_PORT moves the server off 3210 when another
 * checkout on the machine is serving there.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  // Ask AI needs its own build and model server: playwright.askai.config.ts (npm run test:askai).
  testIgnore: 'askai.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // An assertion waits for what a reader would see and ends as soon as it shows, so a generous budget costs a passing
  // test nothing; Playwright's default (5 s per assertion) failed on a loaded two-core machine where a page's reload
  // after a redeploy took longer.
  timeout: 120_000,
  expect: {timeout: 15_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    launchOptions: {executablePath: HEADLESS_CHROMIUM, args: HEADLESS_ARGS},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx tsx tests/support/nginx.ts ${E2E_PORT} build`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    // The server precompresses the build first: about 10 s on two idle cores, much longer on a busy machine.
    timeout: 180_000,
  },
});
