/**
 * Where the Markdown twins and the llms.txt files are published: shared by the build step (./plugin.ts), the offline
 * families (src/offline/plugin.ts) and the「复制为 Markdown」button (./ui/).
 */

/** A doc page's twin: `/docs/a/b` → `/docs/a/b.md`. */
export function twinPath(route: string): string {
  return `${route.replace(/\/+$/, '')}.md`;
}

/** The site's index for readers' tools (the llms.txt convention). */
export const LLMS_PATH = '/llms.txt';

/** Every page of one product, in sidebar order, in one file. */
export const llmsFullPath = (product: string) => `/llms-full-${product}.txt`;

/** Where images that the pages inline (data: URLs) are written for the twins to link, by content hash. */
export const TWIN_IMAGE_DIR = '/assets/images';
