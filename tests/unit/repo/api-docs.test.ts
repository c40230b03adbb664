/**
 * The OpenAPI documents are valid OpenAPI 3.1, and every API page agrees with its document: the parameter table names
 * exactly the operation's parameters with the same 必填, every response field exists in the 200 schema, and the error-code
 * table lists exactly the operation's codes. Every operation has a page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {Validator} from '@seriousme/openapi-schema-validator';
import {ROOT, listDocFiles, readDoc, sectionTables} from '../../../scripts/lib/docs';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  required?: string[];
};
type Parameter = {$ref?: string; name: string; in: string; required?: boolean};
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: {content: Record<string, {schema: Schema}>};
  responses: Record<string, {$ref?: string; content?: Record<string, {schema: Schema}>}>;
  'x-codes'?: number[];
};
type Spec = {paths: Record<string, Record<string, Operation>>; 'x-error-codes'?: Array<{code: number}>};

const SPECS = {
  neptune: path.join(ROOT, 'static', 'openapi', 'neptune-openapi.yaml'),
  janus: path.join(ROOT, 'static', 'openapi', 'janus-openapi.yaml'),
} as const;

function load(file: string): Spec {
  return YAML.parse(fs.readFileSync(file, 'utf8')) as Spec;
}

function deref<T>(spec: Spec, obj: T & {$ref?: string}): T {
  let cur: unknown = obj;
  while (cur && typeof cur === 'object' && '$ref' in cur && typeof (cur as {$ref: unknown}).$ref === 'string') {
    const ref = (cur as {$ref: string}).$ref;
    cur = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    assert.ok(cur, `unresolved ${ref}`);
  }
  return cur as T;
}

function operations(spec: Spec): Map<string, Operation> {
  const ops = new Map<string, Operation>();
  for (const item of Object.values(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method)) ops.set(op.operationId, op);
    }
  }
  return ops;
}

/** Properties of an object schema, merging allOf and the branches of oneOf/anyOf. */
function properties(spec: Spec, schema: Schema): {props: Record<string, Schema>; required: Set<string>} {
  const s = deref(spec, schema);
  const out = {props: {...(s.properties ?? {})}, required: new Set(s.required ?? [])};
  for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) {
    const sub = properties(spec, part);
    Object.assign(out.props, sub.props);
    if (s.allOf?.includes(part)) sub.required.forEach((r) => out.required.add(r));
  }
  return out;
}

function expectedParameters(spec: Spec, op: Operation): Map<string, boolean> {
  const params = new Map<string, boolean>();
  for (const p of op.parameters ?? []) {
    const param = deref(spec, p);
    if (param.in !== 'header') params.set(param.name, Boolean(param.required));
  }
  const body = op.requestBody && deref(spec, op.requestBody);
  for (const media of Object.values(body?.content ?? {})) {
    const {props, required} = properties(spec, media.schema);
    for (const name of Object.keys(props)) params.set(name, required.has(name));
  }
  return params;
}

/** Does a dotted path (data.devices[].uuid) exist in the schema? */
function hasPath(spec: Spec, schema: Schema, dotted: string): boolean {
  let cur: Schema | undefined = schema;
  for (const rawPart of dotted.split('.')) {
    if (!cur) return false;
    const part = rawPart.replace(/\[\]$/, '');
    const {props} = properties(spec, cur);
    let next: Schema | undefined = props[part];
    if (!next) {
      const s: Schema = deref(spec, cur);
      if (s.additionalProperties && typeof s.additionalProperties === 'object') next = s.additionalProperties;
      else if (s.additionalProperties === true || (s.type === 'object' && !s.properties)) return true;
      else return false;
    }
    const resolved: Schema = deref(spec, next);
    next = resolved;
    if (rawPart.endsWith('[]')) {
      const arr: Schema | undefined = [resolved, ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]
        .map((x) => deref<Schema>(spec, x))
        .find((x) => x.items);
      if (!arr?.items) return false;
      next = arr.items;
    }
    cur = next;
  }
  return true;
}

