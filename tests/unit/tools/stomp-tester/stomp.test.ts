/** STOMP frame helpers of the STOMP tester (tools/stomp-tester/stomp.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  connectHeaders,
  describeMessage,
  maskSecrets,
  negotiateHeartbeat,
  parseHeartBeatHeader,
  readErrorFrame,
} from '../../../../tools/stomp-tester/stomp';

test('CONNECT headers: login and passcode together, host only when given', () => {
  assert.deepEqual(connectHeaders({login: 'tester', passcode: 's3cret', host: 'plant'}), {
    login: 'tester',
    passcode: 's3cret',
    host: 'plant',
  });
  // Janus: the token is the login, the passcode is sent empty.
  assert.deepEqual(connectHeaders({login: 'a3f1', passcode: ''}), {login: 'a3f1', passcode: ''});
  assert.deepEqual(connectHeaders({login: '', passcode: '', host: ''}), {});
});

test('heart-beat header: "cx,cy", anything else counts as none', () => {
  assert.deepEqual(parseHeartBeatHeader('10000,10000'), [10000, 10000]);
  assert.deepEqual(parseHeartBeatHeader(' 0 , 5000 '), [0, 5000]);
  assert.deepEqual(parseHeartBeatHeader('10000'), [0, 0]);
  assert.deepEqual(parseHeartBeatHeader(undefined), [0, 0]);
});

test('heart-beat negotiation: the larger of the two, 0 when either side says 0', () => {
  // RabbitMQ answers heart-beat:10000,10000 (or the client's own values).
  assert.deepEqual(negotiateHeartbeat({outgoing: 10000, incoming: 10000}, '10000,10000'), {
    send: 10000,
    receive: 10000,
  });
  assert.deepEqual(negotiateHeartbeat({outgoing: 4000, incoming: 1000}, '10000,2000'), {send: 4000, receive: 10000});
  assert.deepEqual(negotiateHeartbeat({outgoing: 0, incoming: 1000}, '10000,10000'), {send: 0, receive: 10000});
  assert.deepEqual(negotiateHeartbeat({outgoing: 1000, incoming: 1000}, '0,0'), {send: 0, receive: 0});
});

test('frame log: passcode always masked, login only when it is the Janus token', () => {
  const frame = '>>> CONNECT\nlogin:tester\npasscode:s3cret\nhost:plant\n\n';
  assert.equal(maskSecrets(frame, {maskLogin: false}), '>>> CONNECT\nlogin:tester\npasscode:******\nhost:plant\n\n');
  assert.equal(maskSecrets(frame, {maskLogin: true}), '>>> CONNECT\nlogin:******\npasscode:******\nhost:plant\n\n');
  assert.equal(
    maskSecrets('<<< MESSAGE\ndestination:/topic/passcode:x\n', {maskLogin: true}),
    '<<< MESSAGE\ndestination:/topic/passcode:x\n',
  );
});

test('ERROR frame: message header and trimmed body', () => {
  assert.deepEqual(readErrorFrame({message: 'Bad CONNECT'}, "Access refused for user 'tester'\n"), {
    message: 'Bad CONNECT',
    body: "Access refused for user 'tester'",
  });
  assert.deepEqual(readErrorFrame({}, ''), {message: '（无 message 头）', body: ''});
});

test('MESSAGE: a Janus report shows its data time, UUID and data values', () => {
  const body = JSON.stringify({
    uuid: '3F2A-9C41-7B0D-E5A8',
    time: '2025-11-18 09:30:15.123',
    data: {speed: 12000, status: 'run'},
  });
  const view = describeMessage('janus', {destination: '/ws/deviceData/3F2A-9C41-7B0D-E5A8'}, body);
  assert.deepEqual(view.details, ['数据时间 2025-11-18 09:30:15.123', 'UUID 3F2A-9C41-7B0D-E5A8']);
  assert.deepEqual(view.fields, [
    ['speed', '12000'],
    ['status', 'run'],
  ]);
  assert.equal(view.isJson, true);
  assert.match(view.raw, /^\{\n {2}"uuid"/);
  const text = describeMessage('janus', {}, 'not json');
  assert.deepEqual(
    [text.details, text.fields, text.raw, text.isJson],
    [['数据时间 —', 'UUID —'], null, 'not json', false],
  );
});

test('MESSAGE: another broker shows destination and content-type, JSON objects as fields, text as is', () => {
  const headers = {destination: '/topic/cnc01', 'content-type': 'application/json'};
  const view = describeMessage('direct', headers, '{"spindle":{"rpm":1200},"ok":true}');
  assert.deepEqual(view.details, ['目的地 /topic/cnc01', 'application/json']);
  assert.deepEqual(view.fields, [
    ['spindle', '{"rpm":1200}'],
    ['ok', 'true'],
  ]);
  const text = describeMessage('direct', {destination: '/queue/orders'}, '温度 41.5');
  assert.deepEqual(text.details, ['目的地 /queue/orders', '11 字节']);
  assert.equal(text.fields, null);
  assert.equal(text.raw, '温度 41.5');
  // A JSON array or number is shown raw, not as fields.
  assert.equal(describeMessage('direct', {}, '[1,2]').fields, null);
});
