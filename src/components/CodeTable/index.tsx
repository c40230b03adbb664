/**
 * Change: imports `@generated/canon-data/default/codes.json` (src/canon-data/plugin.ts), because the facts should reach
 * only the pages that show them, not every page's global data.
 *
 * A table of one family of codes (error, return or alarm codes), rendered from canon/codes.yaml (through
 * src/canon-data/plugin.ts), so a code means the same on every page. A page picks its columns and rows, as with
 * <Cnc01Table>. Each row carries the `code-<code>` id search lands on (src/search/build/anchors.ts gives it to the rows of
 * Markdown tables; a component's table is past that step), so a search for `E201` opens at its row. A plain table in
 * the server-rendered HTML: nothing runs in the browser.
 */
import type {ReactNode} from 'react';
import facts from '@generated/canon-data/default/codes.json';
import {codeParts, type CodeEntry, type CodeField} from '@site/src/canon-data/schema';
import {inline} from '@site/src/canon-data/inline';
import {codeRowId} from '@site/src/search/build/anchors';
import styles from './styles.module.css';

interface Props {
  /** A key of `families` in canon/codes.yaml. */
  family: string;
  columns: CodeField[];
  /** Header in place of the family's, by column. */
  labels?: Partial<Record<CodeField, ReactNode>>;
  /** Only the single codes from `range[0]` to `range[1]`, in the YAML's order. */
  range?: [number, number];
  /** Only these rows, in this order (a row of several codes is named as the YAML writes it, `-201 … -304`). */
  codes?: string[];
}

/** `-201 … -304` → <code>-201</code> … <code>-304</code>, when the family's codes are shown as code. */
function codeCell(code: string, asCode: boolean): ReactNode {
  if (!asCode) return code;
  const {codes} = codeParts(code);
  const separators = code.split(/-?\d+|[A-Z]\d{3}/).slice(1, -1);
  return codes
    .flatMap((c, i) => [i > 0 ? separators[i - 1] : null, <code key={c}>{c}</code>])
    .filter((x) => x !== null);
}

export default function CodeTable({family, columns, labels = {}, range, codes}: Props): ReactNode {
  const f = facts.families[family];
  if (!f) throw new Error(`CodeTable: no family "${family}" in canon/codes.yaml`);
  for (const c of columns) {
    if (!f.headers[c]) throw new Error(`CodeTable: family "${family}" has no column "${c}" in canon/codes.yaml`);
  }
  let rows: CodeEntry[] = f.codes;
  if (codes) {
    rows = codes.map((code) => {
      const row = f.codes.find((r) => r.code === code);
      if (!row) throw new Error(`CodeTable: no code "${code}" in family "${family}" of canon/codes.yaml`);
      return row;
    });
  }
  if (range) {
    rows = rows.filter((r) => /^-?\d+$/.test(r.code) && Number(r.code) >= range[0] && Number(r.code) <= range[1]);
    if (rows.length === 0) throw new Error(`CodeTable: no code of "${family}" from ${range[0]} to ${range[1]}`);
  }
  // Triton's codes are identifiers a reader types into a search or reads in a log: shown as code, as its pages did.
  const asCode = f.product === 'triton';
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c}>{labels[c] ?? f.headers[c]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code} id={codeRowId(row.code) ?? undefined}>
            {columns.map((c) => (
              <td key={c}>
                {c === 'code' ? codeCell(row.code, asCode) : c === 'macro' ? macro(row.macro) : inline(row[c])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function macro(name: string | undefined): ReactNode {
  return !name || name === '—' ? '—' : <code>{name}</code>;
}
