/** Whether this browser can keep a family offline, and which revision of a family it keeps: the panel's first facts. */
import {parseFamilyCacheName} from '../protocol';

export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;
}

/** The revision of the family's saved copy, or null when none is saved. */
export async function savedRevision(familyId: string): Promise<string | null> {
  for (const key of await caches.keys()) {
    const parsed = parseFamilyCacheName(key);
    if (parsed?.family === familyId) return parsed.revision;
  }
  return null;
}
