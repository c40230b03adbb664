/**
 * The reader's values, kept in this browser only (localStorage, never sent): read, saved, cleared, and watched by the
 * copy buttons and the page's substitution. Other tabs follow through the `storage` event.
 */
import type {Values} from '../engine/fill';

export const STORAGE_KEY = 'docs.myenv';
const CHANGED = 'docs-myenv-change';

let cachedRaw: string | null = null;
let cached: Values | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a locked-down browser): the pages keep their samples.
    return null;
  }
}

/** The saved values, or null when none is set; the same object until they change (a useSyncExternalStore snapshot). */
export function readValues(): Values | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = null;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      // Only short strings: whatever another script left under the key can only ever become text.
      const entries = Object.entries(parsed).filter(([, v]) => typeof v === 'string' && v !== '' && v.length <= 253);
      if (entries.length > 0) cached = Object.fromEntries(entries) as Values;
    }
  } catch {
    cached = null;
  }
  return cached;
}

export function saveValues(values: Values): void {
  const entries = Object.entries(values).filter(([, v]) => v !== '');
  if (entries.length === 0) clearValues();
  else {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
    window.dispatchEvent(new Event(CHANGED));
  }
}

export function clearValues(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGED));
  }
}

/** Calls `onChange` whenever the values change, in this tab or another. */
export function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
