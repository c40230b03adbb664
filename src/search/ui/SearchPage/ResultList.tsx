/**
 * The /search page's results: each a heading linking to its section, the path to it and a summary, its matches in
 * `<mark>`. The text segments are rendered as React text: the reader's query and the docs' text are never HTML.
 */
import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Segment} from '../../engine/highlight';
import * as messages from '../messages';
import type {Item} from './localSearchState';
import styles from './styles.module.css';

function Marked({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>));
}

function Result({item}: {item: Item}): ReactNode {
  return (
    <article className={clsx(styles.result, item.definition && styles.definition)}>
      {item.definition && <p className={styles.definitionLabel}>{translate(messages.definition)}</p>}
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={item.url}>
          <Marked segments={item.title} />
        </Link>
      </Heading>
      {item.breadcrumbs.length > 0 && (
        <nav aria-label={translate(messages.resultPath)}>
          <ul className={clsx('breadcrumbs', styles.resultPath)}>
            {item.breadcrumbs.map((crumb, j) => (
              <li key={j} className="breadcrumbs__item">
                <Marked segments={crumb} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {item.summary.length > 0 && (
        <p className={styles.resultSummary}>
          <Marked segments={item.summary} />
        </p>
      )}
    </article>
  );
}

/** The first `shown` items; `stale` while they are the previous query's, until the new results arrive. */
export default function ResultList({items, shown, stale}: {items: Item[]; shown: number; stale: boolean}): ReactNode {
  if (items.length === 0) return null;
  return (
    <div className={clsx(stale && styles.stale)}>
      {items.slice(0, shown).map((item, i) => (
        <Result key={`${item.url}-${i}`} item={item} />
      ))}
    </div>
  );
}
