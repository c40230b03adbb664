/**
 * Change: imports `@generated/canon-data/default/permissions.json` (src/canon-data/plugin.ts), because the facts should
 * reach only the pages that show them, not every page's global data.
 *
 * Which function permission each operation needs, rendered from canon/permissions.yaml (through
 * src/canon-data/plugin.ts), so the user-management page, the task pages and the permission pages cannot disagree.
 * Three shapes: the operations of one menu or of all (`layout="operations"`, the canon's matrix), one row per menu with
 * what「查看」allows and what「管理」adds (`layout="levels"`), and the built-in roles' level on each menu
 * (`layout="roles"`). <Perm> says inline which permission one operation needs. Plain server-rendered tables.
 */
import type {ReactNode} from 'react';
import facts from '@generated/canon-data/default/permissions.json';
import type {PermissionOp, PermissionProduct} from '@site/src/canon-data/schema';
import {inline} from '@site/src/canon-data/inline';
import styles from './styles.module.css';

type Column = 'item' | 'where' | 'text' | 'requires';

interface Props {
  /** A key of `products` in canon/permissions.yaml. */
  product: string;
  /** Only the operations of this permission item (`数据监控`, `设备管理 > 设备列表`). */
  menu?: string;
  layout?: 'operations' | 'levels' | 'roles';
  /** Columns of the operations layout; item, where, text and requires by default (no item when `menu` is given). */
  columns?: Column[];
  labels?: Partial<Record<Column, ReactNode>>;
}

const HEADERS: Record<Column, string> = {item: '权限项', where: '位置', text: '操作', requires: '所需权限'};

function productOf(component: string, product: string): PermissionProduct {
  const p = facts.products[product];
  if (!p) throw new Error(`${component}: no product "${product}" in canon/permissions.yaml`);
  return p;
}

function requirement(op: PermissionOp): ReactNode {
  return op.onlyRoles ? `${op.requires}（仅${op.onlyRoles.join('、')}）` : op.requires;
}

function Operations({
  p,
  ops,
  columns,
  labels,
}: {
  p: PermissionProduct;
  ops: PermissionOp[];
  columns: Column[];
  labels: Props['labels'];
}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c}>{labels?.[c] ?? HEADERS[c]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ops.map((op) => (
          <tr key={op.name}>
            {columns.map((c) => (
              <td key={c}>
                {c === 'requires'
                  ? requirement(op)
                  : c === 'item'
                    ? (p.items.find((i) => i.name === op.item)?.label ?? op.item)
                    : inline(op[c])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One row per item: what「查看」allows, what「管理」adds (the lowest level first, each level its own column). */
function Levels({p, items}: {p: PermissionProduct; items: string[]}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>权限项</th>
          {p.levels.map((level, i) => (
            <th key={level}>{i === 0 ? `「${level}」可以做` : `「${level}」另外可以做`}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item}>
            <td>{item}</td>
            {p.levels.map((level) => (
              <td key={level}>
                {p.operations
                  .filter((op) => op.item === item && op.requires === level)
                  .map((op, i) => (
                    <span key={op.name}>
                      {i > 0 && '；'}
                      {inline(op.text)}
                      {op.onlyRoles && `（仅${op.onlyRoles.join('、')}）`}
                    </span>
                  ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Roles({p, items}: {p: PermissionProduct; items: string[]}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>菜单</th>
          {p.roles.map((r) => (
            <th key={r}>{r}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((name) => {
          const item = p.items.find((i) => i.name === name)!;
          return (
            <tr key={name}>
              <td>{item.label ?? item.name}</td>
              {p.roles.map((r) => (
                <td key={r}>{item.roles[r]}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function PermissionTable({product, menu, layout = 'operations', columns, labels}: Props): ReactNode {
  const p = productOf('PermissionTable', product);
  if (menu !== undefined && !p.items.some((i) => i.name === menu)) {
    throw new Error(`PermissionTable: no item "${menu}" of ${product} in canon/permissions.yaml`);
  }
  const items = menu !== undefined ? [menu] : p.items.map((i) => i.name);
  if (layout === 'levels') return <Levels p={p} items={items} />;
  if (layout === 'roles') return <Roles p={p} items={items} />;
  const ops = p.operations.filter((op) => menu === undefined || op.item === menu);
  const cols = columns ?? (menu === undefined ? ['item', 'where', 'text', 'requires'] : ['where', 'text', 'requires']);
  return <Operations p={p} ops={ops} columns={cols} labels={labels} />;
}

/**
 * The permission one operation needs, inline:「数据监控」「查看」. An operation canon/permissions.yaml does not name
 * stops the build.
 */
export function Perm({product, op}: {product: string; op: string}): ReactNode {
  const p = productOf('Perm', product);
  const found = p.operations.find((o) => o.name === op);
  if (!found) {
    throw new Error(
      `Perm: no operation "${op}" of ${product} in canon/permissions.yaml (operations: ${p.operations.map((o) => o.name).join('、')})`,
    );
  }
  return (
    <>
      「{found.item}」「{found.requires}」{found.onlyRoles && `（仅${found.onlyRoles.join('、')}）`}
    </>
  );
}
