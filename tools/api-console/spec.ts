/**
 * Compiles the console's view of the Janus HTTP API (./model.ts) from the OpenAPI document and the canon's code
 * table. Strict: anything the console could not turn into a form field, or a code the canon does not explain, stops
 * the build with the operation and the field named, so the console never shows a form that sends the wrong thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {loadCodes} from '../../src/canon-data/load';
import type {CodeFacts} from '../../src/canon-data/schema';
import type {CodeMeaning, ConsoleSpec, Field, FieldKind, FieldLocation, HttpMethod, Operation} from './model';

export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', 'static', 'openapi', 'janus-openapi.yaml');
/** The family of canon/codes.yaml that explains the Janus HTTP API's business codes. */
export const CODE_FAMILY = 'janus-http';

type Json = Record<string, unknown>;

export class SpecError extends Error {
  constructor(where: string, problem: string) {
    super(`janus-openapi.yaml ${where}: ${problem}`);
    this.name = 'SpecError';
  }
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Follows a local `$ref` (`#/components/...`) until the object itself. */
function deref(doc: Json, value: unknown, where: string): Json {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || depth > 10) throw new SpecError(where, `cannot follow $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
    if (current === undefined) throw new SpecError(where, `$ref ${ref} points nowhere`);
  }
  if (!isObject(current)) throw new SpecError(where, 'is not an object');
  return current;
}

/** Markdown of the canon's text (`code`, [text](/docs/...)) as plain text for the offline page. */
export function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`([^`]+)`/g, '$1');
}

function scalarText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** One form field from a parameter's or a body property's schema. */
function field(
  doc: Json,
  name: string,
  location: FieldLocation,
  required: boolean,
  rawSchema: unknown,
  description: string | undefined,
  example: unknown,
  where: string,
): Field {
  const schema = deref(doc, rawSchema, where);
  const type = schema.type;
  let kind: FieldKind;
  if (Array.isArray(schema.enum)) kind = 'enum';
  else if (type === 'string' && schema.contentMediaType === 'application/json') kind = 'json';
  else if (type === 'string' && schema.contentMediaType === 'application/octet-stream') {
    if (location !== 'multipart') throw new SpecError(where, 'a file can only be sent in a multipart body');
    kind = 'file';
  } else if (type === 'string') kind = 'string';
  else if (type === 'integer') kind = 'integer';
  else if (type === 'boolean') kind = 'boolean';
  else throw new SpecError(where, `the console has no form field for type ${JSON.stringify(type)}`);

  const text = description ?? (typeof schema.description === 'string' ? schema.description : '');
  const f: Field = {name, location, kind, required, description: text.trim()};
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  const exampleText = scalarText(example) ?? scalarText(examples[0]);
  if (exampleText !== undefined) f.example = exampleText;
  const def = scalarText(schema.default);
  if (def !== undefined) f.default = def;
  if (kind === 'enum') {
    f.values = (schema.enum as unknown[]).map((v) => {
      const s = scalarText(v);
      if (s === undefined) throw new SpecError(where, `enum value ${JSON.stringify(v)} is not a scalar`);
      return s;
    });
  }
  if (typeof schema.pattern === 'string') f.pattern = schema.pattern;
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) {
    if (typeof schema[key] === 'number') f[key] = schema[key];
  }
  return f;
}

const METHODS: Record<string, HttpMethod> = {get: 'GET', post: 'POST', delete: 'DELETE'};

function operation(doc: Json, pathName: string, methodKey: string, raw: Json, codes: Set<number>): Operation {
  const method = METHODS[methodKey];
  const where = `${methodKey.toUpperCase()} ${pathName}`;
  if (!method) throw new SpecError(where, `the console cannot send ${methodKey.toUpperCase()}`);
  const id = raw.operationId;
  if (typeof id !== 'string') throw new SpecError(where, 'has no operationId');
  const fields: Field[] = [];

  for (const [i, p] of (Array.isArray(raw.parameters) ? raw.parameters : []).entries()) {
    const param = deref(doc, p, `${id} parameters[${i}]`);
    const pw = `${id} parameter ${String(param.name)}`;
    if (param.in !== 'query')
      throw new SpecError(pw, `the console sends query parameters only, not in: ${String(param.in)}`);
    if (typeof param.name !== 'string') throw new SpecError(pw, 'has no name');
    fields.push(
      field(
        doc,
        param.name,
        'query',
        param.required === true,
        param.schema,
        typeof param.description === 'string' ? param.description : undefined,
        param.example,
        pw,
      ),
    );
  }

  if (raw.requestBody !== undefined) {
    const body = deref(doc, raw.requestBody, `${id} requestBody`);
    const content = isObject(body.content) ? body.content : {};
    const types = Object.keys(content);
    const location: FieldLocation | undefined =
      types.length === 1 && types[0] === 'application/x-www-form-urlencoded'
        ? 'form'
        : types.length === 1 && types[0] === 'multipart/form-data'
          ? 'multipart'
          : undefined;
    if (!location)
      throw new SpecError(`${id} requestBody`, `the console sends a form or multipart body, not ${types.join(', ')}`);
    const media = deref(doc, content[types[0]], `${id} requestBody`);
    const schema = deref(doc, media.schema, `${id} requestBody schema`);
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const props = isObject(schema.properties) ? schema.properties : {};
    for (const [name, prop] of Object.entries(props)) {
      fields.push(
        field(doc, name, location, required.has(name), prop, undefined, undefined, `${id} body field ${name}`),
      );
    }
  }

  const names = fields.map((f) => f.name);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate) throw new SpecError(id, `parameter ${duplicate} appears twice`);
  const token = fields.find((f) => f.name === 'token');
  if (!token || !token.required)
    throw new SpecError(id, 'has no required token parameter (every Janus API call needs it)');

