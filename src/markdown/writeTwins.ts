/**
 * Writes the Markdown twins of a built site: `<page>.md` beside each doc page's and Markdown page's HTML
 * (./convert.ts), the images the pages inline as data: URLs as files for the twins to link, /llms.txt and one
 * /llms-full-<product>.txt per product (./llms.ts). The plugin (./plugin.ts) runs this file in a worker thread, beside
 * the search index's; tests call writeTwins directly.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {pageToMarkdown} from './convert';
import {llmsFullTxt, llmsTxt, type LlmsSite} from './llms';
import {LLMS_PATH, TWIN_IMAGE_DIR, llmsFullPath, twinPath} from './paths';

export interface TwinJob {
  outDir: string;
  /** The routes of the doc pages and the Markdown pages (src/pages/*.mdx). */
  routes: string[];
  /** What /llms.txt lists: every page of `routes` once, by product in sidebar order. */
  llms: LlmsSite;
}

export interface TwinResult {
  /** Site path of each page's twin, by route. */
  twins: Record<string, string>;
  /** Site paths of every file written: twins, images, the llms files. */
  files: string[];
  /** Their total size in bytes. */
  bytes: number;
}

const IMAGE_TYPES: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The bytes and file extension of a data: URL. */
export function decodeDataUrl(url: string): {data: Buffer; ext: string} {
  const m = /^data:([^;,]+)((?:;[^;,]+)*),(.*)$/s.exec(url);
  if (!m) throw new Error(`markdown: not a data: URL: ${url.slice(0, 40)}…`);
  const ext = IMAGE_TYPES[m[1]!.toLowerCase()];
  if (!ext) throw new Error(`markdown: an inlined image of type ${m[1]} has no file extension here`);
  const base64 = m[2]!.split(';').includes('base64');
  return {data: base64 ? Buffer.from(m[3]!, 'base64') : Buffer.from(decodeURIComponent(m[3]!), 'utf8'), ext};
}

export async function writeTwins({outDir, routes, llms}: TwinJob): Promise<TwinResult> {
  const out = new Map<string, string | Buffer>();
  const images = new Map<string, string>();
  const image = (dataUrl: string) => {
    let url = images.get(dataUrl);
    if (!url) {
      const {data, ext} = decodeDataUrl(dataUrl);
      const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);
      url = `${TWIN_IMAGE_DIR}/twin-${hash}.${ext}`;
      images.set(dataUrl, url);
      out.set(url, data);
    }
    return url;
  };
  const twins = new Map<string, string>();
  for (const route of routes) {
    const html = await fs.readFile(path.join(outDir, `${route.replace(/^\/+/, '')}.html`), 'utf8');
    const markdown = pageToMarkdown(html, route, {image});
    if (markdown === undefined)
      throw new Error(`markdown: ${route} has no article (a doc's .theme-doc-markdown, or a page's <main> <article>)`);
    twins.set(route, markdown);
    out.set(twinPath(route), markdown);
  }
  out.set(LLMS_PATH, llmsTxt(llms));
  for (const section of llms.sections) {
    if (section.id !== null && section.pages.length > 0) {
      out.set(llmsFullPath(section.id), llmsFullTxt(llms.name, section, twins));
    }
  }
  let bytes = 0;
  await Promise.all(
    [...out].map(async ([url, content]) => {
      const file = path.join(outDir, ...url.split('/').filter(Boolean));
      await fs.mkdir(path.dirname(file), {recursive: true});
      await fs.writeFile(file, content);
      bytes += Buffer.byteLength(content);
    }),
  );
  return {twins: Object.fromEntries([...twins.keys()].map((r) => [r, twinPath(r)])), files: [...out.keys()], bytes};
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  writeTwins(workerData as TwinJob).then(
    (result) => port.postMessage({result}),
    (error: unknown) =>
      port.postMessage({error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
  );
}
