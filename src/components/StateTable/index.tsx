/**
 * Change: imports `@generated/canon-data/default/automation-states.json` (src/canon-data/plugin.ts), because the facts
 * should reach only the pages that show them, not every page's global data.
 *
 * The Automation controller's states × operations, rendered from canon/automation-states.yaml (through
 * src/canon-data/plugin.ts): 「✓」 allowed, 「→」 the state after it, 「—」 not allowed and the last column what a reader
 * sees then. <StateAllows op="JOG" /> names inline the states an operation is allowed in. A plain server-rendered table.
 */
import type {ReactNode} from 'react';
import facts from '@generated/canon-data/default/automation-states.json';
import type {AllowedCell, StateOperation} from '@site/src/canon-data/schema';
import {inline} from '@site/src/canon-data/inline';
import styles from './styles.module.css';

interface Props {
  /** Only these operations (by name), in this order; all by default. */
  ops?: string[];
  /** Add each state's value (Modbus input register 0, `sys_state`) to its header. */
  values?: boolean;
}

function operation(component: string, name: string): StateOperation {
  const op = facts.operations.find((o) => o.name === name);
  if (!op) {
    throw new Error(
      `${component}: no operation "${name}" in canon/automation-states.yaml (operations: ${facts.operations.map((o) => o.name).join('、')})`,
    );
  }
  return op;
}

/** `✓`, `✓ → 运行`, `✓ → 运行（从当前节点继续）`, `✓（…）`, `✓ ①`. */
export function cellText(cell: AllowedCell | undefined): string {
  if (!cell) return '—';
  return `✓${cell.to ? ` → ${cell.to}` : ''}${cell.note ? `（${cell.note}）` : ''}${cell.mark ? ` ${cell.mark}` : ''}`;
}

export default function StateTable({ops, values = false}: Props): ReactNode {
  const rows = ops ? ops.map((name) => operation('StateTable', name)) : facts.operations;
  return (
    <table>
      <thead>
        <tr>
          <th>操作（来源）</th>
          {facts.states.map((s) => (
            <th key={s.name}>{values ? `${s.name} ${s.value}` : s.name}</th>
          ))}
          <th>不允许时</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((op) => (
          <tr key={op.name}>
            <td>{inline(op.label)}</td>
            {facts.states.map((s) => (
              <td key={s.name}>
                {op.allowed[s.name]?.note ? (
                  cellText(op.allowed[s.name])
                ) : (
                  <span className={styles.mark}>{cellText(op.allowed[s.name])}</span>
                )}
              </td>
            ))}
            <td>{inline(op.denied)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The states an operation is allowed in, inline: 「未就绪」「就绪」「暂停」. */
export function StateAllows({op}: {op: string}): ReactNode {
  const found = operation('StateAllows', op);
  return facts.states
    .filter((s) => s.name in found.allowed)
    .map((s) => `「${s.name}」`)
    .join('');
}
