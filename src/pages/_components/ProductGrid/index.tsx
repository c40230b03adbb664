import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {products} from '../products';
import styles from './styles.module.css';

export default function ProductGrid(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="products">
      <Heading as="h2" id="products" className={styles.title}>
        产品文档
      </Heading>
      <ul className={styles.grid}>
        {products.map((p) => (
          <li key={p.name} className={styles.card}>
            <Heading as="h3" className={styles.name}>
              <Link to={p.start.to}>
                {p.name} <span className={styles.fullName}>{p.fullName}</span>
              </Link>
            </Heading>
            <p className={styles.summary}>{p.summary}</p>
            <p className={styles.links}>
              <Link to={p.start.to}>{p.start.label}</Link>
              {p.more.map((m) => (
                <Link key={m.to} to={m.to}>
                  {m.label}
                </Link>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
