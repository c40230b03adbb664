/** What the console makes of an answer or a failure (tools/api-console/response.ts), with a fake fetch. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildRequest} from '../../../../tools/api-console/request';
import {
  fetchFailure,
  interpretResponse,
  mixedContent,
  send,
  type ReadResponse,
} from '../../../../tools/api-console/response';
import {loadSpec} from '../../../../tools/api-console/spec';

const spec = loadSpec();
const op = (id: string) => spec.operations.find((o) => o.id === id)!;
const ORIGIN = 'http://192.168.1.20:8080';
const TOKEN = 'a3f1c9e07b2d4c8e9f60d1b2c3a4e5f6';

function answer(
  body: string,
  status = 200,
  contentType = 'application/json;charset=UTF-8',
  disposition = '',
): ReadResponse {
  return {status, statusText: '', contentType, contentDisposition: disposition, bytes: new TextEncoder().encode(body)};
}

test('the envelope: the code and its meaning, cause and action from the canon', () => {
  const ok = interpretResponse(
    spec,
    op('getDeviceInfo'),
    answer('{"code":200,"message":"成功","data":{"name":"CNC-01"}}'),
  );
  assert.equal(ok.kind, 'ok');
  assert.equal(ok.title, 'code 200：成功');
  assert.deepEqual(ok.detail, ['含义：成功。何时出现：请求已处理。']);
  assert.equal(ok.body, '{\n  "code": 200,\n  "message": "成功",\n  "data": {\n    "name": "CNC-01"\n  }\n}');

  const missing = interpretResponse(
    spec,
    op('getDeviceInfo'),
    answer('{"code":1001,"message":"缺少参数：uuid","data":null}'),
  );
  assert.equal(missing.kind, 'code');
  assert.equal(missing.title, 'code 1001：缺少参数：uuid');
  assert.deepEqual(missing.detail, [
    '含义：缺少参数。何时出现：必填参数没传或为空，message 冒号后是参数名。',
    '处理建议：补上该参数。',
  ]);

  const unlisted = interpretResponse(
    spec,
    op('listDevices'),
    answer('{"code":2002,"message":"文件未找到","data":null}'),
  );
  assert.match(unlisted.detail.at(-1) ?? '', /文档没有列出「获取设备列表」会返回 2002/);
  const unknown = interpretResponse(spec, op('listDevices'), answer('{"code":1099,"message":"?","data":null}'));
  assert.match(unknown.detail[0], /文档中没有业务码 1099.*Janus 3\.6\.0/);
});

test("a body that is not Janus's: not JSON, or JSON without the envelope", () => {
  const cut = interpretResponse(spec, op('getDeviceInfo'), answer('{"code":200,"mess'));
  assert.equal(cut.kind, 'malformed');
  assert.equal(cut.title, '响应不是合法的 JSON');
  assert.equal(cut.body, '{"code":200,"mess');
  const html = interpretResponse(
    spec,
    op('getDeviceInfo'),
    answer('<html><body>Login</body></html>', 200, 'text/html'),
  );
  assert.equal(html.kind, 'malformed');
  for (const [body, why] of [
    ['[]', '不是 JSON 对象'],
    ['{"status":200}', '缺少整数 code 字段'],
    ['{"code":200,"data":{}}', '缺少文字 message 字段'],
    ['{"code":200,"message":"成功"}', '缺少 data 字段'],
  ]) {
    const outcome = interpretResponse(spec, op('getDeviceInfo'), answer(body));
    assert.equal(outcome.kind, 'malformed');
    assert.equal(outcome.title, `响应不是 Janus 的信封格式：${why}`);
  }
});

test('HTTP errors and files', () => {
  const notFound = interpretResponse(spec, op('getDeviceInfo'), answer('{"status":404}', 404));
  assert.equal(notFound.kind, 'http');
  assert.match(notFound.detail[0], /不是 Janus 的网页端口/);
  assert.match(
    interpretResponse(spec, op('createDevice'), answer('', 405)).detail[0],
    /不接受用 POST 调用 \/api\/device\/create/,
  );
  assert.match(interpretResponse(spec, op('getDeviceInfo'), answer('', 502)).detail[0], /logs\/janus\.log/);
  const file = interpretResponse(
    spec,
    op('downloadFile'),
    answer(
      'G0 X0',
      200,
      'application/octet-stream',
      "attachment; filename*=UTF-8''%E5%8A%A0%E5%B7%A5%E7%A8%8B%E5%BA%8F%20O1001.nc",
    ),
  );
  assert.equal(file.kind, 'file');
  assert.equal(file.title, '收到文件「加工程序 O1001.nc」，5 字节');
  assert.equal(file.body, undefined);
  // A download that failed returns the envelope.
  assert.equal(
    interpretResponse(spec, op('downloadFile'), answer('{"code":2002,"message":"文件未找到","data":null}')).kind,
    'code',
  );
});

test('failures without a response: timeout, unreachable, CORS (with the file:// reason), mixed content', () => {
  const base = {
    origin: ORIGIN,
    method: 'GET',
    pageProtocol: 'file:',
    timedOut: false,
    timeoutMs: 10_000,
    cause: 'Failed to fetch',
  };
  assert.equal(fetchFailure({...base, timedOut: true, answered: null}).kind, 'timeout');
  assert.equal(fetchFailure({...base, answered: false}).kind, 'unreachable');
  const cors = fetchFailure({...base, answered: true});
  assert.equal(cors.kind, 'cors');
  assert.match(cors.detail[0], /file:\/\/.*来源是 null/);
  assert.match(cors.detail.at(-1) ?? '', /curl/);
  assert.match(
    fetchFailure({...base, method: 'POST', answered: true}).detail.at(-1) ?? '',
    /POST 请求本身可能已被服务器执行/,
  );
  assert.equal(mixedContent('file:', ORIGIN), null);
  assert.equal(mixedContent('https:', 'https://janus.plant.local'), null);
  assert.equal(mixedContent('https:', ORIGIN)?.kind, 'mixed-content');
});

test('send: the typed address only; after a refused POST the probe asks the root, never the operation again', async () => {
  const calls: Array<{url: string; method: string; mode?: string; body?: unknown}> = [];
  const fakeFetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({url, method: init.method ?? 'GET', mode: init.mode, body: init.body});
    if (init.mode === 'no-cors') return new Response(null);
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  const request = buildRequest(op('createDevice'), ORIGIN, {token: TOKEN, name: 'CNC-01'});
  const outcome = await send(
    {fetch: fakeFetch, pageProtocol: 'file:', timeoutMs: 5000},
    spec,
    op('createDevice'),
    request,
  );
  assert.equal(outcome.kind, 'cors');
  assert.deepEqual(
    calls.map((c) => [c.method, c.url, c.mode]),
    [
      ['POST', `${ORIGIN}/api/device/create`, undefined],
      ['GET', `${ORIGIN}/`, 'no-cors'],
    ],
  );
  assert.equal(String(calls[0].body), `token=${TOKEN}&name=CNC-01`);

  calls.length = 0;
  const ok = (async (url: string, init: RequestInit = {}) => {
    calls.push({url, method: init.method ?? 'GET'});
    return new Response('{"code":200,"message":"成功","data":{}}', {headers: {'Content-Type': 'application/json'}});
  }) as typeof fetch;
  const query = buildRequest(op('listDevices'), ORIGIN, {token: TOKEN});
  assert.equal(
    (await send({fetch: ok, pageProtocol: 'file:', timeoutMs: 5000}, spec, op('listDevices'), query)).kind,
    'ok',
  );
  assert.deepEqual(calls, [{url: `${ORIGIN}/api/device/list?token=${TOKEN}`, method: 'GET'}]);

  calls.length = 0;
  assert.equal(
    (await send({fetch: ok, pageProtocol: 'https:', timeoutMs: 5000}, spec, op('listDevices'), query)).kind,
    'mixed-content',
  );
  assert.deepEqual(calls, []);
});

test('send: the upload goes as multipart with the token, the tags, and the chosen file with its name', async () => {
  let body: unknown;
  const fakeFetch = (async (_url: string, init: RequestInit = {}) => {
    body = init.body;
    return new Response('{"code":200,"message":"成功","data":{"fileId":"6739a1f2c4e8b31d2a5f0c77","md5":"x"}}', {
      headers: {'Content-Type': 'application/json'},
    });
  }) as typeof fetch;
  const file = {name: 'O1001.nc', blob: new Blob(['G0 X0'])};
  const request = buildRequest(op('uploadFile'), ORIGIN, {token: TOKEN, file, tags: 'CNC-01,加工程序'});
  const outcome = await send(
    {fetch: fakeFetch, pageProtocol: 'file:', timeoutMs: 5000},
    spec,
    op('uploadFile'),
    request,
  );
  assert.equal(outcome.kind, 'ok');
  assert.ok(body instanceof FormData);
  assert.equal(body.get('token'), TOKEN);
  assert.equal(body.get('tags'), 'CNC-01,加工程序');
  const sent = body.get('file');
  assert.ok(sent instanceof File);
  assert.equal(sent.name, 'O1001.nc');
  assert.equal(await sent.text(), 'G0 X0');
});
