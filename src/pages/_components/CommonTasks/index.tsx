import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {commonTasks} from '../products';
import styles from './styles.module.css';

export default function CommonTasks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="common-tasks">
      <Heading as="h2" id="common-tasks" className={styles.title}>
        常用任务
      </Heading>
      <ol className={styles.list}>
        {commonTasks.map((t) => (
          <li key={t.to}>
            <Link to={t.to}>{t.label}</Link>
            <span className={styles.product}>{t.product}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
