/**
 * Samples use the CNC-01 facts of canon/cnc-01.yaml: the registers of their family's map (Triton pages: `triton`, all
 * others: `janus`) and the data IDs. Checked: Triton point tables (CSV `key,area,address,type,scale,write`), Go register
 * constants (`regSpeed = 0`), Python Modbus reads and writes of CNC-01 samples, and the data IDs a sample sends (JSON
 * `data` of the CNC-01 UUID, C `put`/`SetItem` and ST `SetPayload` keys). In a sample that names CNC-01 (its name, its
 * UUID or its alias `cnc01.`), also: every `status` value a line sets or compares is one of its status codes, and a
 * status code written next to one of their labels (`1001: {text: '运行'}`) has that label; a value written to `feed`
 * or `0100H`, and a `min` / `max` bound of `feed`, is within the data ID's range and values; and a raw key `3_<n>`
 * names a register of the map.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {Block} from '../extract';
import {outcome, type Outcome} from '../core';
import {ROOT} from '../../../scripts/lib/docs';

interface Register {
  address: number;
  words: number;
  format?: string;
  scale?: number;
}
export interface Cnc01 {
  device: {name: string; uuid: string; alias?: string};
  data: Array<{
    id: string;
    modbus?: Record<string, Register>;
    range?: {min: number; max: number};
    values?: Array<{value: number; label: string}>;
  }>;
  registerMaps: Record<string, {usedBy: string[]; why: string}>;
}

export const CANON_FILE = path.join(ROOT, 'canon', 'cnc-01.yaml');

export function loadCanon(file: string): Cnc01 {
  return YAML.parse(fs.readFileSync(file, 'utf8')) as Cnc01;
}

export function familyOf(block: Block): string {
  return block.page.startsWith('docs/triton/') ? 'triton' : 'janus';
}

/** Addresses the family's map defines (every word of a two-register value). */
function addresses(canon: Cnc01, family: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const d of canon.data) {
    const r = d.modbus?.[family];
    if (r) for (let w = 0; w < r.words; w++) out.set(r.address + w, d.id);
  }
  return out;
}

const WORDS: Record<string, number> = {uint16: 1, int16: 1, uint32: 2, int32: 2, float32: 2};

/** A four-digit number standing alone (not a year of a date, a time or part of a longer number). */
const CODE_NUMBER = /(?<![\d\-./])(?<!\d:)\b(\d{4})\b(?![\d\-.]|:\d)/g;