  const xCodes = raw['x-codes'];
  if (!Array.isArray(xCodes) || xCodes.length === 0) throw new SpecError(id, 'has no x-codes');
  for (const c of xCodes) {
    if (typeof c !== 'number' || !codes.has(c)) {
      throw new SpecError(
        `${id} x-codes`,
        `code ${String(c)} has no meaning in canon/codes.yaml family ${CODE_FAMILY}; add it there first`,
      );
    }
  }

  const ok = isObject(raw.responses) ? deref(doc, raw.responses['200'], `${id} responses 200`) : undefined;
  const returnsFile = Boolean(ok && isObject(ok.content) && 'application/octet-stream' in ok.content);

  const tags = Array.isArray(raw.tags) ? raw.tags : [];
  return {
    id,
    method,
    path: pathName,
    summary: typeof raw.summary === 'string' ? raw.summary : id,
    description: typeof raw.description === 'string' ? raw.description.trim() : '',
    tag: typeof tags[0] === 'string' ? tags[0] : '其他',
    fields,
    codes: xCodes as number[],
    returnsFile,
  };
}

/** The canon's meanings of the Janus HTTP API's codes, as plain text. */
export function codeMeanings(facts: CodeFacts): CodeMeaning[] {
  const family = facts.families[CODE_FAMILY];
  if (!family) throw new Error(`canon/codes.yaml has no family ${CODE_FAMILY}`);
  return family.codes.map((c) => {
    const code = Number(c.code);
    if (!Number.isInteger(code)) throw new Error(`canon/codes.yaml ${CODE_FAMILY}: ${c.code} is not one code`);
    return {code, meaning: c.meaning, cause: plainText(c.cause ?? ''), action: plainText(c.action ?? '')};
  });
}

/** The console's spec from a parsed OpenAPI document and the canon's code facts. */
export function compileSpec(doc: unknown, facts: CodeFacts): ConsoleSpec {
  if (!isObject(doc) || !isObject(doc.paths) || !isObject(doc.info))
    throw new SpecError('(file)', 'is no OpenAPI document');
  const codes = codeMeanings(facts);
  const known = new Set(codes.map((c) => c.code));
  const operations: Operation[] = [];
  for (const [pathName, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) throw new SpecError(pathName, 'is not an object');
    for (const [methodKey, raw] of Object.entries(item)) {
      if (methodKey === 'parameters' || methodKey === 'summary' || methodKey === 'description') {
        throw new SpecError(pathName, `path-level ${methodKey} is not supported by the console`);
      }
      if (!isObject(raw)) throw new SpecError(`${methodKey} ${pathName}`, 'is not an object');
      operations.push(operation(doc, pathName, methodKey, raw, known));
    }
  }
  return {
    title: typeof doc.info.title === 'string' ? doc.info.title : 'Janus HTTP API',
    apiVersion: typeof doc.info.version === 'string' ? doc.info.version : '',
    operations,
    codes,
  };
}

/** The spec of the repository's files. */
export function loadSpec(file = OPENAPI_FILE): ConsoleSpec {
  return compileSpec(parse(fs.readFileSync(file, 'utf8')), loadCodes());
}
