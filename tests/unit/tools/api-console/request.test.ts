/**
 * The console's requests and curl previews (tools/api-console/request.ts): where values go, that only the typed
 * address is used, and that the preview is the very command the API pages print for the same values.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {TesterError} from '../../../../tools/stomp-tester/hints';
import {
  buildRequest,
  cmdQuote,
  curlCommand,
  curlFormFile,
  fieldNotes,
  parseJanusAddress,
  shellQuote,
  type BuiltRequest,
  type FormValues,
} from '../../../../tools/api-console/request';
import {loadSpec} from '../../../../tools/api-console/spec';
import {windowsShellErrors} from '../../../../tools/sample-check/checkers/windows';
import {parseMeta} from '../../../../tools/sample-check/meta';

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

/**
 * cmd.exe and then curl.exe's C runtime reading a command pasted at a 命令提示符 prompt, as cmdQuote's comment says
 * they do: the words curl.exe gets. `isSet` says which variable names are set; by default every name is, except the
 * empty one and those ending in ^ (which no one sets), so a %…% that cmd could expand shows in the result.
 */
function cmdArgv(command: string, isSet = (name: string) => name !== '' && !name.endsWith('^')): string[] {
  // cmd expands each line as it reads it; at a prompt an unset %NAME% stays, and its closing % may open the next.
  const expanded = command
    .split('\n')
    .map((line) => {
      let out = '';
      let i = 0;
      while (i < line.length) {
        const end = line[i] === '%' ? line.indexOf('%', i + 1) : -1;
        if (end < 0) {
          out += line[i++];
        } else if (isSet(line.slice(i + 1, end))) {
          out += `<${line.slice(i + 1, end)}>`;
          i = end + 1;
        } else {
          out += line.slice(i, end);
          i = end;
        }
      }
      return out;
    })
    .join('\n');
  // Then its operators and carets outside quotes; ^ at the end of a line joins the next and keeps its first character.
  let commandLine = '';
  let quoted = false;
  for (let i = 0; i < expanded.length; i++) {
    const c = expanded[i]!;
    if (c === '\n') throw new Error(`the line ends the command inside ${quoted ? '' : 'no '}quotes: ${command}`);
    if (c === '"') quoted = !quoted;
    if (quoted || c === '"') commandLine += c;
    else if (c === '^') {
      if (expanded[++i] === '\n') i++;
      commandLine += expanded[i] ?? '';
    } else if ('&|<>()'.includes(c)) throw new Error(`cmd reads ${c} as an operator: ${command}`);
    else commandLine += c;
  }
  // curl.exe splits what cmd hands it: "…" groups, 2n(+1) backslashes before a " are n (and a plain quote).
  const words: string[] = [];
  let i = 0;
  while (i < commandLine.length) {
    while (commandLine[i] === ' ' || commandLine[i] === '\t') i++;
    if (i >= commandLine.length) break;
    let word = '';
    let inGroup = false;
    while (i < commandLine.length && (inGroup || (commandLine[i] !== ' ' && commandLine[i] !== '\t'))) {
      let backslashes = 0;
      while (commandLine[i] === '\\') {
        backslashes++;
        i++;
      }
      if (commandLine[i] !== '"') {
        word += '\\'.repeat(backslashes);
        if (i < commandLine.length && !(commandLine[i] === ' ' && !inGroup)) word += commandLine[i++];
        continue;
      }
      word += '\\'.repeat(backslashes >> 1);
      if (backslashes % 2 === 1) word += '"';
      // "" inside a group is read differently by different C runtimes: a command must not depend on it.
      else if (inGroup && commandLine[i + 1] === '"') throw new Error(`"" inside quotes: ${command}`);
      else inGroup = !inGroup;
      i++;
    }
    words.push(word);
  }
  return words;
}

/** bash running the command with a curl that prints its words. */
function bashArgv(command: string): string[] {
  const out = execFileSync('bash', ['-c', `curl() { printf '%s\\0' curl "$@"; }\n${command}`], {encoding: 'utf8'});
  return out.split('\0').slice(0, -1);
}

