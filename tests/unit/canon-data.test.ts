/** The shared facts (canon/cnc-01.yaml, canon/endpoints.yaml) are complete, and no page restates CNC-01 by hand. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {parse} from 'yaml';
import {listDocFiles, readDoc} from '../../scripts/lib/docs';
import type {DocSource} from '../../scripts/lib/docs';
import {CNC01_FILE, ENDPOINTS_FILE, loadCnc01, loadEndpoints} from '../../src/canon-data/load';
import {validateCnc01, validateEndpoints} from '../../src/canon-data/schema';
import {handwrittenCncRows} from '../../src/canon-data/handwritten';

const facts = loadCnc01();

function cncYaml(): Record<string, unknown> {
  return parse(fs.readFileSync(CNC01_FILE, 'utf8')) as Record<string, unknown>;
}

test('canon/cnc-01.yaml and canon/endpoints.yaml pass their schema', () => {
  assert.equal(facts.device.uuid, '3F2A-9C41-7B0D-E5A8');
  assert.deepEqual(
    facts.data.map((d) => d.id),
    ['speed', 'temperature', 'feed', 'count', 'status', '0100H'],
  );
  assert.ok(loadEndpoints().groups.janus.length > 0);
});

test('a data ID without its access is refused with the field named', () => {
  const raw = cncYaml();
  delete (raw.data as Array<Record<string, unknown>>)[2].access;
  assert.throws(() => validateCnc01(raw), {message: 'canon/cnc-01.yaml: data[2].access: missing'});
});

test('a data ID without its place in a register map is refused with the field named', () => {
  const raw = cncYaml();
  const modbus = (raw.data as Array<Record<string, Record<string, unknown>>>)[3].modbus;
  delete modbus.triton;
  assert.throws(() => validateCnc01(raw), {message: 'canon/cnc-01.yaml: data[3].modbus.triton: missing'});
});

test('a register map without its reason is refused with the field named', () => {
  const raw = cncYaml();
  delete (raw.registerMaps as Record<string, Record<string, unknown>>).triton.why;
  assert.throws(() => validateCnc01(raw), {message: 'canon/cnc-01.yaml: registerMaps.triton.why: missing'});
});

test('two data IDs in one register are refused', () => {
  const raw = cncYaml();
  const slot = (raw.data as Array<{modbus: Record<string, {address: number}>}>)[5].modbus.janus;
  slot.address = 3;
  assert.throws(() => validateCnc01(raw), /data\[5\]\.modbus\.janus\.address: register 3 is also count/);
});

test('an endpoint without its port is refused with the field named', () => {
  const raw = parse(fs.readFileSync(ENDPOINTS_FILE, 'utf8')) as {
    groups: Record<string, Array<Record<string, unknown>>>;
  };
  delete raw.groups.neptune[0].port;
  assert.throws(() => validateEndpoints(raw), {message: 'canon/endpoints.yaml: groups.neptune[0].port: missing'});
});

test('no page states a CNC-01 data ID, type, access or register in a hand-written table', () => {
  const problems = listDocFiles().flatMap((file) => handwrittenCncRows(readDoc(file), facts));
  assert.deepEqual(problems, []);
});

function doc(body: string): DocSource {
  return {file: 'docs/x.mdx', partial: false, frontMatter: {}, body, bodyStartLine: 5};
}

test('the table check finds a hand-written CNC-01 table and ignores other tables', () => {
  const body = [
    '| 数据 ID | 数据名称 | 读写 |',
    '| --- | --- | --- |',
    '| `feed` | 进给倍率 | 只读 |',
    '',
    '| 地址 | 数据 ID | 可写 |',
    '| --- | --- | --- |',
    '| 5 | `feed` | 是 |',
    '',
    '| 名称 | 类型 | 说明 |',
    '| --- | --- | --- |',
    '| `status` | 只读 | 当前状态 |',
    '',
    '```text',
    '| 数据 ID | 读写 |',
    '| `speed` | 只读 |',
    '```',
  ].join('\n');
  const problems = handwrittenCncRows(doc(body), facts);
  assert.equal(problems.length, 2);
  assert.match(problems[0], /^docs\/x\.mdx:7: .*CNC-01's feed \(access\)/);
  assert.match(problems[1], /^docs\/x\.mdx:11: .*CNC-01's feed \(register, access\)/);
});
