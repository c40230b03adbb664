/**
 * Requests and responses against static/openapi/*.yaml: every curl command (bash, shell-session, batch, PowerShell
 * blocks) and every `http` request block to a documented API names an existing path and method, sends only fields the
 * operation has (query parameters, form or JSON body properties) and every field it requires; every JSON response
 * example of an API page validates against the operation's 200 schema (success) or is a failure envelope with one of
 * the operation's codes (x-codes).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import type {Block} from '../extract';
import {outcome, type CheckContext, type Outcome} from '../core';
import {ROOT} from '../../../scripts/lib/docs';

type Json = Record<string, unknown>;
interface Operation {
  spec: string;
  path: string;
  method: string;
  op: Json;
}
interface Spec {
  name: string;
  doc: Json;
}

const SPEC_FILES = {neptune: 'neptune-openapi.yaml', janus: 'janus-openapi.yaml'} as const;

function loadSpecs(): Spec[] {
  return Object.entries(SPEC_FILES).map(([name, file]) => ({
    name,
    doc: YAML.parse(fs.readFileSync(path.join(ROOT, 'static', 'openapi', file), 'utf8')) as Json,
  }));
}

function deref(spec: Json, obj: unknown): Json {
  let cur = obj as Json;
  while (cur && typeof cur.$ref === 'string') {
    cur = (cur.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (o as Json)[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec) as Json;
  }
  return cur;
}

/** Which API a URL calls: Neptune's host, or a Janus web port's /api/ paths; null for anything else. */
export function apiOf(url: URL): 'neptune' | 'janus' | null {
  if (url.hostname === 'api.neptune-iiot.net') return 'neptune';
  if (url.pathname.startsWith('/api/')) return 'janus';
  return null;
}

/** Fields a request sends: query parameters and body properties. */
interface Request {
  method: string;
  url: URL;
  fields: string[];
  where: string;
}

