/**
 * The shape of canon/cnc-01.yaml, canon/endpoints.yaml and canon/compatibility.yaml, and the checks that name the first
 * field a file lacks. The build (plugin.ts) and the unit tests run the same checks, so a broken fact stops both with the
 * same message.
 */
import {compareVersions, inRange, parseVersion, rangeText} from './compat';

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

export interface Release {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  /** Site path of the release notes, `/docs/…`, an anchor allowed. */
  notes?: string;
  /** Versions of other products its package ships, by product key. */
  bundles?: Record<string, string>;
}

export interface ProductDocs {
  /** The release the product's pages describe. */
  describes: string;
  note?: string;
  entries: Array<{label: string; link: string}>;
}

export interface Product {
  name: string;
  fullName: string;
  delivery: string;
  docs?: ProductDocs;
  /** Facts an upgrade or a rollback relies on (what an installer keeps, where files are). */
  upgrade?: string[];
  /** Newest first. */
  releases: Release[];
}

/** Inclusive bounds; a missing bound is open. At least one is given. */
export interface VersionRange {
  min?: string;
  max?: string;
}

/** Releases `versions` of `product` need a release of `requires` within `range` (for `feature` alone, when given). */
export interface CompatRule {
  product: string;
  versions: VersionRange;
  requires: string;
  range: VersionRange;
  feature?: string;
  why: string;
}

export interface CompatFacts {
  products: Record<string, Product>;
  rules: CompatRule[];
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

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function date(file: string, field: string, v: unknown): string {
  const s = str(file, field, v);
  const m = DATE.exec(s);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) {
    fail(file, field, `must be a date YYYY-MM-DD, got ${s}`);
  }
  return s;
}

function version(file: string, field: string, v: unknown): string {
  // YAML reads 3.1 as a number: the file must quote such versions, or 3.10 would become 3.1.
  if (typeof v === 'number') fail(file, field, `must be a quoted string, got the number ${v}`);
  const s = str(file, field, v);
  if (!parseVersion(s)) fail(file, field, `must be a version number such as 3.6.0 or v2.9, got ${s}`);
  return s;
}

function sitePath(file: string, field: string, v: unknown): string {
  const s = str(file, field, v);
  if (!s.startsWith('/docs/')) fail(file, field, `must be a site path starting with /docs/, got ${s}`);
  return s;
}

function strings(file: string, field: string, v: unknown): string[] {
  return list(file, field, v).map((e, i) => str(file, `${field}[${i}]`, e));
}

function releaseOf(products: Record<string, Product>, product: string, v: string): Release | undefined {
  return products[product].releases.find((r) => compareVersions(r.version, v) === 0);
}

