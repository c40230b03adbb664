/**
 * The engine's highlighted text, both ways: `escapeHtml` makes text safe to wrap in `<mark>` (what DocSearch and the
 * Algolia-shaped answers carry), and `parseMarked` turns such a value back into plain text segments, for the /search
 * page, which renders them as React text and `<mark>` elements and never as HTML.
 */

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export interface MarkedSegment {
  text: string;
  mark: boolean;
}

/**
 * Segments of a value made by escapeHtml and `<mark>`…`</mark>`. Any other markup stays text: the engine escapes
 * every `<` of the indexed text, so a tag can only be one it added.
 */
export function parseMarked(value: string): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  let mark = false;
  for (const part of value.split(/(<\/?mark>)/)) {
    if (part === '<mark>' || part === '</mark>') {
      mark = part === '<mark>';
      continue;
    }
    if (!part) continue;
    const text = part.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e]!);
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({text, mark});
  }
  return segments;
}
