/**
 * What a report can point at, read from the page when the reader opens「报告问题」: the text the reader selected in the
 * page's content (none outside it: the navbar or sidebar say nothing about the page), the page's sections (its h2 and
 * h3, as in its table of contents), and the section nearest the reader: the one holding the selection, or the last
 * one begun above the upper third of the window. The reader sees all of it, and can change or drop it, before sending.
 */
import {MAX_HEADING, MAX_SELECTION} from '../protocol';

export interface Section {
  id: string;
  text: string;
}

export interface ReportContext {
  sections: Section[];
  /** The id of the section nearest the reader, '' for none (the whole page). */
  nearest: string;
  /** The selected text, '' for none. */
  selection: string;
}

/** Zero-width characters (the headings' anchor links hold one), then spaces at the ends. */
function tidy(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The selected part of `root` as a range of its own, or null when the selection lies outside it. */
function rangeIn(root: Element, range: Range | null): Range | null {
  if (!range || range.collapsed || !range.intersectsNode(root)) return null;
  const inside = range.cloneRange();
  if (!root.contains(inside.startContainer)) inside.setStart(root, 0);
  if (!root.contains(inside.endContainer)) inside.setEnd(root, root.childNodes.length);
  return inside;
}

/**
 * `pageWords` turns the selected text back into the page's own words where the page shows the reader's own values
 * (src/myenv), before it is cut to length.
 */
export function readContext(
  range: Range | null,
  doc: Document = document,
  pageWords: (text: string) => string = (text) => text,
): ReportContext {
  const root = doc.querySelector('.theme-doc-markdown');
  if (!root) return {sections: [], nearest: '', selection: ''};
  const headings = Array.from(root.querySelectorAll('h2[id], h3[id]'));
  const sections = headings.map((h) => ({id: h.id, text: tidy(h.textContent ?? '').slice(0, MAX_HEADING)}));
  const selected = rangeIn(root, range);
  const selection = selected ? pageWords(tidy(selected.toString())).slice(0, MAX_SELECTION) : '';
  let nearest = -1;
  if (selected && selection) {
    const start = selected.startContainer;
    headings.forEach((h, i) => {
      // The heading comes before the selection's start, or holds it.
      if (h.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING) nearest = i;
    });
  } else {
    const line = (doc.defaultView?.innerHeight ?? 0) / 3;
    headings.forEach((h, i) => {
      if (h.getBoundingClientRect().top <= line) nearest = i;
    });
  }
  return {sections, nearest: nearest >= 0 ? sections[nearest]!.id : '', selection};
}