export function validateCompat(raw: unknown, file = 'canon/compatibility.yaml'): CompatFacts {
  const root = obj(file, '(file)', raw);
  const productsRaw = obj(file, 'products', root.products);
  const products: Record<string, Product> = {};
  for (const [key, value] of Object.entries(productsRaw)) {
    const f = `products.${key}`;
    const p = obj(file, f, value);
    const releases = list(file, `${f}.releases`, p.releases).map((value, i): Release => {
      const rf = `${f}.releases[${i}]`;
      const r = obj(file, rf, value);
      const release: Release = {
        version: version(file, `${rf}.version`, r.version),
        date: date(file, `${rf}.date`, r.date),
        summary: str(file, `${rf}.summary`, r.summary),
      };
      if (r.notes !== undefined) release.notes = sitePath(file, `${rf}.notes`, r.notes);
      if (r.bundles !== undefined) {
        const b = obj(file, `${rf}.bundles`, r.bundles);
        release.bundles = {};
        for (const [other, v] of Object.entries(b)) release.bundles[other] = version(file, `${rf}.bundles.${other}`, v);
      }
      return release;
    });
    // Newest first, each release older than the one above it, in number and in date.
    releases.forEach((r, i) => {
      if (i === 0) return;
      const above = releases[i - 1];
      if (compareVersions(r.version, above.version) >= 0) {
        fail(
          file,
          `${f}.releases[${i}].version`,
          `${r.version} must be older than ${above.version} above it (newest first)`,
        );
      }
      if (r.date > above.date) {
        fail(file, `${f}.releases[${i}].date`, `${r.date} is later than ${above.date} of ${above.version} above it`);
      }
    });
    const product: Product = {
      name: str(file, `${f}.name`, p.name),
      fullName: str(file, `${f}.fullName`, p.fullName),
      delivery: str(file, `${f}.delivery`, p.delivery),
      releases,
    };
    if (p.docs !== undefined) {
      const d = obj(file, `${f}.docs`, p.docs);
      product.docs = {
        describes: version(file, `${f}.docs.describes`, d.describes),
        entries: list(file, `${f}.docs.entries`, d.entries).map((e, i) => {
          const o = obj(file, `${f}.docs.entries[${i}]`, e);
          return {
            label: str(file, `${f}.docs.entries[${i}].label`, o.label),
            link: sitePath(file, `${f}.docs.entries[${i}].link`, o.link),
          };
        }),
      };
      if (d.note !== undefined) product.docs.note = str(file, `${f}.docs.note`, d.note);
    }
    if (p.upgrade !== undefined) product.upgrade = strings(file, `${f}.upgrade`, p.upgrade);
    products[key] = product;
  }

  const named = (field: string, v: string, product: string): void => {
    if (!releaseOf(products, product, v)) fail(file, field, `names no release of products.${product}: ${v}`);
  };
  for (const [key, p] of Object.entries(products)) {
    if (p.docs) named(`products.${key}.docs.describes`, p.docs.describes, key);
    p.releases.forEach((r, i) => {
      for (const [other, v] of Object.entries(r.bundles ?? {})) {
        const field = `products.${key}.releases[${i}].bundles.${other}`;
        if (!(other in products) || other === key) fail(file, field, 'names no other product of products');
        named(field, v, other);
      }
    });
  }

  const range = (field: string, v: unknown, product: string): VersionRange => {
    const o = obj(file, field, v);
    const r: VersionRange = {};
    if (o.min !== undefined) r.min = version(file, `${field}.min`, o.min);
    if (o.max !== undefined) r.max = version(file, `${field}.max`, o.max);
    if (r.min === undefined && r.max === undefined) fail(file, field, 'needs min, max or both');
    if (r.min !== undefined) named(`${field}.min`, r.min, product);
    if (r.max !== undefined) named(`${field}.max`, r.max, product);
    if (r.min !== undefined && r.max !== undefined && compareVersions(r.min, r.max) > 0) {
      fail(file, field, `min ${r.min} is newer than max ${r.max}`);
    }
    return r;
  };
  const productKey = (field: string, v: unknown): string => {
    const k = str(file, field, v);
    if (!(k in products)) fail(file, field, `names no product of products: ${k}`);
    return k;
  };
  const rules = list(file, 'rules', root.rules).map((value, i): CompatRule => {
    const f = `rules[${i}]`;
    const o = obj(file, f, value);
    const product = productKey(`${f}.product`, o.product);
    const requires = productKey(`${f}.requires`, o.requires);
    if (requires === product) fail(file, `${f}.requires`, 'must name another product');
    const rule: CompatRule = {
      product,
      versions: range(`${f}.versions`, o.versions, product),
      requires,
      range: range(`${f}.range`, o.range, requires),
      why: str(file, `${f}.why`, o.why),
    };
    if (o.feature !== undefined) rule.feature = str(file, `${f}.feature`, o.feature);
    return rule;
  });

  // A package must not ship a release that the rules say does not work with it.
  for (const [key, p] of Object.entries(products)) {
    p.releases.forEach((r, i) => {
      for (const [other, v] of Object.entries(r.bundles ?? {})) {
        rules.forEach((rule, j) => {
          if (rule.feature || rule.product !== other || rule.requires !== key || !inRange(v, rule.versions)) return;
          if (!inRange(r.version, rule.range)) {
            fail(
              file,
              `products.${key}.releases[${i}].bundles.${other}`,
              `${other} ${v} needs ${key} ${rangeText(rule.range)} (rules[${j}]), not ${r.version}`,
            );
          }
        });
      }
    });
  }
  return {products, rules};
}
