/**
 * Change: imports `@generated/canon-data/default/cnc-01.json` (src/canon-data/plugin.ts), because the facts should
 * reach only the pages that show them, not every page's global data.
 *
 * A table of the demo machine CNC-01, rendered from canon/cnc-01.yaml (through src/canon-data/plugin.ts), so every page
 * shows the same data IDs, types, access, units and registers. A page picks its columns and rows; what only one page says
 * (a program's variable, how a value is reported) comes in `before` / `after` and stays the page's own text.
 * The output is a plain table, in the server-rendered HTML like a Markdown table, so search indexes it.
 */
import type {ReactNode} from 'react';
import facts from '@generated/canon-data/default/cnc-01.json';
import type {DataItem} from '@site/src/canon-data/schema';
import styles from './styles.module.css';

type Column =
  | 'id'
  | 'variable'
  | 'name'
  | 'type'
  | 'unit'
  | 'decimals'
  | 'access'
  | 'writable'
  | 'key'
  | 'address'
  | 'format'
  | 'assistantFormat'
  | 'scale';

interface ExtraColumn {
  label: ReactNode;
  /** Cell text by data ID; a row without an entry stays empty. */
  values: Record<string, ReactNode>;
}

interface Props {
  columns: Column[];
  /** Header in place of the default, by column. */
  labels?: Partial<Record<Column, ReactNode>>;
  /** The rows to show, in this order; all data IDs by default. */
  ids?: string[];
  /** The register map the register columns read (canon/cnc-01.yaml `registerMaps`). */
  map?: string;
  /** Rows in register order instead of data-definition order. */
  byAddress?: boolean;
  before?: ExtraColumn;
  after?: ExtraColumn;
}

const HEADERS: Record<Column, string> = {
  id: '数据 ID',
  variable: '变量',
  name: '数据名称',
  type: '数据类型',
  unit: '单位',
  decimals: '小数位数',
  access: '读写',
  writable: '可写',
  key: '原始键',
  address: '地址（保持寄存器）',
  format: '类型',
  assistantFormat: '数据格式',
  scale: '系数',
};

const ASSISTANT_FORMATS: Record<string, string> = {
  uint16: 'UInt16',
  int16: 'Int16',
  uint32: 'UInt32',
  int32: 'Int32',
  float32: 'Float32',
};

function cell(column: Column, item: DataItem, map: string): ReactNode {
  const slot = item.modbus[map];
  switch (column) {
    case 'id':
      return <code>{item.id}</code>;
    case 'variable':
      return <code>{`${facts.device.alias}.${item.id}`}</code>;
    case 'name':
      return item.name;
    case 'type':
      return item.type;
    case 'unit':
      return item.unit || '—';
    case 'decimals':
      return item.decimals;
    case 'access':
      return item.access;
    case 'writable':
      return item.access === '读写' ? '是' : '否';
    case 'key':
      return <code>{`3_${slot.address}`}</code>;
    case 'address':
      return slot.words > 1 ? `${slot.address}–${slot.address + slot.words - 1}` : slot.address;
    case 'format':
      return <code>{slot.format}</code>;
    case 'assistantFormat':
      return ASSISTANT_FORMATS[slot.format];
    case 'scale':
      return slot.scale;
  }
}

export default function Cnc01Table({
  columns,
  labels = {},
  ids,
  map = 'janus',
  byAddress = false,
  before,
  after,
}: Props): ReactNode {
  if (!(map in facts.registerMaps)) throw new Error(`Cnc01Table: no register map "${map}" in canon/cnc-01.yaml`);
  let rows = ids
    ? ids.map((id) => {
        const item = facts.data.find((d) => d.id === id);
        if (!item) throw new Error(`Cnc01Table: no data ID "${id}" in canon/cnc-01.yaml`);
        return item;
      })
    : facts.data;
  if (byAddress) rows = [...rows].sort((a, b) => a.modbus[map].address - b.modbus[map].address);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {before && <th>{before.label}</th>}
          {columns.map((c) => (
            <th key={c}>{labels[c] ?? HEADERS[c]}</th>
          ))}
          {after && <th>{after.label}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={item.id}>
            {before && <td>{before.values[item.id]}</td>}
            {columns.map((c) => (
              <td key={c}>{cell(c, item, map)}</td>
            ))}
            {after && <td>{after.values[item.id]}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The one sentence canon/cnc-01.yaml gives for why a register map differs from the other. */
export function RegisterMapWhy({map}: {map: string}): ReactNode {
  const registerMap = facts.registerMaps[map];
  if (!registerMap) throw new Error(`RegisterMapWhy: no register map "${map}" in canon/cnc-01.yaml`);
  return <p>{registerMap.why}</p>;
}
