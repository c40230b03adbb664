/** The console's view of the Janus HTTP API (tools/api-console/spec.ts), from the repository's files and broken ones. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {parse} from 'yaml';
import {loadCodes} from '../../../../src/canon-data/load';
import {OPENAPI_FILE, SpecError, compileSpec, loadSpec, plainText} from '../../../../tools/api-console/spec';

const doc = () =>
  parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as {paths: Record<string, Record<string, Record<string, unknown>>>};

test('every operation of janus-openapi.yaml becomes a form, token first-class and required', () => {
  const spec = loadSpec();
  const expected = Object.values(doc().paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  assert.deepEqual(
    spec.operations.map((o) => o.id),
    expected,
  );
  assert.equal(spec.apiVersion, '3.6.0');
  for (const op of spec.operations)
    assert.ok(
      op.fields.some((f) => f.name === 'token' && f.required),
      op.id,
    );

  const query = spec.operations.find((o) => o.id === 'getDeviceHistoryData');
  assert.deepEqual(
    query?.fields.map((f) => [f.name, f.location, f.kind, f.required]),
    [
      ['token', 'query', 'string', true],
      ['uuid', 'query', 'string', true],
      ['start', 'query', 'string', true],
      ['end', 'query', 'string', true],
      ['page', 'query', 'integer', false],
      ['fields', 'query', 'string', false],
    ],
  );
  const connection = spec.operations.find((o) => o.id === 'setDeviceConnection');
  const connType = connection?.fields.find((f) => f.name === 'conn_type');
  assert.equal(connType?.kind, 'enum');
  assert.ok(connType?.values?.includes('modbus_slave'));
  assert.equal(connection?.fields.find((f) => f.name === 'row')?.kind, 'json');
  const upload = spec.operations.find((o) => o.id === 'uploadFile');
  assert.deepEqual(
    upload?.fields.map((f) => [f.name, f.location, f.kind]),
    [
      ['token', 'multipart', 'string'],
      ['file', 'multipart', 'file'],
      ['tags', 'multipart', 'string'],
    ],
  );
  assert.equal(spec.operations.find((o) => o.id === 'downloadFile')?.returnsFile, true);
  assert.equal(spec.operations.find((o) => o.id === 'listDevices')?.returnsFile, false);
});

test('the meaning of every code comes from canon/codes.yaml, as plain text', () => {
  const spec = loadSpec();
  const canon = loadCodes().families['janus-http'].codes;
  assert.deepEqual(
    spec.codes.map((c) => c.code),
    canon.map((c) => Number(c.code)),
  );
  const wrongToken = spec.codes.find((c) => c.code === 401);
  assert.equal(wrongToken?.meaning, 'Token 错误，授权失败');
  assert.equal(wrongToken?.action, '按 查看完整注册码 重新复制，注意首尾不要带空格');
  assert.equal(plainText('用 [获取设备列表](/docs/janus/api/device/list) 核对 `uuid`'), '用 获取设备列表 核对 uuid');
  for (const op of spec.operations)
    for (const c of op.codes)
      assert.ok(
        spec.codes.some((m) => m.code === c),
        `${op.id} ${c}`,
      );
});

test('broken input stops the build with the operation and the problem named', () => {
  const facts = loadCodes();
  const broken = (change: (d: ReturnType<typeof doc>) => void, message: RegExp) => {
    const d = doc();
    change(d);
    assert.throws(
      () => compileSpec(d, facts),
      (e: unknown) => e instanceof SpecError && message.test(e.message),
    );
  };
  broken(
    (d) => (d.paths['/api/device/query'].get['x-codes'] = [200, 401, 1007]),
    /getDeviceInfo x-codes: code 1007 has no meaning in canon\/codes\.yaml family janus-http/,
  );
  broken(
    (d) => (d.paths['/api/device/list'].get.parameters = [{name: 'token', in: 'header', schema: {type: 'string'}}]),
    /listDevices parameter token: the console sends query parameters only, not in: header/,
  );
  broken((d) => delete d.paths['/api/device/list'].get.parameters, /listDevices: has no required token parameter/);
  broken(
    (d) => (d.paths['/api/device/query'].put = {...d.paths['/api/device/query'].get, operationId: 'putQuery'}),
    /PUT \/api\/device\/query: the console cannot send PUT/,
  );
  broken(
    (d) =>
      (d.paths['/api/device/list'].get.parameters = [
        {$ref: '#/components/parameters/TokenQuery'},
        {name: 'ids', in: 'query', schema: {type: 'array', items: {type: 'string'}}},
      ]),
    /listDevices parameter ids: the console has no form field for type "array"/,
  );
});
