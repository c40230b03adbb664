/**
 * Finds Markdown table rows that state a CNC-01 fact by hand: a row whose 数据 ID (or 变量) column names one of its data
 * IDs (`speed`, `cnc01.speed`, 「speed」) together with an access (只读 / 读写 / 是 / 否), a data type, a register format or a
 * register address. Those tables must be <Cnc01Table>, rendered from canon/cnc-01.yaml, or the pages drift apart again.
 * Tables that only mention a data ID in another role (an app's data item mapped to `status`, a JS property named
 * `status`) have no 数据 ID column and are left alone.
 */
import type {DocSource} from './docs';
import {proseLines} from './docs';
import type {Cnc01Facts} from '../../src/canon-data/schema';

const FACT_CELL: Array<[RegExp, string]> = [
  [/^(只读|读写)$/, 'access'],
  [/^(整数|浮点数|枚举|布尔|字符串)/, 'data type'],
  [/^u?int(16|32)$|^float32$/i, 'register format'],
  [/^[1-4]_\d+$/, 'register'],
];
const WRITABLE = /^(是|否)$/;
const ID_HEADER = /^(数据 ID|变量)/;
const ADDRESS = /^\d+(–\d+)?$/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim().replace(/[`「」]/g, ''));
}

export function handwrittenCncRows(doc: DocSource, facts: Cnc01Facts): string[] {
  const ids = new Set(facts.data.map((d) => d.id));
  const alias = `${facts.device.alias}.`;
  const problems: string[] = [];
  let header: string[] | null = null;
  for (const {line, text} of proseLines(doc)) {
    if (!text.trim().startsWith('|')) {
      header = null;
      continue;
    }
    const row = cells(text);
    if (header === null) {
      header = row;
      continue;
    }
    const idCell = row.findIndex(
      (c, i) => ID_HEADER.test(header?.[i] ?? '') && ids.has(c.startsWith(alias) ? c.slice(alias.length) : c),
    );
    if (idCell < 0) continue;
    const found = row.flatMap((c, i): string[] => {
      if (i === idCell) return [];
      const kind = FACT_CELL.find(([re]) => re.test(c))?.[1];
      if (kind) return [kind];
      const head = header?.[i] ?? '';
      if (WRITABLE.test(c) && /可写|读写/.test(head)) return ['access'];
      if (ADDRESS.test(c) && /地址|寄存器/.test(head)) return ['register'];
      return [];
    });
    if (found.length > 0) {
      problems.push(
        `${doc.file}:${line}: a hand-written table states CNC-01's ${row[idCell]} (${[...new Set(found)].join(', ')}); ` +
          'render it with <Cnc01Table> from canon/cnc-01.yaml',
      );
    }
  }
  return problems;
}
