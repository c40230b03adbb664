/**
 * The shape of canon/cnc-01.yaml and canon/endpoints.yaml, and the checks that name the first field a file lacks.
 * The build (plugin.ts) and the unit tests run the same checks, so a broken fact stops both with the same message.
 */

export const ACCESS = ['只读', '读写'] as const;
export const DATA_TYPES = ['整数', '浮点数', '布尔', '字符串'] as const;
export const REGISTER_FORMATS = ['uint16', 'int16', 'uint32', 'int32', 'float32'] as const;
/** Products that read CNC-01 over Modbus; each names the register map it uses. */
export const MAP_USERS = ['janus', 'lowcode', 'neptune', 'triton'] as const;

export interface RegisterSlot {
  /** Protocol address of the first holding register (area 3), from 0. */
  address: number;
  /** Registers occupied: 2 for 32-bit formats. */
  words: number;
  format: (typeof REGISTER_FORMATS)[number];
  /** Reported value = register value × scale. */
  scale: number;
}

export interface DataItem {
  id: string;
  name: string;
  type: (typeof DATA_TYPES)[number];
  /** Empty when the value has no unit. */
  unit: string;
  decimals: number;
  access: (typeof ACCESS)[number];
  range?: {min: number; max: number};
  values?: Array<{value: number; label: string}>;
  /** Position of this data ID in each register map, by map name. */
  modbus: Record<string, RegisterSlot>;
}

export interface RegisterMap {
  usedBy: Array<(typeof MAP_USERS)[number]>;
  source: string;
  host: string;
  port: number;
  slave: number;
  /** One sentence: why this map differs from the other. */
  why: string;
}

export interface Cnc01Facts {
  device: {name: string; uuid: string; type: string; alias: string};
  data: DataItem[];
  registerMaps: Record<string, RegisterMap>;
}

export interface Endpoint {
  id: string;
  port: number;
  host?: string;
  name?: string;
  protocol: string;
  direction: string;
  purpose: string;
  when?: string;
  clients?: string;
  configKey?: string;
  webEditable?: string;
}

export interface EndpointFacts {
  groups: Record<string, Endpoint[]>;
}

type Obj = Record<string, unknown>;

class FactError extends Error {}

function fail(file: string, field: string, what: string): never {
  throw new FactError(`${file}: ${field}: ${what}`);
}

function obj(file: string, field: string, v: unknown): Obj {
  if (v === undefined || v === null) fail(file, field, 'missing');
  if (typeof v !== 'object' || Array.isArray(v)) fail(file, field, 'must be a mapping');
  return v as Obj;
}

function str(file: string, field: string, v: unknown, {allowEmpty = false} = {}): string {
  if (v === undefined || v === null) fail(file, field, 'missing');
  if (typeof v !== 'string') fail(file, field, `must be a string, got ${JSON.stringify(v)}`);
  if (!allowEmpty && v.trim() === '') fail(file, field, 'must not be empty');
  return v;
}

function optStr(file: string, field: string, v: unknown): string | undefined {
  return v === undefined ? undefined : str(file, field, v);
}

function num(file: string, field: string, v: unknown, {integer = false, min = -Infinity} = {}): number {
  if (v === undefined || v === null) fail(file, field, 'missing');
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(file, field, `must be a number, got ${JSON.stringify(v)}`);
  if (integer && !Number.isInteger(v)) fail(file, field, `must be an integer, got ${v}`);
  if (v < min) fail(file, field, `must be at least ${min}, got ${v}`);
  return v;
}

function oneOf<T extends string>(file: string, field: string, v: unknown, allowed: readonly T[]): T {
  const s = str(file, field, v);
  if (!(allowed as readonly string[]).includes(s)) fail(file, field, `must be one of ${allowed.join(', ')}, got ${s}`);
  return s as T;
}

function list(file: string, field: string, v: unknown): unknown[] {
  if (v === undefined || v === null) fail(file, field, 'missing');
  if (!Array.isArray(v) || v.length === 0) fail(file, field, 'must be a non-empty list');
  return v;
}

const WORDS: Record<RegisterSlot['format'], number> = {uint16: 1, int16: 1, uint32: 2, int32: 2, float32: 2};

