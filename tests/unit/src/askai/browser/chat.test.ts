import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {AskAiError, parseData, streamChat, takeDataLines} from '../../../../../src/askai/browser/chat';

const event = (content: string) => `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`;

test('data lines are taken whole; a line cut between reads waits for its end', () => {
  const first = takeDataLines(': comment\nevent: x\ndata: {"a":1}\n\ndata: {"b"');
  assert.deepEqual(first, {data: ['{"a":1}'], rest: 'data: {"b"'});
  assert.deepEqual(takeDataLines(`${first.rest}:2}\r\n\r\ndata: [DONE]\n`).data, ['{"b":2}', '[DONE]']);
});

test('a chunk gives its text, [DONE] the end; malformed chunks and model errors throw their kind', () => {
  assert.equal(parseData('{"choices":[{"delta":{"content":"你好"}}]}'), '你好');
  assert.equal(parseData('{"choices":[{"delta":{"role":"assistant"}}]}'), '');
  assert.equal(parseData('{"choices":[{"delta":{},"finish_reason":"stop"}]}'), '');
  assert.equal(parseData('[DONE]'), null);
  const kind = (data: string) => {
    try {
      parseData(data);
    } catch (error) {
      return (error as AskAiError).kind;
    }
    return 'none';
  };
  assert.equal(kind('{"choices": [{"delta": '), 'chunk');
  assert.equal(kind('{"object":"x"}'), 'chunk');
  assert.equal(kind('{"choices":[{"delta":{"content":5}}]}'), 'chunk');
  assert.equal(kind('{"error":{"message":"out of memory"}}'), 'model');
});

/** A server whose handler writes the stream; streamChat is pointed at it. */
async function withServer(
  handler: (res: http.ServerResponse) => void,
  run: (path: string) => Promise<void>,
): Promise<void> {
  const server = http.createServer((req, res) => req.resume().on('end', () => handler(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * The text and the failure of one streamed answer. The waits are long unless a test is about them: a niced test
 * process on a busy machine took 2.8 s to its first piece (the first fetch of a process also loads its HTTP client).
 */
async function collect(path: string, signal = new AbortController().signal, stallMs = 10_000, firstMs = stallMs) {
  let text = '';
  let error: unknown = null;
  await streamChat({path, model: 'm', messages: [], signal, stallMs, firstMs, onText: (t) => (text += t)}).catch(
    (e: unknown) => (error = e),
  );
  return {text, kind: error instanceof AskAiError ? error.kind : error ? String(error) : null};
}

test('a stream is read piece by piece to [DONE]', async () => {
  await withServer(
    (res) => {
      res.writeHead(200, {'Content-Type': 'text/event-stream'});
      res.write(event('根据'));
      res.write(event('文档'));
      res.end('data: [DONE]\n\n');
    },
    async (path) => assert.deepEqual(await collect(path), {text: '根据文档', kind: null}),
  );
});

test('the first token may take longer than the wait between tokens', async () => {
  await withServer(
    (res) => {
      res.writeHead(200);
      res.write(': keep-alive\n\n');
      setTimeout(() => res.end(`${event('晚到')}data: [DONE]\n\n`), 500);
    },
    async (path) => {
      assert.deepEqual(await collect(path, undefined, 200, 5000), {text: '晚到', kind: null});
      assert.deepEqual(await collect(path, undefined, 200, 200), {text: '', kind: 'stall'});
    },
  );
});

test('failures keep the text received so far and name their kind', async () => {
  const cases: Array<[string, (res: http.ServerResponse) => void, {text: string; kind: string}]> = [
    ['HTTP error', (res) => res.writeHead(502).end(), {text: '', kind: 'http'}],
    [
      'bad chunk',
      (res) => {
        res.writeHead(200);
        res.end(`${event('半句')}data: {oops\n\n`);
      },
      {text: '半句', kind: 'chunk'},
    ],
    [
      'cut before [DONE]',
      (res) => {
        res.writeHead(200);
        res.end(event('半句'));
      },
      {text: '半句', kind: 'cut'},
    ],
    [
      'stall',
      (res) => {
        res.writeHead(200);
        res.write(event('半句'));
      },
      {text: '半句', kind: 'stall'},
    ],
  ];
  for (const [name, handler, expected] of cases) {
    // A long wait for the first token: on a loaded machine the stand-in's first write can take longer than the
    // short wait between tokens that the stall case needs.
    await withServer(handler, async (path) =>
      assert.deepEqual(await collect(path, undefined, 300, 10_000), expected, name),
    );
  }
  assert.equal((await collect('http://127.0.0.1:1/v1')).kind, 'network');
});

test('stop aborts at once and keeps what came', async () => {
  await withServer(
    (res) => {
      res.writeHead(200);
      res.write(event('开头'));
    },
    async (path) => {
      const controller = new AbortController();
      let text = '';
      const done = streamChat({
        path,
        model: 'm',
        messages: [],
        signal: controller.signal,
        stallMs: 10_000,
        firstMs: 10_000,
        onText: (t) => {
          text += t;
          controller.abort();
        },
      });
      await assert.rejects(done, (e: Error) => e.name === 'AbortError');
      assert.equal(text, '开头');
    },
  );
});
