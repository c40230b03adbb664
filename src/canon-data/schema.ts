/**
 * The shape of canon/cnc-01.yaml, canon/endpoints.yaml and canon/compatibility.yaml, and the checks that name the first
 * field a file lacks. The build (plugin.ts) and the unit tests run the same checks, so a broken fact stops both with the
 * same message.
 */
import {PRODUCTS} from '../products';
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

// ---------------------------------------------------------------------------------------------------------------------
// canon/codes.yaml: the code tables pages print (error, return and alarm codes).

/** The fields a code can have; `headers` of a family says which of them its table has, and their column titles. */
export const CODE_FIELDS = ['code', 'level', 'meaning', 'detail', 'macro', 'cause', 'action', 'recovery'] as const;
export type CodeField = (typeof CODE_FIELDS)[number];
/** The products whose pages may print a family's codes (the docs/ folder of each). */
export const CODE_PRODUCTS = ['automation', 'janus', 'neptune', 'triton'] as const;

export interface CodeEntry {
  /** `1001`, `-302`, `E201`, `C001`; several in one row: `-101、-102`, `-201 … -304`, `5000–5999`. */
  code: string;
  meaning: string;
  level?: string;
  detail?: string;
  macro?: string;
  cause?: string;
  action?: string;
  recovery?: string;
  /** A row of several codes that are the negatives of another family's (Triton's -101 … -304 are E101 … E304). */
  mirrors?: string;
  /** The meaning is the user's own (Automation 5000–5999): pages may give any. */
  userDefined?: boolean;
}

export interface CodeFamily {
  product: (typeof CODE_PRODUCTS)[number];
  title: string;
  source: string;
  /** Column titles by field: the fields this family's codes have. */
  headers: Partial<Record<CodeField, string>>;
  /** Fields a code of this family may leave out. */
  optional: CodeField[];
  /** The allowed values of `level`, when the family has levels. */
  levels?: string[];
  codes: CodeEntry[];
}

export interface CodeFacts {
  families: Record<string, CodeFamily>;
}

const SINGLE_CODE = /^(-?\d+|[A-Z]\d{3})$/;
/** The codes a row names: one, a list `a、b`, or a span `a … b` / `a–b` (its two ends). */
export function codeParts(code: string): {kind: 'one' | 'list' | 'span'; codes: string[]} {
  if (SINGLE_CODE.test(code)) return {kind: 'one', codes: [code]};
  const list = code.split('、').map((c) => c.trim());
  if (list.length > 1 && list.every((c) => SINGLE_CODE.test(c))) return {kind: 'list', codes: list};
  const span = code.split(/\s*(?:…|–)\s*/);
  if (span.length === 2 && span.every((c) => SINGLE_CODE.test(c))) return {kind: 'span', codes: span};
  return {kind: 'one', codes: []};
}

function bool(file: string, field: string, v: unknown): boolean {
  if (typeof v !== 'boolean') fail(file, field, `must be true or false, got ${JSON.stringify(v)}`);
  return v;
}

