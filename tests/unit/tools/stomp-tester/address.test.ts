/** Input parsing of the STOMP tester (tools/stomp-tester/address.ts): each rule accepts a good input and rejects a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  normalizeAddress,
  parseDestination,
  parseEndpointUrl,
  parseHeartbeat,
  parseVhost,
} from '../../../../tools/stomp-tester/address';
import {TesterError} from '../../../../tools/stomp-tester/hints';

/** Asserts that `fn` throws a TesterError whose title contains `title` and whose hint contains `hint`. */
function rejects(fn: () => unknown, title: string, hint = ''): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof TesterError, `not a TesterError: ${String(e)}`);
    assert.match(e.message, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.ok(e.hint.includes(hint), `hint lacks「${hint}」: ${e.hint}`);
    return true;
  });
}

test('Janus address: scheme added, path dropped, ws: sent to the advanced mode', () => {
  assert.equal(normalizeAddress(' 192.168.1.20:8080 '), 'http://192.168.1.20:8080');
  assert.equal(normalizeAddress('https://janus.plant.local/login'), 'https://janus.plant.local');
  rejects(() => normalizeAddress(''), '请填写 Janus 地址');
  rejects(() => normalizeAddress('http://192.168.1.20:80:80'), 'Janus 地址格式不正确');
  rejects(() => normalizeAddress('ws://192.168.1.20:15674/ws'), '不支持 ws: 协议', '任意 STOMP 代理（高级）');
  rejects(() => normalizeAddress('ftp://192.168.1.20'), '不支持 ftp: 协议');
});

test('endpoint URL: ws/wss are WebSocket, http/https SockJS, no scheme means ws', () => {
  assert.deepEqual(parseEndpointUrl('ws://192.168.1.30:15674/ws'), {
    url: 'ws://192.168.1.30:15674/ws',
    transport: 'websocket',
    notes: [],
  });
  assert.equal(parseEndpointUrl('wss://broker.plant.local:15673/ws').transport, 'websocket');
  assert.equal(parseEndpointUrl('http://192.168.1.20:8080/ws').transport, 'sockjs');
  assert.equal(parseEndpointUrl('https://192.168.1.20/ws').transport, 'sockjs');
  assert.equal(parseEndpointUrl('127.0.0.1:15674/ws').url, 'ws://127.0.0.1:15674/ws');
});

test('endpoint URL: what a browser cannot connect to is refused with the reason', () => {
  rejects(() => parseEndpointUrl('  '), '请填写 STOMP 端点地址', 'ws://192.168.1.30:15674/ws');
  rejects(() => parseEndpointUrl('stomp://192.168.1.30:61613'), '不支持 stomp: 协议', '61613');
  rejects(() => parseEndpointUrl('tcp://192.168.1.30:61613'), '不支持 tcp: 协议');
  rejects(() => parseEndpointUrl('ws://:15674/ws'), '端点地址格式不正确');
  rejects(
    () => parseEndpointUrl('ws://tester:secret@192.168.1.30:15674/ws'),
    '不要写用户名和密码',
    '「用户名」和「密码」',
  );
  rejects(() => parseEndpointUrl('ws://192.168.1.30:15674/ws#x'), '不能含 #');
});

test('endpoint URL: likely slips are noted, not refused', () => {
  assert.match(parseEndpointUrl('ws://192.168.1.30:61613/ws').notes.join(), /61613 通常是 STOMP 的 TCP 端口/);
  assert.match(parseEndpointUrl('ws://192.168.1.30:15674').notes.join(), /路径是 \/ws/);
  assert.deepEqual(parseEndpointUrl('http://192.168.1.30:8080/').notes, []);
});

test('destination: required, one line, a leading slash expected', () => {
  assert.deepEqual(parseDestination(' /topic/cnc01 '), {destination: '/topic/cnc01', notes: []});
  assert.match(parseDestination('cnc01').notes.join(), /不以 \/ 开头/);
  rejects(() => parseDestination(''), '请填写目的地', '/topic/cnc01');
  rejects(() => parseDestination('/topic/a\n/topic/b'), '目的地不能含换行');
});

test('heart-beat: a whole number of milliseconds, 0 for none', () => {
  assert.equal(parseHeartbeat('10000', '心跳间隔'), 10000);
  assert.equal(parseHeartbeat(' 0 ', '心跳间隔'), 0);
  rejects(() => parseHeartbeat('-1', '心跳间隔'), '心跳间隔必须是不小于 0 的整数');
  rejects(() => parseHeartbeat('1.5', '心跳间隔'), '心跳间隔必须是不小于 0 的整数');
  rejects(() => parseHeartbeat('', '期望代理发送心跳间隔'), '期望代理发送心跳间隔必须是');
});

test('virtual host: optional, one line', () => {
  assert.equal(parseVhost(' plant '), 'plant');
  assert.equal(parseVhost(''), '');
  rejects(() => parseVhost('pl\nant'), '虚拟主机不能含换行');
});
