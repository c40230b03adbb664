/**
 * The AsyncAPI documents (static/asyncapi/) are valid AsyncAPI 3.0 for the official parser, their examples validate
 * against their own schemas and use CNC-01 as canon/cnc-01.yaml defines it, their servers are the canon's hosts and
 * ports, and what they share with the OpenAPI documents (UUID, operation ID, the STOMP message body) is the same.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {loadCnc01, loadEndpoints} from '../../../src/canon-data/load';
import {ROOT} from '../../../scripts/lib/docs';
import {ASYNCAPI_DIR, ASYNCAPI_NAMES, loadAsyncApi, type AsyncApi} from '../../../tools/sample-check/checkers/asyncapi';

type Json = Record<string, unknown>;

const text = (name: string) => fs.readFileSync(path.join(ASYNCAPI_DIR, `${name}.yaml`), 'utf8');
const openapi = (name: string) =>
  YAML.parse(fs.readFileSync(path.join(ROOT, 'static', 'openapi', `${name}-openapi.yaml`), 'utf8')) as Json;

/** The parser's error-level diagnostics, as `path: message` lines. */
async function parserErrors(source: string): Promise<string[]> {
  const {document, diagnostics} = await new Parser().parse(source);
  const errors = diagnostics
    .filter((d) => d.severity === DiagnosticSeverity.Error)
    .map((d) => `${d.path.join('.')}: ${d.message}`);
  return document || errors.length ? errors : ['no document'];
}

/** Every message example's payload against the message's payload schema. */
function exampleErrors(api: AsyncApi): string[] {
  const errors: string[] = [];
  const messages = ((api.doc.components as Json).messages ?? {}) as Record<string, Json>;
  for (const [name, message] of Object.entries(messages)) {
    const validate = api.validator(`#/components/messages/${name}/payload`);
    for (const example of (message.examples as Json[] | undefined) ?? []) {
      if (!validate(example.payload))
        errors.push(`${name} example ${String(example.name)}: ${JSON.stringify(validate.errors)}`);
    }
  }
  return errors;
}

/** The CNC-01 data in an example: known IDs, the canon's types, ranges and values. */
function canonErrors(api: AsyncApi): string[] {
  const cnc01 = loadCnc01();
  const errors: string[] = [];
  const check = (where: string, key: string, value: unknown) => {
    const item = cnc01.data.find((d) => d.id === key);
    if (!item) return errors.push(`${where}: ${key} is not a data ID of CNC-01`);
    // Downlinks and acknowledgements carry the values as the pages send them: a number or its string.
    const n = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    if (typeof n !== 'number') return errors.push(`${where}: ${key} = ${JSON.stringify(value)} is not a number`);
    if (item.type === '整数' && !Number.isInteger(n)) errors.push(`${where}: ${key} = ${n} is not an integer`);
    if (item.range && (n < item.range.min || n > item.range.max))
      errors.push(`${where}: ${key} = ${n} is outside ${item.range.min}–${item.range.max}`);
    if (item.values && !item.values.some((v) => v.value === n))
      errors.push(`${where}: ${key} = ${n} is none of ${item.values.map((v) => v.value).join(', ')}`);
    return 0;
  };
  const messages = ((api.doc.components as Json).messages ?? {}) as Record<string, Json>;
  for (const [name, message] of Object.entries(messages)) {
    for (const example of (message.examples as Json[] | undefined) ?? []) {
      const where = `${api.name} ${name} example ${String(example.name)}`;
      const payload = example.payload as Json;
      if (payload.uuid !== cnc01.device.uuid) errors.push(`${where}: uuid ${String(payload.uuid)} is not CNC-01's`);
      const data =
        payload.data && typeof payload.data === 'object'
          ? (payload.data as Json)
          : Object.fromEntries(Object.entries(payload).filter(([k]) => !['uuid', 'action', 'time'].includes(k)));
      for (const [key, value] of Object.entries(data)) if (key !== 'operation_id') check(where, key, value);
    }
  }
  return errors;
}

