/** How the paho-mqtt runs read the pages (tools/sample-check/paho.ts): the loopback rewrite and the CONNACK table. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {connackRows, loopbackPython} from '../../../../tools/sample-check/paho';

test('loopback: host, port and TLS change as the page tells a reader; a program without them is refused', () => {
  const page =
    'HOST = "www.neptune-iiot.net"\nPORT = 9884  # TLS\nTOKEN = "YOUR_TEAM_TOKEN"\nclient.tls_set()  # 根证书\nclient.connect(HOST, PORT)\n';
  assert.equal(
    loopbackPython(page, 41883, 'WRONG'),
    'HOST = "127.0.0.1"\nPORT = 41883  # TLS\nTOKEN = "WRONG"\nclient.connect(HOST, PORT)\n',
  );
  assert.match(
    loopbackPython('client.connect("www.neptune-iiot.net", 9883)\nt = "YOUR_TEAM_TOKEN"\n', 1),
    /"127.0.0.1", 1\)/,
  );
  assert.throws(() => loopbackPython('client.connect(BROKER, 1883)\n', 41883), /update tools\/sample-check\/paho.ts/);
});

test('CONNACK rows: code, the mosquitto text and the paho text of each row', () => {
  const table =
    '| 返回码 | 含义 | mosquitto 显示 | paho-mqtt 显示 | 原因与处理 |\n| --- | --- | --- | --- | --- |\n' +
    '| 4 | 用户名或密码错误 | `Connection Refused: bad user name or password.` | `Bad user name or password` | 核对令牌 |\n' +
    '| 5 | 未授权 | `Connection Refused: not authorised.` | `Not authorized` | 联系管理员 |\n';
  assert.deepEqual(connackRows(table), [
    {code: 4, mosquitto: 'Connection Refused: bad user name or password.', paho: 'Bad user name or password'},
    {code: 5, mosquitto: 'Connection Refused: not authorised.', paho: 'Not authorized'},
  ]);
});
