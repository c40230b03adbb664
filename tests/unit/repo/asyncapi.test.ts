/**
 * The AsyncAPI documents (static/asyncapi/) are valid AsyncAPI 3.0 for the official parser, their examples validate
 * against their own schemas and use CNC-01 as canon/cnc-01.yaml defines it, their servers are the canon's hosts and
 * ports, and what they share with the OpenAPI documents (UUID, operation ID, the STOMP message body) is the same.
 *
 * The pages that name a document in their front matter (`asyncapi_spec`) agree with it in their prose and tables
 * (their code blocks are the sample check's, tools/sample-check/checkers/asyncapi.ts): the MQTT page's topic table
 * lists exactly the channels, in their direction; the topics and STOMP destinations the pages name are channels; the
 * CONNACK table lists exactly the document's return codes with their meanings, and every return code the prose names
 * is one of them; the ERROR-frame table lists exactly the document's ERROR messages, and every one the prose quotes is
 * one of them; a mosquitto command written in a sentence passes what a command in a block must. Each document is
 * linked for download from a page of its interface.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {Parser, DiagnosticSeverity} from '@asyncapi/parser';
import {loadCnc01, loadEndpoints} from '../../../src/canon-data/load';
import {ROOT, listDocFiles, proseLines, readDoc, sectionTables, type DocSource} from '../../../scripts/lib/docs';
import {
  ASYNCAPI_DIR,
  ASYNCAPI_NAMES,
  channelOf,
  loadAsyncApi,
  mosquittoErrors,
  type AsyncApi,
} from '../../../tools/sample-check/checkers/asyncapi';

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

const specPages = listDocFiles()
  .map(readDoc)
  .filter((d) => d.frontMatter.asyncapi_spec !== undefined);

/** A page with the partials it imports, each as its own source (a partial's prose is the page's prose). */
function withPartials(doc: DocSource): DocSource[] {
  const partials = [...doc.body.matchAll(/^import\s+\w+\s+from\s+'@site\/(docs\/_partials\/[^']+\.mdx)';/gm)].map((m) =>
    readDoc(path.join(ROOT, m[1])),
  );
  return [doc, ...partials];
}

