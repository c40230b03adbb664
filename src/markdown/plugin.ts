/**
 * The Markdown twins, build side. After the build, every doc page and Markdown page gets its twin (`/docs/a/b.md`,
 * `/markdown-page.md`, ./convert.ts), and the site gets /llms.txt and one /llms-full-<product>.txt per product
 * (./llms.ts), in a worker thread (./writeTwins.ts, bundled at load) beside the search index's. The offline families
 * list the twins as files of their pages, so the plugin exposes `twinsWritten(outDir)`: the offline plugin's postBuild,
 * which runs concurrently with this one, waits on it through the `plugins` of its props (twinsOf below) before it
 * reads the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Metadata as PageMetadata} from '@docusaurus/plugin-content-pages';
import {bundleWorkerScript} from '../../lib/workerScript';
import {FAMILIES} from '../offline/families';
import {productOfPath} from '../products';
import {familyOutline, outlinePages, type SidebarItemSource} from '../handbooks/outline';
import {COMPANY_NAME, SITE_TITLE} from '../config/site';
import sidebars from '../../sidebars';
import type {LlmsPage, LlmsSection, LlmsSite} from './llms';
import type {TwinJob, TwinResult} from './writeTwins';

export const MARKDOWN_PLUGIN_NAME = 'markdown-twins';

export interface DocInfo {
  permalink: string;
  id: string;
  title: string;
  description: string;
  unlisted: boolean;
}

/** The pages /llms.txt lists: those of no product first, then each product's in its sidebar's order. */
export function llmsSite(docs: DocInfo[], landingLinks: (route: string) => string[]): LlmsSite {
  const listed = docs.filter((d) => !d.unlisted);
  const page = (route: string): LlmsPage => {
    const doc = listed.find((d) => d.permalink === route)!;
    return {route, title: doc.title, description: doc.description};
  };
  const permalinks = new Map(listed.map((d) => [d.id, d.permalink]));
  const sections: LlmsSection[] = [];
  const none = listed
    .map((d) => d.permalink)
    .filter((p) => !productOfPath(`${p}/`))
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  sections.push({id: null, label: '全站', pages: none.map(page)});
  for (const family of FAMILIES) {
    const familyPages = listed.map((d) => d.permalink).filter((p) => productOfPath(`${p}/`)?.id === family.id);
    const items = (family.sidebar ? sidebars[family.sidebar] : []) as unknown as SidebarItemSource[];
    const outline = familyOutline(family, items, (id) => permalinks.get(id), familyPages, landingLinks(family.landing));
    sections.push({id: family.id, label: family.label, pages: outlinePages(outline).map(page)});
  }
  const names = FAMILIES.map((f) => f.label).join('、');
  return {
    name: SITE_TITLE,
    summary:
      `${COMPANY_NAME}的产品文档（简体中文）：${names}。` +
      '包括产品介绍、安装与配置、操作指南、HTTP 与 MQTT 接口参考、错误码和版本说明。',
    sections,
  };
}

/** Runs ./writeTwins.ts, bundled into `script`, in a worker thread. */
function writeTwinsInWorker(script: string, job: TwinJob): Promise<TwinResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, {workerData: job});
    worker.once('message', (message: {result?: TwinResult; error?: string}) =>
      message.result ? resolve(message.result) : reject(new Error(`markdown twins: ${message.error}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`markdown twins: the worker stopped (exit code ${code})`)));
  });
}

export interface MarkdownPlugin extends Plugin {
  /** The twins of the build in outDir, written once however many callers ask. */
  twinsWritten: (outDir: string) => Promise<TwinResult>;
}

/** The twins written into outDir, if the site has this plugin; waits until they are. */
export async function twinsOf(plugins: readonly {name: string}[], outDir: string): Promise<TwinResult | undefined> {
  const plugin = plugins.find((p) => p.name === MARKDOWN_PLUGIN_NAME) as MarkdownPlugin | undefined;
  return plugin?.twinsWritten(outDir);
}

export default function markdownTwinsPlugin(context: LoadContext): MarkdownPlugin {
  const workerScript = path.join(context.generatedFilesDir, 'markdown', 'writeTwins.js');
  let docs: DocInfo[] = [];
  const jobs = new Map<string, Promise<TwinResult>>();
  const twinsWritten = (outDir: string) => {
    let job = jobs.get(outDir);
    if (!job) {
      const landingLinks = (route: string) => {
        const html = fs.readFileSync(path.join(outDir, `${route.replace(/^\/+/, '')}.html`), 'utf8');
        const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
        return [...article.matchAll(/href="?(\/docs\/[^"#\s>]+)/g)].map((m) => m[1]!);
      };
      job = writeTwinsInWorker(workerScript, {
        outDir,
        routes: docs.map((d) => d.permalink),
        llms: llmsSite(docs, landingLinks),
      });
      jobs.set(outDir, job);
    }
    return job;
  };
  return {
    name: MARKDOWN_PLUGIN_NAME,
    twinsWritten,
    async loadContent() {
      await bundleWorkerScript(path.join(__dirname, 'writeTwins.ts'), workerScript);
    },
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!content) throw new Error('markdown twins: the docs plugin produced no content');
      docs = content.loadedVersions[0]!.docs.map((d) => ({
        // The docs' home is /docs/ to the docs plugin, built as docs.html and linked as /docs (trailingSlash: false).
        permalink: d.permalink.replace(/(.)\/+$/, '$1'),
        id: d.id,
        title: d.title,
        description: d.description,
        unlisted: d.unlisted,
      }));
      // The Markdown pages (src/pages/*.mdx: 阅读约定 with「我的环境」) are documentation too; the React pages are not.
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PageMetadata[];
      for (const page of pages) {
        if (page.type !== 'mdx') continue;
        const {title, description} = page.frontMatter;
        if (typeof title !== 'string' || typeof description !== 'string')
          throw new Error(`markdown twins: ${page.source} needs a title and a description in its front matter`);
        docs.push({
          permalink: page.permalink,
          id: `page:${page.permalink}`,
          title,
          description,
          unlisted: page.unlisted,
        });
      }
    },
    async postBuild({outDir}) {
      await twinsWritten(outDir);
    },
  };
}
