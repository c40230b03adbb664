/**
 * 「复制为 Markdown」: copies the page's Markdown twin (./paths.ts), fetched from this site, so a reader can paste the
 * page into their own tools. Rendered on the server at its full width, so nothing moves when it hydrates or when it
 * reports; the copying code (./copy.ts) is loaded on the first sign of use (pointer over it, focus, touch), which also
 * fetches the twin, so that the click itself copies at once. The result is announced by a status region.
 */
import React, {useCallback, useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {twinPath} from '../paths';
import styles from './styles.module.css';

type Copier = typeof import('./copy');

let copier: Promise<Copier> | undefined;
function loadCopier(): Promise<Copier> {
  copier ??= import('./copy');
  copier.catch(() => (copier = undefined));
  return copier;
}

type State = 'idle' | 'copied' | 'failed';

export default function CopyMarkdown({route}: {route: string}): ReactNode {
  const url = twinPath(route);
  const statusId = useId();
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  const prepare = useCallback(() => {
    void loadCopier()
      .then((c) => c.prefetch(url))
      .catch(() => undefined);
  }, [url]);
  const copy = useCallback(async () => {
    window.clearTimeout(timer.current);
    setState('idle');
    let ok: boolean;
    try {
      ok = await (await loadCopier()).copyTwin(url);
    } catch {
      ok = false;
    }
    setState(ok ? 'copied' : 'failed');
    if (ok) timer.current = window.setTimeout(() => setState('idle'), 4000);
  }, [url]);
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.button}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => void copy()}
        aria-describedby={state === 'failed' ? statusId : undefined}
      >
        {translate({id: 'markdown.copy.button', message: '复制为 Markdown'})}
      </button>
      <span role="status" className={styles.status} id={statusId}>
        {state === 'copied' && translate({id: 'markdown.copy.done', message: '已复制本页的 Markdown'})}
        {state === 'failed' &&
          translate({id: 'markdown.copy.failed', message: '复制失败，请打开 Markdown 原文后手动复制。'})}
        {state === 'failed' && (
          <>
            {' '}
            <a href={url} target="_blank" rel="noopener">
              {translate({id: 'markdown.copy.open', message: '打开 Markdown'})}
            </a>
          </>
        )}
      </span>
    </div>
  );
}
