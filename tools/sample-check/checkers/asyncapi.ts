/**
 * MQTT payloads and STOMP frames against static/asyncapi/*.yaml, as requests and responses are checked against the
 * OpenAPI documents. A page names the document it follows in its front matter (`asyncapi_spec: neptune-mqtt`); on such
 * a page (partials it renders included):
 *
 * - a JSON block that is not an HTTP response example is a message payload. Its message is the one whose payload
 *   schema fixes `action` to the block's `action` (the document's only message when none does); it must validate.
 * - mosquitto_pub / mosquitto_sub: `-h`/`-p` are a server of the document, TLS options (`--capath`, `--cafile`) only on
 *   its secure server and never on the plain one; `-V` is the server's protocol version; `-i` is a valid client id
 *   (`x-client-id`); `-t` is a channel the client may use that way (publish: a `send` operation, subscribe: a
 *   `receive` one); a published `-m` payload is one of the channel's messages.
 * - `<topic> <payload>` lines (what mosquitto_sub -v prints): the topic is a channel, the payload one of its messages.
 * - paho-mqtt programs: `publish("…")` and `subscribe("…")` name channels of the right direction; the host and port
 *   they connect to are a server, `tls_set()` only for the secure one.
 * - STOMP frames: CONNECT headers against `x-stomp-connect` (a page's placeholder for the registration code stands
 *   for a valid one); SUBSCRIBE and MESSAGE destinations match a channel the client receives from; a MESSAGE's
 *   headers and JSON body against that channel's message; an ERROR frame's message is one of `x-stomp-errors`.
 * - a JSON response example with `data.websocket` and `data.topic` (the query APIs): the address's path is a server's
 *   pathname and the topic a channel of that server.
 * - a TOML `[server]` block (Triton): `address`:`port` is a server, `tls = true` exactly for the secure one.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import Ajv, {type ValidateFunction} from 'ajv';
import {parse as parseToml} from 'smol-toml';
import type {Block} from '../extract';
import {outcome, type CheckContext, type Outcome} from '../core';
import {ROOT} from '../../../scripts/lib/docs';
import {shellWords} from './openapi';

type Json = Record<string, unknown>;

export const ASYNCAPI_DIR = path.join(ROOT, 'static', 'asyncapi');
export const ASYNCAPI_NAMES = ['neptune-mqtt', 'janus-stomp'] as const;
export type AsyncApiName = (typeof ASYNCAPI_NAMES)[number];

/** Placeholders pages print for a secret, each standing for a value of the secret's form. */
const PLACEHOLDERS: Record<string, string> = {
  YOUR_JANUS_TOKEN: '0123456789abcdef0123456789abcdef',
  YOUR_TEAM_TOKEN: '0123456789abcdef0123456789abcdef',
};

export interface Message {
  /** Key under components.messages (dataReport, update …). */
  name: string;
  /** JSON pointer of the message object in the document. */
  pointer: string;
  /** The `action` its payload fixes, if any. */
  action?: string;
  payload: ValidateFunction;
  headers?: ValidateFunction;
}

export interface Channel {
  id: string;
  address: string;
  /** The address with its {parameters} as wildcards. */
  pattern: RegExp;
  /** `send` and/or `receive`, from the operations on the channel. */
  actions: Set<string>;
  /** Server ids the channel is on (all servers when the channel names none). */
  servers: string[];
  messages: Message[];
}

export interface Server {
  id: string;
  host: string;
  pathname: string;
  protocol: string;
  protocolVersion?: string;
}

export interface AsyncApi {
  name: AsyncApiName;
  doc: Json;
  servers: Server[];
  channels: Channel[];
  /** Validates a value against a schema of the document given by its pointer (`#/x-client-id/schema`). */
  validator(pointer: string): ValidateFunction;
}

