/**
 * A stand-in for the plant's model server: `POST /v1/chat/completions` with `stream: true`, answering in
 * OpenAI-compatible server-sent events as Ollama, vLLM and llama.cpp's server do. The answer cites the sources the
 * prompt numbered ([1], [2], …), so tests see citations land on the sections retrieval chose. A marker in the
 * question picks a failure or a payload:
 *   #500    HTTP 500                      #bad    a malformed chunk after a token
 *   #stall  one token, then silence       #error  an error object in the stream
 *   #cut    the connection dropped after two tokens (when released, if the question is held: see below)
 *   #xss    raw HTML, a javascript: link, an off-site link and an off-site image in the answer
 * It records every request, for tests to assert what the prompt held: `GET /__requests`, `POST /__reset`.
 * A test that must see a phase of the screen holds its question (`POST /__hold`, body: the question): the answer then
 * waits before its first token and again after its first two, each time until `POST /__release` (body: the question)
 * gives it a go; a release that comes first is kept, so a test never races the stream it watches. A hold lasts for
 * one answer. `GET /__finished` lists the questions whose answers the stand-in has stopped writing (sent whole, or cut
 * off by the client).
 *   tsx tests/support/askai-model.ts PORT
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface ChatRequestBody {
  model: string;
  stream: boolean;
  messages: Array<{role: string; content: string}>;
}

export interface StandInModel {
  url: string;
  requests: ChatRequestBody[];
  stop: () => Promise<void>;
}

/** The XSS and off-site payload (#xss): none of it may run, load or link off the site. */
export const HOSTILE_ANSWER = [
  '结果如下 [1]。<img src="/x.png" onerror="window.__askAiXss=1"><script>window.__askAiXss=2</script>',
  '',
  '[点这里](javascript:window.__askAiXss=3) 与 [外部说明](https://evil.example.com/phish) 与 [站内页面](/docs/janus)',
  '',
  '![架构图](http://198.51.100.7/leak.png)',
].join('\n');

/** The sources of the prompt: `[n] title` lines of the system message. */
export function promptSources(body: ChatRequestBody): Array<{n: number; title: string}> {
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  return [...system.matchAll(/^\[(\d+)\] (.+)$/gm)].map((m) => ({n: Number(m[1]), title: m[2]!}));
}

function normalAnswer(body: ChatRequestBody): string {
  const sources = promptSources(body);
  const last = (title: string) => title.split(' > ').at(-1)!;
  const lines = sources.slice(0, 3).map(({n, title}) => `- **${last(title)}**：详见文档中的说明 [${n}]。`);
  return [`根据文档，要点如下：`, '', ...lines, '', `以上内容来自 ${sources.length} 个文档章节。`].join('\n');
}

function chunk(content: string): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    choices: [{index: 0, delta: {content}, finish_reason: null}],
  })}\n\n`;
}

/** The answer in pieces of a few characters, as a model streams tokens. */
function pieces(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += 4) out.push(text.slice(i, i + 4));
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Held questions: the releases granted and not yet used, and the answers waiting for one. */
interface Hold {
  credits: number;
  waiting: Array<() => void>;
}

function release(hold: Hold): void {
  const next = hold.waiting.shift();
  if (next) next();
  else hold.credits++;
}

function gate(hold: Hold | undefined): Promise<void> {
  if (!hold) return Promise.resolve();
  if (hold.credits > 0) {
    hold.credits--;
    return Promise.resolve();
  }
  return new Promise((resolve) => hold.waiting.push(resolve));
}

async function answer(body: ChatRequestBody, res: http.ServerResponse, hold?: Hold): Promise<void> {
  const question = body.messages.at(-1)?.content ?? '';
  const marker = /#(500|bad|stall|cut|error|xss)\b/.exec(question)?.[1];
  if (marker === '500') {
    res.writeHead(500, {'Content-Type': 'application/json'});
    res.end(JSON.stringify({error: {message: 'stand-in failure'}}));
    return;
  }
  res.writeHead(200, {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'});
  const text = marker === 'xss' ? HOSTILE_ANSWER : normalAnswer(body);
  const parts = pieces(text);
  await gate(hold);
  for (const [i, part] of parts.entries()) {
    if (res.destroyed) return;
    if (i === 2) await gate(hold);
    res.write(chunk(part));
    if (i === 1) {
      if (marker === 'bad') return void res.end('data: {"choices": [{"delta": \n\n');
      if (marker === 'error') return void res.end(`data: ${JSON.stringify({error: {message: 'model crashed'}})}\n\n`);
      if (marker === 'stall') return; // never another byte; the client gives up
      // A test holds the question to drop the connection only once the browser has shown what came (a stream that
      // errors discards what it had not yet handed on).
      if (marker === 'cut') {
        await gate(hold);
        res.socket?.destroy();
        return;
      }
    }
    await sleep(10);
  }
  res.end('data: [DONE]\n\n');
}

export function startStandInModel(port: number): Promise<StandInModel> {
  const requests: ChatRequestBody[] = [];
  const holds = new Map<string, Hold>();
  const finished: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString()));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/__requests') {
        res.writeHead(200, {'Content-Type': 'application/json'});
        res.end(JSON.stringify(requests));
      } else if (req.method === 'GET' && req.url === '/__finished') {
        res.writeHead(200, {'Content-Type': 'application/json'});
        res.end(JSON.stringify(finished));
      } else if (req.method === 'POST' && req.url === '/__reset') {
        requests.length = 0;
        res.writeHead(204).end();
      } else if (req.method === 'POST' && req.url === '/__hold') {
        holds.set(raw, {credits: 0, waiting: []});
        res.writeHead(204).end();
      } else if (req.method === 'POST' && req.url === '/__release') {
        const hold = holds.get(raw);
        if (hold) release(hold);
        res.writeHead(hold ? 204 : 404).end();
      } else if (req.method === 'POST' && req.url === '/v1/chat/completions') {
        const body = JSON.parse(raw) as ChatRequestBody;
        requests.push(body);
        const question = body.messages.at(-1)?.content ?? '';
        answer(body, res, holds.get(question))
          .catch(() => res.destroy())
          .finally(() => {
            finished.push(question);
            holds.delete(question);
          });
      } else {
        res.writeHead(404).end();
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const {port: bound} = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}/v1`,
        requests,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (require.main === module) {
  const port = Number(process.argv[2] ?? 3612);
  void startStandInModel(port).then((m) => console.log(`stand-in model on ${m.url}`));
}
