/**
 * Change: imports `@generated/canon-data/default/cnc-01.json` and `…/automation-modbus.json` (src/canon-data/plugin.ts),
 * because the tools name the registers of the canon's devices and only pages with a tool should load them.
 *
 * The register maps the tools know, from the canon: CNC-01's two maps (canon/cnc-01.yaml: the PLC Janus, Lowcode and
 * Neptune read, and Triton's example slave) and the Automation controller's slave (canon/automation-modbus.yaml, with
 * the DP-01 example variables). A page names one with `device`; the tools offer its points and name the registers
 * of a frame with them. The Automation controller's 64 outputs and 64 inputs are a point each (`输出 Y0`…).
 */
import cnc01 from '@generated/canon-data/default/cnc-01.json';
import automation from '@generated/canon-data/default/automation-modbus.json';
import type {Area} from '../engine/address';
import type {ValueType, WordOrder} from '../engine/values';

export type DeviceKey = 'cnc01-janus' | 'cnc01-triton' | 'automation';

export interface Point {
  /** Unique in the device: the data ID, the variable name, or area and address. */
  key: string;
  /** What the point is: `speed 主轴转速`, `轴 1 规划位置（mm）`. */
  label: string;
  area: Area;
  address: number;
  words: number;
  /** The value's type; none for coils and discrete inputs, `string` for string variables. */
  format: ValueType | 'bit' | 'string';
  /** Reported value = register value × scale. */
  scale: number;
  unit: string;
  writable: boolean;
}

export interface Device {
  key: DeviceKey;
  /** `CNC-01 的 PLC`, `示例从站程序 cnc01-slave`: who answers at this map's address. */
  name: string;
  slave: number;
  wordOrder: WordOrder;
  points: Point[];
}

function cnc01Device(key: DeviceKey, map: 'janus' | 'triton'): Device {
  const registerMap = cnc01.registerMaps[map];
  return {
    key,
    name: registerMap.source,
    slave: registerMap.slave,
    // CNC-01's 32-bit value (Triton's count) is high word first: Triton reads 32-bit values only that way.
    wordOrder: 'ABCD',
    points: [...cnc01.data]
      .sort((a, b) => a.modbus[map].address - b.modbus[map].address)
      .map((d) => ({
        key: d.id,
        label: `${d.id} ${d.name}`,
        area: 'holding' as const,
        address: d.modbus[map].address,
        words: d.modbus[map].words,
        format: d.modbus[map].format,
        scale: d.modbus[map].scale,
        unit: d.unit,
        writable: d.access === '读写',
      })),
  };
}

function automationDevice(): Device {
  const points: Point[] = [];
  for (const r of automation.registers) {
    const bits = r.area === 'coil' || r.area === 'discrete';
    for (let i = 0; i < r.count; i++) {
      const address = r.address + i * r.words;
      points.push({
        key: `${r.area}-${address}`,
        label: r.name.replace('{n}', String(r.first + i)),
        area: r.area,
        address,
        words: r.words,
        format: bits ? 'bit' : (r.format ?? 'uint16'),
        scale: 1,
        unit: '',
        writable: r.access === '读写',
      });
    }
  }
  for (const v of automation.example.variables) {
    const t = automation.userVariables.types[v.type];
    points.push({
      key: v.name,
      label: `${v.name}（${automation.example.project}，${v.type}）`,
      area: 'holding',
      address: v.address,
      words: t.words,
      format: t.format as Point['format'],
      scale: 1,
      unit: '',
      writable: v.access === '读写',
    });
  }
  return {
    key: 'automation',
    name: 'Automation 控制器',
    slave: automation.slave.slave,
    wordOrder: automation.slave.wordOrder,
    points,
  };
}

export function device(key: DeviceKey): Device {
  if (key === 'automation') return automationDevice();
  return cnc01Device(key, key === 'cnc01-janus' ? 'janus' : 'triton');
}

/** The point holding `address` of `area`, and which of its registers (0 for the first) it is. */
export function pointAt(d: Device, area: Area, address: number): {point: Point; part: number} | undefined {
  for (const point of d.points) {
    if (point.area !== area) continue;
    if (address >= point.address && address < point.address + point.words) {
      return {point, part: address - point.address};
    }
  }
  return undefined;
}
