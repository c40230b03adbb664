/**
 * Retrieval: the question goes to the local search engine in the search worker (the same ranking as the keyword
 * results, src/search/engine), which answers with the best sections and their text (the best of each page is kept); no new worker message is needed,
 * since the /search page's query already returns each hit's section text and URL. The prompt carries each section as
 * its page's Markdown twin has it (./twinText.ts), which keeps tables and code as they are on the page.
 */
import {getLocalSearchClient} from '../../search/browser/tabClient';
import {RETRIEVAL_HITS, onePerPage, type Section} from '../engine/prompt';
import {withTwinText} from './twinText';

export async function retrieveSections(query: string): Promise<Section[]> {
  const answer = await getLocalSearchClient().query({
    query,
    page: 0,
    hitsPerPage: RETRIEVAL_HITS,
    products: [],
    facetFilters: [],
  });
  return withTwinText(
    onePerPage(answer.hits).map((hit) => ({url: hit.url, headings: hit.headings, content: hit.content})),
  );
}
