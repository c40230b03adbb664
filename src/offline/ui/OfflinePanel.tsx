/**
 * The offline panel as a page first has it: its code (./FamilyOffline.tsx and what it uses) is loaded only when the
 * panel has something to show beyond a button. On a family's first page the panel (with the family's size) is loaded
 * once the page is idle; at the foot of the doc sidebar, on every page, the save button is rendered here and the panel
 * loads when the reader reaches for the button (hover, focus, touch) or has a saved copy to show. Renders nothing on
 * the server and while hydrating, as the panel does, and nothing where the browser cannot keep pages offline.
 */
import React, {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {whenIdle} from '@site/src/utils/whenIdle';
import type {FamilyOfflineProps} from './FamilyOffline';
import {offlineSupported, savedRevision} from './savedFamily';
import styles from './styles.module.css';

type Panel = ComponentType<FamilyOfflineProps>;

let loaded: Panel | null = null;
let loading: Promise<Panel> | null = null;

function loadPanel(): Promise<Panel> {
  loading ??= import('./FamilyOffline').then(
    (m) => (loaded = m.default),
    (error: unknown) => {
      // A failed download (offline, stale deploy) is tried again on the next occasion.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** unknown: not checked yet; idle: not saved, the sidebar's button; panel: the whole panel; wanted: asked for. */
type Mode = 'unknown' | 'idle' | 'saved' | 'panel' | 'wanted';

export default function OfflinePanel({familyId, compact = false}: {familyId: string; compact?: boolean}): ReactNode {
  const [mode, setMode] = useState<Mode>('unknown');
  const [Loaded, setLoaded] = useState<Panel | null>(() => loaded);

  useEffect(() => {
    if (!offlineSupported()) return undefined;
    let live = true;
    void savedRevision(familyId).then((revision) => {
      if (live) setMode(revision ? 'saved' : compact ? 'idle' : 'panel');
    });
    return () => {
      live = false;
    };
  }, [familyId, compact]);

  const shown = mode === 'saved' || mode === 'panel' || mode === 'wanted';
  useEffect(() => {
    if (!shown || Loaded) return undefined;
    let live = true;
    const start = () =>
      loadPanel().then(
        (panel) => live && setLoaded(() => panel),
        () => undefined,
      );
    // Asked for: now. Otherwise once the page is idle, so that it never competes with the page's own load.
    const cancel = mode === 'wanted' ? (void start(), undefined) : whenIdle(() => void start());
    return () => {
      live = false;
      cancel?.();
    };
  }, [shown, mode, Loaded]);

  const prefetch = useCallback(() => void loadPanel().catch(() => undefined), []);

  if (shown && Loaded) {
    return (
      <Loaded
        familyId={familyId}
        compact={compact}
        wanted={mode === 'wanted'}
        initialState={mode === 'saved' ? {kind: 'saved'} : {kind: 'idle'}}
      />
    );
  }
  if (mode !== 'idle' && mode !== 'wanted') return null;
  // The sidebar's panel before the reader asks: the same markup as ./FamilyOffline.tsx renders for it.
  return (
    <section
      className={clsx(styles.panel, compact && styles.compact)}
      aria-label={translate({
        id: 'offline.family.region',
        message: '离线保存本产品文档',
        description: 'Label of the offline panel of a family',
      })}
      data-offline-family={familyId}
    >
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => setMode('wanted')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
      >
        <Translate id="offline.family.save">离线保存本产品文档</Translate>
      </button>
    </section>
  );
}
