/**
 * The answer's Markdown as React elements, from an allow-list: paragraphs, headings (shown as bold paragraphs, the
 * dialog has its own headings), lists, block and inline code, emphasis, tables, links and line breaks. The model's
 * text never becomes HTML: raw HTML shows as text, an image shows as its alt text (nothing is ever loaded from model
 * output), a link is kept only when it goes to a page of this site, and `[n]` becomes a link to the n-th cited section.
 * Everything else renders as its plain text. Parsed with micromark (mdast-util-from-markdown, GFM tables, the
 * CJK-friendly emphasis rules the docs also use), which never executes or fetches anything.
 */
import React, {type ReactNode} from 'react';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmTable} from 'micromark-extension-gfm-table';
import {gfmTableFromMarkdown} from 'mdast-util-gfm-table';
import {cjkFriendlyExtension} from 'micromark-extension-cjk-friendly';
import type {Nodes, PhrasingContent, Table} from 'mdast';
import * as messages from './messages';

export interface MarkdownOptions {
  /** URLs (absolute) of the cited sections: `[n]` links to the n-th. */
  citations: readonly string[];
  /** This site's origin: links elsewhere render as text. */
  origin: string;
  /** Renders a link to a page of this site (the site's router link in the page; a plain anchor by default). */
  renderLink?: (path: string, children: ReactNode, key: string) => ReactNode;
}

/** The same-site path of a URL (path, query and hash), or null when it leaves the site or is not http(s). */
export function sitePath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const CITATION = /\[(\d{1,2})\]/g;

function plainText(node: Nodes): string {
  if ('value' in node) return node.value;
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  return '';
}

export function renderMarkdown(markdown: string, options: MarkdownOptions): ReactNode {
  const tree = fromMarkdown(markdown, {
    extensions: [gfmTable(), cjkFriendlyExtension()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
  const link =
    options.renderLink ??
    ((path: string, children: ReactNode, key: string) => (
      <a key={key} href={path}>
        {children}
      </a>
    ));

  const citations = (text: string, key: string): ReactNode[] => {
    const out: ReactNode[] = [];
    let last = 0;
    for (const match of text.matchAll(CITATION)) {
      const n = Number(match[1]);
      const target = options.citations[n - 1];
      const path = target ? sitePath(target, options.origin) : null;
      if (!path) continue;
      out.push(text.slice(last, match.index));
      out.push(
        <sup key={`${key}c${match.index}`} className="ask-ai-cite">
          {link(path, `[${n}]`, `${key}l${match.index}`)}
        </sup>,
      );
      last = match.index + match[0].length;
    }
    out.push(text.slice(last));
    return out;
  };

  const children = (nodes: readonly Nodes[], key: string): ReactNode[] =>
    nodes.map((child, i) => render(child, `${key}.${i}`));

  const tableRows = (table: Table, key: string) => {
    const [head, ...body] = table.children;
    const cells = (row: Table['children'][number], Tag: 'th' | 'td', rowKey: string) =>
      row.children.map((cell, i) => (
        <Tag key={i} {...(Tag === 'th' ? {scope: 'col'} : {})}>
          {children(cell.children as PhrasingContent[], `${rowKey}.${i}`)}
        </Tag>
      ));
    return (
      <div key={key} className="ask-ai-table">
        <table>
          {head && (
            <thead>
              <tr>{cells(head, 'th', `${key}h`)}</tr>
            </thead>
          )}
          <tbody>
            {body.map((row, r) => (
              <tr key={r}>{cells(row, 'td', `${key}b${r}`)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  function render(node: Nodes, key: string): ReactNode {
    switch (node.type) {
      case 'root':
        return <React.Fragment key={key}>{children(node.children, key)}</React.Fragment>;
      case 'paragraph':
        return <p key={key}>{children(node.children, key)}</p>;
      case 'heading':
        return (
          <p key={key}>
            <strong>{children(node.children, key)}</strong>
          </p>
        );
      case 'text':
        return <React.Fragment key={key}>{citations(node.value, key)}</React.Fragment>;
      case 'emphasis':
        return <em key={key}>{children(node.children, key)}</em>;
      case 'strong':
        return <strong key={key}>{children(node.children, key)}</strong>;
      case 'inlineCode':
        return <code key={key}>{node.value}</code>;
      case 'code':
        return (
          <pre key={key}>
            <code>{node.value}</code>
          </pre>
        );
      case 'list':
        return node.ordered ? (
          <ol key={key} {...(node.start && node.start !== 1 ? {start: node.start} : {})}>
            {children(node.children, key)}
          </ol>
        ) : (
          <ul key={key}>{children(node.children, key)}</ul>
        );
      case 'listItem':
        // A tight list's paragraphs render as their content, as Markdown renderers do.
        return (
          <li key={key}>
            {node.spread
              ? children(node.children, key)
              : node.children.map((c, i) =>
                  c.type === 'paragraph' ? (
                    <React.Fragment key={i}>{children(c.children, `${key}.${i}`)}</React.Fragment>
                  ) : (
                    render(c, `${key}.${i}`)
                  ),
                )}
          </li>
        );
      case 'blockquote':
        return <blockquote key={key}>{children(node.children, key)}</blockquote>;
      case 'break':
        return <br key={key} />;
      case 'thematicBreak':
        return <hr key={key} />;
      case 'table':
        return tableRows(node, key);
      case 'link': {
        const path = sitePath(node.url, options.origin);
        const content = children(node.children, key);
        return path ? link(path, content, key) : <React.Fragment key={key}>{content}</React.Fragment>;
      }
      case 'image':
        // Never loaded: the alt text stands in, marked so the reader sees something was left out.
        return node.alt ? (
          <span key={key} className="ask-ai-image">
            {messages.imageLeftOut(node.alt)}
          </span>
        ) : null;
      case 'html':
        return <React.Fragment key={key}>{node.value}</React.Fragment>;
      default:
        return <React.Fragment key={key}>{plainText(node)}</React.Fragment>;
    }
  }

  return render(tree, 'm');
}