/** The words curl must get for `request` (what curlCommand writes, before any shell quoting). */
function expectedArgv(request: BuiltRequest): string[] {
  const url = new URL(request.url);
  const words = ['curl', ...{GET: ['-G'], DELETE: ['-G', '-X', 'DELETE'], POST: ['-X', 'POST']}[request.method]];
  const query = [...url.searchParams.entries()];
  url.search = '';
  words.push(url.href);
  for (const [name, value] of query) words.push('--data-urlencode', `${name}=${value}`);
  for (const [name, value] of request.body?.entries ?? []) {
    if (typeof value !== 'string') words.push('-F', curlFormFile(name, value.name));
    else words.push(request.body?.kind === 'multipart' ? '--form-string' : '--data-urlencode', `${name}=${value}`);
  }
  return words;
}

const batch = (code: string) =>
  windowsShellErrors({
    id: 'console:1',
    file: 'console',
    line: 1,
    page: 'console',
    lang: 'batch',
    meta: parseMeta('', 'console'),
    code,
    heading: '',
  });

const JANUS = 'http://192.168.1.20:8080';
/** Values a reader may type: each of cmd's special characters, quotes and backslashes, Chinese, spaces. */
const NASTY = [
  'CNC-01 一号车床',
  'A&B | C <D> (E) ^F 50%',
  '%PATH% %USERNAME%x% 100%%',
  'C:\\Janus\\files\\',
  'say \\"hi\\" and "bye"',
];
/** Every shape of request the console sends, with nasty values where the operation takes free text. */
const SHAPES: Array<[string, FormValues]> = [
  ['getDeviceHistoryData', {uuid: UUID, start: '2025-11-18 08:00:00', end: '2025-11-18 09:00:00', fields: NASTY[1]}],
  ['listDevices', {page: '2'}],
  ['deleteDeviceWithDeleteMethod', {uuid: UUID}],
  ['deleteDevice', {uuid: UUID}],
  ...NASTY.map((v): [string, FormValues] => ['createDevice', {name: v, remarks: v, tag: '产线 A'}]),
  ['pushDeviceData', {uuid: UUID, data: '{"0100H":"0"}'}],
  [
    'pushDeviceData',
    {uuid: UUID, data: '{"name":"A&B ^x","note":"50% %PATH%","cn":"中文 空格","path":"C:\\\\Janus\\\\"}'},
  ],
  ['setDeviceConnection', {uuid: UUID, conn_type: 'modbus', row: '[{"addr":"0100H","name":"转速 (rpm)"}]'}],
  ['uploadFile', {file: {name: 'O1001 & 备份 (2).nc'}, tags: 'CNC-01，加工程序 50%'}],
  ['uploadFile', {file: {name: 'O1001;v2,final "A".nc'}}],
  ['searchFiles', {keyword: '加工程序 & "O1001"'}],
  ['downloadFile', {fileId: '64b7f0c2e1'}],
  ['downloadFileByMd5', {md5: '9e107d9d372bb6826bd81d3542a419d6'}],
];

test('cmd: each shape and nasty value reaches curl.exe word for word, and passes the cmd lint', () => {
  for (const [id, values] of SHAPES) {
    const request = buildRequest(op(id), JANUS, {token: TOKEN, ...values});
    const command = curlCommand(request, false, 'cmd');
    assert.deepEqual(cmdArgv(command), expectedArgv(request), command);
    assert.deepEqual(batch(command), [], command);
    assert.match(command, /^curl .* \^\n {2}--/, 'one parameter a line, continued with ^');
    // The masked preview differs from the copied command in the token only.
    assert.equal(curlCommand(request, true, 'cmd'), command.replace(`token=${TOKEN}`, 'token=******'));
  }
});

test('bash: each shape and nasty value reaches curl word for word', () => {
  // What bash alone expands ($, `, !) is cmd's plain text, but the cmd lint reads $NAME as a variable: bash only.
  const bashOnly: Array<[string, FormValues]> = [['createDevice', {name: "it's $HOME `date` !x", remarks: '"$(id)"'}]];
  for (const [id, values] of [...SHAPES, ...bashOnly]) {
    const request = buildRequest(op(id), JANUS, {token: TOKEN, ...values});
    assert.deepEqual(bashArgv(curlCommand(request)), expectedArgv(request));
    assert.deepEqual(bashArgv(curlCommand(request, false, 'bash')), expectedArgv(request));
  }
});

