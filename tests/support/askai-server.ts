/**
 * The Ask AI test server (Playwright's web server for tests/e2e/askai.spec.ts, and bench/askai): the stand-in model
 * (./askai-model.ts) on PORT+1 and nginx on PORT serving the Ask AI build with the production configuration, its
 * --ask-ai-upstream pointing at the stand-in. The feedback log is askAiFeedbackLog(PORT).
 *   tsx tests/support/askai-server.ts PORT [buildDir]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startStandInModel} from './askai-model';
import {startNginx} from './nginx';

export const ASK_AI_BUILD = 'build-askai';

export function askAiFeedbackLog(port: number): string {
  return path.join(os.tmpdir(), `askai-feedback-${port}.log`);
}

if (require.main === module) {
  const port = Number(process.argv[2] ?? 3611);
  const root = path.resolve(process.argv[3] ?? ASK_AI_BUILD);
  void (async () => {
    // Not precompressed: nginx compresses as it serves (the production configuration's fallback), which costs these
    // few pages less than compressing a whole second build; the main suite tests the precompressed copies.
    const model = await startStandInModel(port + 1);
    const feedbackLog = askAiFeedbackLog(port);
    fs.rmSync(feedbackLog, {force: true});
    // The tests ask many questions from one address in a minute: the limit is the production one times ten.
    const nginx = await startNginx(root, port, 2, {
      askAi: {upstream: model.url, path: '/ask-ai/v1', feedbackLog, ratePerMinute: 200},
    });
    console.log(`nginx serving ${root} on ${nginx.url}, Ask AI to ${model.url}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void Promise.all([nginx.stop(), model.stop()]).then(() => process.exit(0)));
  })();
}
