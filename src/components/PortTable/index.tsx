/**
 * Change: imports `@generated/canon-data/default/endpoints.json` (src/canon-data/plugin.ts), because the facts should
 * reach only the pages that show them, not every page's global data.
 *
 * A table of ports and hosts, rendered from canon/endpoints.yaml (through src/canon-data/plugin.ts), so the pages that
 * list Janus's ports or what a plant must open towards Neptune cannot disagree. A page picks the group and the columns.
 * Text between backticks in the YAML is shown as inline code; everything else is text, never HTML.
 */
import type {ReactNode} from 'react';
import facts from '@generated/canon-data/default/endpoints.json';
import type {Endpoint} from '@site/src/canon-data/schema';
import styles from './styles.module.css';

type Column =
  'port' | 'host' | 'name' | 'protocol' | 'direction' | 'purpose' | 'when' | 'clients' | 'configKey' | 'webEditable';

interface Props {
  /** A key of `groups` in canon/endpoints.yaml. */
  group: string;
  columns: Column[];
  /** Header text in place of the default, by column. */
  labels?: Partial<Record<Column, string>>;
  /** Only the rows with these ids, in this order; the whole group by default. */
  ids?: string[];
}

const HEADERS: Record<Column, string> = {
  port: '端口',
  host: '地址',
  name: '名称',
  protocol: '协议',
  direction: '方向',
  purpose: '用途',
  when: '何时需要',
  clients: '谁会连它',
  configKey: '配置项',
  webEditable: '能否在网页修改',
};

/** `a` → <code>a</code>; the rest stays text. */
function inline(text: string | undefined): ReactNode {
  if (!text) return '';
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function cell(column: Column, row: Endpoint): ReactNode {
  switch (column) {
    case 'port':
      return row.port;
    case 'host':
      return row.host ? <code>{row.host}</code> : '';
    case 'configKey':
      return row.configKey ? <code>{row.configKey}</code> : '';
    default:
      return inline(row[column]);
  }
}

export default function PortTable({group, columns, labels = {}, ids}: Props): ReactNode {
  const all = facts.groups[group];
  if (!all) throw new Error(`PortTable: no group "${group}" in canon/endpoints.yaml`);
  const rows = ids
    ? ids.map((id) => {
        const row = all.find((r) => r.id === id);
        if (!row) throw new Error(`PortTable: no endpoint "${id}" in group "${group}" of canon/endpoints.yaml`);
        return row;
      })
    : all;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c}>{labels[c] ?? HEADERS[c]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((c) => (
              <td key={c}>{cell(c, row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One host or port of canon/endpoints.yaml, inline (a cell of a connection-parameter table, a sentence). */
export function Endpoint({id, show = 'port'}: {id: string; show?: 'port' | 'host'}): ReactNode {
  const row = Object.values(facts.groups)
    .flat()
    .find((r) => r.id === id);
  if (!row) throw new Error(`Endpoint: no endpoint "${id}" in canon/endpoints.yaml`);
  if (show === 'host' && !row.host) throw new Error(`Endpoint: "${id}" in canon/endpoints.yaml has no host`);
  return <code>{show === 'host' ? row.host : row.port}</code>;
}
