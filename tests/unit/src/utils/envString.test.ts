/** The「我的环境」transfer string (src/utils/envString.ts): round trip, and each way a pasted string can be wrong. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EnvStringError, encodeEnvString, parseEnvString} from '../../../../src/utils/envString';

const ALL = {
  janus: 'http://192.168.1.20:8080',
  token: 'a3f1c9e07b2d4c8e9f60d1b2c3a4e5f6',
  device: '3F2A-9C41-7B0D-E5A8',
  appId: 'nep1a2b3c4d',
  broker: 'mq.plant.local:15674',
};

/** A string of any JSON, as another (or a broken) exporter would write it. */
function raw(json: string): string {
  return `myenv.${Buffer.from(json, 'utf8').toString('base64url')}`;
}

function refused(text: string, message: RegExp): void {
  assert.throws(
    () => parseEnvString(text),
    (e: unknown) => e instanceof EnvStringError && message.test(e.message),
  );
}

test('round trip: every value, and any subset of them', () => {
  const text = encodeEnvString(ALL);
  assert.match(text, /^myenv\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(parseEnvString(text), ALL);
  assert.deepEqual(parseEnvString(encodeEnvString({device: ALL.device})), {device: ALL.device});
  // The documented layout: base64url of {"v":1,...} in key order.
  assert.equal(
    Buffer.from(encodeEnvString({janus: ALL.janus, token: ALL.token}).slice(6), 'base64url').toString(),
    `{"v":1,"janus":"http://192.168.1.20:8080","token":"${ALL.token}"}`,
  );
});

test('whitespace a chat tool or a line break adds is ignored', () => {
  const text = encodeEnvString(ALL);
  assert.deepEqual(parseEnvString(`  ${text.slice(0, 20)}\n ${text.slice(20)}\n`), ALL);
});

test('a string that is not an export, or was cut, says so', () => {
  refused('', /请先粘贴/);
  refused(ALL.token, /这不是「我的环境」导出的字符串：它应以 myenv\. 开头/);
  refused('myenv.abc+/=', /字符串已损坏：myenv\. 之后只能是/);
  refused(encodeEnvString(ALL).slice(0, -5), /字符串已损坏/);
  refused(raw('[1,2]'), /不是「我的环境」的格式/);
  refused(`myenv.${'A'.repeat(3000)}`, /字符串过长/);
  refused(`myenv.${Buffer.from([0xff, 0xfe, 0x00]).toString('base64url')}`, /解码后不是文字/);
});

test('versions: missing or wrong refused, a newer one asks for a newer tool', () => {
  refused(raw('{"janus":"http://192.168.1.20"}'), /缺少版本号或版本号不对（应为 1）/);
  refused(raw('{"v":"1","janus":"http://192.168.1.20"}'), /缺少版本号或版本号不对/);
  refused(raw('{"v":2,"janus":"http://192.168.1.20"}'), /新版格式（版本 2）.*下载最新版的工具/);
});

test('strict fields: unknown keys, empty and invalid values are named', () => {
  refused(raw('{"v":1,"janus":"http://192.168.1.20","password":"x"}'), /不认识的字段：password/);
  refused(raw('{"v":1}'), /没有任何值/);
  refused(raw('{"v":1,"device":""}'), /设备序列号（UUID）应是非空的文字/);
  refused(raw('{"v":1,"device":42}'), /设备序列号（UUID）应是非空的文字/);
  refused(
    raw('{"v":1,"janus":"http://192.168.1.20/api"}'),
    /Janus 地址「http:\/\/192\.168\.1\.20\/api」不对：只写协议、主机和端口/,
  );
  refused(raw('{"v":1,"janus":"ws://192.168.1.20"}'), /不支持 ws: 协议/);
  refused(raw('{"v":1,"device":"3f2a-9c41-7b0d-e5a8"}'), /四组四位大写十六进制/);
  refused(raw('{"v":1,"broker":"mq:99999"}'), /代理主机「mq:99999」不对/);
  refused(raw('{"v":1,"appId":"a b"}'), /Neptune app_id「a b」不对/);
});

test('the 注册码 is never echoed in a message', () => {
  const wrong = 'A3F1C9E07B2D4C8E9F60D1B2C3A4E5F6';
  assert.throws(
    () => parseEnvString(raw(`{"v":1,"token":"${wrong}"}`)),
    (e: unknown) =>
      e instanceof EnvStringError && /注册码不对：应是 32 位小写十六进制/.test(e.message) && !e.message.includes(wrong),
  );
  assert.throws(
    () => encodeEnvString({token: wrong}),
    (e: unknown) => e instanceof Error && !e.message.includes(wrong),
  );
});

test('encoding refuses what parsing would refuse, and an empty environment', () => {
  assert.throws(() => encodeEnvString({}), /没有可导出的值/);
  assert.throws(() => encodeEnvString({janus: '192.168.1.20'}), /Janus 地址/);
  assert.equal(encodeEnvString({janus: '', device: ALL.device}), encodeEnvString({device: ALL.device}));
});
