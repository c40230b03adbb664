/** The Janus lookup of the STOMP tester (tools/stomp-tester/janus-api.ts): URLs, responses and a fake fetch. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {TesterError, type FailureKind} from '../../../../tools/stomp-tester/hints';
import {
  checkEndpoint,
  credentialNotes,
  lookupEndpoint,
  lookupUrl,
  maskedLookupUrl,
  readLookupResponse,
} from '../../../../tools/stomp-tester/janus-api';

const TOKEN = 'a3f1c9e07b2d4c8e9f60d1b2c3a4e5f6';
const UUID = '3F2A-9C41-7B0D-E5A8';
const ORIGIN = 'http://192.168.1.20:8080';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});

async function rejectsWith(promise: Promise<unknown>, kind: FailureKind, title: string, hint = ''): Promise<void> {
  await assert.rejects(promise, (e: unknown) => {
    assert.ok(e instanceof TesterError, `not a TesterError: ${String(e)}`);
    assert.equal(e.kind, kind, e.message);
    assert.ok(e.message.includes(title), `title lacks「${title}」: ${e.message}`);
    assert.ok(e.hint.includes(hint), `hint lacks「${hint}」: ${e.hint}`);
    return true;
  });
}

test('lookup URL: one path per variant, parameters encoded, the token masked for display', () => {
  assert.equal(
    lookupUrl(ORIGIN, 'sockjs', TOKEN, UUID),
    `${ORIGIN}/api/janus/websocket-sockjs?token=${TOKEN}&uuid=${UUID}`,
  );
  assert.equal(
    lookupUrl(ORIGIN, 'websocket', 'a b&c', UUID),
    `${ORIGIN}/api/janus/websocket?token=a%20b%26c&uuid=${UUID}`,
  );
  assert.equal(maskedLookupUrl(ORIGIN, 'websocket', UUID), `${ORIGIN}/api/janus/websocket?token=******&uuid=${UUID}`);
});

test('credential notes: the usual shapes pass, others are noted', () => {
  assert.deepEqual(credentialNotes(TOKEN, UUID), []);
  assert.equal(credentialNotes(`${TOKEN} `, UUID).length, 1);
  assert.equal(credentialNotes(TOKEN, '3f2a-9c41-7b0d-e5a8').length, 1);
});

test('response: the endpoint and topic of a 200 envelope', async () => {
  const data = {websocket: 'ws://192.168.1.20:8080/websocket', topic: `/websocket/deviceData/${UUID}`};
  assert.deepEqual(await readLookupResponse(json({code: 200, message: '成功', data})), data);
});

test('response: HTTP errors, non-JSON, missing fields and API codes each read clearly', async () => {
  await rejectsWith(
    readLookupResponse(json({}, 404)),
    'http-status',
    'Janus 地址返回 HTTP 404',
    '不是 Janus 的网页端口',
  );
  await rejectsWith(readLookupResponse(json({}, 502)), 'http-status', 'HTTP 502', '中间的代理');
  await rejectsWith(readLookupResponse(new Response('<html>login</html>')), 'api-response', '不是 JSON');
  await rejectsWith(readLookupResponse(json({status: 'ok'})), 'api-response', '缺少 code 字段');
  await rejectsWith(readLookupResponse(json(null)), 'api-response', '缺少 code 字段');
  await rejectsWith(
    readLookupResponse(json({code: 401, message: 'Token 错误，授权失败', data: null})),
    'api-code',
    '接口返回错误 401：Token 错误，授权失败',
    '系统设置 > 系统信息',
  );
  await rejectsWith(
    readLookupResponse(json({code: 1003, message: '设备不存在', data: null})),
    'api-code',
    '接口返回错误 1003：设备不存在',
    '设备接入 > 设备列表',
  );
  await rejectsWith(readLookupResponse(json({code: 9999, message: '?', data: null})), 'api-code', '9999', '错误码表');
  await rejectsWith(
    readLookupResponse(json({code: 200, message: '成功', data: {topic: 't'}})),
    'api-response',
    '缺少 websocket',
  );
});

test('endpoint check: scheme must match the variant; another host is noted', () => {
  assert.deepEqual(checkEndpoint({websocket: `${ORIGIN}/ws`, topic: 't'}, 'sockjs', ORIGIN), []);
  assert.match(
    checkEndpoint({websocket: 'ws://localhost:8080/websocket', topic: 't'}, 'websocket', ORIGIN).join(),
    /端点主机 localhost 与填写的 192\.168\.1\.20 不同/,
  );
  assert.throws(
    () => checkEndpoint({websocket: `${ORIGIN}/ws`, topic: 't'}, 'websocket', ORIGIN),
    /与所选连接方式不符/,
  );
  assert.throws(() => checkEndpoint({websocket: 'not a url', topic: 't'}, 'sockjs', ORIGIN), /端点地址无效/);
});

/** A fetch that answers CORS requests with `cors` and no-cors requests with `noCors` (an Error rejects). */
function fakeFetch(cors: Response | Error, noCors: Response | Error): {fetch: typeof fetch; modes: string[]} {
  const modes: string[] = [];
  const fn = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    modes.push(init?.mode ?? 'cors');
    const answer = init?.mode === 'no-cors' ? noCors : cors;
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return {fetch: fn, modes};
}