export function validateCnc01(raw: unknown, file = 'canon/cnc-01.yaml'): Cnc01Facts {
  const root = obj(file, '(file)', raw);
  const d = obj(file, 'device', root.device);
  const device = {
    name: str(file, 'device.name', d.name),
    uuid: str(file, 'device.uuid', d.uuid),
    type: str(file, 'device.type', d.type),
    alias: str(file, 'device.alias', d.alias),
  };
  if (!/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/.test(device.uuid)) fail(file, 'device.uuid', 'must be XXXX-XXXX-XXXX-XXXX');

  const mapsRaw = obj(file, 'registerMaps', root.registerMaps);
  const registerMaps: Record<string, RegisterMap> = {};
  for (const [name, value] of Object.entries(mapsRaw)) {
    const f = `registerMaps.${name}`;
    const m = obj(file, f, value);
    registerMaps[name] = {
      usedBy: list(file, `${f}.usedBy`, m.usedBy).map((u, i) => oneOf(file, `${f}.usedBy[${i}]`, u, MAP_USERS)),
      source: str(file, `${f}.source`, m.source),
      host: str(file, `${f}.host`, m.host),
      port: num(file, `${f}.port`, m.port, {integer: true, min: 1}),
      slave: num(file, `${f}.slave`, m.slave, {integer: true, min: 1}),
      why: str(file, `${f}.why`, m.why),
    };
  }
  const users = Object.values(registerMaps).flatMap((m) => m.usedBy);
  for (const u of MAP_USERS) {
    if (users.filter((x) => x === u).length !== 1) fail(file, 'registerMaps', `${u} must appear in exactly one usedBy`);
  }

  const seen = new Set<string>();
  const data = list(file, 'data', root.data).map((value, i): DataItem => {
    const f = `data[${i}]`;
    const o = obj(file, f, value);
    const id = str(file, `${f}.id`, o.id);
    if (seen.has(id)) fail(file, `${f}.id`, `duplicate data ID ${id}`);
    seen.add(id);
    const modbusRaw = obj(file, `${f}.modbus`, o.modbus);
    const modbus: Record<string, RegisterSlot> = {};
    for (const name of Object.keys(registerMaps)) {
      const s = obj(file, `${f}.modbus.${name}`, modbusRaw[name]);
      const format = oneOf(file, `${f}.modbus.${name}.format`, s.format, REGISTER_FORMATS);
      const words = num(file, `${f}.modbus.${name}.words`, s.words, {integer: true, min: 1});
      if (words !== WORDS[format]) fail(file, `${f}.modbus.${name}.words`, `${format} occupies ${WORDS[format]}`);
      modbus[name] = {
        address: num(file, `${f}.modbus.${name}.address`, s.address, {integer: true, min: 0}),
        words,
        format,
        scale: num(file, `${f}.modbus.${name}.scale`, s.scale),
      };
    }
    for (const name of Object.keys(modbusRaw)) {
      if (!(name in registerMaps)) fail(file, `${f}.modbus.${name}`, 'names no map of registerMaps');
    }
    const item: DataItem = {
      id,
      name: str(file, `${f}.name`, o.name),
      type: oneOf(file, `${f}.type`, o.type, DATA_TYPES),
      unit: str(file, `${f}.unit`, o.unit, {allowEmpty: true}),
      decimals: num(file, `${f}.decimals`, o.decimals, {integer: true, min: 0}),
      access: oneOf(file, `${f}.access`, o.access, ACCESS),
      modbus,
    };
    if (o.range !== undefined) {
      const r = obj(file, `${f}.range`, o.range);
      item.range = {min: num(file, `${f}.range.min`, r.min), max: num(file, `${f}.range.max`, r.max)};
    }
    if (o.values !== undefined) {
      item.values = list(file, `${f}.values`, o.values).map((v, j) => {
        const e = obj(file, `${f}.values[${j}]`, v);
        return {
          value: num(file, `${f}.values[${j}].value`, e.value),
          label: str(file, `${f}.values[${j}].label`, e.label),
        };
      });
    }
    return item;
  });

  // Two data IDs in one register would make a page's table lie about one of them.
  for (const name of Object.keys(registerMaps)) {
    const owner = new Map<number, string>();
    for (const item of data) {
      const {address, words} = item.modbus[name];
      for (let a = address; a < address + words; a++) {
        const other = owner.get(a);
        if (other) fail(file, `data[${data.indexOf(item)}].modbus.${name}.address`, `register ${a} is also ${other}`);
        owner.set(a, item.id);
      }
    }
  }
  return {device, data, registerMaps};
}

export function validateEndpoints(raw: unknown, file = 'canon/endpoints.yaml'): EndpointFacts {
  const root = obj(file, '(file)', raw);
  const groupsRaw = obj(file, 'groups', root.groups);
  const ids = new Set<string>();
  const groups: Record<string, Endpoint[]> = {};
  for (const [group, rows] of Object.entries(groupsRaw)) {
    groups[group] = list(file, `groups.${group}`, rows).map((value, i) => {
      const f = `groups.${group}[${i}]`;
      const o = obj(file, f, value);
      const id = str(file, `${f}.id`, o.id);
      if (ids.has(id)) fail(file, `${f}.id`, `duplicate id ${id}`);
      ids.add(id);
      return {
        id,
        port: num(file, `${f}.port`, o.port, {integer: true, min: 1}),
        host: optStr(file, `${f}.host`, o.host),
        name: optStr(file, `${f}.name`, o.name),
        protocol: str(file, `${f}.protocol`, o.protocol),
        direction: str(file, `${f}.direction`, o.direction),
        purpose: str(file, `${f}.purpose`, o.purpose),
        when: optStr(file, `${f}.when`, o.when),
        clients: optStr(file, `${f}.clients`, o.clients),
        configKey: optStr(file, `${f}.configKey`, o.configKey),
        webEditable: optStr(file, `${f}.webEditable`, o.webEditable),
      };
    });
  }
  return {groups};
}
