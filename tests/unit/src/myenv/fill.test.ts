/** src/myenv/engine/fill.ts: where the canon's placeholders are found, and what the reader's values make of a text. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fillText, findMatches, shown, unfillText} from '../../../../src/myenv/engine/fill';
import {patternOf} from '../../../../src/myenv/engine/placeholders';
import {loadPlaceholders} from '../../../../src/myenv/plugin';

const patterns = loadPlaceholders().placeholders.map(patternOf);
const values = {
  janusHost: '10.20.0.7',
  janusToken: '0123456789abcdef0123456789abcdef',
  deviceUuid: '1A2B-3C4D-5E6F-7A8B',
  appId: 'nep0f0f0f0f',
  brokerHost: 'mqtt.plant.local',
};

test('a curl line of realtime-data.mdx gets the reader’s address, code and device', () => {
  const curl =
    'curl -G "http://192.168.1.20:8080/api/janus/websocket" \\\n' +
    '  --data-urlencode "token=YOUR_JANUS_TOKEN" \\\n  --data-urlencode "uuid=3F2A-9C41-7B0D-E5A8"';
  assert.equal(
    fillText(curl, patterns, values, 'codeBlock'),
    'curl -G "http://10.20.0.7:8080/api/janus/websocket" \\\n' +
      '  --data-urlencode "token=0123456789abcdef0123456789abcdef" \\\n  --data-urlencode "uuid=1A2B-3C4D-5E6F-7A8B"',
  );
});

test('only whole placeholders: another address, a longer word or a web address stay', () => {
  assert.equal(
    fillText('PLC 192.168.1.200, PC 192.168.1.20', patterns, values, 'codeBlock'),
    'PLC 192.168.1.200, PC 10.20.0.7',
  );
  assert.equal(fillText('MY_YOUR_JANUS_TOKEN_2', patterns, values, 'codeBlock'), 'MY_YOUR_JANUS_TOKEN_2');
  assert.equal(fillText('JANUS_<注册码>', patterns, values, 'tableCell'), 'JANUS_0123456789abcdef0123456789abcdef');
  assert.equal(
    fillText(
      'mosquitto_pub -h www.neptune-iiot.net -p 9883 # https://www.neptune-iiot.net',
      patterns,
      values,
      'codeBlock',
    ),
    'mosquitto_pub -h mqtt.plant.local -p 9883 # https://www.neptune-iiot.net',
  );
  assert.equal(
    fillText('tcp://www.neptune-iiot.net:9883', patterns, values, 'codeBlock'),
    'tcp://mqtt.plant.local:9883',
  );
  // The STOMP CONNECT frame of Neptune's realtime WebSocket names the web host, not the MQTT server.
  assert.equal(fillText('host:www.neptune-iiot.net', patterns, values, 'codeBlock'), 'host:www.neptune-iiot.net');
});

test('each placeholder is replaced only where the canon says: the MQTT server in code blocks only', () => {
  assert.equal(fillText('-h www.neptune-iiot.net', patterns, values, 'tableCell'), '-h www.neptune-iiot.net');
  assert.equal(fillText('nep1a2b3c4d', patterns, values, 'tableCell'), 'nep0f0f0f0f');
});

test('inline code that is only a sample names the sample and stays; inline code using one is filled', () => {
  assert.deepEqual(findMatches('3F2A-9C41-7B0D-E5A8', patterns, values, 'inlineCode'), []);
  assert.equal(fillText('3F2A-9C41-7B0D-E5A8', patterns, values, 'codeBlock'), '1A2B-3C4D-5E6F-7A8B');
  assert.equal(fillText('192.168.1.20:8080', patterns, values, 'inlineCode'), '10.20.0.7:8080');
});

test('a value the reader did not set keeps its sample', () => {
  assert.equal(
    fillText(
      'http://192.168.1.20:8080?uuid=3F2A-9C41-7B0D-E5A8',
      patterns,
      {deviceUuid: 'AAAA-BBBB-CCCC-DDDD'},
      'codeBlock',
    ),
    'http://192.168.1.20:8080?uuid=AAAA-BBBB-CCCC-DDDD',
  );
});

test('a secret shows as four dots and its last 4 characters; anything else as it is', () => {
  const [host, token] = patterns;
  assert.equal(shown(token, values.janusToken), '••••cdef');
  assert.equal(shown(host, values.janusHost), '10.20.0.7');
});

test('matches come with their place, so the page can highlight them', () => {
  const text = 'token=YOUR_JANUS_TOKEN&uuid=3F2A-9C41-7B0D-E5A8';
  assert.deepEqual(
    findMatches(text, patterns, values, 'codeBlock').map((m) => [m.start, m.end, m.placeholder.key]),
    [
      [6, 22, 'janusToken'],
      [28, 47, 'deviceUuid'],
    ],
  );
});

test('text read off a filled page gets the samples back: what a report quotes, without the reader’s values', () => {
  const onScreen =
    'curl -G "http://10.20.0.7:8080/api/janus/websocket" --data-urlencode "token=••••cdef" 设备 1A2B-3C4D-5E6F-7A8B';
  assert.equal(
    unfillText(onScreen, patterns, values),
    'curl -G "http://192.168.1.20:8080/api/janus/websocket" --data-urlencode "token=YOUR_JANUS_TOKEN" 设备 3F2A-9C41-7B0D-E5A8',
  );
  // One pass: a sample put back is not read again for a shorter value it happens to hold.
  const crossed = {deviceUuid: 'AAAA-BBBB-CCCC-DDDD', appId: '9C41'};
  assert.equal(unfillText('AAAA-BBBB-CCCC-DDDD', patterns, crossed), '3F2A-9C41-7B0D-E5A8');
  // Without values, and with a value that has regular-expression characters, the text is as it was.
  assert.equal(unfillText(onScreen, patterns, {}), onScreen);
  assert.equal(unfillText('a.b+c 10.20.0.7', patterns, {janusHost: 'a.b+c'}), '192.168.1.20 10.20.0.7');
});
