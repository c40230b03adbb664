import {Parser} from 'htmlparser2';

export interface HtmlElement {
  attribs: Record<string, string>;
  /** The element's text content (raw for script and style). */
  text: string;
}

/**
 * Every element named `tag` in a page, with its attributes and text. A parser, not a regular expression: the build's
 * HTML minifier leaves attribute values unquoted where it can (`class=img_x`, `type=application/ld+json`).
 */
export function elementsOf(html: string, tag: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const open: HtmlElement[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === tag) open.push({attribs, text: ''});
      },
      ontext(text) {
        for (const element of open) element.text += text;
      },
      onclosetag(name) {
        if (name === tag && open.length) found.push(open.pop()!);
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return found;
}