/** The status codes, the written values and the raw keys of a sample that names CNC-01. */
export function cnc01ValueFailures(code: string, canon: Cnc01, family: string): string[] {
  const failures: string[] = [];
  const status = canon.data.find((d) => d.id === 'status')?.values ?? [];
  const statusCodes = new Map(status.map((v) => [v.value, v.label]));
  const labels = new Set(status.map((v) => v.label));
  const known = addresses(canon, family);
  code.split('\n').forEach((line, i) => {
    const at = `line ${i + 1}`;
    // Status codes on a line about `status` (a key, a variable, a register constant, the API's status_value).
    if (/status|alarmValue/i.test(line)) {
      for (const m of line.matchAll(CODE_NUMBER)) {
        const n = Number(m[1]);
        // The key it is written to, when the line writes several (`"count": 1532, "status": 2001`).
        // A status code follows the word (`case 3005: … err.detail.status` is an error code, then an HTTP status).
        if (!/status|alarmValue/i.test(line.slice(0, m.index))) continue;
        const keys = [...line.slice(0, m.index).matchAll(/["']?(\w+)["']?\]?\s*(?:===?|!==?|:=|[:=])/g)];
        const key = keys.at(-1)?.[1];
        if (key !== undefined && !/status|alarmValue/i.test(key)) continue;
        if (n >= 1000 && n < 4000 && !statusCodes.has(n)) {
          failures.push(`${at}: status ${n} is no status code of CNC-01 (${[...statusCodes.keys()].join(', ')})`);
        }
      }
    }
    // A status code beside one of the labels: the label must be its own.
    for (const m of line.matchAll(/(?<![\d\-:./])\b(\d{4})\b[^'"\n]{0,40}['"]([^'"\n]+)['"]/g)) {
      const own = statusCodes.get(Number(m[1]));
      if (own && labels.has(m[2]) && m[2] !== own)
        failures.push(`${at}: status ${m[1]} is 「${own}」, not 「${m[2]}」`);
    }
    // Values written to a data ID with a range or a set of values, and the bounds a form gives feed.
    for (const d of canon.data) {
      if (!d.range && !d.values) continue;
      if (d.id === 'status') continue;
      const key = d.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const written = new RegExp(
        `(?:["']${key}["']\\s*[:,]|\\b${key}\\s*(?:=|:=))\\s*["']?(-?\\d+(?:\\.\\d+)?)\\b`,
        'g',
      );
      for (const m of line.matchAll(written)) {
        const v = Number(m[1]);
        const ok = d.range ? v >= d.range.min && v <= d.range.max : d.values!.some((x) => x.value === v);
        if (!ok) {
          const allowed = d.range ? `${d.range.min}–${d.range.max}` : d.values!.map((x) => x.value).join(' / ');
          failures.push(`${at}: ${d.id} ${v} is outside CNC-01's ${d.id} (${allowed})`);
        }
      }
      if (d.range && new RegExp(`\\b${key}\\b`).test(line)) {
        for (const m of line.matchAll(/\b(min|max)\s*=\s*["']?(-?\d+)/g)) {
          const bound = m[1] === 'min' ? d.range.min : d.range.max;
          if (Number(m[2]) !== bound)
            failures.push(`${at}: ${d.id} ${m[1]} ${m[2]}, CNC-01's ${d.id} ${m[1]} is ${bound}`);
        }
      }
    }
    // Raw keys of holding registers.
    for (const m of line.matchAll(/(?<![\w.])3_(\d+)\b/g)) {
      if (!known.has(Number(m[1]))) failures.push(`${at}: raw key 3_${m[1]} is no register of CNC-01's ${family} map`);
    }
  });
  return failures;
}

export function checkCanon(blocks: Block[], canon: Cnc01): Outcome[] {
  const ids = new Set(canon.data.map((d) => d.id));
  const out: Outcome[] = [];
  for (const b of blocks) {
    const family = familyOf(b);
    const known = addresses(canon, family);
    const failures: string[] = [];
    const isCnc01 =
      b.code.includes(canon.device.name) ||
      b.code.includes(canon.device.uuid) ||
      (canon.device.alias !== undefined && b.code.includes(`${canon.device.alias}.`));
    let checked = false;
    if (/^key,area,address/.test(b.code)) {
      checked = true;
      const rows = b.code.trim().split('\n').slice(1);
      for (const row of rows) {
        const [key, , address, type, scale] = row.split(',');
        const d = canon.data.find((x) => x.id === key);
        const r = d?.modbus?.[family];
        if (!d) failures.push(`point ${key}: no such data ID in canon/cnc-01.yaml`);
        else if (!r) failures.push(`point ${key}: not in the ${family} register map`);
        else {
          if (Number(address) !== r.address)
            failures.push(`point ${key}: address ${address}, the ${family} map says ${r.address}`);
          if (WORDS[type] !== undefined && WORDS[type] !== r.words)
            failures.push(`point ${key}: ${type} is ${WORDS[type]} register(s), the map says ${r.words}`);
          if (r.scale !== undefined && Number(scale) !== r.scale)
            failures.push(`point ${key}: scale ${scale}, the map says ${r.scale}`);
        }
      }
    }
    if (b.lang === 'go' && isCnc01) {
      for (const m of b.code.matchAll(/^\s*(reg\w+)\s*=\s*(\d+)/gm)) {
        checked = true;
        if (!known.has(Number(m[2])))
          failures.push(`${m[1]} = ${m[2]}: no register ${m[2]} in the ${family} map of CNC-01`);
      }
    }
    if (b.lang === 'python' && isCnc01) {
      for (const m of b.code.matchAll(
        /(?:read_holding(?:_registers)?|write_registers?)\((?:\w+,\s*)?(?:\w+,\s*)?(\d+)(?:,\s*(?:count=)?(\d+))?/g,
      )) {
        checked = true;
        const start = Number(m[1]);
        for (let a = start; a < start + Number(m[2] ?? 1); a++) {
          if (!known.has(a)) failures.push(`register ${a}: not in the ${family} map of CNC-01`);
        }
      }
    }
    const sent: string[] = [];
    for (const m of b.code.matchAll(/\b(?:put|SetItem)\([^,]+,\s*"([^"]+)"/g)) sent.push(m[1]);
    for (const m of b.code.matchAll(/\bSetPayload\([^,]+\),\s*'([^']+)'/g)) sent.push(m[1]);
    if (b.lang === 'json' && b.code.includes(canon.device.uuid)) {
      const walk = (v: unknown): void => {
        if (!v || typeof v !== 'object') return;
        const o = v as Record<string, unknown>;
        if (o.uuid === canon.device.uuid && o.data && typeof o.data === 'object' && !Array.isArray(o.data)) {
          sent.push(...Object.keys(o.data).filter((k) => k !== 'operation_id'));
        }
        Object.values(o).forEach(walk);
      };
      try {
        walk(JSON.parse(b.code));
      } catch {
        // Not JSON: the data check reports it.
      }
    }
    if (sent.length) checked = true;
    if (isCnc01) {
      const valueFailures = cnc01ValueFailures(b.code, canon, family);
      if (valueFailures.length || /status|feed|0100H|3_\d/.test(b.code)) checked = true;
      failures.push(...valueFailures);
    }
    for (const id of new Set(sent))
      if (!ids.has(id)) failures.push(`data ID ${id}: CNC-01 has no such data ID (canon/cnc-01.yaml)`);
    if (checked) out.push(outcome(b, 'CNC-01 registers and data IDs', failures));
  }
  return out;
}
