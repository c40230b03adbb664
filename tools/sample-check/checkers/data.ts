/** Data formats, parsed by the libraries the site already trusts: JSON, YAML (yaml), TOML (smol-toml), INI, CSV. */
import YAML from 'yaml';
import {parse as parseToml} from 'smol-toml';
import type {Block} from '../extract';
import {outcome, type Outcome} from '../core';

/** INI / Java properties: every line is a section, a key with a value, a comment or blank. */
function checkIni(code: string, lang: string): string[] {
  const out: string[] = [];
  code.split('\n').forEach((line, i) => {
    const t = line.trim();
    if (!t || /^[;#!]/.test(t)) return;
    if (lang === 'ini' && /^\[[^\]]+\]$/.test(t)) return;
    if (!/^[^=:\s][^=:]*\s*[=:]/.test(t)) out.push(`line ${i + 1}: neither a section nor key = value: ${t}`);
  });
  return out;
}

/** CSV (RFC 4180 quoting): every record has the header's number of fields. */
function checkCsv(code: string): string[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (quoted && ch === '"' && code[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n') {
      record.push(field);
      if (record.join('') !== '') records.push(record);
      record = [];
      field = '';
    } else if (ch !== '\r') field += ch;
  }
  if (quoted) return ['a quoted field is never closed'];
  const width = records[0]?.length ?? 0;
  return records.flatMap((r, i) =>
    r.length === width ? [] : [`record ${i + 1} has ${r.length} fields, the header ${width}`],
  );
}

export function parseData(block: Block): unknown {
  switch (block.lang) {
    case 'json':
      return JSON.parse(block.code);
    case 'yaml': {
      const doc = YAML.parseAllDocuments(block.code);
      const errors = doc.flatMap((d) => d.errors);
      if (errors.length) throw new Error(errors.map((e) => e.message).join('\n'));
      return doc.map((d) => d.toJS());
    }
    case 'toml':
      return parseToml(block.code);
    default:
      return null;
  }
}

export function checkData(blocks: Block[]): Outcome[] {
  return blocks.map((b) => {
    if (b.lang === 'ini' || b.lang === 'properties') return outcome(b, b.lang, checkIni(b.code, b.lang));
    if (b.lang === 'csv') return outcome(b, b.lang, checkCsv(b.code));
    try {
      parseData(b);
      return outcome(b, b.lang);
    } catch (err) {
      return outcome(b, b.lang, [(err as Error).message.split('\n').slice(0, 6).join('\n')]);
    }
  });
}
