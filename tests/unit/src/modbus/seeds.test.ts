/**
 * The examples the pages give the Modbus tools to start from (<ModbusTool … />): on the three pages the tools are for,
 * each valid as given, printed on its page, and on a register of the canon's maps.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../../scripts/lib/docs';
import {loadAutomationModbus, loadCnc01} from '../../../../src/canon-data/load';
import {parseAddress, type AddressForm, type Area} from '../../../../src/modbus/engine/address';
import {crc16, withCrc} from '../../../../src/modbus/engine/checksum';
import {
  buildFrame,
  contextOf,
  decodeFrame,
  splitFrameLines,
  type Direction,
  type FrameKind,
  type FunctionCode,
  type Transport,
} from '../../../../src/modbus/engine/frame';
import {parseHex} from '../../../../src/modbus/engine/hex';
import {parseIntegerList} from '../../../../src/modbus/engine/integers';
import {decodeRegisters, parseRegisters, type ValueType} from '../../../../src/modbus/engine/values';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const bytes = (text: string) => {
  const r = parseHex(text);
  assert.ok(r.ok, text);
  return r.bytes;
};

interface Seed {
  file: string;
  props: Record<string, string>;
}

/** Every <ModbusTool …/> of the docs with its props (strings, numbers and booleans as written). */
function seeds(): Seed[] {
  const out: Seed[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (rel.endsWith('.mdx')) {
        for (const m of read(rel).matchAll(/<ModbusTool\b([^>]*)\/>/g)) {
          const props: Record<string, string> = {};
          for (const a of m[1].matchAll(/(\w+)(?:=(?:"([^"]*)"|\{'((?:[^'\\]|\\.)*)'\}|\{(\d+)\}))?/g)) {
            props[a[1]] = a[2] ?? a[3]?.replace(/\\n/g, '\n') ?? a[4] ?? 'true';
          }
          out.push({file: rel, props});
        }
      }
    }
  };
  walk('docs');
  return out;
}

/** The page and the partials it imports. */
function pageText(file: string): string {
  const page = read(file);
  const partials = [...page.matchAll(/from '@site\/(docs\/_partials\/[^']+)'/g)].map((m) => read(m[1]));
  return [page, ...partials].join('\n');
}

const DEVICES = {
  'cnc01-janus': 'janus',
  'cnc01-triton': 'triton',
} as const;

test('the pages with tools are the three the feature is for, with each tool where its example is', () => {
  const found = seeds().map((s) => `${s.file} ${s.props.tool}`);
  assert.deepEqual(found.sort(), [
    'docs/automation/common_functions/modbus_tcp.mdx address',
    'docs/automation/common_functions/modbus_tcp.mdx frame',
    'docs/automation/common_functions/modbus_tcp.mdx value',
    'docs/janus/user/command-debugging.mdx address',
    'docs/janus/user/command-debugging.mdx checksum',
    'docs/janus/user/command-debugging.mdx frame',
    'docs/janus/user/command-debugging.mdx value',
    'docs/triton/developer/go/dataexchange-via-modbus-device-implementation.mdx address',
    'docs/triton/developer/go/dataexchange-via-modbus-device-implementation.mdx checksum',
    'docs/triton/developer/go/dataexchange-via-modbus-device-implementation.mdx frame',
    'docs/triton/developer/go/dataexchange-via-modbus-device-implementation.mdx value',
  ]);
});

test('each tool starts from an example its page prints, valid as given, on a register of the canon', () => {
  const cnc01 = loadCnc01();
  const automation = loadAutomationModbus();
  for (const {file, props} of seeds()) {
    const label = `${file} <ModbusTool tool="${props.tool}">`;
    const text = pageText(file);
    if (props.tool === 'address') {
      const r = parseAddress(props.address, props.form as AddressForm, (props.area as Area) ?? 'holding');
      assert.ok(r.ok, label);
      assert.ok(text.includes(props.address), `${label}: ${props.address} is not on the page`);
    }
    if (props.tool === 'value') {
      const regs = parseRegisters(props.registers);
      assert.ok(regs.ok, label);
      let type: ValueType;
      let scale = 1;
      let unit = '';
      if (props.device === 'automation') {
        const v = automation.example.variables.find((x) => x.name === props.point);
        assert.ok(v, `${label}: no variable ${props.point} in canon/automation-modbus.yaml`);
        type = automation.userVariables.types[v.type].format as ValueType;
      } else {
        const d = cnc01.data.find((x) => x.id === props.point);
        assert.ok(d, `${label}: no data ID ${props.point} in canon/cnc-01.yaml`);
        const slot = d.modbus[DEVICES[props.device as keyof typeof DEVICES]];
        [type, scale, unit] = [slot.format, slot.scale, d.unit];
      }
      const r = decodeRegisters(regs.registers, type, 'ABCD', scale);
      assert.ok(r.ok, label);
      assert.ok(
        text.includes(String(r.decoded.value)),
        `${label}: the value ${r.decoded.value}${unit} is not on the page`,
      );
    }
    if (props.tool === 'checksum') {
      const body = bytes(props.bytes);
      assert.ok(text.includes(props.bytes), `${label}: ${props.bytes} is not on the page`);
      assert.equal(crc16(withCrc(body)), 0);
    }
    if (props.tool === 'frame' && props.frames) {
      let context;
      for (const line of splitFrameLines(props.frames, 'request')) {
        assert.ok(
          text.includes(props.frames.split('\n')[line.line - 1]),
          `${label}: line ${line.line} is not on the page`,
        );
        const frame = decodeFrame(bytes(line.hex), props.transport as Transport, line.direction as Direction, context);
        assert.deepEqual(frame.issues, [], `${label}: line ${line.line}`);
        context = contextOf(frame);
      }
    }
    if (props.tool === 'frame' && props.build) {
      const values = props.values ? parseIntegerList(props.values, false) : {ok: true as const, values: []};
      assert.ok(values.ok, label);
      const r = buildFrame({
        transport: props.transport as Transport,
        kind: props.kind as FrameKind,
        slave: 1,
        transaction: Number(props.transaction),
        functionCode: Number(props.functionCode) as FunctionCode,
        address: Number(props.start),
        quantity: Number(props.quantity ?? 0),
        values: values.values,
        exceptionCode: 0,
      });
      assert.ok(r.ok, `${label}: ${JSON.stringify(r)}`);
    }
  }
});