export function validateCodes(raw: unknown, file = 'canon/codes.yaml'): CodeFacts {
  const root = obj(file, '(file)', raw);
  const familiesRaw = obj(file, 'families', root.families);
  const families: Record<string, CodeFamily> = {};
  for (const [key, value] of Object.entries(familiesRaw)) {
    const f = `families.${key}`;
    const o = obj(file, f, value);
    const headersRaw = obj(file, `${f}.headers`, o.headers);
    const headers: Partial<Record<CodeField, string>> = {};
    for (const [field, title] of Object.entries(headersRaw)) {
      const name = oneOf(file, `${f}.headers`, field, CODE_FIELDS);
      headers[name] = str(file, `${f}.headers.${field}`, title);
    }
    for (const needed of ['code', 'meaning'] as const) {
      if (!headers[needed]) fail(file, `${f}.headers.${needed}`, 'missing');
    }
    const optional =
      o.optional === undefined
        ? []
        : list(file, `${f}.optional`, o.optional).map((v, i) => {
            const field = oneOf(file, `${f}.optional[${i}]`, v, CODE_FIELDS);
            if (!headers[field]) fail(file, `${f}.optional[${i}]`, `${field} is not a field of headers`);
            return field;
          });
    const levels = o.levels === undefined ? undefined : strings(file, `${f}.levels`, o.levels);
    if (headers.level && !levels) fail(file, `${f}.levels`, 'missing (the family has a level column)');
    const seen = new Set<string>();
    const codes = list(file, `${f}.codes`, o.codes).map((value, i): CodeEntry => {
      const cf = `${f}.codes[${i}]`;
      const c = obj(file, cf, value);
      // YAML reads 1001 as a number: codes must be quoted, or -0 and 0100 would change.
      if (typeof c.code === 'number') fail(file, `${cf}.code`, `must be a quoted string, got the number ${c.code}`);
      const code = str(file, `${cf}.code`, c.code);
      if (codeParts(code).codes.length === 0) {
        fail(
          file,
          `${cf}.code`,
          `must be a code such as 1001, -302, E201 or a row of them (a、b / a … b), got ${code}`,
        );
      }
      if (seen.has(code)) fail(file, `${cf}.code`, `duplicate code ${code}`);
      seen.add(code);
      const entry: CodeEntry = {code, meaning: ''};
      for (const field of CODE_FIELDS) {
        if (field === 'code') continue;
        if (!headers[field]) {
          if (c[field] !== undefined) fail(file, `${cf}.${field}`, `is not a field of ${f}.headers`);
          continue;
        }
        if (c[field] === undefined && optional.includes(field)) continue;
        entry[field] = str(file, `${cf}.${field}`, c[field]);
      }
      if (entry.level !== undefined && levels && !levels.includes(entry.level)) {
        fail(file, `${cf}.level`, `must be one of ${levels.join(', ')}, got ${entry.level}`);
      }
      if (c.mirrors !== undefined) entry.mirrors = str(file, `${cf}.mirrors`, c.mirrors);
      if (c.userDefined !== undefined) entry.userDefined = bool(file, `${cf}.userDefined`, c.userDefined);
      for (const extra of Object.keys(c)) {
        if (!(CODE_FIELDS as readonly string[]).includes(extra) && extra !== 'mirrors' && extra !== 'userDefined') {
          fail(file, `${cf}.${extra}`, 'is not a field of a code');
        }
      }
      return entry;
    });
    families[key] = {
      product: oneOf(file, `${f}.product`, o.product, CODE_PRODUCTS),
      title: str(file, `${f}.title`, o.title),
      source: str(file, `${f}.source`, o.source),
      headers,
      optional,
      codes,
    };
    if (levels) families[key].levels = levels;
  }
  // A row that mirrors another family names codes that family has (-302 is E302's).
  for (const [key, family] of Object.entries(families)) {
    family.codes.forEach((entry, i) => {
      if (entry.mirrors === undefined) return;
      const field = `families.${key}.codes[${i}].mirrors`;
      const other = families[entry.mirrors];
      if (!other || entry.mirrors === key) fail(file, field, `names no other family of families: ${entry.mirrors}`);
      for (const c of codeParts(entry.code).codes) {
        if (!other.codes.some((o) => mirrorOf(o.code) === c)) {
          fail(file, field, `${c} is no code of ${entry.mirrors} made negative`);
        }
      }
    });
  }
  return {families};
}