/** Splits a command line as a POSIX shell does for words (quotes removed, no expansion). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let cur = '';
  let quote: string | null = null;
  let has = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"' && '"\\$`'.includes(line[i + 1])) cur += line[++i];
      else cur += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      has = true;
    } else if (ch === '\\' && i + 1 < line.length) cur += line[++i];
    else if (/\s/.test(ch)) {
      if (has || cur) words.push(cur);
      cur = '';
      has = false;
    } else {
      cur += ch;
      has = true;
    }
  }
  if (has || cur) words.push(cur);
  return words;
}

const WITH_VALUE = new Set([
  '-o',
  '-w',
  '-H',
  '-u',
  '-A',
  '-e',
  '-m',
  '-T',
  '-b',
  '-c',
  '-x',
  '-K',
  '--output',
  '--write-out',
  '--header',
  '--user',
  '--max-time',
  '--connect-timeout',
  '--cacert',
  '--proxy',
  '--retry',
  '--user-agent',
  '-r',
]);

/** The curl commands of a shell, cmd or PowerShell block, continuation lines joined. */
export function curlRequests(code: string, where: string): Request[] {
  const joined = code.replace(/[\\^`]\r?\n\s*/g, ' ');
  const out: Request[] = [];
  for (const line of joined.split('\n')) {
    const at = line.search(/(^|[\s;&|(])curl(\.exe)?\s/);
    if (at < 0) continue;
    const words = shellWords(line.slice(at).replace(/^[\s;&|(]/, '')).slice(1);
    let method: string | null = null;
    let get = false;
    let head = false;
    let url: URL | null = null;
    const body: string[] = [];
    const fields: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (w === '|' || w === '>' || w === '&&' || w === ';') break;
      if (w === '-X' || w === '--request') method = words[++i];
      else if (w === '-G' || w === '--get') get = true;
      else if (w === '-I' || w === '--head') head = true;
      else if (/^(-d|--data|--data-raw|--data-binary|--data-urlencode)$/.test(w)) body.push(words[++i]);
      else if (w === '-F' || w === '--form') fields.push(words[++i].split('=')[0]);
      else if (WITH_VALUE.has(w)) i++;
      else if (/^https?:\/\//.test(w)) url = new URL(w.replace(/\$\{?\w+\}?/g, 'x'));
    }
    if (!url) continue;
    for (const b of body) {
      const t = b.trim();
      if (t.startsWith('{')) {
        try {
          fields.push(...Object.keys(JSON.parse(t) as Json));
        } catch {
          fields.push('(invalid JSON body)');
        }
      } else for (const pair of t.split('&')) if (pair) fields.push(decodeURIComponent(pair.split('=')[0]));
    }
    if (get) for (const f of fields.splice(0)) url.searchParams.append(f, '');
    const implied = get ? 'GET' : head ? 'HEAD' : body.length || fields.length ? 'POST' : 'GET';
    out.push({method: (method ?? implied).toUpperCase(), url, fields, where});
  }
  return out;
}

/** An `http` block's request: request line, headers, then a form or JSON body. */
export function httpRequest(code: string, where: string): Request | null {
  const [head, ...rest] = code.split(/\r?\n\r?\n/);
  const lines = head.split('\n');
  const m = /^(GET|POST|PUT|DELETE|PATCH|HEAD)\s+(\S+)/.exec(lines[0]);
  if (!m) return null;
  const host = lines
    .find((l) => /^host:/i.test(l))
    ?.split(':')
    .slice(1)
    .join(':')
    .trim();
  const url = new URL(m[2], host ? `http://${host}` : 'http://localhost');
  const body = rest.join('\n\n').trim();
  const fields: string[] = [];
  if (body.startsWith('{')) fields.push(...Object.keys(JSON.parse(body) as Json));
  else if (body && !/multipart/i.test(head))
    for (const pair of body.split('&')) fields.push(decodeURIComponent(pair.split('=')[0]));
  return {method: m[1], url, fields, where};
}

/** A response block: a status line, then `Name: value` header lines. */
function httpResponseErrors(code: string): string[] {
  const [head] = code.split(/\r?\n\r?\n/);
  const [status, ...headers] = head.trim().split('\n');
  if (!/^HTTP\/(1\.[01]|2) \d{3}( |$)/.test(status)) return ['neither a request line nor an HTTP status line'];
  return headers.filter((h) => !/^[\w-]+:\s/.test(h)).map((h) => `not a header line: ${h}`);
}

function findOperation(specs: Spec[], api: string, url: URL, method: string): {op?: Operation; error?: string} {
  const spec = specs.find((s) => s.name === api)!;
  const paths = spec.doc.paths as Record<string, Record<string, Json>>;
  const item = paths[url.pathname];
  if (!item) return {error: `${method} ${url.pathname}: no such path in ${SPEC_FILES[api as keyof typeof SPEC_FILES]}`};
  const op = item[method.toLowerCase()];
  if (!op) return {error: `${method} ${url.pathname}: the API has ${Object.keys(item).join(', ').toUpperCase()} only`};
  return {op: {spec: api, path: url.pathname, method, op}};
}

/** Names the operation accepts (parameters and body properties) and those it requires. */
function accepted(specs: Spec[], o: Operation): {names: Set<string>; required: Set<string>} {
  const doc = specs.find((s) => s.name === o.spec)!.doc;
  const names = new Set<string>();
  const required = new Set<string>();
  for (const p of (o.op.parameters as unknown[] | undefined) ?? []) {
    const param = deref(doc, p);
    names.add(param.name as string);
    if (param.required) required.add(param.name as string);
  }
  const content = (deref(doc, o.op.requestBody ?? {}).content ?? {}) as Record<string, {schema: Json}>;
  for (const media of Object.values(content)) {
    const schema = deref(doc, media.schema);
    for (const k of Object.keys((schema.properties as Json) ?? {})) names.add(k);
    for (const k of (schema.required as string[]) ?? []) required.add(k);
  }
  return {names, required};
}

function checkRequest(specs: Spec[], r: Request): string[] {
  const api = apiOf(r.url);
  if (!api) return [];
  const found = findOperation(specs, api, r.url, r.method === 'HEAD' ? 'GET' : r.method);
  if (!found.op) return [found.error!];
  const {names, required} = accepted(specs, found.op);
  const sent = [...new Set([...r.url.searchParams.keys(), ...r.fields])];
  const errors = sent
    .filter((f) => !names.has(f))
    .map((f) => `${r.method} ${r.url.pathname}: the API has no field "${f}"`);
  // A bare request line (the page's 请求方法与地址) names the endpoint only; a request that sends anything sends it all.
  if (sent.length)
    for (const f of required)
      if (!sent.includes(f)) errors.push(`${r.method} ${r.url.pathname}: required field "${f}" is missing`);
  return errors;
}

export function checkOpenApi(blocks: Block[], ctx: CheckContext): Outcome[] {
  const specs = loadSpecs();
  const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: false});
  for (const s of specs) ajv.addSchema(s.doc, s.name);
  const out: Outcome[] = [];
  for (const b of blocks) {
    if (['bash', 'shell-session', 'batch', 'powershell'].includes(b.lang)) {
      const reqs = curlRequests(b.code, b.id).filter((r) => apiOf(r.url));
      if (reqs.length)
        out.push(
          outcome(
            b,
            'curl → OpenAPI',
            reqs.flatMap((r) => checkRequest(specs, r)),
          ),
        );
    } else if (b.lang === 'http') {
      const r = httpRequest(b.code, b.id);
      if (r) out.push(outcome(b, 'http', apiOf(r.url) ? checkRequest(specs, r) : []));
      else out.push(outcome(b, 'http', httpResponseErrors(b.code)));
    } else if (b.lang === 'json' && b.heading === 'response-example') {
      const page = ctx.pages.get(b.page)!;
      const api = page.frontMatter.api_spec as string | undefined;
      const ids = page.frontMatter.api_operations as string[] | undefined;
      if (!api || !ids || ids.length !== 1) continue;
      out.push(
        outcome(b, 'json response → OpenAPI', checkResponse(specs, ajv, api, ids[0], JSON.parse(b.code) as Json)),
      );
    }
  }
  return out;
}

