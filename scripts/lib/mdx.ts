/**
 * Change: compiles a page with Docusaurus's own MDX pipeline (mdx-loader's processor and preprocessor, core's default
 * markdown config: internal modules), because syntax errors should show in seconds, before a full build. The markdown
 * options and the remark and rehype plugins are the site config's own (src/config/markdown.ts), not a copy.
 */
import path from 'node:path';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import {DEFAULT_MARKDOWN_CONFIG} from '@docusaurus/core/lib/server/configValidation';
import {markdownOptions, mdxPlugins} from '../../src/config/markdown';
import {ROOT, type DocSource} from './docs';

const markdownConfig = {
  ...DEFAULT_MARKDOWN_CONFIG,
  ...markdownOptions,
  hooks: {...DEFAULT_MARKDOWN_CONFIG.hooks, ...markdownOptions.hooks},
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
      ...mdxPlugins,
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
