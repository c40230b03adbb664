/**
 * Playwright for Ask AI (tests/e2e/askai.spec.ts): the build with ASK_AI_MODEL (`npm run build:askai`, in
 * build-askai/), served by the production nginx configuration with --ask-ai-upstream pointing at the stand-in model
 * (tests/support/askai-server.ts), on E2E_PORT + 10 (the runner serves the main suite on E2E_PORT at the same time);
 * the stand-in listens on the port after it.
 */
import {defineConfig} from '@playwright/test';
import base, {E2E_PORT} from './playwright.config';

export const ASK_AI_PORT = E2E_PORT + 10;
const ASK_AI_URL = `http://127.0.0.1:${ASK_AI_PORT}`;

export default defineConfig({
  ...base,
  testDir: './tests/e2e',
  testMatch: 'askai.spec.ts',
  testIgnore: [],
  use: {...base.use, baseURL: ASK_AI_URL},
  webServer: {
    command: `npx tsx tests/support/askai-server.ts ${ASK_AI_PORT} build-askai`,
    url: ASK_AI_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
