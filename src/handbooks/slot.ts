/**
 * The handbook link's place on a family's first page, shared by the page (HandbookLink.tsx) and
 * `npm run build:handbooks` (landing.ts), which fills it in the built HTML. The site is rendered before the PDFs are
 * printed, so the page renders an empty, hidden slot that carries the link's wording; the handbook build writes the
 * PDF's page count and size into it, with the link, and the render that hydrates the page reads them back from it:
 * the served HTML has the link, with JavaScript or without, and hydration renders the same.
 */
import {formatBytes} from '../offline/ui/formatBytes';

export interface HandbookFacts {
  pages: number;
  bytes: number;
}

/** The slot's attributes: the family, the wording (with {pages} and {size}) and, once filled, the PDF's facts. */
export const SLOT = {
  family: 'data-handbook',
  label: 'data-label',
  pages: 'data-pages',
  bytes: 'data-bytes',
} as const;

/** The link text: the wording with the page count and the size. */
export function linkText(label: string, facts: HandbookFacts): string {
  return label.replace('{pages}', String(facts.pages)).replace('{size}', formatBytes(facts.bytes));
}

/** The facts a filled slot carries; undefined for an empty one. */
export function slotFacts(attribute: (name: string) => string | null | undefined): HandbookFacts | undefined {
  const pages = Number(attribute(SLOT.pages));
  const bytes = Number(attribute(SLOT.bytes));
  return pages > 0 && bytes > 0 ? {pages, bytes} : undefined;
}
