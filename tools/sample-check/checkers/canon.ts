/**
 * Samples use the CNC-01 facts of canon/cnc-01.yaml: the registers of their family's map (Triton pages: `triton`, all
 * others: `janus`) and the data IDs. Checked: Triton point tables (CSV `key,area,address,type,scale,write`), Go register
 * constants (`regSpeed = 0`), Python Modbus reads and writes of CNC-01 samples, and the data IDs a sample sends (JSON
 * `data` of the CNC-01 UUID, C `put`/`SetItem` and ST `SetPayload` keys).
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
  device: {name: string; uuid: string};
  data: Array<{id: string; modbus?: Record<string, Register>}>;
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

export function checkCanon(blocks: Block[], canon: Cnc01): Outcome[] {
  const ids = new Set(canon.data.map((d) => d.id));
  const out: Outcome[] = [];
  for (const b of blocks) {
    const family = familyOf(b);
    const known = addresses(canon, family);
    const failures: string[] = [];
    const isCnc01 = b.code.includes(canon.device.name) || b.code.includes(canon.device.uuid);
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
    for (const id of new Set(sent))
      if (!ids.has(id)) failures.push(`data ID ${id}: CNC-01 has no such data ID (canon/cnc-01.yaml)`);
    if (checked) out.push(outcome(b, 'CNC-01 registers and data IDs', failures));
  }
  return out;
}
