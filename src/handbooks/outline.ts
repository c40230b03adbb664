/**
 * A family's handbook outline: its pages in sidebar order, under the sidebar's categories (which become the PDF's
 * bookmarks and its table of contents). Pages of the family that no sidebar lists follow, in the order the family's
 * first page links them (the open platform has no sidebar of its own).
 */
import {familyOfPath, type Family} from '../offline/families';

export interface SidebarItemSource {
  type?: string;
  id?: string;
  label?: string;
  items?: (SidebarItemSource | string)[];
}

export type OutlineNode = {kind: 'category'; label: string; children: OutlineNode[]} | {kind: 'page'; path: string};

export function familyOutline(
  family: Family,
  sidebarItems: (SidebarItemSource | string)[],
  permalinkOf: (docId: string) => string | undefined,
  familyPages: string[],
  landingLinks: string[],
): OutlineNode[] {
  const placed = new Set<string>();
  const walk = (items: (SidebarItemSource | string)[]): OutlineNode[] =>
    items.flatMap((item): OutlineNode[] => {
      const docId = typeof item === 'string' ? item : item.type === 'doc' || !item.type ? item.id : undefined;
      if (docId) {
        const permalink = permalinkOf(docId);
        if (!permalink || familyOfPath(`${permalink}/`)?.id !== family.id || placed.has(permalink)) return [];
        placed.add(permalink);
        return [{kind: 'page', path: permalink}];
      }
      if (typeof item !== 'string' && item.type === 'category') {
        const children = walk(item.items ?? []);
        return children.length > 0 ? [{kind: 'category', label: item.label ?? '', children}] : [];
      }
      return [];
    });
  const outline = walk(sidebarItems);
  const rest = familyPages.filter((p) => !placed.has(p));
  const rank = (p: string) =>
    p === family.landing ? -1 : landingLinks.indexOf(p) >= 0 ? landingLinks.indexOf(p) : 1e6;
  rest.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [...outline, ...rest.map((p): OutlineNode => ({kind: 'page', path: p}))];
}

export function outlinePages(outline: OutlineNode[]): string[] {
  return outline.flatMap((node) => (node.kind === 'page' ? [node.path] : outlinePages(node.children)));
}
