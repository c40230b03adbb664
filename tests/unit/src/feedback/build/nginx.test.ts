/**
 * src/feedback/build/nginx.ts through scripts/nginx-config.ts, run in Debian's nginx (tests/support/nginx.ts): each
 * accepted POST to /feedback is one JSON line (time, client, body) in the log; a refused one (not a POST, too large,
 * over the rate) is answered so and writes nothing.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {feedbackHttpBlock, feedbackLocations, FEEDBACK_BURST} from '../../../../../src/feedback/build/nginx';
import {FEEDBACK_PATH, MAX_BODY_BYTES} from '../../../../../src/feedback/protocol';
import {startNginx} from '../../../../support/nginx';
import {item} from '../../../../support/feedback';

/** A build folder nginx's workers can read (mkdtemp makes it private). */
function fakeBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-root-'));
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

interface LogLine {
  time: string;
  client: string;
  body: string;
}

/** The log's lines once it holds `count` (nginx writes a line as it finishes the request, maybe after answering). */
async function logLines(file: string, count: number): Promise<LogLine[]> {
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  for (let waited = 0; read().length < count && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return read().map((line) => JSON.parse(line) as LogLine);
}

test('the options are checked, and the location carries its limits', () => {
  const opts = {log: '/var/log/nginx/docs-feedback.log', ratePerMinute: 10};
  assert.match(feedbackHttpBlock(opts), /limit_req_zone \$binary_remote_addr zone=docs_feedback:1m rate=10r\/m;/);
  const conf = feedbackLocations(opts, '/etc/s.conf');
  for (const directive of [
    `location = ${FEEDBACK_PATH} {`,
    'limit_except POST { deny all; }',
    `limit_req zone=docs_feedback burst=${FEEDBACK_BURST} nodelay;`,
    `client_max_body_size ${MAX_BODY_BYTES / 1024}k;`,
    'access_log /var/log/nginx/docs-feedback.log docs_feedback if=$docs_feedback_accepted;',
  ]) {
    assert.ok(conf.includes(directive), directive);
  }
  assert.throws(() => feedbackHttpBlock({...opts, ratePerMinute: 0}), /--feedback-rate/);
  assert.throws(() => feedbackHttpBlock({...opts, ratePerMinute: 2.5}), /--feedback-rate/);
  for (const log of ['feedback.log', '/var/log/a b.log', '/var/log/x.log; evil']) {
    assert.throws(() => feedbackLocations({...opts, log}, '/etc/s.conf'), /--feedback-log/, log);
  }
});

test('behind nginx: one line per accepted POST, with time, client and the body as sent; nothing for the rest', async () => {
  const root = fakeBuild();
  const log = path.join(root, 'feedback.log');
  const nginx = await startNginx(root, await freePort(), 1, {feedback: {log, ratePerMinute: 60}});
  try {
    const post = (body: string, init: RequestInit = {}) =>
      fetch(`${nginx.url}${FEEDBACK_PATH}`, {method: 'POST', body, headers: {'Content-Type': 'application/json'}, ...init});
    const report = item(1, {
      kind: 'report',
      heading: {id: 'steps', text: '操作步骤'},
      selection: '<img src=x onerror="alert(1)">\n第二行',
      comment: '菜单名称不一致 "引号" \\ 反斜杠',
    });
    const vote = item(2, {kind: 'not-helpful'});
    const sent = await post(JSON.stringify(report));
    assert.equal(sent.status, 204);
    assert.match(sent.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    assert.equal(sent.headers.get('cache-control'), 'no-store');
    assert.equal((await post(JSON.stringify(vote))).status, 204);

    assert.equal((await fetch(`${nginx.url}${FEEDBACK_PATH}`)).status, 403, 'GET');
    assert.equal((await post('{}', {method: 'PUT'})).status, 403, 'PUT');
    assert.equal((await post('x'.repeat(MAX_BODY_BYTES + 1))).status, 413, 'over the size limit');
    // The largest item the browser sends fits.
    const largest = item(3, {
      kind: 'report',
      heading: {id: 'h'.repeat(200), text: '\u0001'.repeat(200)},
      selection: '\u0001'.repeat(1000),
      comment: '\u0001'.repeat(1000),
    });
    assert.ok(JSON.stringify(largest).length < MAX_BODY_BYTES);
    assert.equal((await post(JSON.stringify(largest))).status, 204, 'the largest item');

    const lines = await logLines(log, 3);
    await new Promise((resolve) => setTimeout(resolve, 200)); // room for a line that should not come
    assert.equal((await logLines(log, 3)).length, 3, 'a line per accepted POST, none for the refused ones');
    const [first, second, third] = lines;
    assert.equal(first!.client, '127.0.0.1');
    assert.ok(Math.abs(Date.parse(first!.time) - Date.now()) < 60_000, first!.time);
    assert.deepEqual(JSON.parse(first!.body), report);
    assert.deepEqual(JSON.parse(second!.body), vote);
    assert.deepEqual(JSON.parse(third!.body), largest);
  } finally {
    await nginx.stop();
  }
});

test(`a client over its rate gets 429 after a burst of ${FEEDBACK_BURST}, and only what was accepted is logged`, async () => {
  const root = fakeBuild();
  const log = path.join(root, 'feedback.log');
  const nginx = await startNginx(root, await freePort(), 1, {feedback: {log, ratePerMinute: 1}});
  try {
    const statuses: number[] = [];
    for (let i = 0; i < FEEDBACK_BURST + 3; i++) {
      const r = await fetch(`${nginx.url}${FEEDBACK_PATH}`, {method: 'POST', body: JSON.stringify(item(i))});
      statuses.push(r.status);
    }
    // One a minute and a burst: the first and the burst's items pass (a reader's whole queue), then 429.
    assert.deepEqual(statuses.slice(0, FEEDBACK_BURST + 1), Array(FEEDBACK_BURST + 1).fill(204));
    assert.deepEqual(statuses.slice(FEEDBACK_BURST + 1), [429, 429]);
    const lines = await logLines(log, FEEDBACK_BURST + 1);
    assert.equal(lines.length, FEEDBACK_BURST + 1);
    assert.deepEqual(
      lines.map((l) => (JSON.parse(l.body) as {id: string}).id),
      Array.from({length: FEEDBACK_BURST + 1}, (_, i) => `id${i}`),
    );
  } finally {
    await nginx.stop();
  }
});
