/** The shared facts (canon/cnc-01.yaml, canon/endpoints.yaml) are complete: a missing field is named. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {parse} from 'yaml';
import {CNC01_FILE, ENDPOINTS_FILE, loadCnc01, loadEndpoints} from '../../../../src/canon-data/load';
import {validateCnc01, validateEndpoints} from '../../../../src/canon-data/schema';

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
