/**
 * A quiet badge in the corner while the device is offline: 「离线」and, on demand, the pages this device can show
 * (every page cached as the reader opened it, and the saved families with the pages they share), with their titles
 * from /offline-index.json. Renders nothing online, and nothing on the server.
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {OfflineIndex} from '../families';
import {CACHE_PAGES, OFFLINE_INDEX_PATH, parseFamilyCacheName} from '../protocol';
import styles from './styles.module.css';

interface AvailablePage {
  path: string;
  title: string;
}

async function availablePages(): Promise<AvailablePage[]> {
  const paths = new Set<string>();
  for (const key of await caches.keys()) {
    if (key !== CACHE_PAGES && !parseFamilyCacheName(key)) continue;
    for (const request of await (await caches.open(key)).keys()) {
      const {pathname} = new URL(request.url);
      if (!/\.[a-z0-9]+$/i.test(pathname)) paths.add(pathname);
    }
  }
  const titles = new Map<string, string>();
  const cached = await caches.match(OFFLINE_INDEX_PATH, {ignoreSearch: true});
  if (cached) {
    const index = (await cached.json()) as OfflineIndex;
    const pages = [...index.families.flatMap((family) => family.pages), ...(index.shared ?? [])];
    for (const page of pages) titles.set(page.path, page.title);
  }
  return [...paths].sort().map((path) => ({path, title: titles.get(path) ?? path}));
}

export default function OfflineIndicator(): ReactNode {
  const [offline, setOffline] = useState(false);
  const [pages, setPages] = useState<AvailablePage[] | null>(null);

  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine);
      if (navigator.onLine) setPages(null);
    };
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const toggle = useCallback(() => {
    if (pages) setPages(null);
    else if ('caches' in window) void availablePages().then(setPages);
  }, [pages]);

  if (!offline) return null;
  return (
    <div className={styles.indicator} role="status">
      <button type="button" className={styles.badge} aria-expanded={pages !== null} onClick={toggle}>
        <Translate id="offline.indicator.badge">离线</Translate>
      </button>
      {pages && (
        <div className={styles.available}>
          <p>
            <Translate id="offline.indicator.available" values={{count: pages.length}}>
              {'网络已断开。本设备上有 {count} 个页面可以离线阅读：'}
            </Translate>
          </p>
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
