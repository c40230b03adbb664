/**
 * Copying text to the clipboard on the plant's networks. The Clipboard API needs a secure context (HTTPS or
 * localhost); an intranet that serves the site over plain HTTP has none, so the text is then copied from a selected,
 * hidden text field with execCommand (deprecated, but the only way without the API), which works only while the
 * click's user activation lasts.
 */

/** Copies `text` through a hidden, selected text field; false when the browser refused. */
export function copyWithTextField(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } finally {
    field.remove();
    focused?.focus();
  }
}

/** Copies `text`: the Clipboard API where there is one, else the text field; false when neither could. */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied (no focus, no permission): the text field may still work.
    }
  }
  return copyWithTextField(text);
}
