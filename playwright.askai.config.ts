/**
 * Playwright for Ask AI (tests/e2e/askai.spec.ts): the build with ASK_AI_MODEL (`npm run build:askai`, in
 * build-askai/), served by the production nginx configuration with --ask-ai-upstream pointing at the stand-in model
 * (tests/support/askai-server.ts). E2E_PORT as for the main suite; the stand-in listens on the port after it.
 */
import {defineConfig} from '@playwright/test';
import base, {BASE_URL, E2E_PORT} from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './tests/e2e',
  testMatch: 'askai.spec.ts',
  testIgnore: [],
  webServer: {
    command: `npx tsx tests/support/askai-server.ts ${E2E_PORT} build-askai`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
