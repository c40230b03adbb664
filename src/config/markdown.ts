/**
 * How the docs' Markdown is read: the site config's `markdown` options and the docs plugin's remark and rehype
 * plugins. docusaurus.config.ts and the source check (scripts/lib/mdx.ts, which compiles each page the way the build
 * does) both take them from here.
 */
import type {Config} from '@docusaurus/types';
import remarkCjkFriendly from 'remark-cjk-friendly';
import rehypeSearchAnchors from '../search/build/anchors';
import remarkAppliesTo from '../canon-data/appliesTo';
import remarkGlossary from '../glossary/remark';

export const markdownOptions = {
  emoji: true,
  hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
} satisfies Config['markdown'];

export const mdxPlugins = {
  // The 术语表 page from canon/glossary.yaml, and each term's first use on a page with its definition
  // (src/glossary/remark.ts); before Docusaurus's own plugins, so the glossary's headings get ids and a TOC.
  beforeDefaultRemarkPlugins: [remarkGlossary],
  // The versions a page describes (its applies_to front matter), as its first line (src/canon-data/appliesTo.ts).
  remarkPlugins: [remarkCjkFriendly, remarkAppliesTo],
  // Anchors on error-code rows and FAQ questions, each a search record of its own (src/search/build/anchors.ts).
  rehypePlugins: [rehypeSearchAnchors],
};
