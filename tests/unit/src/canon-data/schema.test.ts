/**
 * The shared facts (canon/cnc-01.yaml, canon/endpoints.yaml, canon/compatibility.yaml, canon/codes.yaml,
 * canon/permissions.yaml, canon/automation-states.yaml, canon/ui.yaml) are complete: a missing field is named.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {
  CANON_DIR,
  CNC01_FILE,
  CODES_FILE,
  COMPAT_FILE,
  ENDPOINTS_FILE,
  PERMISSIONS_FILE,
  STATES_FILE,
  UI_FILE,
  loadCnc01,
  loadCodes,
  loadCompat,
  loadEndpoints,
  loadPermissions,
  loadStates,
  loadUi,
} from '../../../../src/canon-data/load';
import {
  validateCnc01,
  validateCodes,
  validateCompat,
  validateEndpoints,
  validatePermissions,
  validateStates,
  validateUi,
} from '../../../../src/canon-data/schema';

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

function compatYaml(): {
  products: Record<string, {releases: Array<Record<string, unknown>>}>;
  rules: Array<{product: string; range: Record<string, unknown>}>;
} {
  return parse(fs.readFileSync(COMPAT_FILE, 'utf8'));
}

test('canon/compatibility.yaml passes its schema and dates what the prose canon dates the same way', () => {
  const compat = loadCompat();
  const canon = (name: string) => fs.readFileSync(path.join(CANON_DIR, name), 'utf8');
  const current = (key: string) => compat.products[key].releases[0];
  // The sentences of the prose canon that name each product's current release.
  const sentences: Array<[string, string]> = [
    ['janus.md', `当前版本 Janus ${current('janus').version}（${current('janus').date}）`],
    ['triton.md', `当前版本 ${current('triton').version}（${current('triton').date}）`],
    ['automation.md', `当前版本 Automation ${current('automation').version}（${current('automation').date}）`],
    ['lowcode.md', `当前版本 Lowcode ${current('lowcode').version}（${current('lowcode').date}）`],
    ['neptune.md', `当前版本 ${current('neptune').version}。`],
  ];
  for (const [file, sentence] of sentences) assert.ok(canon(file).includes(sentence), `canon/${file}: "${sentence}"`);
  // The version tables of the prose canon: every row's date is the YAML's.
  const tables: Array<[string, string]> = [
    ['neptune.md', 'neptune'],
    ['lowcode-guide.md', 'lowcode'],
  ];
  for (const [file, key] of tables) {
    const rows = [...canon(file).matchAll(/^\| (v?\d+\.\d+(?:\.\d+)?) \| (\d{4}-\d{2}-\d{2}) \|/gm)];
    assert.equal(rows.length, compat.products[key].releases.length, `canon/${file}: one row per release of ${key}`);
    for (const [, version, date] of rows) {
      assert.equal(
        compat.products[key].releases.find((r) => r.version === version)?.date,
        date,
        `canon/${file}: ${version}`,
      );
    }
  }
});

test('a release without its date is refused with the field named', () => {
  const raw = compatYaml();
  delete raw.products.janus.releases[1].date;
  assert.throws(() => validateCompat(raw), {
    message: 'canon/compatibility.yaml: products.janus.releases[1].date: missing',
  });
});

test('a date that is no day of the calendar is refused with the field named', () => {
  const raw = compatYaml();
  raw.products.triton.releases[0].date = '2025-04-31';
  assert.throws(() => validateCompat(raw), {
    message: 'canon/compatibility.yaml: products.triton.releases[0].date: must be a date YYYY-MM-DD, got 2025-04-31',
  });
});

test('a version YAML read as a number is refused, so 3.10 cannot turn into 3.1', () => {
  const raw = compatYaml();
  raw.products.lowcode.releases[0].version = 3.1;
  assert.throws(() => validateCompat(raw), {
    message:
      'canon/compatibility.yaml: products.lowcode.releases[0].version: must be a quoted string, got the number 3.1',
  });
});

test('releases out of order are refused', () => {
  const raw = compatYaml();
  const [a, b] = raw.products.janus.releases;
  raw.products.janus.releases[0] = b;
  raw.products.janus.releases[1] = a;
  assert.throws(
    () => validateCompat(raw),
    /products\.janus\.releases\[1\]\.version: 3\.6\.0 must be older than 3\.5\.1/,
  );
});

test('a rule naming a release that does not exist is refused with the field named', () => {
  const raw = compatYaml();
  const i = raw.rules.findIndex((r) => r.product === 'lowcode' && r.range.min === '3.5.0');
  raw.rules[i].range.min = '3.5.2';
  assert.throws(() => validateCompat(raw), {
    message: `canon/compatibility.yaml: rules[${i}].range.min: names no release of products.janus: 3.5.2`,
  });
});

test('a package that ships a release its rules rule out is refused', () => {
  const raw = compatYaml();
  raw.products.janus.releases[0].bundles = {lowcode: '2.3', runtime: '1.2'};
  assert.throws(
    () => validateCompat(raw),
    /products\.janus\.releases\[0\]\.bundles\.lowcode: lowcode 2\.3 needs janus 3\.0\.0–3\.4\.0 \(rules\[\d+\]\), not 3\.6\.0/,
  );
});

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a YAML document broken on purpose

function yamlOf(file: string): Raw {
  return parse(fs.readFileSync(file, 'utf8')) as Raw;
}

test('canon/codes.yaml passes its schema: every family the pages print, every code a string', () => {
  const codes = loadCodes();
  assert.deepEqual(Object.keys(codes.families), [
    'automation-alarms',
    'automation-compile',
    'triton-errors',
    'triton-return',
    'triton-status',
    'janus-http',
    'neptune-api',
  ]);
  assert.equal(codes.families['triton-errors'].codes.find((c) => c.code === 'E302')?.meaning.startsWith('MQTT'), true);
});

test('a code without its meaning is refused with the field named', () => {
  const raw = yamlOf(CODES_FILE);
  delete raw.families['janus-http'].codes[3].meaning;
  assert.throws(() => validateCodes(raw), {message: 'canon/codes.yaml: families.janus-http.codes[3].meaning: missing'});
});

test('a code YAML read as a number is refused, and so is a field the family has no column for', () => {
  const raw = yamlOf(CODES_FILE);
  raw.families['neptune-api'].codes[0].code = 200;
  assert.throws(() => validateCodes(raw), {
    message: 'canon/codes.yaml: families.neptune-api.codes[0].code: must be a quoted string, got the number 200',
  });
  const extra = yamlOf(CODES_FILE);
  extra.families['neptune-api'].codes[0].level = '停机';
  assert.throws(() => validateCodes(extra), /families\.neptune-api\.codes\[0\]\.level: is not a field of/);
});

test('a Triton return row that mirrors an error code the deploy table lacks is refused', () => {
  const raw = yamlOf(CODES_FILE);
  const row = raw.families['triton-return'].codes.findIndex((c: Raw) => c.code === '-201 … -304');
  raw.families['triton-return'].codes[row].code = '-201 … -305';
  assert.throws(() => validateCodes(raw), {
    message: `canon/codes.yaml: families.triton-return.codes[${row}].mirrors: -305 is no code of triton-errors made negative`,
  });
});

test('canon/permissions.yaml passes its schema and says what the Janus matrix says', () => {
  const janus = loadPermissions().products.janus;
  const op = (name: string) => janus.operations.find((o) => o.name === name);
  assert.deepEqual([op('确认报警')?.item, op('确认报警')?.requires], ['数据监控', '查看']);
  assert.deepEqual([op('数据下发')?.item, op('数据下发')?.requires], ['设备调试面板', '管理']);
  assert.equal(janus.items.find((i) => i.name === '系统设置')?.roles['普通用户'], '—');
});

test('an operation naming no permission item, or an unknown level, is refused with the field named', () => {
  const raw = yamlOf(PERMISSIONS_FILE);
  raw.products.janus.operations[26].item = '数据监视';
  assert.throws(() => validatePermissions(raw), {
    message:
      'canon/permissions.yaml: products.janus.operations[26].item: names no item of products.janus.items: 数据监视',
  });
  const level = yamlOf(PERMISSIONS_FILE);
  level.products.neptune.items[7].roles['操作员'] = '编辑';
  assert.throws(() => validatePermissions(level), {
    message: 'canon/permissions.yaml: products.neptune.items[7].roles.操作员: must be one of 查看, 管理, —, got 编辑',
  });
});

test('canon/automation-states.yaml passes its schema: 7 states, 13 operations', () => {
  const facts = loadStates();
  assert.deepEqual(
    facts.states.map((s) => s.name),
    ['未就绪', '就绪', '运行', '暂停', '报警', '复位中', '急停'],
  );
  assert.equal(facts.operations.length, 13);
  assert.deepEqual(Object.keys(facts.operations.find((o) => o.name === 'JOG')!.allowed), ['未就绪', '就绪', '暂停']);
});

test('an allowed cell naming no state is refused with the field named', () => {
  const raw = yamlOf(STATES_FILE);
  raw.operations[0].allowed['就绪'].to = '运行中';
  assert.throws(() => validateStates(raw), {
    message:
      'canon/automation-states.yaml: operations[0].allowed.就绪.to: must be one of 未就绪, 就绪, 运行, 暂停, 报警, 复位中, 急停, got 运行中',
  });
  const missing = yamlOf(STATES_FILE);
  delete missing.operations[5].denied;
  assert.throws(() => validateStates(missing), {
    message: 'canon/automation-states.yaml: operations[5].denied: missing',
  });
});

test('canon/ui.yaml passes its schema and holds the menus the canon names', () => {
  const janus = loadUi().products.janus;
  const settings = janus.ui.find((n) => n.name === '系统设置');
  assert.ok(settings?.children.some((c) => c.name === '系统信息'));
});

test('a UI name that holds the path separator, or repeats among its siblings, is refused', () => {
  const raw = yamlOf(UI_FILE);
  raw.products.janus.ui[0] = '首页 > 概览';
  assert.throws(() => validateUi(raw), {
    message: 'canon/ui.yaml: products.janus.ui[0]: a name cannot hold " > " (it separates a path): 首页 > 概览',
  });
  const twice = yamlOf(UI_FILE);
  twice.products.janus.ui.push('首页');
  assert.throws(() => validateUi(twice), /products\.janus\.ui\[\d+\]: duplicate name 首页 among its siblings/);
});
