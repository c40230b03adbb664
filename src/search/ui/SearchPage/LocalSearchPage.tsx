/**
 * Change: the site's own /search page in local mode, in place of the theme's, because the theme's waits 300 ms
 * before its first search, ships algoliasearch-helper for one index and spins forever when the index fails.
 * The /search page in local mode (chosen by ../../build/plugin.ts; hosted mode keeps the theme's page). It searches as
 * soon as it is up and on every change of the query or the product filter (./useLocalSearch.ts), and renders the
 * answer's text segments as React text and `<mark>` elements (./ResultList.tsx): nothing is ever assigned as HTML. The
 * query and the products are kept in the address (`/search?q=…&product=janus`). It says when the best results match
 * only part of the query, loads 20 results at a time as the reader scrolls, and shows an error with a retry button
 * when the index cannot be loaded.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, useQueryStringList, useSearchQueryString} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {normalizeFacetFilters, type FacetFilters} from '../../browser/algolia';
import ProductFilter from '../ProductFilter';
import {productsLabel, readProducts} from '../ProductFilter/products';
import * as messages from '../messages';
import {useSearchParameters} from '../searchParameters';
import {missingResultsUrl, readSiteSearchSettings} from '../siteSearch';
import {hasMore, shownItems, type LocalSearchState} from './localSearchState';
import ResultList from './ResultList';
import {useBatches} from './useBatches';
import {useLocalSearch} from './useLocalSearch';
import styles from './styles.module.css';

function pageTitle(query: string): string {
  return query ? translate(messages.resultsTitle, {query}) : translate(messages.emptyTitle);
}

/** The status line: how many results, in which products, and whether they match only part of the query. */
function StatusText({state, products}: {state: LocalSearchState; products: readonly string[]}): ReactNode {
  if (state.status === 'loading') return translate(messages.searching);
  if (state.status !== 'results' && state.status !== 'partial') return null;
  const label = productsLabel(products);
  if (state.total === 0) return products.length > 0 ? translate(messages.noneIn, {products: label}) : null;
  return (
    <>
      {products.length > 0
        ? translate(messages.resultsFoundIn, {count: state.total, products: label})
        : translate(messages.resultsFound, {count: state.total})}
      {state.status === 'partial' && (
        <span className={styles.partial}>
          {state.unmatched.length > 0
            ? translate(messages.partialUnmatched, {words: state.unmatched.join('、')})
            : translate(messages.partial)}
        </span>
      )}
    </>
  );
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {missingResultsUrl: reportTemplate} = readSiteSearchSettings(siteConfig.customFields);
  const {
    algolia: {contextualSearch, searchParameters},
  } = useAlgoliaThemeConfig();
  // The theme's filters are Algolia's nested type; the engine applies them as groups (normalizeFacetFilters).
  const facetFilters = useSearchParameters(contextualSearch, searchParameters).facetFilters as FacetFilters;
  const processUrl = useSearchResultUrlProcessor();
  const [query, setQuery] = useSearchQueryString();
  const [productValues, setProductValues] = useQueryStringList('product');
  const products = readProducts(productValues);
  const {state, loadMore, retry} = useLocalSearch(
    {query: query.trim(), products, facetFilters: normalizeFacetFilters(facetFilters)},
    processUrl,
  );
  const input = useRef<HTMLInputElement>(null);

  // An empty field takes the focus, to type into; a page opened with a query shows its results with the keyboard
  // closed. (Read from the address: while hydrating, the query hook still gives the server's empty value.)
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).get('q')) input.current?.focus();
  }, []);

  // More results load on their own when the end of the list comes near; the button stays for keyboards.
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '0px 0px 400px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, loadMore]);

  const title = pageTitle(query.trim());
  const items = shownItems(state);
  const shown = useBatches(items);
  const found = state.status === 'results' || state.status === 'partial';

  return (
    <>
      {/* No robots meta: every /search?q= names /search as its canonical URL, so engines keep one search page and no
          results pages, and /search stays out of the sitemap (docusaurus.config.ts). The theme's page writes
          `<meta property="robots" content="noindex">`, which crawlers ignore; a working noindex would cost the page
          Lighthouse's SEO check. */}
      <PageMetadata title={title} />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder={translate(messages.inputPlaceholder)}
            aria-label={translate(messages.inputLabel)}
            onChange={(e) => setQuery(e.target.value)}
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            ref={input}
          />
          {/* Results follow the typing; the button is there for whoever expects one, and ends the typing on a phone. */}
          <button type="submit" className="button button--primary" onClick={() => input.current?.blur()}>
            {translate(messages.submit)}
          </button>
        </form>
        <noscript>
          <p className={styles.empty}>{translate(messages.noscript)}</p>
        </noscript>
        <ProductFilter
          selected={products}
          onChange={(next) => setProductValues(next)}
          {...(found ? {counts: state.counts} : {})}
        />
        <p className={styles.status} role="status">
          <StatusText state={state} products={products} />
        </p>
        {state.status === 'error' && (
          <div className={clsx('alert alert--warning', styles.error)} role="alert">
            <p>
              <strong>{translate(messages.errorTitle)}</strong>
            </p>
            <p>{translate(messages.errorHelp)}</p>
            <button type="button" className="button button--primary" onClick={retry}>
              {translate(messages.retry)}
            </button>
          </div>
        )}
        {found && state.total === 0 && (
          <div className={styles.empty}>
            <p>{translate(messages.noResults)}</p>
            {reportTemplate && (
              <p>
                {translate(messages.reportMissing)}{' '}
                <Link href={missingResultsUrl(reportTemplate, state.search.query)}>
                  {translate(messages.reportMissingLink)}
                </Link>
              </p>
            )}
          </div>
        )}
        <ResultList items={items} shown={shown} stale={state.status === 'loading'} />
        {hasMore(state) && shown >= items.length && (
          <div ref={setSentinel} className={styles.more}>
            <button type="button" className="button button--secondary" onClick={loadMore} disabled={!!state.request}>
              {state.request ? translate(messages.fetchingMore) : translate(messages.more)}
            </button>
          </div>
        )}
      </main>
    </>
  );
}

export default function LocalSearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside the layout: the contextual facet filters read the docs version the layout provides. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