function responseSchema(spec: Spec, op: Operation): Schema {
  const ok = deref(spec, op.responses['200']);
  const media = ok.content?.['application/json'];
  assert.ok(media, `${op.operationId}: no application/json 200 response`);
  return media.schema;
}

const apiPages = listDocFiles()
  .map(readDoc)
  .filter((d) => typeof d.frontMatter.api_spec === 'string');

test('the OpenAPI documents are valid OpenAPI 3.1', async () => {
  for (const file of Object.values(SPECS)) {
    const result = await new Validator().validate(YAML.parse(fs.readFileSync(file, 'utf8')));
    assert.equal(result.valid, true, `${path.basename(file)}: ${JSON.stringify(result.errors)?.slice(0, 2000)}`);
    assert.match(fs.readFileSync(file, 'utf8'), /^openapi: 3\.1\.\d/m);
  }
});

test('there are API pages for both APIs', () => {
  for (const name of Object.keys(SPECS)) {
    assert.ok(
      apiPages.some((d) => d.frontMatter.api_spec === name),
      `no page has api_spec: ${name}`,
    );
  }
});

for (const page of apiPages) {
  test(`${page.file} agrees with its OpenAPI document`, () => {
    const specName = page.frontMatter.api_spec as keyof typeof SPECS;
    assert.ok(SPECS[specName], `unknown api_spec "${String(specName)}"`);
    const spec = load(SPECS[specName]);
    const ops = operations(spec);
    const ids = page.frontMatter.api_operations;
    assert.ok(Array.isArray(ids) && ids.length > 0, 'api_operations must be a non-empty list');
    const allCodes = new Set((spec['x-error-codes'] ?? []).map((c) => c.code));

    const paramTables = sectionTables(page, 'request-parameters').filter(
      (t) => t.header.join('|') === '名称|类型|必填|说明|示例',
    );
    assert.equal(
      paramTables.length,
      ids.length,
      'one parameter table (名称 | 类型 | 必填 | 说明 | 示例) per operation',
    );
    const responseRows = sectionTables(page, 'response-parameters')
      .filter((t) => t.header.join('|') === '名称|类型|说明')
      .flatMap((t) => t.rows.map((r) => r[0]));
    assert.ok(responseRows.length > 0, 'a response table (名称 | 类型 | 说明)');
    const codeRows = sectionTables(page, 'error-codes')
      .filter((t) => t.header[0] === '错误码')
      .flatMap((t) => t.rows.map((r) => Number(r[0])));

    const expectedCodes = new Set<number>();
    (ids as string[]).forEach((id, i) => {
      const op = ops.get(id);
      assert.ok(op, `operation ${id} is not in ${specName}-openapi.yaml`);
      const expected = expectedParameters(spec, op);
      const documented = new Map(paramTables[i].rows.map((r) => [r[0], r[2] === '是']));
      assert.deepEqual([...documented.keys()].sort(), [...expected.keys()].sort(), `${id}: parameter names`);
      for (const [name, required] of expected) assert.equal(documented.get(name), required, `${id}: 必填 of ${name}`);
      for (const code of op['x-codes'] ?? []) {
        expectedCodes.add(code);
        assert.ok(allCodes.has(code), `${id}: code ${code} is not in x-error-codes`);
      }
    });
    const schemas = (ids as string[]).map((id) => responseSchema(spec, ops.get(id)!));
    for (const row of responseRows) {
      assert.ok(
        schemas.some((s) => hasPath(spec, s, row)),
        `response field "${row}" is not in the 200 schema`,
      );
    }
    assert.deepEqual(
      [...new Set(codeRows)].sort((a, b) => a - b),
      [...expectedCodes].sort((a, b) => a - b),
      'error codes',
    );
  });
}

test('every operation has a page', () => {
  for (const [name, file] of Object.entries(SPECS)) {
    const documented = new Set(
      apiPages.filter((d) => d.frontMatter.api_spec === name).flatMap((d) => d.frontMatter.api_operations as string[]),
    );
    for (const id of operations(load(file)).keys())
      assert.ok(documented.has(id), `${name}: operation ${id} has no page`);
  }
});
