/**
 * src/askai/build/nginx.ts through scripts/nginx-config.ts, run in Debian's nginx (tests/support/nginx.ts) in front of
 * the stand-in model: the chat API streams through unbuffered, only it reaches the model server, feedback lands in
 * the log, and the limits hold.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {askAiLocations, normalizeUpstream} from '../../../../../src/askai/build/nginx';
import {startStandInModel} from '../../../../support/askai-model';
import {startNginx} from '../../../../support/nginx';

/** A build folder nginx's workers can read (mkdtemp makes it private). */
function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'askai-root-'));
  fs.chmodSync(root, 0o755);
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  return root;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test('the upstream must be a plain http(s) URL; the locations carry the streaming and limit directives', () => {
  assert.equal(normalizeUpstream('http://10.0.0.5:11434/v1/'), 'http://10.0.0.5:11434/v1');
  for (const bad of ['10.0.0.5:11434', 'ftp://x/v1', 'http://x/v1?a=1', 'http://x/v1;evil', 'http://u:p@x/v1']) {
    assert.throws(() => normalizeUpstream(bad), /ask-ai-upstream/, bad);
  }
  const conf = askAiLocations(
    {upstream: 'http://10.0.0.5:8000/v1', path: '/ask-ai/v1', feedbackLog: '/tmp/f.log', ratePerMinute: 20},
    '/etc/s.conf',
  );
  for (const directive of [
    'location = /ask-ai/v1/chat/completions {',
    'proxy_pass http://10.0.0.5:8000/v1/chat/completions;',
    'proxy_buffering off;',
    'client_max_body_size 64k;',
    'client_body_buffer_size 64k;',
    'limit_req zone=ask_ai',
    'proxy_read_timeout',
    'access_log /tmp/f.log ask_ai_feedback;',
  ]) {
    assert.ok(conf.includes(directive), directive);
  }
});

test('behind nginx: tokens stream through at once, other paths stay away from the model, feedback is logged', async () => {
  const root = fakeBuild();
  const feedbackLog = path.join(root, 'feedback.log');
  const model = await startStandInModel(await freePort());
  const port = await freePort();
  // The model server is stopped even when nginx cannot start, or the test process would never end.
  const nginx = await startNginx(root, port, 1, {
    askAi: {upstream: model.url, path: '/ask-ai/v1', feedbackLog, ratePerMinute: 60},
  }).catch(async (error: unknown) => {
    await model.stop();
    throw error;
  });
  try {
    const chat = (question: string, init: RequestInit = {}) =>
      fetch(`${nginx.url}/ask-ai/v1/chat/completions`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify({model: 'm', stream: true, messages: [{role: 'user', content: question}]}),
        ...init,
      });

    // The stand-in sends two pieces and then nothing: only an unbuffered proxy passes them on before the end.
    const controller = new AbortController();
    const stalled = await chat('#stall', {signal: controller.signal});
    assert.equal(stalled.status, 200);
    assert.match(stalled.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    const reader = stalled.body!.getReader();
    const first = await Promise.race([
      reader.read().then((r) => new TextDecoder().decode(r.value)),
      new Promise<string>((resolve) => setTimeout(() => resolve('nothing within 5 s'), 5000)),
    ]);
    controller.abort();
    assert.match(first, /^data: \{/);

    const done = await (await chat('你好')).text();
    assert.match(done, /data: \[DONE\]\n\n$/);

    const seen = model.requests.length;
    assert.equal((await fetch(`${nginx.url}/ask-ai/v1/models`)).status, 404);
    assert.equal((await fetch(`${nginx.url}/ask-ai/v1/chat/completions`)).status, 403);
    const big = 'x'.repeat(70 * 1024);
    assert.equal((await chat(big)).status, 413);
    assert.equal(model.requests.length, seen, 'nothing but chat requests reaches the model server');

    const feedback = {rating: 'dislike', question: '怎样接入？', answer: '答"案"', sources: ['http://x/docs/a#b']};
    const sent = await fetch(`${nginx.url}/ask-ai/v1/feedback`, {method: 'POST', body: JSON.stringify(feedback)});
    assert.equal(sent.status, 204);
    const line = fs.readFileSync(feedbackLog, 'utf8').trim().split('\n').at(-1)!;
    const record = JSON.parse(line) as {time: string; client: string; feedback: string};
    assert.equal(record.client, '127.0.0.1');
    assert.deepEqual(JSON.parse(record.feedback), feedback);
  } finally {
    await nginx.stop();
    await model.stop();
  }
});

test('a client over its rate gets 429 from nginx, not a queue at the model', async () => {
  const root = fakeBuild();
  const model = await startStandInModel(await freePort());
  const nginx = await startNginx(root, await freePort(), 1, {
    askAi: {upstream: model.url, path: '/ask-ai/v1', feedbackLog: path.join(root, 'f.log'), ratePerMinute: 1},
  }).catch(async (error: unknown) => {
    await model.stop();
    throw error;
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const r = await fetch(`${nginx.url}/ask-ai/v1/feedback`, {method: 'POST', body: '{}'});
      statuses.push(r.status);
    }
    // One a minute and a burst of ten: the twelfth and later are refused.
    assert.deepEqual(statuses.slice(0, 11), Array(11).fill(204));
    assert.deepEqual(statuses.slice(11), [429, 429]);
  } finally {
    await nginx.stop();
    await model.stop();
  }
});
