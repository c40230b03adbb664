/**
 * The product filter of the search modal and the /search page: 全部 and one chip per product, several may be on at
 * once (none on means all). Each chip is a toggle button (aria-pressed); the group is labelled for screen readers,
 * and the page or modal announces the filtered result count in its status line.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {PRODUCTS} from '../../../products';
import type {Product} from '../../engine/format';
import * as messages from '../messages';
import styles from './styles.module.css';

export interface ProductFilterProps {
  selected: readonly Product[];
  onChange: (products: Product[]) => void;
  /** Results per product for the current query, shown on the chips when given. */
  counts?: Record<string, number>;
  className?: string;
}

export default function ProductFilter({selected, onChange, counts, className}: ProductFilterProps): ReactNode {
  const on = new Set(selected);
  const toggle = (p: Product) => onChange(PRODUCTS.map((x) => x.id).filter((x) => (x === p ? !on.has(x) : on.has(x))));
  return (
    <div role="group" aria-label={translate(messages.productFilter)} className={clsx(styles.filter, className)}>
      <button type="button" className={styles.chip} aria-pressed={on.size === 0} onClick={() => onChange([])}>
        {translate(messages.allProducts)}
      </button>
      {PRODUCTS.map(({id, name}) => (
        <button key={id} type="button" className={styles.chip} aria-pressed={on.has(id)} onClick={() => toggle(id)}>
          {name}
          {counts && <span className={styles.count}>{counts[id] ?? 0}</span>}
        </button>
      ))}
    </div>
  );
}
