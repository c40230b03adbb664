/**
 * Failure classification of the STOMP tester (tools/stomp-tester/hints.ts). The ERROR frames are the ones RabbitMQ
 * 3.10's web-STOMP sends (recorded against Debian's rabbitmq-server), ActiveMQ's and Janus's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  closeReason,
  connectionLost,
  handshakeError,
  lookupFetchError,
  mixedContentError,
  probeUrls,
  stompError,
  type FailureKind,
  type TesterError,
} from '../../../../tools/stomp-tester/hints';

function expectError(error: TesterError | null | undefined, kind: FailureKind, title: string, hint = ''): void {
  assert.ok(error, 'no error');
  assert.equal(error.kind, kind, `${error.message}\n${error.hint}`);
  assert.ok(error.message.includes(title), `title lacks「${title}」: ${error.message}`);
  assert.ok(error.hint.includes(hint), `hint lacks「${hint}」: ${error.hint}`);
}

const direct = {mode: 'direct' as const, login: 'tester', vhost: 'plant', destination: '/topic/cnc01'};

test('close reason: code and reason in full-width brackets, nothing when there is nothing', () => {
  assert.equal(closeReason({code: 1006}), '（关闭码 1006）');
  assert.equal(closeReason({code: 1000, reason: 'STOMP died'}), '（关闭码 1000，STOMP died）');
  assert.equal(closeReason({}), '');
});

test('ERROR frame, RabbitMQ: wrong login or passcode', () => {
  const error = stompError({message: 'Bad CONNECT', body: "Access refused for user 'tester'"}, direct);
  expectError(
    error,
    'auth',
    "STOMP 服务器返回 ERROR 帧：Bad CONNECT（Access refused for user 'tester'）",
    '用户名或密码（passcode）不对',
  );
  assert.match(error.hint, /rabbitmqctl authenticate_user/);
});

test('ERROR frame, RabbitMQ: a virtual host that is missing or not permitted names the virtual host', () => {
  const error = stompError(
    {message: 'Bad CONNECT', body: "Virtual host 'nosuch' access denied"},
    {...direct, vhost: 'nosuch'},
  );
  expectError(error, 'vhost', 'Bad CONNECT', '虚拟主机 nosuch 不存在');
  assert.match(error.hint, /rabbitmqctl list_vhosts/);
  // No host header: RabbitMQ uses "/", and says so.
  expectError(
    stompError({message: 'Bad CONNECT', body: "Virtual host '/' access denied"}, {...direct, vhost: ''}),
    'vhost',
    '',
    '虚拟主机 / 不存在',
  );
});

test('ERROR frame, RabbitMQ: guest from another machine', () => {
  expectError(
    stompError({message: 'Bad CONNECT', body: 'non-loopback access denied'}, {...direct, login: 'guest'}),
    'loopback',
    '',
    'guest',
  );
});

test('ERROR frame, RabbitMQ: destinations refused, missing or malformed', () => {
  expectError(
    stompError(
      {
        message: 'access_refused',
        body: "ACCESS_REFUSED - access to queue 'q2' in vhost 'plant' refused for user 'tester'",
      },
      direct,
    ),
    'destination-refused',
    'access_refused',
    'rabbitmqctl set_permissions',
  );
  expectError(
    stompError(
      {message: 'not_found', body: "NOT_FOUND - no exchange 'nosuch' in vhost 'plant'"},
      {...direct, destination: '/exchange/nosuch'},
    ),
    'destination-not-found',
    'not_found',
    '目的地 /exchange/nosuch 不存在',
  );
  expectError(
    stompError(
      {
        message: 'Unknown destination',
        body: "'/foo/bar' is not a valid destination.\nValid destination types are: /temp-queue, /exchange, /topic, /queue, /amq/queue, /reply-queue/.",
      },
      {...direct, destination: '/foo/bar'},
    ),
    'destination-invalid',
    "Unknown destination（'/foo/bar' is not a valid destination.）",
    '/topic/、/queue/',
  );
});

test('ERROR frame, other brokers: ActiveMQ login and authorisation', () => {
  expectError(
    stompError({message: 'User name [tester] or password is invalid.', body: ''}, direct),
    'auth',
    'User name [tester]',
  );
  expectError(
    stompError({message: 'User tester is not authorized to read from: topic://cnc01', body: ''}, direct),
    'destination-refused',
    'not authorized',
  );
  expectError(
    stompError({message: 'Bad CONNECT', body: 'Processing error'}, direct),
    'bad-connect',
    'Bad CONNECT（Processing error）',
  );
  expectError(stompError({message: 'Something else', body: ''}, direct), 'stomp-other', 'Something else');
});

test('ERROR frame, Janus: the token and the device topic', () => {
  const janus = {mode: 'janus' as const};
  expectError(
    stompError({message: 'Token 错误，授权失败', body: ''}, janus),
    'janus-login',
    'STOMP 服务器返回 ERROR 帧：Token 错误，授权失败',
    '注册码',
  );
  expectError(
    stompError({message: '设备不存在', body: ''}, janus),
    'janus-destination',
    '设备不存在',
    '查询接口返回的 topic',
  );
  expectError(
    stompError({message: 'Bad CONNECT', body: "Access refused for user 'x'"}, janus),
    'stomp-other',
    'Bad CONNECT',
    'logs/janus.log',
  );
});

test('mixed content: an https page may not reach ws: or http:, others pass', () => {
  expectError(
    mixedContentError('https:', 'ws://192.168.1.30:15674/ws'),
    'mixed-content',
    '不加密的 ws:// 地址',
    'wss://',
  );
  expectError(mixedContentError('https:', 'http://192.168.1.20:8080'), 'mixed-content', '混合内容', 'file://');
  assert.equal(mixedContentError('https:', 'wss://broker:15673/ws'), null);
  assert.equal(mixedContentError('file:', 'ws://192.168.1.30:15674/ws'), null);
  assert.equal(mixedContentError('http:', 'ws://192.168.1.30:15674/ws'), null);
});

test('probe URLs: the HTTP form of the endpoint, plus plain HTTP for a TLS one', () => {
  assert.deepEqual(probeUrls('ws://127.0.0.1:15674/ws'), {main: 'http://127.0.0.1:15674/ws', plain: null});
  assert.deepEqual(probeUrls('wss://broker:15673/ws'), {
    main: 'https://broker:15673/ws',
    plain: 'http://broker:15673/ws',
  });
  assert.deepEqual(probeUrls('http://janus:8080/ws'), {main: 'http://janus:8080/ws', plain: null});
});

test('never connected: refused, wrong path, no TLS on the port, untrusted certificate', () => {
  const base = {mode: 'direct' as const, transport: 'websocket' as const, code: 1006};
  expectError(
    handshakeError({...base, url: 'ws://127.0.0.1:1/ws', probe: {main: false, plain: null}}),
    'refused',
    '无法连接到 ws://127.0.0.1:1/ws：连接被拒绝或主机不可达（关闭码 1006）',
    '15674',
  );
  expectError(
    handshakeError({...base, url: 'ws://127.0.0.1:15674/stomp', probe: {main: true, plain: null}}),
    'handshake',
    '服务器有应答，但 WebSocket 握手失败',
    'RabbitMQ Web STOMP 是 /ws',
  );
  expectError(
    handshakeError({...base, url: 'wss://127.0.0.1:15674/ws', probe: {main: false, plain: true}}),
    'tls',
    '该端口不是 TLS（加密）端口',
    'ws://',
  );
  expectError(
    handshakeError({...base, url: 'wss://broker:15673/ws', probe: {main: false, plain: false}}),
    'tls',
    'TLS 证书不被本机信任',
    'https://broker:15673/',
  );
  expectError(
    handshakeError({...base, transport: 'sockjs', url: 'http://127.0.0.1:15674/ws', probe: {main: true, plain: null}}),
    'handshake',
    'SockJS 握手失败',
    '不再提供 SockJS',
  );
  expectError(handshakeError({...base, url: 'ws://127.0.0.1:1/ws', probe: null}), 'refused', '连接被拒绝或握手失败');
});

test('never connected, Janus: the hints speak of the lookup that worked', () => {
  const base = {mode: 'janus' as const, code: 1006};
  expectError(
    handshakeError({
      ...base,
      transport: 'websocket',
      url: 'ws://127.0.0.1:9/websocket',
      probe: {main: false, plain: null},
    }),
    'refused',
    '连接被拒绝或主机不可达',
    '查询接口正常',
  );
  expectError(
    handshakeError({...base, transport: 'sockjs', url: 'http://127.0.0.1:9/ws', probe: {main: true, plain: null}}),
    'handshake',
    'SockJS 握手失败',
    '/ws/ 下的全部路径',
  );
});

test('connection lost: heart-beat timeout, a subscription dropped without receipt, an ordinary drop', () => {
  const base = {destination: '/topic/cnc01', code: 1006, mode: 'direct' as const};
  const heartbeat = connectionLost({...base, subscribePending: false, heartbeatLostAfterMs: 1000});
  expectError(
    heartbeat?.error,
    'heartbeat',
    '心跳超时：约 2 秒没有收到代理的任何数据（协商的心跳间隔 1000 毫秒）',
    '「心跳：期望代理发送间隔」',
  );
  assert.equal(heartbeat?.stop, false);
  expectError(
    connectionLost({...base, mode: 'janus', subscribePending: false, heartbeatLostAfterMs: 10000})?.error,
    'heartbeat',
    '约 20 秒',
    '「STOMP 心跳间隔」',
  );
  const refused = connectionLost({
    ...base,
    code: 1000,
    reason: 'STOMP died',
    subscribePending: true,
    heartbeatLostAfterMs: null,
  });
  expectError(
    refused?.error,
    'subscribe-refused',
    '订阅 /topic/cnc01 后，代理没有确认就断开了连接（关闭码 1000，STOMP died）',
    'access_refused',
  );
  assert.equal(refused?.stop, true);
  assert.equal(connectionLost({...base, subscribePending: false, heartbeatLostAfterMs: null}), null);
  // Janus sends no receipt (none is asked for): a drop is an ordinary drop.
  assert.equal(connectionLost({...base, mode: 'janus', subscribePending: true, heartbeatLostAfterMs: null}), null);
});

test('lookup failure: timeout, answer without CORS (from file:// or a web page), no answer', () => {
  const base = {origin: 'http://192.168.1.20:8080', timeoutMs: 10_000, cause: 'Failed to fetch'};
  expectError(
    lookupFetchError({...base, pageProtocol: 'file:', timedOut: true, answered: null}),
    'http-timeout',
    '10 秒内没有响应',
  );
  const noCors = lookupFetchError({...base, pageProtocol: 'file:', timedOut: false, answered: true});
  expectError(noCors, 'http-no-cors', '响应没有 CORS 头', '「网络」（Network）面板');
  assert.match(noCors.hint, /file:\/\//);
  assert.doesNotMatch(
    lookupFetchError({...base, pageProtocol: 'https:', timedOut: false, answered: true}).hint,
    /file:\/\//,
  );
  expectError(
    lookupFetchError({...base, pageProtocol: 'file:', timedOut: false, answered: false}),
    'http-unreachable',
    '无法访问 Janus 地址 http://192.168.1.20:8080：连接失败（Failed to fetch）',
  );
});
