/**
 * Runs in the page that prints a handbook (src/handbooks/build.ts): replaces the page's body with the cover, the table
 * of contents and the articles of the family's pages, in outline order. Headings are renumbered under the outline
 * (category → page → the page's sections), which gives the PDF its bookmarks; ids are made unique per page and links
 * between the family's pages point inside the document; links elsewhere on the site become absolute addresses.
 */
import type {OutlineNode} from './outline';

export interface AssembleInput {
  title: string;
  version: string;
  date: string;
  siteUrl: string;
  outline: OutlineNode[];
  /** Page numbers of each section id, from a first printing; empty on the first one. */
  pageNumbers: Record<string, number>;
}

const slug = (path: string) => 'p' + path.replace(/[^a-zA-Z0-9]+/g, '-');

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function renameHeading(heading: Element, level: number): HTMLElement {
  const renamed = document.createElement(`h${Math.min(6, level)}`);
  for (const attr of Array.from(heading.attributes)) renamed.setAttribute(attr.name, attr.value);
  renamed.append(...Array.from(heading.childNodes));
  heading.replaceWith(renamed);
  return renamed;
}

export async function assemble(input: AssembleInput): Promise<string[]> {
  const pages = new Set<string>();
  const collect = (nodes: OutlineNode[]) =>
    nodes.forEach((n) => (n.kind === 'page' ? pages.add(n.path) : collect(n.children)));
  collect(input.outline);

  const parser = new DOMParser();
  const articles = new Map<string, {title: string; body: HTMLElement}>();
  await Promise.all(
    [...pages].map(async (path) => {
      const html = await (await fetch(path)).text();
      const doc = parser.parseFromString(html, 'text/html');
      const body = doc.querySelector('article .theme-doc-markdown') as HTMLElement | null;
      if (!body) throw new Error(`handbook: ${path} has no article`);
      const title = body.querySelector('h1')?.textContent?.trim() ?? path;
      body.querySelector('header')?.remove();
      body.querySelector(':scope > h1')?.remove();
      articles.set(path, {title, body: document.adoptNode(body)});
    }),
  );

  const sections: string[] = [];
  const main = el('div', 'handbook markdown');
  const cover = el('section', 'handbook-cover');
  cover.append(
    el('p', 'handbook-cover-kicker', '产品手册'),
    el('p', 'handbook-cover-title', input.title),
    el('p', 'handbook-cover-meta', `版本 ${input.version} · ${input.date}`),
    el('p', 'handbook-cover-meta', `在线版：${input.siteUrl}`),
  );
  const toc = el('nav', 'handbook-toc');
  toc.append(el('p', 'handbook-toc-title', '目录'));
  main.append(cover, toc);

  const tocEntry = (label: string, id: string, depth: number) => {
    const row = el('p', `handbook-toc-row depth-${depth}`);
    const link = el('a', '', label);
    link.href = `#${id}`;
    const number = input.pageNumbers[id];
    row.append(link, el('span', 'handbook-toc-page', number ? String(number) : '000'));
    toc.append(row);
  };

  let categoryCount = 0;
  const place = (nodes: OutlineNode[], depth: number) => {
    for (const node of nodes) {
      if (node.kind === 'category') {
        const id = `c${++categoryCount}`;
        sections.push(id);
        const heading = el(`h${Math.min(6, depth)}` as 'h1', 'handbook-category', node.label);
        heading.id = id;
        main.append(heading);
        tocEntry(node.label, id, depth);
        place(node.children, depth + 1);
        continue;
      }
      const {title, body} = articles.get(node.path)!;
      const id = slug(node.path);
      sections.push(id);
      const section = el('section', 'handbook-page');
      const heading = el(`h${Math.min(6, depth)}` as 'h1', 'handbook-page-title', title);
      heading.id = id;
      for (const element of Array.from(body.querySelectorAll('[id]'))) element.id = `${id}--${element.id}`;
      for (const h of Array.from(body.querySelectorAll('h2, h3, h4, h5, h6'))) {
        renameHeading(h, depth + Number(h.tagName[1]) - 1);
      }
      section.append(heading, ...Array.from(body.childNodes));
      main.append(section);
      tocEntry(title, id, depth);
    }
  };
  place(input.outline, 1);

  for (const anchor of Array.from(main.querySelectorAll('a.hash-link'))) anchor.remove();
  for (const button of Array.from(main.querySelectorAll('.theme-code-block button'))) button.remove();
  for (const link of Array.from(main.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = link.getAttribute('href')!;
    if (href.startsWith('#') && link.closest('.handbook-toc')) continue;
    const section = link.closest('.handbook-page')?.querySelector('.handbook-page-title')?.id;
    if (href.startsWith('#')) {
      link.setAttribute('href', `#${section}--${href.slice(1)}`);
      continue;
    }
    if (!href.startsWith('/')) continue;
    const [path, hash] = href.split('#');
    link.setAttribute(
      'href',
      pages.has(path) ? `#${slug(path)}${hash ? `--${hash}` : ''}` : new URL(href, input.siteUrl).href,
    );
  }
  for (const img of Array.from(main.querySelectorAll('img'))) img.loading = 'eager';

  document.body.replaceChildren(main);
  document.documentElement.setAttribute('data-theme', 'light');
  await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
  await document.fonts.ready;
  return sections;
}