test('lookup: a readable answer is read; no probe is made', async () => {
  const data = {websocket: `${ORIGIN}/ws`, topic: `/ws/deviceData/${UUID}`};
  const fake = fakeFetch(json({code: 200, message: '成功', data}), new Error('unused'));
  const deps = {fetch: fake.fetch, pageProtocol: 'file:', timeoutMs: 1000};
  assert.deepEqual(await lookupEndpoint(deps, ORIGIN, TOKEN, UUID, 'sockjs'), data);
  assert.deepEqual(fake.modes, ['cors']);
});

test('lookup from file://: an answer without CORS headers is not "cannot reach"', async () => {
  const fake = fakeFetch(new TypeError('Failed to fetch'), new Response(null, {status: 200}));
  const deps = {fetch: fake.fetch, pageProtocol: 'file:', timeoutMs: 1000};
  await rejectsWith(
    lookupEndpoint(deps, ORIGIN, TOKEN, UUID, 'websocket'),
    'http-no-cors',
    `${ORIGIN} 有应答，但浏览器不允许本页读取这个响应（响应没有 CORS 头）`,
    '本页是从本地文件（file://）打开的',
  );
  assert.deepEqual(fake.modes, ['cors', 'no-cors']);
});

test('lookup: no answer at all is "cannot reach", with the certificate check for https', async () => {
  const refused = new TypeError('Failed to fetch');
  const deps = {fetch: fakeFetch(refused, refused).fetch, pageProtocol: 'file:', timeoutMs: 1000};
  await rejectsWith(
    lookupEndpoint(deps, ORIGIN, TOKEN, UUID, 'sockjs'),
    'http-unreachable',
    `无法访问 Janus 地址 ${ORIGIN}：连接失败（Failed to fetch）`,
    'Janus 服务是否在运行',
  );
  await rejectsWith(
    lookupEndpoint(deps, 'https://janus.plant.local', TOKEN, UUID, 'sockjs'),
    'http-unreachable',
    '无法访问 Janus 地址 https://janus.plant.local',
    '出现证书警告就是证书问题',
  );
});

test('lookup: a server that never answers times out', async () => {
  const hanging = ((_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
    )) as typeof fetch;
  await rejectsWith(
    lookupEndpoint({fetch: hanging, pageProtocol: 'file:', timeoutMs: 20}, ORIGIN, TOKEN, UUID, 'sockjs'),
    'http-timeout',
    `访问 Janus 超时：${ORIGIN} 在 0.02 秒内没有响应`,
  );
});