/** Inline code spans of a source's prose. */
function spans(doc: DocSource): string[] {
  return proseLines(doc).flatMap(({text}) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

/** The MQTT page's topic table (主题 | 方向 | 内容) against the channels and who publishes on each. */
function topicTableErrors(doc: DocSource, api: AsyncApi): string[] {
  const rows = sectionTables(doc, 'topics')
    .filter((t) => t.header[0] === '主题')
    .flatMap((t) => t.rows);
  if (!rows.length) return [];
  const errors: string[] = [];
  for (const [topic, direction] of rows) {
    const channel = channelOf(api, topic);
    const action = direction.startsWith('设备发布') ? 'send' : direction.includes('设备订阅') ? 'receive' : '?';
    if (!channel) errors.push(`topic ${topic} is not a channel of ${api.name}.yaml`);
    else if (!channel.actions.has(action))
      errors.push(
        `topic ${topic}: the table says 「${direction}」, the document has ${[...channel.actions].join(', ')}`,
      );
  }
  const listed = rows.map((r) => r[0]).sort();
  const channels = api.channels.map((c) => c.address).sort();
  if (listed.join() !== channels.join())
    errors.push(`the table lists ${listed.join(', ')}, the channels are ${channels.join(', ')}`);
  return errors;
}

/** Topics and destinations a page and its partials name: parameter rows (…主题 | value) and inline code spans. */
function namedChannelErrors(docs: DocSource[], api: AsyncApi): string[] {
  const errors: string[] = [];
  for (const doc of docs) {
    const named = spans(doc).filter((s) => /^[a-z]+(pub|sub)$/.test(s) || /^\/\w+\/deviceData\//.test(s));
    for (const line of proseLines(doc)) {
      const row = /^\|\s*[^|]*主题\s*\|\s*`([^`]+)`/.exec(line.text);
      if (row) named.push(row[1]);
    }
    for (const name of new Set(named))
      if (!channelOf(api, name)) errors.push(`${doc.file}: ${name} is not a channel of ${api.name}.yaml`);
  }
  return errors;
}

/** The CONNACK table (返回码 | 含义 | …) against x-connack-codes, and the return codes the prose names. */
function connackErrors(docs: DocSource[], api: AsyncApi): string[] {
  const codes = new Map(
    ((api.doc['x-connack-codes'] as Json[] | undefined) ?? []).map((c) => [Number(c.code), String(c.message)]),
  );
  const errors: string[] = [];
  for (const doc of docs) {
    const rows = sectionTables(doc, 'troubleshooting')
      .filter((t) => t.header[0] === '返回码')
      .flatMap((t) => t.rows);
    if (rows.length) {
      const table = rows.map((r) => `${r[0]} ${r[1]}`);
      const wanted = [...codes].map(([c, m]) => `${c} ${m}`);
      if (table.join('\n') !== wanted.join('\n'))
        errors.push(
          `${doc.file}: the CONNACK table has\n  ${table.join('\n  ')}\nthe document has\n  ${wanted.join('\n  ')}`,
        );
    }
    for (const {line, text} of proseLines(doc)) {
      for (const m of text.matchAll(/返回码\s*(\d+(?:\s*、\s*\d+)*)(?:（([^）]+)）)?/g)) {
        const named = m[1].split('、').map(Number);
        for (const code of named)
          if (!codes.has(code))
            errors.push(`${doc.file}:${line}: CONNACK return code ${code} is not in x-connack-codes`);
        if (m[2] && named.length === 1 && codes.get(named[0]) !== m[2])
          errors.push(
            `${doc.file}:${line}: return code ${named[0]} is 「${codes.get(named[0])}」, the page says 「${m[2]}」`,
          );
      }
    }
  }
  return errors;
}

/** The ERROR-frame table (ERROR 帧的 `message` 头 | …) against x-stomp-errors, and the messages the prose quotes. */
function stompErrorErrors(docs: DocSource[], api: AsyncApi): string[] {
  const known = ((api.doc['x-stomp-errors'] as Json[] | undefined) ?? []).map((e) => String(e.message));
  const errors: string[] = [];
  for (const doc of docs) {
    const rows = sectionTables(doc, 'error-frames')
      .filter((t) => t.header[0].startsWith('ERROR 帧'))
      .flatMap((t) => t.rows.map((r) => r[0]));
    if (rows.length && rows.join('\n') !== known.join('\n'))
      errors.push(`${doc.file}: the ERROR table lists ${rows.join(', ')}, the document ${known.join(', ')}`);
    for (const {line, text} of proseLines(doc)) {
      const quoted = [...text.matchAll(/ERROR 帧：([^」]+)」|`([^`]+)` 的 ERROR 帧/g)].map((m) => m[1] ?? m[2]);
      for (const q of quoted)
        if (!known.includes(q)) errors.push(`${doc.file}:${line}: ERROR 「${q}」 is not in x-stomp-errors`);
    }
  }
  return errors;
}

/** mosquitto commands written inline in the prose. */
function inlineCommandErrors(docs: DocSource[], api: AsyncApi): string[] {
  return docs.flatMap((doc) =>
    spans(doc).flatMap((s) => mosquittoErrors(api, s).errors.map((e) => `${doc.file}: \`${s}\`: ${e}`)),
  );
}

test('every asyncapi_spec names a document, and each document has pages', () => {
  for (const page of specPages)
    assert.ok(
      (ASYNCAPI_NAMES as readonly unknown[]).includes(page.frontMatter.asyncapi_spec),
      `${page.file}: asyncapi_spec ${String(page.frontMatter.asyncapi_spec)} is not one of ${ASYNCAPI_NAMES.join(', ')}`,
    );
  for (const name of ASYNCAPI_NAMES)
    assert.ok(
      specPages.some((p) => p.frontMatter.asyncapi_spec === name),
      `no page has asyncapi_spec: ${name}`,
    );
});

for (const page of specPages) {
  test(`${page.file} agrees with ${String(page.frontMatter.asyncapi_spec)}.yaml`, () => {
    const api = loadAsyncApi(page.frontMatter.asyncapi_spec as (typeof ASYNCAPI_NAMES)[number]);
    const docs = withPartials(page);
    assert.deepEqual(
      [
        ...docs.flatMap((doc) => topicTableErrors(doc, api)),
        ...namedChannelErrors(docs, api),
        ...connackErrors(docs, api),
        ...stompErrorErrors(docs, api),
        ...inlineCommandErrors(docs, api),
      ],
      [],
    );
  });
}

test('each document is offered for download on a page that shows its interface', () => {
  for (const name of ASYNCAPI_NAMES) {
    const link = `(pathname:///asyncapi/${name}.yaml)`;
    assert.ok(
      specPages.some((p) => p.frontMatter.asyncapi_spec === name && p.body.includes(link)),
      `no page with asyncapi_spec: ${name} links ${link}`,
    );
  }
});

test('every channel is named on a page of its document', () => {
  for (const name of ASYNCAPI_NAMES) {
    const api = loadAsyncApi(name);
    const named = specPages
      .filter((p) => p.frontMatter.asyncapi_spec === name)
      .flatMap((p) => withPartials(p).flatMap(spans))
      .map((s) => s.replace(/<(\w+)>/g, '{$1}'));
    for (const c of api.channels) assert.ok(named.includes(c.address), `${name}: no page names ${c.address}`);
  }
});

test("the MQTT page's topic table, CONNACK table and the STOMP page's ERROR table each fail on a wrong row", () => {
  const mqtt = readDoc(path.join(ROOT, 'docs', 'neptune', 'api', 'device_connection', 'mqtt.mdx'));
  const stomp = readDoc(path.join(ROOT, 'docs', 'janus', 'api', 'device', 'realtime-data.mdx'));
  const neptune = loadAsyncApi('neptune-mqtt');
  const janus = loadAsyncApi('janus-stomp');
  assert.deepEqual(topicTableErrors(mqtt, neptune), []);
  const edit = (doc: DocSource, from: string, to: string): DocSource => {
    assert.ok(doc.body.includes(from), `${doc.file} no longer has 「${from}」: update this test`);
    return {...doc, body: doc.body.replace(from, to)};
  };
  // A topic the document lacks, and a direction turned round.
  assert.match(
    topicTableErrors(edit(mqtt, '| `devicesub` | Neptune 发布', '| `devicesubs` | Neptune 发布'), neptune).join('\n'),
    /topic devicesubs is not a channel/,
  );
  assert.match(
    topicTableErrors(
      edit(mqtt, '| `devicepub` | 设备发布，Neptune 接收', '| `devicepub` | Neptune 发布，设备订阅'),
      neptune,
    ).join('\n'),
    /the table says 「Neptune 发布，设备订阅」, the document has send/,
  );
  // A return code the document does not have, and a meaning that differs.
  assert.match(
    connackErrors([edit(mqtt, '| 5 | 未授权 |', '| 6 | 未授权 |')], neptune).join('\n'),
    /the CONNACK table has/,
  );
  assert.match(
    connackErrors([edit(mqtt, '返回码 2、4、5 说明', '返回码 2、4、6 说明')], neptune).join('\n'),
    /return code 6 is not in x-connack-codes/,
  );
  assert.match(
    connackErrors([{...mqtt, body: '连接时被拒绝，返回码 2（未授权）？\n'}], neptune).join('\n'),
    /return code 2 is 「标识符被拒绝」, the page says 「未授权」/,
  );
  // An ERROR message the document does not have, and a destination that is not a channel.
  assert.match(
    stompErrorErrors([edit(stomp, '| `设备不存在` |', '| `设备未找到` |')], janus).join('\n'),
    /the ERROR table lists Token 错误，授权失败, 设备未找到/,
  );
  assert.match(
    namedChannelErrors([edit(stomp, '`/ws/deviceData/<uuid>`', '`/ws/devicedata/<uuid>`')], janus).join('\n'),
    /\/ws\/devicedata\/<uuid> is not a channel/,
  );
  // A sentence's mosquitto command on the TLS port without TLS.
  assert.match(
    inlineCommandErrors(
      [{...mqtt, body: '执行 `mosquitto_pub -h www.neptune-iiot.net -p 9884 -t devicepub -m x`。\n'}],
      neptune,
    ).join('\n'),
    /is secure-mqtt in neptune-mqtt.yaml, the block does not use TLS/,
  );
});
