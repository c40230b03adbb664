/** MQTT payloads and STOMP frames against the AsyncAPI documents (tools/sample-check/checkers/asyncapi.ts). Each rule is shown accepting the pages' input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseMeta} from '../../../../../tools/sample-check/meta';
import {checkAsyncApi, ROW} from '../../../../../tools/sample-check/checkers/asyncapi';
import type {CheckContext} from '../../../../../tools/sample-check/core';
import type {Block, Page} from '../../../../../tools/sample-check/extract';

const MQTT_PAGE = 'docs/neptune/api/device_connection/mqtt.mdx';
const STOMP_PAGE = 'docs/janus/api/device/realtime-data.mdx';
const UUID = '3F2A-9C41-7B0D-E5A8';
const OP = '8f14e45fceea167a5a36dedd4bea2543';

function block(page: string, lang: string, code: string, heading = ''): Block {
  return {id: `${page}:1`, file: page, line: 1, page, lang, meta: parseMeta('', page), code, heading};
}

function ctxFor(blocks: Block[]): CheckContext {
  const spec: Record<string, string> = {[MQTT_PAGE]: 'neptune-mqtt', [STOMP_PAGE]: 'janus-stomp'};
  const pages = new Map<string, Page>();
  for (const b of blocks) {
    const page = pages.get(b.page) ?? {
      file: b.page,
      frontMatter: spec[b.page] ? {asyncapi_spec: spec[b.page]} : {},
      blocks: [],
    };
    page.blocks.push(b);
    pages.set(b.page, page);
  }
  return {pages, work: '/tmp'};
}

/** The failures of one block, or null when the check does not take it up. */
function failures(b: Block): string[] | null {
  const out = checkAsyncApi([b], ctxFor([b]));
  assert.ok(out.every((o) => o.row === ROW));
  return out.length ? out[0].failures : null;
}

const report = {uuid: UUID, action: 'data', time: '20251118093015123', speed: 12000, temperature: 41.5};
const json = (v: unknown) => JSON.stringify(v, null, 2);

test('MQTT JSON: a report, a downlink and an acknowledgement pass; each broken one fails', () => {
  assert.deepEqual(failures(block(MQTT_PAGE, 'json', json(report))), []);
  const update = {uuid: UUID, action: 'update', data: {'0100H': '1', operation_id: OP}};
  assert.deepEqual(failures(block(MQTT_PAGE, 'json', json(update))), []);
  const ack = {uuid: UUID, action: 'ack', operation_id: OP, data: {'0100H': '1'}};
  assert.deepEqual(failures(block(MQTT_PAGE, 'json', json(ack))), []);

  const wrong = (v: unknown) => failures(block(MQTT_PAGE, 'json', json(v)))!.join('\n');
  // Data IDs nested in data, as a Janus message has them.
  assert.match(
    wrong({uuid: UUID, action: 'data', data: {speed: 12000}}),
    /dataReport: \/data must be number,boolean,string/,
  );
  assert.match(wrong({...report, time: '2025-11-18 09:30:15.123'}), /dataReport: \/time must match pattern/);
  assert.match(wrong({uuid: UUID, action: 'data', time: ''}), /dataReport: \(root\) must NOT be valid/);
  assert.match(wrong({...report, uuid: '3f2a-9c41-7b0d-e5a8'}), /dataReport: \/uuid must match pattern/);
  assert.match(wrong({...report, action: 'report'}), /no message with action "report" \(data, ack, update\)/);
  assert.match(
    wrong({uuid: UUID, action: 'update', data: {'0100H': '1'}}),
    /update: \/data must have required property 'operation_id'/,
  );
  assert.match(wrong({...update, time: '20251118093015123'}), /update: \(root\) must NOT have additional properties/);
  assert.match(
    wrong({uuid: UUID, action: 'ack', operationId: OP, data: {}}),
    /ack: \(root\) must have required property 'operation_id'/,
  );
  // A JSON block of a page that names no document is not this check's.
  assert.equal(failures(block('docs/neptune/api/device_management/send.mdx', 'json', json(report))), null);
});

const pub = (extra: string) =>
  `mosquitto_pub -h www.neptune-iiot.net -p 9884 --capath /etc/ssl/certs -V mqttv311 \\\n  -i ${UUID} -u YOUR_TEAM_TOKEN -P YOUR_TEAM_TOKEN \\\n  -q 1 ${extra}\n`;