function resolve(doc: Json, value: unknown): Json {
  let cur = value as Json;
  while (cur && typeof cur.$ref === 'string') {
    cur = (cur.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (o as Json)?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json;
    if (!cur) throw new Error(`unresolved $ref ${String(value && (value as Json).$ref)}`);
  }
  return cur;
}

function refName(ref: unknown): string {
  return String((ref as Json).$ref)
    .split('/')
    .pop()!;
}

/** Reads and indexes one document; `text` replaces the file's content (a test's deliberately broken copy). */
export function loadAsyncApi(name: AsyncApiName, text?: string): AsyncApi {
  const doc = YAML.parse(text ?? fs.readFileSync(path.join(ASYNCAPI_DIR, `${name}.yaml`), 'utf8')) as Json;
  // AsyncAPI schemas are JSON Schema draft 07 with a few more keywords, which strict: false lets pass.
  const ajv = new Ajv({strict: false, allErrors: true, validateFormats: false});
  ajv.addSchema(doc, name);
  const validator = (pointer: string) => ajv.getSchema(`${name}${pointer}`) ?? ajv.compile({$ref: `${name}${pointer}`});
  const servers = Object.entries((doc.servers as Record<string, Json>) ?? {}).map(([id, s]) => ({
    id,
    host: String(s.host),
    pathname: String(s.pathname ?? ''),
    protocol: String(s.protocol),
    protocolVersion: s.protocolVersion === undefined ? undefined : String(s.protocolVersion),
  }));
  const operations = Object.values((doc.operations as Record<string, Json>) ?? {}).map((op) => resolve(doc, op));
  const channels = Object.entries((doc.channels as Record<string, Json>) ?? {}).map(([id, raw]) => {
    const c = resolve(doc, raw);
    const address = String(c.address);
    const actions = new Set(operations.filter((op) => refName(op.channel) === id).map((op) => String(op.action)));
    // A reply names the channel it goes to: the client sends there.
    for (const op of operations) {
      const reply = op.reply ? resolve(doc, op.reply) : undefined;
      if (reply?.channel && refName(reply.channel) === id) actions.add(op.action === 'receive' ? 'send' : 'receive');
    }
    const messages = Object.values((c.messages as Record<string, Json>) ?? {}).map((m) => {
      const msgName = refName(m);
      const pointer = `#/components/messages/${msgName}`;
      const message = resolve(doc, m);
      const payload = resolve(doc, message.payload);
      const action = ((payload.properties as Json | undefined)?.action as Json | undefined)?.const;
      return {
        name: msgName,
        pointer,
        action: typeof action === 'string' ? action : undefined,
        payload: validator(`${pointer}/payload`),
        headers: message.headers ? validator(`${pointer}/headers`) : undefined,
      };
    });
    const pattern = new RegExp(
      `^${address
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+')}$`,
    );
    const names = ((c.servers as unknown[] | undefined) ?? []).map(refName);
    return {id, address, pattern, actions, servers: names.length ? names : servers.map((s) => s.id), messages};
  });
  return {name, doc, servers, channels, validator};
}

function errorsOf(v: ValidateFunction, what: string): string[] {
  return (v.errors ?? []).map((e) =>
    `${what}: ${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`.trimEnd(),
  );
}

/** The channel an address names, or null. Placeholders pages write (`<uuid>`) match a parameter. */
export function channelOf(api: AsyncApi, address: string): Channel | null {
  const templated = address.replace(/<(\w+)>/g, '{$1}');
  return api.channels.find((c) => c.address === templated || c.pattern.test(address)) ?? null;
}

/** Validates a payload as the message of `channel` (or of any channel) it claims to be. */
export function payloadErrors(api: AsyncApi, payload: unknown, channel?: Channel): string[] {
  const messages = (channel ? [channel] : api.channels).flatMap((c) => c.messages);
  const where = channel ? `channel ${channel.address}` : `${api.name}.yaml`;
  const action = (payload as Json | null)?.action;
  const typed = messages.filter((m) => m.action !== undefined);
  let message: Message | undefined;
  if (typed.length) {
    message = typed.find((m) => m.action === action);
    if (!message)
      return [
        `${where} has no message with action ${JSON.stringify(action)} (${[...new Set(typed.map((m) => m.action))].join(', ')})`,
      ];
  } else if (new Set(messages.map((m) => m.name)).size === 1) message = messages[0];
  else return [`${where}: cannot tell which of its messages this is`];
  return message.payload(payload) ? [] : errorsOf(message.payload, message.name);
}

/** AsyncAPI's protocol names of the TLS variants. */
const SECURE = new Set(['secure-mqtt', 'mqtts', 'stomps', 'wss', 'https', 'amqps', 'kafka-secure']);

/** The server at host:port (and path), or an error naming those the document has. */
function serverErrors(api: AsyncApi, host: string, pathname: string, secure: boolean, what: string): string[] {
  const server = api.servers.find((s) => s.host === host && s.pathname === pathname);
  const list = api.servers.map((s) => `${s.host}${s.pathname} (${s.protocol})`).join(', ');
  if (!server) return [`${what} ${host}${pathname} is not a server of ${api.name}.yaml: ${list}`];
  const isSecure = SECURE.has(server.protocol);
  if (secure !== isSecure)
    return [
      `${what} ${host}${pathname} is ${server.protocol} in ${api.name}.yaml, the block ${secure ? 'uses' : 'does not use'} TLS`,
    ];
  return [];
}

const MQTT_VERSIONS: Record<string, string> = {
  mqttv31: '3.1',
  mqttv311: '3.1.1',
  mqttv5: '5',
  '31': '3.1',
  '311': '3.1.1',
  '5': '5',
};

/** mosquitto_pub / mosquitto_sub commands of a shell block (or of an inline command in prose). */
export function mosquittoErrors(api: AsyncApi, code: string): {checked: boolean; errors: string[]} {
  const errors: string[] = [];
  let checked = false;
  const joined = code.replace(/\\\r?\n\s*/g, ' ');
  for (const line of joined.split('\n')) {
    // Also a Windows path in quotes: "C:\Program Files\mosquitto\mosquitto_pub.exe" -h …
    const m = /(?:^|[\s|;&("\\/])(mosquitto_(?:pub|sub))(?:\.exe)?"?(?=\s)/.exec(line);
    if (!m) continue;
    checked = true;
    const tool = m[1];
    const words = shellWords(line.slice(m.index + m[0].length));
    const opt: Record<string, string> = {};
    let secure = false;
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (w === '|' || w === ';' || w === '&&') break;
      if (['--capath', '--cafile', '--cert', '--tls-use-os-certs'].includes(w)) {
        secure = true;
        if (w !== '--tls-use-os-certs') i++;
      } else if (/^-[hpiVmtq]$|^-(u|P|k)$/.test(w)) opt[w] = words[++i];
    }
    if (opt['-h']) {
      const port = opt['-p'] ?? (secure ? '8883' : '1883');
      errors.push(...serverErrors(api, `${opt['-h']}:${port}`, '', secure, `${tool}:`));
      const server = api.servers.find((s) => s.host === `${opt['-h']}:${port}`);
      const version = opt['-V'] ? MQTT_VERSIONS[opt['-V']] : '3.1.1';
      if (server?.protocolVersion && version !== server.protocolVersion)
        errors.push(`${tool}: -V ${opt['-V']} is MQTT ${version}, the server speaks ${server.protocolVersion}`);
    }
    const clientId = (api.doc['x-client-id'] as Json | undefined) && api.validator('#/x-client-id/schema');
    if (clientId && opt['-i'] !== undefined && !clientId(opt['-i']))
      errors.push(...errorsOf(clientId, `${tool}: client id ${opt['-i']}`));
    if (opt['-t'] === undefined) continue;
    const channel = channelOf(api, opt['-t']);
    const action = tool === 'mosquitto_pub' ? 'send' : 'receive';
    if (!channel) {
      errors.push(`${tool}: topic ${opt['-t']} is not a channel of ${api.name}.yaml`);
      continue;
    }
    if (!channel.actions.has(action))
      errors.push(`${tool}: a client does not ${action} on ${opt['-t']} (${[...channel.actions].join(', ')} only)`);
    if (opt['-m'] !== undefined) {
      try {
        errors.push(...payloadErrors(api, JSON.parse(opt['-m']), channel));
      } catch (err) {
        errors.push(`${tool}: -m is not JSON: ${(err as Error).message}`);
      }
    }
  }
  return {checked, errors};
}

/** paho-mqtt calls: topics of publish/subscribe and the host, port and TLS of the connection. */
function pahoErrors(api: AsyncApi, code: string): {checked: boolean; errors: string[]} {
  const errors: string[] = [];
  let checked = false;
  for (const m of code.matchAll(/\.(publish|subscribe)\(\s*"([^"]+)"/g)) {
    checked = true;
    const channel = channelOf(api, m[2]);
    const action = m[1] === 'publish' ? 'send' : 'receive';
    if (!channel) errors.push(`${m[1]}("${m[2]}"): not a channel of ${api.name}.yaml`);
    else if (!channel.actions.has(action)) errors.push(`${m[1]}("${m[2]}"): a client does not ${action} there`);
  }
  const constant = (n: string) => new RegExp(`^${n}\\s*=\\s*"?([\\w.-]+)"?`, 'm').exec(code)?.[1];
  const call = /\.connect(?:_async)?\(\s*("([^"]+)"|\w+)\s*,\s*(\d+|\w+)/.exec(code);
  if (call) {
    checked = true;
    const host = call[2] ?? constant(call[1]);
    const port = /^\d+$/.test(call[3]) ? call[3] : constant(call[3]);
    const secure = /^[ \t]*\w+\.tls_set\(/m.test(code);
    if (host && port) errors.push(...serverErrors(api, `${host}:${port}`, '', secure, 'connect:'));
  }
  return {checked, errors};
}

/** A STOMP frame's command, headers and body, as config.ts's stompErrors reads them. */
function frames(code: string): Array<{command: string; headers: Map<string, string>; body: string}> {
  return code
    .split('^@')
    .slice(0, -1)
    .map((frame) => {
      const text = frame.replace(/^\n+/, '');
      const blank = text.indexOf('\n\n');
      const head = (blank < 0 ? text : text.slice(0, blank)).split('\n');
      const headers = new Map<string, string>();
      for (const h of head.slice(1))
        if (h.indexOf(':') > 0) headers.set(h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1));
      return {command: head[0].trim(), headers, body: blank < 0 ? '' : text.slice(blank + 2)};
    });
}

function stompFrameErrors(api: AsyncApi, code: string): string[] {
  const errors: string[] = [];
  for (const f of frames(code)) {
    const destination = f.headers.get('destination');
    if (['CONNECT', 'STOMP', 'CONNECTED'].includes(f.command) && !api.doc['x-stomp-connect']) {
      errors.push(`${api.name}.yaml has no x-stomp-connect`);
      continue;
    }
    if (f.command === 'CONNECT' || f.command === 'STOMP') {
      const headers = Object.fromEntries([...f.headers].map(([k, v]) => [k, PLACEHOLDERS[v] ?? v]));
      const v = api.validator('#/x-stomp-connect/headers');
      if (!v(headers)) errors.push(...errorsOf(v, 'CONNECT headers'));
    }
    if (f.command === 'CONNECTED') {
      const v = api.validator('#/x-stomp-connect/connected');
      if (!v(Object.fromEntries(f.headers))) errors.push(...errorsOf(v, 'CONNECTED headers'));
    }
    if (f.command === 'ERROR') {
      const known = ((api.doc['x-stomp-errors'] as Json[] | undefined) ?? []).map((e) => e.message);
      if (!known.includes(f.headers.get('message')))
        errors.push(`ERROR message "${f.headers.get('message')}" is not in x-stomp-errors (${known.join(', ')})`);
    }
    if ((f.command === 'SUBSCRIBE' || f.command === 'MESSAGE') && destination !== undefined) {
      const channel = channelOf(api, destination);
      if (!channel) {
        errors.push(`${f.command} destination ${destination} is not a channel of ${api.name}.yaml`);
        continue;
      }
      if (!channel.actions.has('receive')) errors.push(`${f.command} ${destination}: clients do not receive there`);
      if (f.command !== 'MESSAGE') continue;
      const message = channel.messages[0];
      if (message.headers && !message.headers(Object.fromEntries(f.headers)))
        errors.push(...errorsOf(message.headers, `MESSAGE headers`));
      try {
        errors.push(...payloadErrors(api, JSON.parse(f.body), channel));
      } catch (err) {
        errors.push(`MESSAGE body is not JSON: ${(err as Error).message}`);
      }
    }
  }
  return errors;
}

/** The query APIs' answer: `websocket` is a server (its path a pathname), `topic` a channel on that server. */
function endpointErrors(api: AsyncApi, body: Json): {checked: boolean; errors: string[]} {
  const data = body.data as Json | undefined;
  if (typeof data?.websocket !== 'string' || typeof data.topic !== 'string') return {checked: false, errors: []};
  const url = new URL(data.websocket);
  const server = api.servers.find((s) => s.pathname === url.pathname);
  if (!server)
    return {
      checked: true,
      errors: [`websocket ${data.websocket}: no server of ${api.name}.yaml has path ${url.pathname}`],
    };
  const channel = channelOf(api, data.topic);
  if (!channel) return {checked: true, errors: [`topic ${data.topic} is not a channel of ${api.name}.yaml`]};
  return {
    checked: true,
    errors: channel.servers.includes(server.id)
      ? []
      : [`topic ${data.topic} is on ${channel.servers.join(', ')}, not on the server at ${url.pathname}`],
  };
}

/** `<topic> <JSON>` lines, as mosquitto_sub -v prints them. */
function topicLineErrors(api: AsyncApi, code: string): {checked: boolean; errors: string[]} {
  const lines = code
    .trim()
    .split('\n')
    .map((l) => /^(\S+) (\{.*\})\s*$/.exec(l));
  if (!lines.length || lines.some((m) => !m)) return {checked: false, errors: []};
  const errors: string[] = [];
  for (const m of lines) {
    const channel = channelOf(api, m![1]);
    if (!channel) errors.push(`topic ${m![1]} is not a channel of ${api.name}.yaml`);
    else if (!channel.actions.has('receive')) errors.push(`a client does not receive on ${m![1]}`);
    else errors.push(...payloadErrors(api, JSON.parse(m![2]), channel));
  }
  return {checked: true, errors};
}

function tomlErrors(api: AsyncApi, code: string): {checked: boolean; errors: string[]} {
  let server: Json | undefined;
  try {
    server = parseToml(code).server as Json | undefined;
  } catch {
    return {checked: false, errors: []}; // the data check reports a TOML that does not parse
  }
  if (!server || typeof server.address !== 'string' || server.port === undefined) return {checked: false, errors: []};
  const secure = server.tls === true;
  return {checked: true, errors: serverErrors(api, `${server.address}:${server.port}`, '', secure, '[server]')};
}

export const ROW = 'MQTT / STOMP → AsyncAPI';

/** The document a block follows: its page's, or that of any page that renders it (a partial is checked once, in the
 * first page that renders it, which need not be the page that says which document it shows). */
function specOf(b: Block, ctx: CheckContext): string | undefined {
  const spec = (file: string) => ctx.pages.get(file)?.frontMatter.asyncapi_spec as string | undefined;
  if (spec(b.page) !== undefined) return spec(b.page);
  for (const page of ctx.pages.values())
    if (spec(page.file) !== undefined && page.blocks.some((x) => x.id === b.id)) return spec(page.file);
  return undefined;
}

export function checkAsyncApi(blocks: Block[], ctx: CheckContext): Outcome[] {
  const apis = new Map(ASYNCAPI_NAMES.map((n) => [n, loadAsyncApi(n)]));
  const out: Outcome[] = [];
  for (const b of blocks) {
    const name = specOf(b, ctx);
    if (name === undefined) continue;
    const api = apis.get(name as AsyncApiName);
    if (!api) {
      out.push(outcome(b, ROW, [`asyncapi_spec: ${name} is not one of ${ASYNCAPI_NAMES.join(', ')}`]));
      continue;
    }
    let result: {checked: boolean; errors: string[]} = {checked: false, errors: []};
    if (b.lang === 'json') {
      let body: unknown;
      try {
        body = JSON.parse(b.code);
      } catch {
        continue; // the data check reports JSON that does not parse
      }
      result =
        b.heading === 'response-example'
          ? endpointErrors(api, body as Json)
          : {checked: true, errors: payloadErrors(api, body)};
    } else if (['bash', 'shell-session', 'batch', 'powershell'].includes(b.lang)) result = mosquittoErrors(api, b.code);
    else if (b.lang === 'python') result = pahoErrors(api, b.code);
    else if (b.lang === 'toml') result = tomlErrors(api, b.code);
    else if (b.lang === 'text' && b.code.includes('^@'))
      result = {checked: true, errors: stompFrameErrors(api, b.code)};
    else if (b.lang === 'text') result = topicLineErrors(api, b.code);
    if (result.checked) out.push(outcome(b, ROW, result.errors));
  }
  return out;
}
