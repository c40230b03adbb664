/**
 * Change: the site's own /search page in local mode, in place of the theme's, because the theme's waits 300 ms
 * before its first search, ships algoliasearch-helper for one index and spins forever when the index fails.
 * The /search page in local mode (chosen by ../../build/plugin.ts; hosted mode keeps the theme's page). It asks the
 * tab's local client (../../browser/tabClient: the index is searched in a Web Worker) as soon as it is up and on every
 * change of the query or the product filter, and renders the answer's text segments as React text and `<mark>`
 * elements: nothing is ever assigned as HTML. The query and the products are kept in the address
 * (`/search?q=…&product=janus`). It says when the best results match only part of the query, loads 20 results at a
 * time as the reader scrolls, and shows an error with a retry button when the index cannot be loaded.
 */
import {Fragment, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, useQueryStringList, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {PageAnswer} from '../../browser/algolia';
import {getLocalSearchClient} from '../../browser/tabClient';
import type {Product} from '../../engine/format';
import type {Segment} from '../../engine/highlight';
import ProductFilter from '../ProductFilter';
import {productsLabel, readProducts} from '../ProductFilter/products';
import {useSearchParameters} from '../searchParameters';
import {missingResultsUrl, readSiteSearchSettings} from '../siteSearch';
import styles from './styles.module.css';

/** Results asked for at a time; more are asked for as the reader nears the end of the list. */
const HITS_PER_PAGE = 20;

interface Item {
  url: string;
  title: Segment[];
  breadcrumbs: Segment[][];
  summary: Segment[];
}

interface Found {
  items: Item[];
  total: number;
  partial: boolean;
  unmatched: string[];
  counts: Record<string, number>;
}

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string; previous: Item[]}
  | {status: 'error'; query: string; page: number; items: Item[]; total: number}
  | ({
      status: 'done';
      query: string;
      pages: number;
      page: number;
      more: 'idle' | 'loading';
    } & Found);

function toItem(hit: PageAnswer['hits'][number], processUrl: (url: string) => string): Item {
  const headings = hit.headingSegments;
  return {
    url: processUrl(hit.url),
    title: headings[headings.length - 1] ?? [],
    breadcrumbs: [[{text: hit.lvl0, mark: false}], ...headings.slice(0, -1)],
    summary: hit.snippet,
  };
}

/** Text segments with `<mark>`s: the reader's query and the docs' text are never parsed as HTML. */
function Marked({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>));
}

function pageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

/** One empty list for every render: useBatches starts over whenever it is given a different list. */
const NO_ITEMS: Item[] = [];

/** Results rendered per task: four results' render and layout fit a short task (under 50 ms) on a mid-range phone. */
const BATCH = 4;

/**
 * How many of the items to render: a new list starts with one batch and grows by a batch per task, so that the
 * first results paint at once and the rest never make one long task of rendering and layout. A list that grows
 * (the next page appended) keeps what is shown.
 */
