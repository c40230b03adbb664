/** Compiles a page with Docusaurus's own MDX pipeline, so syntax errors show before a full build. */
import path from 'node:path';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import remarkCjkFriendly from 'remark-cjk-friendly';
import {ROOT, type DocSource} from './docs';

const markdownConfig = {
  ...DEFAULT_MARKDOWN_CONFIG,
  emoji: true,
  hooks: {...DEFAULT_MARKDOWN_CONFIG.hooks, onBrokenMarkdownImages: 'throw' as const},
};

type Processor = Awaited<ReturnType<typeof createProcessorUncached>>;
let processor: Promise<Processor> | undefined;

function getProcessor(): Promise<Processor> {
  processor ??= createProcessorUncached({
    format: 'mdx',
    options: {
      markdownConfig,
      staticDirs: [path.join(ROOT, 'static')],
      siteDir: ROOT,
      admonitions: true,
      remarkPlugins: [remarkCjkFriendly],
    },
  });
  return processor;
}

/** Returns an error message, or null when the page compiles. */
export async function compileError(doc: DocSource): Promise<string | null> {
  try {
    await (
      await getProcessor()
    ).process({
      content: preprocessContent({fileContent: doc.body, filePath: doc.file, markdownConfig, admonitions: true}),
      filePath: path.join(ROOT, doc.file),
      frontMatter: doc.frontMatter,
      compilerName: 'server',
    });
    return null;
  } catch (err) {
    const e = err as {message?: string; line?: number; place?: {line?: number}};
    const line = e.line ?? e.place?.line;
    const where = line ? `${doc.file}:${doc.bodyStartLine + line - 1}` : doc.file;
    return `${where}: MDX does not compile: ${(e.message ?? String(err)).split('\n')[0]}`;
  }
}
