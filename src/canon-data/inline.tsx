/**
 * The inline markup the canon's YAML text may hold, for the table components: `code` becomes inline code and
 * [text](/docs/…) a site link (through <Link>, so the broken-link check sees it); everything else is text, never HTML.
 * The YAML puts a space between a link and Chinese text, as the typography lint asks of plain text
 * (`见 [复位](/docs/…)`); on the page the link joins its Chinese neighbours, as the Markdown pages write it.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

const TOKEN = /`([^`]+)`|( ?)\[([^\]]+)\]\((\/[^)\s]+)\)( ?)/g;
/** A Chinese character or full-width punctuation: a link's neighbour that takes no space. */
const CHINESE = /[\p{Script=Han}「」，。；：、（）]/u;

export function inline(text: string | undefined): ReactNode {
  if (!text) return '';
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    let before = text.slice(last, m.index);
    if (m[1] !== undefined) {
      if (before) out.push(before);
      out.push(<code key={m.index}>{m[1]}</code>);
    } else {
      const prev = before.slice(-1);
      const next = text.charAt(m.index + m[0].length);
      if (m[2] && !CHINESE.test(prev)) before += ' ';
      if (before) out.push(before);
      out.push(
        <Link key={m.index} to={m[4]}>
          {m[3]}
        </Link>,
      );
      if (m[5] && !CHINESE.test(next)) out.push(' ');
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.length === 1 ? out[0] : out;
}
