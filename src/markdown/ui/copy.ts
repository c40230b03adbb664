/**
 * The copying half of「复制为 Markdown」, loaded on the first sign of use: fetches a twin once (the service worker
 * answers from a saved family when the network is gone) and puts it on the clipboard. Without the Clipboard API the
 * copy works only while the click's user activation lasts (src/utils/clipboard.ts): hence the fetch starts before the
 * click (prefetch).
 */
import {copyWithTextField} from '@site/src/utils/clipboard';

const texts = new Map<string, Promise<string>>();

export function prefetch(url: string): Promise<string> {
  let text = texts.get(url);
  if (!text) {
    text = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
    text.catch(() => texts.delete(url));
    texts.set(url, text);
  }
  return text;
}

/** Copies the twin at `url`; false when neither the Clipboard API nor the fallback could. */
export async function copyTwin(url: string): Promise<boolean> {
  const text = prefetch(url);
  if (window.isSecureContext && navigator.clipboard) {
    try {
      // A promise in the ClipboardItem keeps the click's permission to write while the text arrives (Safari).
      if (typeof ClipboardItem !== 'undefined') {
        const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
        await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      return true;
    } catch {
      // Refused (no permission, document not focused): the text field may still work.
    }
  }
  return copyWithTextField(await text);
}