function checkResponse(specs: Spec[], ajv: Ajv2020, api: string, id: string, body: Json): string[] {
  const doc = specs.find((s) => s.name === api)!.doc;
  for (const [p, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (op.operationId !== id) continue;
      const codes = (op['x-codes'] as number[] | undefined) ?? [];
      if (typeof body.code === 'number' && body.code !== 200 && 'message' in body) {
        if (!codes.includes(body.code))
          return [`${id}: code ${body.code} is not one of the operation's codes (${codes.join(', ')})`];
        // The documents' own rule (info.description): Janus answers a failure with data: null, Neptune without data.
        if (api === 'janus') return body.data === null ? [] : [`${id}: a Janus failure envelope carries data: null`];
        return 'data' in body ? [`${id}: a Neptune failure envelope has no data`] : [];
      }
      const pointer = `${api}#/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/200`;
      const response = deref(doc, item[method] && (op.responses as Json)['200']);
      const media = Object.keys((response.content as Json) ?? {}).find((m) => m.includes('json'));
      if (!media) return [`${id}: the 200 response has no JSON schema`];
      const ref = (op.responses as Json)['200'] && ((op.responses as Json)['200'] as Json).$ref;
      const schemaRef = ref
        ? `${api}${ref as string}/content/${media.replace(/\//g, '~1')}/schema`
        : `${pointer}/content/${media.replace(/\//g, '~1')}/schema`;
      const validate = ajv.getSchema(schemaRef) ?? ajv.compile({$ref: schemaRef});
      if (validate(body)) return [];
      return (validate.errors ?? []).map((e) => `${id}: ${e.instancePath || '(root)'} ${e.message ?? ''}`);
    }
  }
  return [`operation ${id} is not in the ${api} document`];
}
