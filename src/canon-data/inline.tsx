/**
 * The inline markup the canon's YAML text may hold, for the table components: `code` becomes inline code and
 * [text](/docs/…) a site link (through <Link>, so the build's broken-link check sees it); everything else is text,
 * never HTML.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

const TOKEN = /`([^`]+)`|\[([^\]]+)\]\((\/[^)\s]+)\)/g;

export function inline(text: string | undefined): ReactNode {
  if (!text) return '';
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(
      m[1] !== undefined ? (
        <code key={m.index}>{m[1]}</code>
      ) : (
        <Link key={m.index} to={m[3]}>
          {m[2]}
        </Link>
      ),
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.length === 1 ? out[0] : out;
}
