/**
 * The time Ask AI adds to the model's own: first token and whole answer, for the stand-in model (tests/support/
 * askai-model.ts) asked directly, through the production nginx configuration (--ask-ai-upstream), and through the
 * site's UI in Chromium (the entry's question: retrieval in the search worker, the prompt, the stream, the Markdown
 * rendered on screen). Prints medians and the ratios to the direct figures measured in the same run.
 *   npm run build:askai && npx tsx bench/askai/run.ts [--runs 7]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {startStandInModel} from '../../tests/support/askai-model';
import {startNginx} from '../../tests/support/nginx';
import {median, printTable} from '../lib/table';

const BUILD = path.join(__dirname, '..', '..', 'build-askai');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7;
const PORT = 3617;
const QUESTION = 'Janus 怎样定义 Modbus TCP 采集点';

interface Timing {
  first: number;
  total: number;
}

/** First content chunk and [DONE], read with fetch as the browser's client reads them. */
async function direct(url: string, body: unknown): Promise<Timing> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let first = 0;
  let text = '';
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    text += value;
    if (!first && text.includes('"content"')) first = performance.now() - started;
  }
  if (!text.includes('[DONE]')) throw new Error('no [DONE]');
  return {first, total: performance.now() - started};
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error('no build-askai/: run npm run build:askai first');
  const model = await startStandInModel(PORT + 1);
  const nginx = await startNginx(BUILD, PORT, 2, {
    askAi: {
      upstream: model.url,
      path: '/ask-ai/v1',
      feedbackLog: path.join(os.tmpdir(), 'askai-bench-feedback.log'),
      ratePerMinute: 600,
    },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${nginx.url}/docs/janus/user/data-definition`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(QUESTION);
    // Warm-up: the screen's chunk and the index shards load once per visit.
    await page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)').click();
    await page.locator('.ask-ai-status', {hasText: '回答完毕。'}).waitFor();
    // The prompt the UI sent, replayed directly and through nginx.
    const body = model.requests.at(-1)!;

    const ui: Timing[] = [];
    const viaNginx: Timing[] = [];
    const viaModel: Timing[] = [];
    for (let i = 0; i < runs; i++) {
      viaModel.push(await direct(`${model.url}/chat/completions`, body));
      viaNginx.push(await direct(`${nginx.url}/ask-ai/v1/chat/completions`, body));
      await page.getByRole('button', {name: '新对话'}).click();
      ui.push(
        await page.evaluate(async (question) => {
          const box = document.querySelector<HTMLTextAreaElement>('#ask-ai-followup')!;
          const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
          setValue.call(box, question);
          box.dispatchEvent(new Event('input', {bubbles: true}));
          const started = performance.now();
          return new Promise<{first: number; total: number}>((resolve) => {
            let first = 0;
            const observer = new MutationObserver(() => {
              const turn = document.querySelector('.ask-ai-turn:last-of-type');
              if (!first && turn?.querySelector('.ask-ai-answer')?.textContent) first = performance.now() - started;
              if (turn?.querySelector('.ask-ai-status')?.textContent === '回答完毕。') {
                observer.disconnect();
                resolve({first, total: performance.now() - started});
              }
            });
            observer.observe(document.body, {subtree: true, childList: true, characterData: true});
            box.form!.requestSubmit();
          });
        }, QUESTION),
      );
    }
    const baseFirst = median(viaModel.map((x) => x.first));
    const baseTotal = median(viaModel.map((x) => x.total));
    const row = (name: string, t: Timing[]) => {
      const first = median(t.map((x) => x.first));
      const total = median(t.map((x) => x.total));
      return [
        name,
        first.toFixed(1),
        (first - baseFirst).toFixed(1),
        (first / baseFirst).toFixed(2),
        total.toFixed(1),
        (total - baseTotal).toFixed(1),
        (total / baseTotal).toFixed(2),
      ];
    };
    // The stand-in answers its first token at once, so the first-token ratio is large by construction: the added
    // milliseconds are what carries over to a real model, whose first token takes seconds.
    console.log(
      `Ask AI latency, stand-in model, ${runs} runs each, medians (ms); added and ratio to the model directly`,
    );
    printTable(
      ['path', 'first token', 'added', 'ratio', 'whole answer', 'added', 'ratio'],
      [row('model directly', viaModel), row('through nginx', viaNginx), row('through the UI', ui)],
    );
  } finally {
    await browser.close();
    await nginx.stop();
    await model.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
