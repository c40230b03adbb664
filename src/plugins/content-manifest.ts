/**
 * Writes .docusaurus/content-manifest.json after content loads: every doc with its route, sidebar and front matter,
 * and every sidebar as a flat list of doc ids. scripts/check-content.ts reads it together with the built HTML.
 * Nothing of it is published: it stays in the generated-files folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

export interface ManifestDoc {
  id: string;
  permalink: string;
  source: string;
  sidebar: string | null;
  title: string;
  description: string;
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
}

export interface ContentManifest {
  docs: ManifestDoc[];
  sidebars: Record<string, string[]>;
}

export const MANIFEST_FILE = 'content-manifest.json';

interface SidebarItemLike {
  type: string;
  id?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}

function docIds(items: SidebarItemLike[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return item.id ? [item.id] : [];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...docIds(item.items ?? [])];
    }
    return [];
  });
}

export default function contentManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'content-manifest',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('content-manifest: the docs plugin produced no content');
      const [version] = docsContent.loadedVersions;
      const manifest: ContentManifest = {
        docs: version.docs.map((doc) => ({
          id: doc.id,
          permalink: doc.permalink,
          source: doc.source.replace(/^@site\//, ''),
          sidebar: doc.sidebar ?? null,
          title: doc.title,
          description: doc.description,
          frontMatter: doc.frontMatter as Record<string, unknown>,
          unlisted: doc.unlisted,
        })),
        sidebars: Object.fromEntries(
          Object.entries(version.sidebars).map(([name, items]) => [
            name,
            docIds(items as unknown as SidebarItemLike[]),
          ]),
        ),
      };
      await fs.mkdir(context.generatedFilesDir, {recursive: true});
      await fs.writeFile(path.join(context.generatedFilesDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    },
  };
}
