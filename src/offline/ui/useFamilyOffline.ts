/**
 * State and actions of one family's offline copy, for the save panels: what it holds and costs (its pages and the pages
 * every family shares, its files from /offline-index.json plus the search index), whether and which revision of it is
 * saved, the progress the worker reports while it downloads, and the error when the browser refuses the space.
 */
import {useCallback, useEffect, useState} from 'react';
import {OFFLINE_INDEX_PATH, type OfflineFamily, type OfflineIndex} from '../families';
import {parseFamilyCacheName, type ClientMessage, type WorkerMessage} from '../protocol';
import {offlineSupported, savedRevision} from './savedFamily';

export type OfflineState =
  | {kind: 'loading'}
  | {kind: 'idle'}
  | {kind: 'saving'; done: number; total: number; bytes: number}
  /** current: the saved copy is this deploy's (unknown until the family's list is loaded). */
  | {kind: 'saved'; current?: boolean}
  | {kind: 'error'; reason: 'quota' | 'network' | 'refused'; needed?: number; available?: number};

let indexPromise: Promise<OfflineIndex> | undefined;
function loadIndex(): Promise<OfflineIndex> {
  indexPromise ??= fetch(OFFLINE_INDEX_PATH).then((r) => {
    if (!r.ok) throw new Error(`${OFFLINE_INDEX_PATH}: ${r.status}`);
    return r.json() as Promise<OfflineIndex>;
  });
  indexPromise.catch(() => (indexPromise = undefined));
  return indexPromise;
}

/** Size of the search index, which the worker measures (it knows the index's layout: one file or shards). */
async function searchIndexBytes(): Promise<number> {
  const registration = await navigator.serviceWorker.ready;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type !== 'offline:measured') return;
      navigator.serviceWorker.removeEventListener('message', onMessage);
      resolve(event.data.searchIndexBytes);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    registration.active?.postMessage({type: 'offline:measure'} satisfies ClientMessage);
  });
}

const supported = offlineSupported;

/**
 * `eager`: load the family's list and sizes at once (its first page, or the sidebar's panel once the reader has asked
 * for it); otherwise only when `load` is called (the sidebar, on every page, asks the network for nothing until the
 * reader turns to it). `initial`: the state when the caller knows it already (./OfflinePanel.tsx checked the caches).
 */
export function useFamilyOffline(
  familyId: string,
  eager: boolean,
  initial: OfflineState = {kind: 'loading'},
): {
  family: OfflineFamily | undefined;
  /** How many pages every family's copy holds besides the family's own (the index's `shared`). */
  sharedPages: number;
  bytes: number | undefined;
  state: OfflineState;
  load: () => void;
  save: () => Promise<void>;
  remove: () => Promise<void>;
} {
  const [family, setFamily] = useState<OfflineFamily>();
  const [sharedPages, setSharedPages] = useState(0);
  const [indexBytes, setIndexBytes] = useState<number>();
  const [state, setState] = useState<OfflineState>(initial);
  const [wanted, setWanted] = useState(eager);
  const load = useCallback(() => setWanted(true), []);

  useEffect(() => {
    // Without a worker or caches (an old browser, a page not served over HTTPS) the panel stays hidden.
    if (!supported()) return undefined;
    let live = true;
    void savedRevision(familyId).then(
      (revision) => live && setState((s) => (s.kind === 'loading' ? (revision ? {kind: 'saved'} : {kind: 'idle'}) : s)),
    );
    return () => {
      live = false;
    };
  }, [familyId]);

  useEffect(() => {
    if (!wanted || !supported()) return undefined;
    let live = true;
    loadIndex()
      .then(async (index) => {
        const found = index.families.find((f) => f.id === familyId);
        if (!live || !found) return;
        setFamily(found);
        setSharedPages(index.shared?.length ?? 0);
        const revision = await savedRevision(found.id);
        if (live && revision) setState({kind: 'saved', current: revision === found.revision});
        const size = await searchIndexBytes().catch(() => 0);
        if (live) setIndexBytes(size);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [familyId, wanted]);

  useEffect(() => {
    if (!supported()) return undefined;
    let live = true;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (!live || message?.family !== familyId) return;
      if (message.type === 'offline:progress') setState({kind: 'saving', ...message});
      else if (message.type === 'offline:saved') setState({kind: 'saved', current: true});
      else if (message.type === 'offline:error') setState({kind: 'error', reason: message.reason});
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      live = false;
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [familyId]);

  const bytes = family && indexBytes !== undefined ? family.bytes + indexBytes : family?.bytes;

  const save = useCallback(async () => {
    if (!family) return;
    const needed = bytes ?? family.bytes;
    try {
      const {quota = 0, usage = 0} = await navigator.storage.estimate();
      if (quota - usage < needed) {
        setState({kind: 'error', reason: 'quota', needed, available: Math.max(0, quota - usage)});
        return;
      }
      // Ask the browser not to evict the copy when space runs short; it may say no, and the copy is still kept
      // for as long as the browser allows.
      void navigator.storage.persist?.();
    } catch {
      setState({kind: 'error', reason: 'refused'});
      return;
    }
    setState({kind: 'saving', done: 0, total: family.files.length, bytes: 0});
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({type: 'offline:save', family: family.id} satisfies ClientMessage);
  }, [family, bytes]);

  const remove = useCallback(async () => {
    for (const key of await caches.keys()) {
      if (parseFamilyCacheName(key)?.family === familyId) await caches.delete(key);
    }
    setState({kind: 'idle'});
  }, [familyId]);

  return {family, sharedPages, bytes, state, load, save, remove};
}