function useBatches(items: readonly unknown[]): number {
  const [state, setState] = useState({items, shown: Math.min(BATCH, items.length)});
  let shown = state.shown;
  if (state.items !== items) {
    const appended = state.items.length > 0 && items.length > state.items.length && items[0] === state.items[0];
    shown = appended ? state.shown : Math.min(BATCH, items.length);
    setState({items, shown});
  }
  useEffect(() => {
    if (shown >= items.length) return undefined;
    const id = window.setTimeout(() => setState((s) => ({...s, shown: Math.min(s.items.length, s.shown + BATCH)})));
    return () => window.clearTimeout(id);
  }, [items, shown]);
  return shown;
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {missingResultsUrl: reportTemplate} = readSiteSearchSettings(siteConfig.customFields);
  const {
    algolia: {contextualSearch, searchParameters},
  } = useAlgoliaThemeConfig();
  const {facetFilters} = useSearchParameters(contextualSearch, searchParameters);
  const filtersKey = JSON.stringify(facetFilters);
  const processUrl = useSearchResultUrlProcessor();
  const [query, setQuery] = useSearchQueryString();
  const [productValues, setProductValues] = useQueryStringList('product');
  const products = readProducts(productValues);
  const productsKey = products.join(',');
  const [state, setState] = useState<State>({status: 'idle'});
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  // An empty field takes the focus, to type into; a page opened with a query shows its results with the keyboard
  // closed. (Read from the address: while hydrating, the query hook still gives the server's empty value.)
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).get('q')) input.current?.focus();
  }, []);

  /** Asks for one page of results; only the latest request may change what the page shows. */
  const run = useCallback(
    (q: string, page: number) => {
      const id = ++latest.current;
      getLocalSearchClient()
        .query({
          query: q,
          page,
          hitsPerPage: HITS_PER_PAGE,
          products: productsKey ? productsKey.split(',') : [],
          facetFilters: JSON.parse(filtersKey),
        })
        .then((answer) => {
          if (id !== latest.current) return;
          const items = answer.hits.map((hit) => toItem(hit, processUrl));
          setState((prev) => ({
            status: 'done',
            query: q,
            items: page > 0 && (prev.status === 'done' || prev.status === 'error') ? prev.items.concat(items) : items,
            total: answer.total,
            partial: answer.partial,
            unmatched: answer.unmatched,
            counts: answer.productCounts,
            pages: answer.pages,
            page,
            more: 'idle',
          }));
        })
        .catch(() => {
          if (id !== latest.current) return;
          setState((prev) =>
            page > 0 && (prev.status === 'done' || prev.status === 'error')
              ? {status: 'error', query: q, page, items: prev.items, total: prev.total}
              : {status: 'error', query: q, page: 0, items: [], total: 0},
          );
        });
    },
    [filtersKey, productsKey, processUrl],
  );

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      latest.current++;
      // The query lives in the address (?q=): a new one resets the page's results here, as the search starts.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({status: 'idle'});
      return;
    }
    // The previous results stay on screen until the new ones arrive: typing does not make the list blink.
    setState((prev) => ({status: 'loading', query: q, previous: prev.status === 'done' ? prev.items : []}));
    run(q, 0);
  }, [query, run]);

  const loadMore = useCallback(() => {
    const now = current.current;
    if (now.status !== 'done' || now.more === 'loading' || now.page + 1 >= now.pages) return;
    setState({...now, more: 'loading'});
    run(now.query, now.page + 1);
  }, [run]);

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
  const items = state.status === 'loading' ? state.previous : state.status === 'idle' ? NO_ITEMS : state.items;
  const shown = useBatches(items);
  const hasMore = state.status === 'done' && state.page + 1 < state.pages;

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
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            onChange={(e) => setQuery(e.target.value)}
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            ref={input}
          />
          {/* Results follow the typing; the button is there for whoever expects one, and ends the typing on a phone. */}
          <button type="submit" className="button button--primary" onClick={() => input.current?.blur()}>
            {translate({id: 'site.searchPage.submit', message: '搜索'})}
          </button>
        </form>
        <noscript>
          <p className={styles.empty}>
            <Translate id="site.searchPage.noscript">
              搜索需要浏览器启用 JavaScript。也可以从顶部导航按产品浏览文档。
            </Translate>
          </p>
        </noscript>
        <ProductFilter
          selected={products}
          onChange={(next: Product[]) => setProductValues(next)}
          {...(state.status === 'done' ? {counts: state.counts} : {})}
        />
        <p className={styles.status} role="status">
          {state.status === 'done' && state.total > 0 && (
            <>
              {products.length > 0
                ? translate(
                    {id: 'site.searchPage.resultsFoundIn', message: '在 {products} 中找到 {count} 个结果'},
                    {count: state.total, products: productsLabel(products)},
                  )
                : translate({id: 'site.searchPage.resultsFound', message: '找到 {count} 个结果'}, {count: state.total})}
              {state.partial && (
                <span className={styles.partial}>
                  {state.unmatched.length > 0
                    ? translate(
                        {
                          id: 'site.searchPage.partialUnmatched',
                          message: '没有同时包含全部词语的结果，以下结果只匹配部分词语；文档中没有出现：{words}',
                        },
                        {words: state.unmatched.join('、')},
                      )
                    : translate({
                        id: 'site.searchPage.partial',
                        message: '没有同时包含全部词语的结果，以下结果只匹配部分词语',
                      })}
                </span>
              )}
            </>
          )}
          {state.status === 'done' &&
            state.total === 0 &&
            products.length > 0 &&
            translate(
              {id: 'site.searchPage.noneIn', message: '在 {products} 中没有结果'},
              {products: productsLabel(products)},
            )}
          {state.status === 'loading' && <Translate id="site.searchPage.searching">正在搜索…</Translate>}
        </p>
        {state.status === 'error' && (
          <div className={clsx('alert alert--warning', styles.error)} role="alert">
            <p>
              <strong>
                {translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'})}
              </strong>
            </p>
            <p>
              {translate({
                id: 'theme.SearchModal.errorScreen.helpText',
                message: 'You might want to check your network connection.',
              })}
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                if (state.page === 0) setState({status: 'loading', query: state.query, previous: []});
                run(state.query, state.page);
              }}
            >
              <Translate id="site.searchPage.retry">重试</Translate>
            </button>
          </div>
        )}
        {state.status === 'done' && state.total === 0 && (
          <div className={styles.empty}>
            <p>
              <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
            </p>
            {reportTemplate && (
              <p>
                {translate({
                  id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
                  message: 'Believe this query should return results?',
                })}{' '}
                <Link href={missingResultsUrl(reportTemplate, state.query)}>
                  {translate({
                    id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
                    message: 'Let us know.',
                  })}
                </Link>
              </p>
            )}
          </div>
        )}
        {items.length > 0 && (
          <div className={clsx(state.status === 'loading' && styles.stale)}>
            {items.slice(0, shown).map((item, i) => (
              <article key={`${item.url}-${i}`} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={item.url}>
                    <Marked segments={item.title} />
                  </Link>
                </Heading>
                {item.breadcrumbs.length > 0 && (
                  <nav aria-label={translate({id: 'site.searchPage.resultPath', message: '所在位置'})}>
                    <ul className={clsx('breadcrumbs', styles.resultPath)}>
                      {item.breadcrumbs.map((crumb, j) => (
                        <li key={j} className="breadcrumbs__item">
                          <Marked segments={crumb} />
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
                {item.summary.length > 0 && (
                  <p className={styles.resultSummary}>
                    <Marked segments={item.summary} />
                  </p>
                )}
              </article>
            ))}
          </div>
        )}
        {hasMore && shown >= items.length && (
          <div ref={setSentinel} className={styles.more}>
            <button
              type="button"
              className="button button--secondary"
              onClick={loadMore}
              disabled={state.more === 'loading'}
            >
              {state.more === 'loading' ? (
                <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
              ) : (
                <Translate id="site.searchPage.more">显示更多结果</Translate>
              )}
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