for (const name of ASYNCAPI_NAMES) {
  test(`${name}.yaml is AsyncAPI 3.0 with no error for the official parser`, async () => {
    assert.match(text(name), /^asyncapi: 3\.0\.\d+$/m);
    assert.deepEqual(await parserErrors(text(name)), []);
  });

  test(`${name}.yaml: every message example validates against its payload and uses CNC-01's facts`, () => {
    const api = loadAsyncApi(name);
    assert.deepEqual(exampleErrors(api), []);
    assert.deepEqual(canonErrors(api), []);
  });
}

test('a broken document fails: the parser, the examples and the canon each catch theirs', async () => {
  // An acknowledgement sent on the channel that carries downlinks: the operation's message is not the channel's.
  const wrongChannel = text('neptune-mqtt').replace(
    "sendAck:\n    action: send\n    channel:\n      $ref: '#/channels/devicepub'",
    "sendAck:\n    action: send\n    channel:\n      $ref: '#/channels/devicesub'",
  );
  assert.notEqual(wrongChannel, text('neptune-mqtt'));
  assert.match((await parserErrors(wrongChannel)).join('\n'), /does not belong to the specified channel/);
  // A report time in the Janus format, and a feed override CNC-01 does not allow.
  const wrongExample = text('neptune-mqtt')
    .replace("time: '20251118093015123'\n            speed", "time: '2025-11-18 09:30:15.123'\n            speed")
    .replace('feed: 100\n            status: 1001', 'feed: 180\n            status: 1001');
  assert.notEqual(wrongExample, text('neptune-mqtt'));
  const api = loadAsyncApi('neptune-mqtt', wrongExample);
  assert.match(exampleErrors(api).join('\n'), /dataReport example cnc01: .*pattern/);
  assert.match(canonErrors(api).join('\n'), /feed = 180 is outside 0–150/);
});

test("the MQTT servers are the canon's Neptune MQTT hosts and ports, TLS on the TLS port", () => {
  const canon = loadEndpoints().groups.neptune;
  const byId = (id: string) => canon.find((e) => e.id === id)!;
  const servers = loadAsyncApi('neptune-mqtt').servers;
  const hostPort = (id: string) => `${byId(id).host}:${byId(id).port}`;
  assert.deepEqual(
    servers.map((s) => [s.host, s.protocol, s.protocolVersion]).sort(),
    [
      [hostPort('neptune-mqtt'), 'mqtt', '3.1.1'],
      [hostPort('neptune-mqtts'), 'secure-mqtt', '3.1.1'],
    ].sort(),
  );
});

test("the STOMP servers sit on the Janus web port, at the canon's two endpoints", () => {
  const web = loadEndpoints().groups.janus.find((e) => e.id === 'janus-web')!;
  const {doc, servers} = loadAsyncApi('janus-stomp');
  assert.deepEqual(servers.map((s) => s.pathname).sort(), ['/websocket', '/ws']);
  for (const s of servers) {
    const janus = (((doc.servers as Json)[s.id] as Json).variables as Record<string, Json>).janus;
    assert.equal(s.host, '{janus}', `${s.id}: the host is the {janus} variable`);
    assert.match(String(janus.default), new RegExp(`:${web.port}$`), `${s.id}: the default port is Janus's web port`);
  }
});

test('what an AsyncAPI document shares with its OpenAPI document is the same', () => {
  const schemas = (name: string, doc: Json) => ((doc.components as Json).schemas as Record<string, Json>)[name];
  const mqtt = loadAsyncApi('neptune-mqtt').doc;
  const neptune = openapi('neptune');
  assert.equal(schemas('Uuid', mqtt).pattern, schemas('UuidValue', neptune).pattern);
  assert.equal(schemas('OperationId', mqtt).pattern, schemas('OperationId', neptune).pattern);
  const stomp = loadAsyncApi('janus-stomp').doc;
  const janus = openapi('janus');
  const mine = schemas('RealtimeMessage', stomp);
  const theirs = schemas('RealtimeMessage', janus);
  assert.deepEqual(mine.required, theirs.required);
  assert.deepEqual(Object.keys(mine.properties as Json), Object.keys(theirs.properties as Json));
  assert.equal(schemas('Uuid', stomp).pattern, schemas('Uuid', janus).pattern);
  assert.equal(schemas('Timestamp', stomp).pattern, schemas('Timestamp', janus).pattern);
});
