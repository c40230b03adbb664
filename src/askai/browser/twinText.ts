/**
 * Gives retrieved sections the text of the pages' Markdown twins (src/markdown/), which the prompt then carries: a
 * table's rows and columns, a code block's lines, where the search index holds the text run together
 * (../engine/twinSection.ts). Each page's twin is fetched once from this site (the service worker answers from a saved
 * family offline); a twin that does not come in time, or has no span for a section, leaves the index's text.
 */
import type {Section} from '../engine/prompt';
import {parseTwin, twinSection, type SectionKind} from '../engine/twinSection';
import {twinPath} from '../../markdown/paths';
import {CODE_ROW_PREFIX, FAQ_PREFIX} from '../../search/build/anchors';

/** Longest wait for a page's twin: retrieval is on the way to the model, which the reader already waits for. */
export const TWIN_TIMEOUT_MS = 1500;

export function sectionKind(anchor: string): SectionKind {
  if (anchor === '') return 'page';
  if (anchor.startsWith(CODE_ROW_PREFIX)) return 'row';
  return anchor.startsWith(FAQ_PREFIX) ? 'faq' : 'heading';
}

async function fetchTwin(pathname: string): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TWIN_TIMEOUT_MS);
  try {
    const response = await fetch(twinPath(pathname), {signal: controller.signal});
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export async function withTwinText(
  sections: readonly Section[],
  load: (pathname: string) => Promise<string | undefined> = fetchTwin,
): Promise<Section[]> {
  const twins = new Map<string, Promise<{twin: string; tree: ReturnType<typeof parseTwin>} | undefined>>();
  return Promise.all(
    sections.map(async (section) => {
      const url = new URL(section.url, 'http://site');
      if (!twins.has(url.pathname)) {
        twins.set(
          url.pathname,
          load(url.pathname).then((twin) => (twin === undefined ? undefined : {twin, tree: parseTwin(twin)})),
        );
      }
      const page = await twins.get(url.pathname)!.catch(() => undefined);
      if (!page) return section;
      const request = {kind: sectionKind(decodeURIComponent(url.hash.slice(1))), headings: section.headings};
      const text = twinSection(page.twin, request, page.tree);
      return text ? {...section, content: text} : section;
    }),
  );
}
