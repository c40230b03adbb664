/**
 * The search parameters of themeConfig.algolia as the search bar's modal and the /search page send them: with
 * `contextualSearch`, the facet filters that keep results to this locale and the current docs version, merged with
 * any the config sets (as the theme's own search bar does).
 */
import {useAlgoliaContextualFacetFilters, mergeFacetFilters} from '@docusaurus/theme-search-algolia/client';
import type {FacetFilters} from 'algoliasearch/lite';

export function useSearchParameters<P extends {facetFilters?: FacetFilters}>(
  contextualSearch: boolean | undefined,
  searchParameters: P | undefined,
): P & {facetFilters: FacetFilters} {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();
  const configFacetFilters: FacetFilters = searchParameters?.facetFilters ?? [];
  const facetFilters: FacetFilters = contextualSearch
    ? mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : configFacetFilters;
  return {...(searchParameters as P), facetFilters};
}
