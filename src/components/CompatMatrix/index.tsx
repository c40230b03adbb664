/**
 * Change: imports `@generated/canon-data/default/compatibility.json` (src/canon-data/plugin.ts), because the facts
 * should reach only the pages that show them, not every page's global data.
 *
 * The released versions of each product and what each one works with, rendered from canon/compatibility.yaml (through
 * src/canon-data/plugin.ts), so the release notes, the upgrade pages and the compatibility page cannot disagree. A
 * product's table has a row per release (newest first) and a column per product that a rule or a bundle links it to;
 * the cells come from src/canon-data/compat.ts. Plain server-rendered tables: nothing runs in the browser.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import facts from '@generated/canon-data/default/compatibility.json';
import {compareVersions, compatCell, relatedProducts} from '@site/src/canon-data/compat';
import type {Release} from '@site/src/canon-data/schema';
import styles from './styles.module.css';

interface Props {
  /** A key of `products` in canon/compatibility.yaml; every product's table when left out. */
  product?: string;
  /** Add each release's one-line summary. */
  summary?: boolean;
}

/** `a` → <code>a</code>; the rest stays text. */
function inline(text: string): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function VersionCell({release, current}: {release: Release; current: boolean}): ReactNode {
  const label = <code>{release.version}</code>;
  return (
    <th scope="row">
      {release.notes ? <Link to={release.notes}>{label}</Link> : label}
      {current && <span className={styles.current}>（当前）</span>}
    </th>
  );
}

function ProductTable({product, summary, caption}: {product: string; summary: boolean; caption: boolean}): ReactNode {
  const p = facts.products[product];
  if (!p) throw new Error(`CompatMatrix: no product "${product}" in canon/compatibility.yaml`);
  const others = relatedProducts(facts, product);
  return (
    <table className={styles.table}>
      {caption && (
        <caption>
          {p.fullName}：{inline(p.delivery)}
        </caption>
      )}
      <thead>
        <tr>
          <th scope="col">{p.name} 版本</th>
          <th scope="col">发布日期</th>
          {summary && <th scope="col">主要变化</th>}
          {others.map((o) => (
            <th scope="col" key={o}>
              {facts.products[o].name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.releases.map((r, i) => (
          <tr key={r.version}>
            <VersionCell release={r} current={i === 0} />
            <td className={styles.nowrap}>{r.date}</td>
            {summary && <td>{inline(r.summary)}</td>}
            {others.map((o) => {
              const parts = compatCell(facts, product, r.version, o);
              return <td key={o}>{parts.length ? parts.join('；') : '—'}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function CompatMatrix({product, summary = false}: Props): ReactNode {
  if (product !== undefined) return <ProductTable product={product} summary={summary} caption={false} />;
  return (
    <>
      {Object.keys(facts.products).map((key) => (
        <ProductTable key={key} product={key} summary={summary} caption />
      ))}
    </>
  );
}

/** Which release each family of pages describes, with the entry pages of the family. */
export function DocsVersions(): ReactNode {
  const rows = Object.values(facts.products).flatMap((p) => (p.docs ? [{p, docs: p.docs}] : []));
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">产品</th>
          <th scope="col">文档描述的版本</th>
          <th scope="col">发布日期</th>
          <th scope="col">文档入口</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({p, docs}) => {
          const release = p.releases.find((r) => compareVersions(r.version, docs.describes) === 0);
          return (
            <tr key={p.name}>
              <th scope="row">{p.name}</th>
              <td>
                <code>{docs.describes}</code>
                {docs.note && `（${docs.note}）`}
              </td>
              <td className={styles.nowrap}>{release?.date}</td>
              <td>
                {docs.entries.map((e, i) => (
                  <span key={e.link}>
                    {i > 0 && '、'}
                    <Link to={e.link}>{e.label}</Link>
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