test('mosquitto: server, TLS, protocol, client id, topic, direction and payload are the document’s', () => {
  const ok = pub(`-t devicepub -m '${JSON.stringify(report)}'`);
  assert.deepEqual(failures(block(MQTT_PAGE, 'bash', ok)), []);
  const sub = 'mosquitto_sub -h www.neptune-iiot.net -p 9883 -i 3F2A-9C41-7B0D-E5A8 -u T -P T -q 1 -t devicesub -v\n';
  assert.deepEqual(failures(block(MQTT_PAGE, 'bash', sub)), []);
  assert.equal(failures(block(MQTT_PAGE, 'bash', 'sudo apt-get install mosquitto-clients\n')), null);

  const wrong = (code: string) => failures(block(MQTT_PAGE, 'bash', code))!.join('\n');
  assert.match(wrong(pub('-t devicepubs -m x')), /topic devicepubs is not a channel of neptune-mqtt.yaml/);
  assert.match(
    wrong(sub.replace('-t devicesub', '-t devicepub')),
    /a client does not receive on devicepub \(send only\)/,
  );
  assert.match(wrong(pub('-t devicesub -m x')), /a client does not send on devicesub \(receive only\)/);
  assert.match(
    wrong(sub.replace('-p 9883', '-p 9884')),
    /is secure-mqtt in neptune-mqtt.yaml, the block does not use TLS/,
  );
  assert.match(wrong(ok.replace('-p 9884', '-p 9883')), /is mqtt in neptune-mqtt.yaml, the block uses TLS/);
  assert.match(
    wrong(ok.replace('-p 9884', '-p 1883')),
    /www.neptune-iiot.net:1883 is not a server of neptune-mqtt.yaml/,
  );
  assert.match(wrong(ok.replace('mqttv311', 'mqttv5')), /-V mqttv5 is MQTT 5, the server speaks 3.1.1/);
  assert.match(wrong(ok.replace(`-i ${UUID}`, '-i cnc01')), /client id cnc01: \(root\) must match pattern/);
  assert.match(
    wrong(pub(`-t devicepub -m '{"uuid":"${UUID}","action":"data"}'`)),
    /dataReport: \(root\) must NOT be valid/,
  );
  assert.match(wrong(pub(`-t devicepub -m '{"uuid":"${UUID}"'`)), /-m is not JSON/);
});

test('mosquitto_sub -v output: each line’s topic is one a client receives on, its payload a message there', () => {
  const line = `devicesub {"uuid":"${UUID}","action":"update","data":{"0100H":"1","operation_id":"${OP}"}}\n`;
  assert.deepEqual(failures(block(MQTT_PAGE, 'text', line)), []);
  assert.match(
    failures(block(MQTT_PAGE, 'text', line.replace('"update"', '"data"')))!.join(),
    /no message with action "data" \(update\)/,
  );
  assert.match(
    failures(block(MQTT_PAGE, 'text', line.replace('devicesub', 'devicepub')))!.join(),
    /does not receive on devicepub/,
  );
  assert.equal(failures(block(MQTT_PAGE, 'text', 'Client 3F2A-9C41-7B0D-E5A8 sending CONNECT\n')), null);
});

test('paho-mqtt: publish/subscribe topics and the connection are the document’s', () => {
  const program = [
    'HOST = "www.neptune-iiot.net"',
    'PORT = 9884',
    'client.subscribe("devicesub", qos=1)',
    'client.publish("devicepub", json.dumps(ack), qos=1)',
    'client.tls_set()',
    'client.connect_async(HOST, PORT, keepalive=60)',
    '',
  ].join('\n');
  assert.deepEqual(failures(block(MQTT_PAGE, 'python', program)), []);
  const wrong = (code: string) => failures(block(MQTT_PAGE, 'python', code))!.join('\n');
  assert.match(
    wrong(program.replace('subscribe("devicesub"', 'subscribe("devicepub"')),
    /subscribe\("devicepub"\): a client does not receive there/,
  );
  assert.match(wrong(program.replace('publish("devicepub"', 'publish("data"')), /publish\("data"\): not a channel/);
  assert.match(
    wrong(program.replace('client.tls_set()\n', '')),
    /is secure-mqtt in neptune-mqtt.yaml, the block does not use TLS/,
  );
});

const frames = (destination: string, body: string, heartBeat = '10000,10000', login = 'YOUR_JANUS_TOKEN') =>
  [
    `CONNECT\naccept-version:1.2,1.1,1.0\nhost:192.168.1.20\nlogin:${login}\npasscode:\nheart-beat:10000,10000\n\n^@`,
    `CONNECTED\nversion:1.2\nheart-beat:${heartBeat}\n\n^@`,
    `SUBSCRIBE\nid:sub-0\ndestination:${destination}\nack:auto\n\n^@`,
    `MESSAGE\ndestination:${destination}\ncontent-type:application/json;charset=UTF-8\nsubscription:sub-0\nmessage-id:1\n\n${body}^@`,
  ].join('\n');

