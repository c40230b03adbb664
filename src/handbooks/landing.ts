/**
 * Fills the handbook slot of a family's first page in the built HTML (src/handbooks/slot.ts): with the PDF's page
 * count, size and link when the handbook was printed, empty and hidden (as the site build renders it) when not.
 * Run by `npm run build:handbooks` before the nginx configuration is generated, which hashes the pages' inline
 * scripts (this adds none).
 */
import {Parser} from 'htmlparser2';
import {SLOT, linkText, type HandbookFacts} from './slot';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Where the family's slot element starts and ends (end exclusive) in the page, and its attributes. */
interface Found {
  tag: string;
  start: number;
  end: number;
  attribs: Record<string, string>;
}

function findSlot(html: string, family: string): Found {
  let found: Found | undefined;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (depth > 0) depth += 1;
        else if (!found && attribs[SLOT.family] === family) {
          found = {tag, start: parser.startIndex, end: -1, attribs};
          depth = 1;
        }
      },
      onclosetag(_tag, implied) {
        if (depth === 0) return;
        depth -= 1;
        // The minifier leaves out end tags HTML allows to leave out (`<p …></article>`): an element closed that way
        // ends where the tag that closed it starts.
        if (depth === 0) found!.end = implied ? parser.startIndex : parser.endIndex + 1;
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  if (!found || found.end < 0) throw new Error(`handbooks: no ${SLOT.family}="${family}" slot in the page`);
  return found;
}

export function fillSlot(html: string, family: string, href: string, facts: HandbookFacts | undefined): string {
  const {tag, start, end, attribs} = findSlot(html, family);
  const label = attribs[SLOT.label];
  if (!label) throw new Error(`handbooks: the ${family} slot has no ${SLOT.label}`);
  const kept = Object.entries(attribs).filter(([name]) => ![SLOT.pages, SLOT.bytes, 'hidden'].includes(name));
  const added = facts
    ? [
        [SLOT.pages, String(facts.pages)],
        [SLOT.bytes, String(facts.bytes)],
      ]
    : [['hidden', '']];
  const attributes = [...kept, ...added].map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
  const link = facts ? `<a href="${escapeAttribute(href)}" download="">${escapeText(linkText(label, facts))}</a>` : '';
  return `${html.slice(0, start)}<${tag} ${attributes}>${link}</${tag}>${html.slice(end)}`;
}