test("cmd quoting: the pages' batch spelling, a ^ where cmd reads outside quotes, a ^ before each %", () => {
  // As docs/_partials/triton-dev/_push-0100h.mdx writes it.
  assert.equal(cmdQuote('data={"0100H":"0"}'), '"data={\\"0100H\\":\\"0\\"}"');
  assert.equal(cmdQuote('A&B ^x'), '"A&B ^x"');
  assert.equal(cmdQuote('{"a":"A&B"}'), '"{\\"a\\":\\"A^&B\\"}"');
  assert.equal(cmdQuote('50%PATH%'), '"50"^%"PATH"^%""');
  assert.equal(cmdQuote('{"a":"50%"}'), '"{\\"a\\":\\"50^%\\"}"');
  assert.equal(cmdQuote('C:\\Janus\\'), '"C:\\Janus\\\\"');
  assert.equal(cmdQuote('a\\"b\\"'), '"a\\\\\\"b\\\\\\""');
  // An odd number of ": cmd would end inside quotes, so the closing quote is one cmd reads as plain. (The sample
  // check's lint counts every " and so reports this correct command as an open quote: the model checks it instead.)
  assert.equal(cmdQuote('say "hi'), '"say \\"hi^"');
  assert.deepEqual(cmdArgv(`curl ${cmdQuote('say "hi & bye')} ^\n  ${cmdQuote('next')}`), [
    'curl',
    'say "hi & bye',
    'next',
  ]);
  // A line break cannot be typed into a cmd word; in JSON it is whitespace.
  const multiline = buildRequest(op('pushDeviceData'), JANUS, {token: TOKEN, uuid: UUID, data: '{\n  "0100H": "0"\n}'});
  assert.deepEqual(cmdArgv(curlCommand(multiline, false, 'cmd')).at(-1), 'data={   "0100H": "0" }');
});

test('the checks catch broken commands: bash syntax in cmd, bare operators, an expanded %, "" in quotes', () => {
  const request = buildRequest(op('pushDeviceData'), JANUS, {token: TOKEN, uuid: UUID, data: '{"a":"A&B","b":"%OS%"}'});
  const good = curlCommand(request, false, 'cmd');
  const bash = curlCommand(request, false, 'bash');
  assert.match(batch(bash).join('\n'), /POSIX line continuation/);
  assert.match(batch(bash).join('\n'), /single quotes/);
  assert.match(batch(good.replaceAll(' ^\n', ' \\\n')).join('\n'), /POSIX line continuation/);
  // Quoted the naive way (each " as \", nothing else), & falls outside cmd's quotes and %OS% is expanded.
  const naive = (word: string) => `"${word.replaceAll('"', '\\"')}"`;
  assert.throws(() => cmdArgv(`curl --data-urlencode ${naive('data={"a":"A&B"}')}`), /cmd reads & as an operator/);
  assert.deepEqual(cmdArgv(`curl --data-urlencode ${naive('b=%OS%')}`), ['curl', '--data-urlencode', 'b=<OS>']);
  assert.throws(() => cmdArgv(`curl "a""b"`), /"" inside quotes/);
  assert.throws(() => cmdArgv(`curl "a" ^\n  "b ^\n  c"`), /the line ends the command inside quotes/);
  assert.deepEqual(cmdArgv(good), expectedArgv(request));
});

test('curl sends a chosen file under its own name, ; , " and \\ included', async () => {
  const names = ['O1001 & 备份 (2).nc', 'O1001;v2,final.nc', 'q"uote\\back.nc', '报告，50% $HOME.csv'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-console-curl-'));
  names.forEach((name, i) => fs.writeFileSync(path.join(dir, name), `file ${i}`));
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('latin1');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      // The part's file name as sent (curl writes a " in it as %22) and its content.
      const part = /filename="([^"]*)"\r\n(?:[^\r]*\r\n)*\r\n([^\r]*)/.exec(
        Buffer.from(body, 'latin1').toString('utf8'),
      );
      received.push(part ? `${part[1]} → ${part[2]}` : 'no file part');
      res.end('{"result":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const {port} = server.address() as {port: number};
    for (const name of names) {
      const request = buildRequest(op('uploadFile'), `http://127.0.0.1:${port}`, {token: TOKEN, file: {name}});
      await promisify(execFile)('bash', ['-c', curlCommand(request)], {cwd: dir});
    }
  } finally {
    server.close();
    fs.rmSync(dir, {recursive: true, force: true});
  }
  assert.deepEqual(
    received,
    names.map((name, i) => `${name.replace(/"/g, '%22')} → file ${i}`),
  );
});