test('STOMP frames: CONNECT and CONNECTED headers, destinations, MESSAGE body and ERROR messages are the document’s', () => {
  const body = `{"uuid":"${UUID}","time":"2025-11-18 09:30:15.123","data":{"speed":12000}}`;
  assert.deepEqual(failures(block(STOMP_PAGE, 'text', frames(`/websocket/deviceData/${UUID}`, body))), []);
  assert.deepEqual(failures(block(STOMP_PAGE, 'text', frames(`/ws/deviceData/${UUID}`, body))), []);
  const wrong = (code: string) => failures(block(STOMP_PAGE, 'text', code))!.join('\n');
  assert.match(
    wrong(frames(`/topic/deviceData/${UUID}`, body)),
    /SUBSCRIBE destination \/topic\/deviceData\/.* is not a channel/,
  );
  assert.match(
    wrong(frames(`/ws/deviceData/${UUID}`, body.replace('"data"', '"action":"data","data"'))),
    /deviceData: \(root\) must NOT have additional properties/,
  );
  assert.match(
    wrong(frames(`/ws/deviceData/${UUID}`, body.replace('2025-11-18 09:30:15.123', '20251118093015123'))),
    /\/time must match pattern/,
  );
  assert.match(
    wrong(frames(`/ws/deviceData/${UUID}`, body, '0,0')),
    /CONNECTED headers: \/heart-beat must be equal to constant/,
  );
  assert.match(
    wrong(frames(`/ws/deviceData/${UUID}`, body, '10000,10000', 'JANUS')),
    /CONNECT headers: \/login must match pattern/,
  );
  assert.match(
    wrong(
      frames(`/ws/deviceData/${UUID}`, body).replace(
        'content-type:application/json;charset=UTF-8',
        'content-type:text/plain',
      ),
    ),
    /MESSAGE headers: \/content-type must be equal to constant/,
  );
  assert.deepEqual(failures(block(STOMP_PAGE, 'text', 'ERROR\nmessage:设备不存在\n\n^@')), []);
  assert.match(wrong('ERROR\nmessage:Token 授权失败\n\n^@'), /ERROR message "Token 授权失败" is not in x-stomp-errors/);
});

test('the query APIs’ answer: the address is a server’s path, the topic a channel on that server', () => {
  const answer = (websocket: string, topic: string) =>
    block(STOMP_PAGE, 'json', json({code: 200, message: '成功', data: {websocket, topic}}), 'response-example');
  assert.deepEqual(failures(answer('http://192.168.1.20:8080/ws', `/ws/deviceData/${UUID}`)), []);
  assert.deepEqual(failures(answer('ws://192.168.1.20:8080/websocket', `/websocket/deviceData/${UUID}`)), []);
  assert.match(
    failures(answer('http://192.168.1.20:8080/ws', `/websocket/deviceData/${UUID}`))!.join(),
    /is on websocket, not on the server at \/ws/,
  );
  assert.match(
    failures(answer('http://192.168.1.20:8080/sockjs', `/ws/deviceData/${UUID}`))!.join(),
    /no server of janus-stomp.yaml has path \/sockjs/,
  );
});

test('Triton TOML: [server] is a server of the document, tls exactly on the secure one', () => {
  const toml = (port: number, tls = '') =>
    block(MQTT_PAGE, 'toml', `[server]\naddress = "www.neptune-iiot.net"\nport = ${port}\n${tls}token = "T"\n`);
  assert.deepEqual(failures(toml(9883)), []);
  assert.deepEqual(failures(toml(9884, 'tls = true\n')), []);
  assert.match(failures(toml(9884))!.join(), /is secure-mqtt in neptune-mqtt.yaml, the block does not use TLS/);
  assert.match(failures(toml(1883))!.join(), /www.neptune-iiot.net:1883 is not a server/);
});

test('a block of a partial is checked when any page that renders it names a document', () => {
  const partial: Block = {
    ...block('docs/neptune/api/device_management/send.mdx', 'json', json(report)),
    file: 'docs/_partials/x.mdx',
  };
  const ctx = ctxFor([partial]);
  ctx.pages.set(MQTT_PAGE, {file: MQTT_PAGE, frontMatter: {asyncapi_spec: 'neptune-mqtt'}, blocks: [partial]});
  assert.deepEqual(checkAsyncApi([partial], ctx)[0].failures, []);
  const wrongSpec = ctxFor([partial]);
  wrongSpec.pages.set(MQTT_PAGE, {file: MQTT_PAGE, frontMatter: {asyncapi_spec: 'neptune-amqp'}, blocks: [partial]});
  assert.match(checkAsyncApi([partial], wrongSpec)[0].failures.join(), /asyncapi_spec: neptune-amqp is not one of/);
});
