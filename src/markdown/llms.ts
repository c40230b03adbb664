/**
 * /llms.txt and /llms-full-<product>.txt, pure: the site's name, a summary, then each product's pages in sidebar order,
 * each a link to its Markdown twin with its description (the llms.txt convention); and per product the twins of all
 * its pages, one after the other. Links are site paths, as everywhere in the twins: the site runs on plant intranets
 * under host names the build does not know.
 */
import {twinPath, llmsFullPath} from './paths';

export interface LlmsPage {
  route: string;
  title: string;
  description: string;
}

export interface LlmsSection {
  /** The product's id (its llms-full file), or null for the pages of no product. */
  id: string | null;
  label: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  name: string;
  summary: string;
  sections: LlmsSection[];
}

/** Link text and descriptions are one line each, with no character that would end the link. */
const inline = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\[\]])/g, '\\$1');

export function llmsTxt(site: LlmsSite): string {
  const lines = [`# ${site.name}`, '', `> ${inline(site.summary)}`, ''];
  lines.push(
    '每个链接是一页文档的 Markdown 版本（网页地址加 `.md`）。每个产品的全部页面按侧边栏顺序合在一个文件里，见最后一节。',
    '',
  );
  for (const section of site.sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.label}`, '');
    for (const page of section.pages) {
      const description = page.description ? `: ${inline(page.description)}` : '';
      lines.push(`- [${inline(page.title)}](${twinPath(page.route)})${description}`);
    }
    lines.push('');
  }
  const full = site.sections.filter((s) => s.id !== null && s.pages.length > 0);
  if (full.length > 0) {
    lines.push('## 全文', '');
    for (const section of full) {
      lines.push(
        `- [${inline(section.label)}：全部文档](${llmsFullPath(section.id!)}): ${section.pages.length} 页，按侧边栏顺序`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * One product's pages in one file: a heading and summary, then each page's twin (which opens with its `# title`),
 * preceded by the line giving its address, so a tool that reads the file knows where each page lives.
 */
export function llmsFullTxt(siteName: string, section: LlmsSection, twins: ReadonlyMap<string, string>): string {
  const parts = [
    `# ${siteName}：${section.label}`,
    '',
    `> ${section.label}的全部 ${section.pages.length} 页文档，按侧边栏顺序。每页以「来源」一行开始，其后是该页的 Markdown 版本。`,
    '',
  ];
  for (const page of section.pages) {
    const twin = twins.get(page.route);
    if (twin === undefined) throw new Error(`llms-full: no Markdown twin of ${page.route}`);
    parts.push('---', '', `来源：[${page.route}](${page.route})`, '', twin.trimEnd(), '');
  }
  return parts.join('\n');
}