/** `E302` → `-302`: the negative a Triton return value gives for a deploy error code. */
export function mirrorOf(code: string): string {
  return `-${code.replace(/^[A-Z]/, '')}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// canon/permissions.yaml: which function permission each operation needs.

/** The level a built-in role has on an item when it has none. */
export const NO_PERMISSION = '—';

export interface PermissionItem {
  /** The menu the permission is set on, as the role dialog writes it (`数据监控`, `设备管理 > 设备列表`). */
  name: string;
  /** The item's title in a table, when it says more than the name. */
  label?: string;
  /** Each built-in role's level on the item, `—` for none. */
  roles: Record<string, string>;
  /** The highest level a custom role may be given on the item. */
  customMax?: string;
}

export interface PermissionOp {
  /** How pages and <Perm op="…"> name the operation. */
  name: string;
  item: string;
  where: string;
  text: string;
  /** The lowest level of `item` that allows it. */
  requires: string;
  /** Only these built-in roles may do it, whatever a custom role is given. */
  onlyRoles?: string[];
}

export interface PermissionProduct {
  name: string;
  source: string;
  /** From lowest to highest; a higher level includes the lower ones. */
  levels: string[];
  roles: string[];
  notes?: string[];
  items: PermissionItem[];
  operations: PermissionOp[];
}

export interface PermissionFacts {
  products: Record<string, PermissionProduct>;
}

export function validatePermissions(raw: unknown, file = 'canon/permissions.yaml'): PermissionFacts {
  const root = obj(file, '(file)', raw);
  const productsRaw = obj(file, 'products', root.products);
  const products: Record<string, PermissionProduct> = {};
  for (const [key, value] of Object.entries(productsRaw)) {
    const f = `products.${key}`;
    const p = obj(file, f, value);
    const levels = strings(file, `${f}.levels`, p.levels);
    const roles = strings(file, `${f}.roles`, p.roles);
    const level = (field: string, v: unknown, allowNone: boolean): string =>
      oneOf(file, field, v, allowNone ? [...levels, NO_PERMISSION] : levels);
    const itemNames = new Set<string>();
    const items = list(file, `${f}.items`, p.items).map((value, i): PermissionItem => {
      const itf = `${f}.items[${i}]`;
      const o = obj(file, itf, value);
      const name = str(file, `${itf}.name`, o.name);
      if (itemNames.has(name)) fail(file, `${itf}.name`, `duplicate item ${name}`);
      itemNames.add(name);
      const rolesRaw = obj(file, `${itf}.roles`, o.roles);
      const itemRoles: Record<string, string> = {};
      for (const role of roles) itemRoles[role] = level(`${itf}.roles.${role}`, rolesRaw[role], true);
      for (const other of Object.keys(rolesRaw)) {
        if (!roles.includes(other)) fail(file, `${itf}.roles.${other}`, `names no role of ${f}.roles`);
      }
      const item: PermissionItem = {name, roles: itemRoles};
      if (o.label !== undefined) item.label = str(file, `${itf}.label`, o.label);
      if (o.customMax !== undefined) item.customMax = level(`${itf}.customMax`, o.customMax, false);
      return item;
    });
    const opNames = new Set<string>();
    const operations = list(file, `${f}.operations`, p.operations).map((value, i): PermissionOp => {
      const opf = `${f}.operations[${i}]`;
      const o = obj(file, opf, value);
      const name = str(file, `${opf}.name`, o.name);
      if (opNames.has(name)) fail(file, `${opf}.name`, `duplicate operation ${name}`);
      opNames.add(name);
      const item = str(file, `${opf}.item`, o.item);
      if (!itemNames.has(item)) fail(file, `${opf}.item`, `names no item of ${f}.items: ${item}`);
      const op: PermissionOp = {
        name,
        item,
        where: str(file, `${opf}.where`, o.where),
        text: str(file, `${opf}.text`, o.text),
        requires: level(`${opf}.requires`, o.requires, false),
      };
      if (o.onlyRoles !== undefined) {
        op.onlyRoles = strings(file, `${opf}.onlyRoles`, o.onlyRoles).map((r, j) => {
          if (!roles.includes(r)) fail(file, `${opf}.onlyRoles[${j}]`, `names no role of ${f}.roles: ${r}`);
          return r;
        });
      }
      // A role the operation is reserved for must hold the level it needs.
      const owner = items.find((it) => it.name === item)!;
      for (const r of op.onlyRoles ?? []) {
        const has = owner.roles[r];
        if (has === NO_PERMISSION || levels.indexOf(has) < levels.indexOf(op.requires)) {
          fail(file, `${opf}.onlyRoles`, `${r} has ${has} on ${item}, the operation needs ${op.requires}`);
        }
      }
      return op;
    });
    products[key] = {
      name: str(file, `${f}.name`, p.name),
      source: str(file, `${f}.source`, p.source),
      levels,
      roles,
      items,
      operations,
    };
    if (p.notes !== undefined) products[key].notes = strings(file, `${f}.notes`, p.notes);
  }
  return {products};
}

/** Does `has` include `needs` (「管理」 includes 「查看」)? */
export function levelIncludes(product: PermissionProduct, has: string, needs: string): boolean {
  return has !== NO_PERMISSION && product.levels.indexOf(has) >= product.levels.indexOf(needs);
}

// ---------------------------------------------------------------------------------------------------------------------
// canon/automation-states.yaml: the Automation controller's states and what each allows.

export interface ControllerState {
  /** Modbus input register 0 and `sys_state`. */
  value: number;
  name: string;
  when?: string;
}

/** An allowed cell: `✓`, `✓ → 运行`, `✓ → 运行（从当前节点继续）`, `✓ ①`. */
export interface AllowedCell {
  to?: string;
  note?: string;
  mark?: string;
}

export interface StateOperation {
  name: string;
  /** The first column of the canon's table, word for word. */
  label: string;
  /** By state name; a state not listed does not allow it. */
  allowed: Record<string, AllowedCell>;
  /** What a reader sees where it is not allowed (`—` when it is allowed everywhere). */
  denied: string;
}

export interface StateTransition {
  from: string[];
  event: string;
  to: string;
  note?: string;
}

export interface StateFacts {
  states: ControllerState[];
  footnotes: Record<string, string>;
  operations: StateOperation[];
  transitions: StateTransition[];
  rules: string[];
}

export function validateStates(raw: unknown, file = 'canon/automation-states.yaml'): StateFacts {
  const root = obj(file, '(file)', raw);
  const names = new Set<string>();
  const states = list(file, 'states', root.states).map((value, i): ControllerState => {
    const f = `states[${i}]`;
    const o = obj(file, f, value);
    const state: ControllerState = {
      value: num(file, `${f}.value`, o.value, {integer: true, min: 0}),
      name: str(file, `${f}.name`, o.name),
    };
    if (state.value !== i) fail(file, `${f}.value`, `must be ${i}: states are listed by value`);
    if (names.has(state.name)) fail(file, `${f}.name`, `duplicate state ${state.name}`);
    names.add(state.name);
    if (o.when !== undefined) state.when = str(file, `${f}.when`, o.when);
    return state;
  });
  const stateName = (field: string, v: unknown): string => oneOf(file, field, v, [...names]);
  const footnotesRaw = obj(file, 'footnotes', root.footnotes);
  const footnotes: Record<string, string> = {};
  for (const [mark, text] of Object.entries(footnotesRaw)) footnotes[mark] = str(file, `footnotes.${mark}`, text);
  const opNames = new Set<string>();
  const operations = list(file, 'operations', root.operations).map((value, i): StateOperation => {
    const f = `operations[${i}]`;
    const o = obj(file, f, value);
    const name = str(file, `${f}.name`, o.name);
    if (opNames.has(name)) fail(file, `${f}.name`, `duplicate operation ${name}`);
    opNames.add(name);
    const allowedRaw = obj(file, `${f}.allowed`, o.allowed);
    const allowed: Record<string, AllowedCell> = {};
    for (const [state, cellRaw] of Object.entries(allowedRaw)) {
      const cf = `${f}.allowed.${state}`;
      stateName(cf, state);
      const c = obj(file, cf, cellRaw ?? {});
      const cell: AllowedCell = {};
      if (c.to !== undefined) cell.to = stateName(`${cf}.to`, c.to);
      if (c.note !== undefined) cell.note = str(file, `${cf}.note`, c.note);
      if (c.mark !== undefined) {
        cell.mark = str(file, `${cf}.mark`, c.mark);
        if (!(cell.mark in footnotes)) fail(file, `${cf}.mark`, `names no footnote of footnotes: ${cell.mark}`);
      }
      allowed[state] = cell;
    }
    if (Object.keys(allowed).length === 0) fail(file, `${f}.allowed`, 'must allow the operation in one state at least');
    return {name, label: str(file, `${f}.label`, o.label), allowed, denied: str(file, `${f}.denied`, o.denied)};
  });
  const transitions = list(file, 'transitions', root.transitions).map((value, i): StateTransition => {
    const f = `transitions[${i}]`;
    const o = obj(file, f, value);
    const t: StateTransition = {
      from: list(file, `${f}.from`, o.from).map((s, j) => stateName(`${f}.from[${j}]`, s)),
      event: str(file, `${f}.event`, o.event),
      to: stateName(`${f}.to`, o.to),
    };
    if (o.note !== undefined) t.note = str(file, `${f}.note`, o.note);
    return t;
  });
  return {states, footnotes, operations, transitions, rules: strings(file, 'rules', root.rules)};
}

// ---------------------------------------------------------------------------------------------------------------------
// canon/ui.yaml: each product's menus, pages, tabs, buttons and dialogs.

/** The products of src/products.ts: whose pages a UI inventory is checked on (a page's product is its route's). */
export const DOC_FAMILIES: readonly string[] = PRODUCTS.map((p) => p.id);

export interface UiNode {
  name: string;
  children: UiNode[];
}

export interface UiProduct {
  name: string;
  families: string[];
  sources: string[];
  /** Recognised on every page by their first level. */
  ui: UiNode[];
  /**
   * Names every program has (the 文件 / 工具 / 帮助 menus of a menu bar, panes such as 属性 / 输出): recognised only on the product's
   * own pages.
   */
  local: UiNode[];
}

export interface UiFacts {
  products: Record<string, UiProduct>;
}

function uiNodes(file: string, field: string, v: unknown): UiNode[] {
  const seen = new Set<string>();
  return list(file, field, v).map((entry, i): UiNode => {
    const f = `${field}[${i}]`;
    let node: UiNode;
    if (typeof entry === 'string') {
      node = {name: str(file, f, entry), children: []};
    } else {
      const o = obj(file, f, entry);
      const keys = Object.keys(o);
      if (keys.length !== 1) fail(file, f, `must be a name or one "name: [children]", got ${keys.length} keys`);
      node = {name: keys[0], children: uiNodes(file, `${f}.${keys[0]}`, o[keys[0]])};
    }
    if (node.name.trim() !== node.name || node.name === '') fail(file, f, `must be a name without surrounding spaces`);
    if (node.name.includes(' > ')) fail(file, f, `a name cannot hold " > " (it separates a path): ${node.name}`);
    if (seen.has(node.name)) fail(file, f, `duplicate name ${node.name} among its siblings`);
    seen.add(node.name);
    return node;
  });
}

export function validateUi(raw: unknown, file = 'canon/ui.yaml'): UiFacts {
  const root = obj(file, '(file)', raw);
  const productsRaw = obj(file, 'products', root.products);
  const products: Record<string, UiProduct> = {};
  for (const [key, value] of Object.entries(productsRaw)) {
    const f = `products.${key}`;
    const p = obj(file, f, value);
    const product: UiProduct = {
      name: str(file, `${f}.name`, p.name),
      families: list(file, `${f}.families`, p.families).map((v, i) =>
        oneOf(file, `${f}.families[${i}]`, v, DOC_FAMILIES),
      ),
      sources: strings(file, `${f}.sources`, p.sources),
      ui: p.ui === undefined ? [] : uiNodes(file, `${f}.ui`, p.ui),
      local: p.local === undefined ? [] : uiNodes(file, `${f}.local`, p.local),
    };
    if (product.ui.length === 0 && product.local.length === 0) fail(file, `${f}.ui`, 'missing (and no local)');
    products[key] = product;
  }
  return {products};
}

// ---------------------------------------------------------------------------------------------------------------------
// canon/automation-modbus.yaml: the Automation controller's Modbus TCP slave, which the Modbus tools read.

export const MODBUS_AREAS = ['coil', 'discrete', 'input', 'holding'] as const;
export const WORD_ORDERS = ['ABCD', 'CDAB', 'BADC', 'DCBA'] as const;
export const AUTOMATION_VARIABLE_TYPES = ['整数', '浮点', '布尔', '字符串'] as const;

/** A fixed register (or `count` registers of the same kind) of the Automation controller's slave. */
export interface ControllerRegister {
  area: (typeof MODBUS_AREAS)[number];
  address: number;
  /** Items of the same kind from `address` on, each `words` addresses long; 1 when not given. */
  count: number;
  /** The number of the first item in `name`'s `{n}`. */
  first: number;
  name: string;
  /** Registers only: the format; 2 words for float32. Coils and discrete inputs have none. */
  format?: 'uint16' | 'float32';
  words: number;
  access: (typeof ACCESS)[number];
}

export interface ControllerVariable {
  name: string;
  type: (typeof AUTOMATION_VARIABLE_TYPES)[number];
  /** First holding register. */
  address: number;
  access: (typeof ACCESS)[number];
}

export interface AutomationModbusFacts {
  slave: {
    port: number;
    slave: number;
    wordOrder: (typeof WORD_ORDERS)[number];
    wordOrders: Array<(typeof WORD_ORDERS)[number]>;
    functions: number[];
  };
  registers: ControllerRegister[];
  userVariables: {
    first: number;
    last: number;
    types: Record<(typeof AUTOMATION_VARIABLE_TYPES)[number], {words: number; format: string}>;
  };
  example: {project: string; variables: ControllerVariable[]};
}

export function validateAutomationModbus(raw: unknown, file = 'canon/automation-modbus.yaml'): AutomationModbusFacts {
  const root = obj(file, '(file)', raw);
  const s = obj(file, 'slave', root.slave);
  const wordOrders = list(file, 'slave.wordOrders', s.wordOrders).map((w, i) =>
    oneOf(file, `slave.wordOrders[${i}]`, w, WORD_ORDERS),
  );
  const slave = {
    port: num(file, 'slave.port', s.port, {integer: true, min: 1}),
    slave: num(file, 'slave.slave', s.slave, {integer: true, min: 1}),
    wordOrder: oneOf(file, 'slave.wordOrder', s.wordOrder, WORD_ORDERS),
    wordOrders,
    functions: list(file, 'slave.functions', s.functions).map((f, i) =>
      num(file, `slave.functions[${i}]`, f, {integer: true, min: 1}),
    ),
  };
  if (!wordOrders.includes(slave.wordOrder)) fail(file, 'slave.wordOrder', 'must be one of slave.wordOrders');

  const registers = list(file, 'registers', root.registers).map((value, i): ControllerRegister => {
    const f = `registers[${i}]`;
    const o = obj(file, f, value);
    const area = oneOf(file, `${f}.area`, o.area, MODBUS_AREAS);
    const bitArea = area === 'coil' || area === 'discrete';
    if (bitArea && o.format !== undefined) fail(file, `${f}.format`, 'coils and discrete inputs have no format');
    const format = bitArea ? undefined : oneOf(file, `${f}.format`, o.format, ['uint16', 'float32'] as const);
    const count = o.count === undefined ? 1 : num(file, `${f}.count`, o.count, {integer: true, min: 1});
    const name = str(file, `${f}.name`, o.name);
    if (count > 1 && !name.includes('{n}')) fail(file, `${f}.name`, 'a register with a count needs {n} in its name');
    return {
      area,
      address: num(file, `${f}.address`, o.address, {integer: true, min: 0}),
      count,
      first: o.first === undefined ? 1 : num(file, `${f}.first`, o.first, {integer: true, min: 0}),
      name,
      ...(format ? {format} : {}),
      words: format === 'float32' ? 2 : 1,
      access: oneOf(file, `${f}.access`, o.access, ACCESS),
    };
  });
  // No two registers of an area share an address.
  const taken = new Map<string, number>();
  registers.forEach((r, i) => {
    for (let a = r.address; a < r.address + r.count * r.words; a++) {
      const key = `${r.area} ${a}`;
      if (taken.has(key))
        fail(file, `registers[${i}].address`, `${r.area} ${a} is also in registers[${taken.get(key)}]`);
      taken.set(key, i);
    }
  });

  const u = obj(file, 'userVariables', root.userVariables);
  const typesRaw = obj(file, 'userVariables.types', u.types);
  const types = Object.fromEntries(
    AUTOMATION_VARIABLE_TYPES.map((t) => {
      const o = obj(file, `userVariables.types.${t}`, typesRaw[t]);
      return [
        t,
        {
          words: num(file, `userVariables.types.${t}.words`, o.words, {integer: true, min: 1}),
          format: str(file, `userVariables.types.${t}.format`, o.format),
        },
      ];
    }),
  ) as AutomationModbusFacts['userVariables']['types'];
  const userVariables = {
    first: num(file, 'userVariables.first', u.first, {integer: true, min: 0}),
    last: num(file, 'userVariables.last', u.last, {integer: true, min: 0}),
    types,
  };
  for (let a = userVariables.first; a <= userVariables.last; a++) {
    if (taken.has(`holding ${a}`)) fail(file, 'userVariables.first', `holding ${a} is a fixed register`);
  }

  const e = obj(file, 'example', root.example);
  const variables = list(file, 'example.variables', e.variables).map((value, i): ControllerVariable => {
    const f = `example.variables[${i}]`;
    const o = obj(file, f, value);
    const v = {
      name: str(file, `${f}.name`, o.name),
      type: oneOf(file, `${f}.type`, o.type, AUTOMATION_VARIABLE_TYPES),
      address: num(file, `${f}.address`, o.address, {integer: true, min: 0}),
      access: oneOf(file, `${f}.access`, o.access, ACCESS),
    };
    const end = v.address + types[v.type].words - 1;
    if (v.address < userVariables.first || end > userVariables.last) {
      fail(file, `${f}.address`, `must lie in the user variable area ${userVariables.first}–${userVariables.last}`);
    }
    return v;
  });
  variables.forEach((v, i) =>
    variables.slice(0, i).forEach((w, j) => {
      const overlap = v.address < w.address + types[w.type].words && w.address < v.address + types[v.type].words;
      if (overlap) fail(file, `example.variables[${i}].address`, `overlaps example.variables[${j}] (${w.name})`);
    }),
  );
  return {slave, registers, userVariables, example: {project: str(file, 'example.project', e.project), variables}};
}
