/**
 * Copies text to the clipboard. Plant intranets often serve the site over plain http, where the Clipboard API does
 * not exist (secure contexts only); there the text is copied through a selected off-screen textarea instead.
 */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied (no focus, no permission): try the selection below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  const active = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  // execCommand is deprecated but is the only way to copy without the Clipboard API.
  const ok = document.execCommand('copy');
  area.remove();
  active?.focus();
  return ok;
}
