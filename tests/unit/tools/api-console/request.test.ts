/**
 * The console's requests and curl previews (tools/api-console/request.ts): where values go, that only the typed
 * address is used, and that the preview is the very command the API pages print for the same values.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {TesterError} from '../../../../tools/stomp-tester/hints';
import {
  buildRequest,
  curlCommand,
  fieldNotes,
  parseJanusAddress,
  shellQuote,
} from '../../../../tools/api-console/request';
import {loadSpec} from '../../../../tools/api-console/spec';

const spec = loadSpec();
const op = (id: string) => {
  const found = spec.operations.find((o) => o.id === id);
  if (!found) throw new Error(id);
  return found;
};
const TOKEN = 'a3f1c9e07b2d4c8e9f60d1b2c3a4e5f6';
const UUID = '3F2A-9C41-7B0D-E5A8';

test('GET: values in the query string, empty ones left out, only the typed origin', () => {
  const r = buildRequest(op('getDeviceHistoryData'), ' 192.168.1.20:8080/ignored/path ', {
    token: TOKEN,
    uuid: UUID,
    start: '2025-11-18 08:00:00',
    end: '2025-11-18 09:00:00',
    page: '',
    fields: ' speed,temperature ',
  });
  assert.equal(r.method, 'GET');
  assert.equal(r.body, null);
  const url = new URL(r.url);
  assert.equal(url.origin, 'http://192.168.1.20:8080');
  assert.equal(url.pathname, '/api/device/data');
  assert.deepEqual([...url.searchParams.keys()], ['token', 'uuid', 'start', 'end', 'fields']);
  assert.equal(url.searchParams.get('fields'), 'speed,temperature');
  assert.deepEqual(r.notes, []);
});

test('POST: an urlencoded body; DELETE: the query; multipart: the file', () => {
  const post = buildRequest(op('deleteDevice'), 'http://192.168.1.20:8080', {token: TOKEN, uuid: UUID});
  assert.equal(post.url, 'http://192.168.1.20:8080/api/device/remove');
  assert.deepEqual(post.body, {
    kind: 'form',
    entries: [
      ['token', TOKEN],
      ['uuid', UUID],
    ],
  });
  const del = buildRequest(op('deleteDeviceWithDeleteMethod'), 'http://192.168.1.20:8080', {token: TOKEN, uuid: UUID});
  assert.equal(del.method, 'DELETE');
  assert.equal(del.body, null);
  assert.equal(
    curlCommand(del, true),
    'curl -G -X DELETE "http://192.168.1.20:8080/api/device/remove" \\\n  --data-urlencode "token=******" \\\n  --data-urlencode "uuid=3F2A-9C41-7B0D-E5A8"',
  );
  const upload = buildRequest(op('uploadFile'), 'http://192.168.1.20:8080', {
    token: TOKEN,
    file: {name: 'O1001.nc'},
    tags: '@/etc/passwd',
  });
  assert.equal(upload.body?.kind, 'multipart');
  // --form-string: a value starting with @ or < stays text, curl does not read a local file for it.
  assert.equal(
    curlCommand(upload),
    `curl -X POST "http://192.168.1.20:8080/api/file/upload" \\\n  --form-string "token=${TOKEN}" \\\n  -F "file=@O1001.nc" \\\n  --form-string "tags=@/etc/passwd"`,
  );
});

test('notes: what Janus will refuse is said, and the request is still built', () => {
  const r = buildRequest(op('listDevices'), 'http://192.168.1.20:8080', {token: 'YOUR_JANUS_TOKEN', page: '0'});
  assert.deepEqual(r.notes, ['token 应是 32 位小写十六进制。', 'page 不能小于 1。']);
  const push = op('pushDeviceData');
  assert.deepEqual(
    fieldNotes(
      push.fields.find((f) => f.name === 'data')!,
      '{"0100H":',
    ),
    ['data 不是合法的 JSON。'],
  );
  assert.deepEqual(
    fieldNotes(
      push.fields.find((f) => f.name === 'uuid')!,
      '',
    ),
    ['uuid 是必填参数，留空时 Janus 返回 1001。'],
  );
  assert.deepEqual(
    fieldNotes(
      push.fields.find((f) => f.name === 'token')!,
      '',
    ),
    ['token 是必填参数，留空时 Janus 返回 401。'],
  );
  const upload = op('uploadFile');
  assert.deepEqual(
    fieldNotes(
      upload.fields.find((f) => f.name === 'file')!,
      undefined,
    ),
    ['未选择文件：file（必填）。'],
  );
});

test("addresses: the tester's rules, and a ws:// address refused with the console's own hint", () => {
  assert.equal(parseJanusAddress('https://janus.plant.local'), 'https://janus.plant.local');
  assert.throws(
    () => parseJanusAddress(''),
    (e: unknown) => e instanceof TesterError && /请填写 Janus 地址/.test(e.message),
  );
  assert.throws(
    () => parseJanusAddress('ws://192.168.1.20:8080/websocket'),
    (e: unknown) => e instanceof TesterError && /不支持 ws: 协议/.test(e.message) && !/连接对象/.test(e.hint),
  );
  assert.throws(() => parseJanusAddress('http://192.168.1.20:80:80'), /Janus 地址格式不正确/);
});

test('shell quoting: double quotes when safe, single quotes around $, ` and "', () => {
  assert.equal(shellQuote('name=CNC-01'), '"name=CNC-01"');
  assert.equal(shellQuote('data={"0100H":"1"}'), `'data={"0100H":"1"}'`);
  assert.equal(shellQuote("remarks=it's $HOME"), `'remarks=it'\\''s $HOME'`);
});

/** Every `curl` of the Janus API pages that sends --data-urlencode fields, with its method, URL and fields. */
function pageCommands(): Array<{
  file: string;
  command: string;
  method: string;
  url: string;
  fields: Array<[string, string]>;
}> {
  const root = path.resolve(__dirname, '..', '..', '..', '..', 'docs', 'janus', 'api');
  const files = fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.mdx'));
  const found = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const block of text.matchAll(/^```bash\n([\s\S]*?)^```/gm)) {
      for (const command of block[1].split(/\n(?=curl )/)) {
        const lines = command.trim().split(' \\\n  ');
        const head = /^curl (-G|-X POST) "([^"]+)"$/.exec(lines[0]);
        if (!head || lines.length < 2) continue;
        const fields: Array<[string, string]> = [];
        for (const line of lines.slice(1)) {
          const m = /^--data-urlencode (?:"([^"]*)"|'([^']*)')$/.exec(line);
          if (!m) break;
          const pair = m[1] ?? m[2];
          fields.push([pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
        }
        if (fields.length !== lines.length - 1) continue;
        found.push({
          file,
          command: lines.join(' \\\n  '),
          method: head[1] === '-G' ? 'GET' : 'POST',
          url: head[2],
          fields,
        });
      }
    }
  }
  return found;
}

test('the curl preview is the command the API pages print for the same values (fields in any order)', () => {
  const commands = pageCommands();
  assert.ok(commands.length >= 12, `only ${commands.length} page commands found`);
  const covered = new Set<string>();
  for (const c of commands) {
    const url = new URL(c.url);
    const operation = spec.operations.find((o) => o.path === url.pathname && o.method === c.method);
    assert.ok(operation, `${c.file}: no operation ${c.method} ${url.pathname}`);
    const request = buildRequest(operation, url.origin, Object.fromEntries(c.fields));
    // The same first line and the same field lines; the order of fields is the OpenAPI document's, a page's may differ.
    const [head, ...fields] = curlCommand(request).split(' \\\n  ');
    const [pageHead, ...pageFields] = c.command.split(' \\\n  ');
    assert.equal(head, pageHead, c.file);
    assert.deepEqual(fields.sort(), pageFields.sort(), c.file);
    covered.add(operation.id);
  }
  assert.ok(covered.size >= 10, `the pages' commands cover ${covered.size} operations`);
});
