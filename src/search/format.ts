/**
 * The search index file the build writes (search-index.json) and the browser reads. It carries text only: the
 * browser cuts it into terms when search first opens, so the file stays small and gzips well.
 */

/** [anchor ('' for the page top), heading level (1 = page title), heading text, body text, parent section or -1]. */
export type IndexSection = [anchor: string, level: number, heading: string, content: string, parent: number];

/**
 * [route path, lvl0 (the section of the site), docusaurus_tag, sections; section 0 is the page itself, and the words
 * readers also use for the page: its front matter keywords].
 */
export type IndexPage = [url: string, lvl0: string, tag: string, sections: IndexSection[], aka?: string];

export interface SearchIndexFile {
  /** Format version. */
  v: 1;
  /** The `language` facet value of every record (the page's `<html lang>`). */
  lang: string;
  pages: IndexPage[];
}

export const INDEX_FILE_NAME = 'search-index.json';

export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SearchIndexFile>;
  return v.v === 1 && typeof v.lang === 'string' && Array.isArray(v.pages);
}

/** Fetches and checks the index file (in the browser, inside the search worker). */
export async function loadSearchIndex(url: string): Promise<SearchIndexFile> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const data: unknown = await response.json();
  if (!isSearchIndexFile(data)) throw new Error('search index: unexpected format');
  return data;
}
