/**
 * canon/automation-modbus.yaml, the machine-readable register map of the Automation controller, passes its schema,
 * names what is wrong, and says what canon/automation-guide.md and the Modbus TCP page say: an address changed in one
 * place and not the others fails here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {AUTOMATION_MODBUS_FILE, CANON_DIR, loadAutomationModbus} from '../../../../src/canon-data/load';
import {validateAutomationModbus, type ControllerRegister} from '../../../../src/canon-data/schema';
import {ROOT} from '../../../../scripts/lib/docs';

const facts = loadAutomationModbus();
const raw = () => parse(fs.readFileSync(AUTOMATION_MODBUS_FILE, 'utf8')) as Record<string, never>;

/** `10–17`, or `0` for a single register. */
const span = (r: ControllerRegister) => {
  const last = r.address + r.count * r.words - 1;
  return last === r.address ? String(r.address) : `${r.address}–${last}`;
};

test('the file passes its schema', () => {
  assert.equal(facts.slave.port, 502);
  assert.equal(facts.slave.wordOrder, 'ABCD');
  assert.deepEqual(
    facts.example.variables.map((v) => v.name),
    ['good_count', 'ng_count', 'glue_speed', 'batch_size'],
  );
});

test('a missing or clashing fact is refused with the field named', () => {
  const noArea = raw();
  delete (noArea.registers as Array<Record<string, unknown>>)[2].area;
  assert.throws(() => validateAutomationModbus(noArea), {
    message: 'canon/automation-modbus.yaml: registers[2].area: missing',
  });
  const clash = raw();
  (clash.registers as Array<Record<string, unknown>>)[4].address = 1;
  assert.throws(() => validateAutomationModbus(clash), {
    message: 'canon/automation-modbus.yaml: registers[4].address: input 1 is also in registers[3]',
  });
  const overlap = raw();
  (overlap.example as {variables: Array<Record<string, unknown>>}).variables[1].address = 101;
  assert.throws(() => validateAutomationModbus(overlap), {
    message: 'canon/automation-modbus.yaml: example.variables[1].address: overlaps example.variables[0] (good_count)',
  });
  const outside = raw();
  (outside.example as {variables: Array<Record<string, unknown>>}).variables[0].address = 50;
  assert.throws(() => validateAutomationModbus(outside), /must lie in the user variable area 100–1999/);
});

test('canon/automation-guide.md gives every range and variable of the YAML', () => {
  const guide = fs.readFileSync(path.join(CANON_DIR, 'automation-guide.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## Modbus TCP 从站'), guide.indexOf('## 下载与 FTP 推送'));
  assert.ok(section.length > 100, 'the guide keeps its Modbus section');
  const line = (prefix: string) => section.split('\n').find((l) => l.includes(prefix)) ?? '';
  const byArea = {
    coil: line('- 线圈（区 1）'),
    discrete: line('- 离散输入（区 2）'),
    input: section.slice(section.indexOf('- 输入寄存器（区 4'), section.indexOf('- 保持寄存器（区 3')),
    holding: section.slice(section.indexOf('- 保持寄存器（区 3'), section.indexOf('- 用户变量')),
  };
  for (const r of facts.registers) {
    assert.match(byArea[r.area], new RegExp(`(^|[^\\d])${span(r)}([^\\d]|$)`), `${r.area} ${span(r)} ${r.name}`);
  }
  assert.ok(byArea.holding.includes(`${facts.userVariables.first}–${facts.userVariables.last} 用户变量区`));
  assert.ok(section.includes('32 位值高字在前（ABCD）') && section.includes('「低字在前」（CDAB）'));
  assert.ok(section.includes(`支持功能码 ${facts.slave.functions.map((f) => String(f).padStart(2, '0')).join('、')}`));
  for (const v of facts.example.variables) {
    const words = facts.userVariables.types[v.type].words;
    const text = `\`${v.name}\` ${v.type === '浮点' ? '浮点' : '整数'} ${v.address}–${v.address + words - 1} ${v.access}`;
    assert.ok(guide.includes(text), `the guide's DP-01 variables: ${text}`);
  }
});

test('the Modbus TCP page’s tables give the registers and DP-01 variables of the YAML', () => {
  const page = fs.readFileSync(path.join(ROOT, 'docs/automation/common_functions/modbus_tcp.mdx'), 'utf8');
  const rows = (heading: string) => {
    const start = page.indexOf(heading);
    assert.ok(start >= 0, heading);
    const rest = page.slice(start);
    const table = rest.slice(rest.indexOf('\n|'), rest.indexOf('\n\n', rest.indexOf('\n|') + 1));
    return table
      .trim()
      .split('\n')
      .slice(2)
      .map((l) =>
        l
          .split('|')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
  };
  const FORMAT: Record<string, string> = {'16 位无符号': 'uint16', 位域: 'uint16'};
  const input = rows('### 输入寄存器（只读）').map(([address, , type]) => [
    address,
    FORMAT[type] ?? (type.startsWith('浮点') ? 'float32' : type),
  ]);
  assert.deepEqual(
    input,
    facts.registers.filter((r) => r.area === 'input').map((r) => [span(r), r.format]),
  );
  const holding = rows('### 保持寄存器 {#holding-registers}').map(([address, , access]) => [address, access]);
  const fixed = facts.registers.filter((r) => r.area === 'holding').map((r) => [span(r), r.access]);
  assert.deepEqual(holding.slice(0, fixed.length), fixed);
  assert.deepEqual(holding.at(-1)![0], `${facts.userVariables.first}–${facts.userVariables.last}`);
  const bits = rows('### 线圈与离散输入').map(([area, address]) => [area, address]);
  assert.deepEqual(bits, [
    ['1 线圈', span(facts.registers.find((r) => r.area === 'coil')!)],
    ['2 离散输入', span(facts.registers.find((r) => r.area === 'discrete')!)],
  ]);
  const variables = rows('以示例工程 DP-01 为例').map(([name, type, address, access]) => [
    name.replace(/`/g, ''),
    type,
    address,
    access.split('（')[0],
  ]);
  assert.deepEqual(
    variables,
    facts.example.variables.map((v) => [
      v.name,
      v.type === '浮点' ? '浮点' : '整数',
      `${v.address}–${v.address + facts.userVariables.types[v.type].words - 1}`,
      v.access,
    ]),
  );
});
