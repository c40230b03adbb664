/**
 * Change: the site's own /search page in local mode, in place of the theme's, because the theme's waits 300 ms
 * before its first search, ships algoliasearch-helper for one index and spins forever when the index fails.
 * The /search page in local mode (chosen by src/plugins/search-index.ts; hosted mode keeps the theme's page). It asks
 * the tab's local client (./../browserClient: the index is loaded and searched in a Web Worker) as soon as it is up
 * and on every change of the query, and renders the answers as React text: a hit's marks become `<mark>` elements
 * (../marks), nothing is ever assigned as HTML. Against the theme's page it drops the 300 ms wait before the first
 * search and the innerHTML of every result on every render, its script is 10 KB against the theme page's 76 KB (with
 * algoliasearch-helper), and it shows an error with a retry button when the index cannot be loaded (the theme's page
 * spun forever).
 */
import {Fragment, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {LocalHit} from '../client';
import {getLocalSearchClient} from '../browserClient';
import {parseMarked} from '../marks';
import {useSearchParameters} from '../searchParameters';
import {missingResultsUrl, readSiteSearchSettings} from '../siteSearch';
import styles from './styles.module.css';

/** Results asked for at a time; more are asked for as the reader nears the end of the list. */
const HITS_PER_PAGE = 20;

interface Item {
  url: string;
  title: string;
  breadcrumbs: string[];
  summary: string;
}

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string; previous: Item[]}
  | {status: 'error'; query: string; page: number; items: Item[]; total: number}
  | {
      status: 'done';
      query: string;
      items: Item[];
      total: number;
      pages: number;
      page: number;
      more: 'idle' | 'loading';
    };

function toItem(hit: LocalHit, processUrl: (url: string) => string): Item {
  const levels = Object.values(hit._highlightResult.hierarchy).map((h) => h?.value ?? '');
  const title = levels.pop() ?? '';
  return {url: processUrl(hit.url), title, breadcrumbs: levels, summary: hit._snippetResult.content?.value ?? ''};
}

/** A highlighted value as text with `<mark>`s: the reader's query and the docs' text are never parsed as HTML. */
function Marked({value}: {value: string}): ReactNode {
  return parseMarked(value).map((s, i) =>
    s.mark ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>,
  );
}

function pageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {missingResultsUrl: reportTemplate} = readSiteSearchSettings(siteConfig.customFields);
  const {
    algolia: {indexName, contextualSearch, searchParameters},
  } = useAlgoliaThemeConfig();
  const {facetFilters} = useSearchParameters(contextualSearch, searchParameters);
  const filtersKey = JSON.stringify(facetFilters);
  const processUrl = useSearchResultUrlProcessor();
  const [query, setQuery] = useSearchQueryString();
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
        .search([
          {
            indexName,
            params: {
              query: q,
              page,
              hitsPerPage: HITS_PER_PAGE,
              facetFilters: JSON.parse(filtersKey),
              snippetEllipsisText: '…',
            },
          },
        ])
        .then(({results}) => {
          if (id !== latest.current) return;
          const result = results[0]!;
          const items = result.hits.map((hit) => toItem(hit, processUrl));
          setState((prev) => ({
            status: 'done',
            query: q,
            items: page > 0 && (prev.status === 'done' || prev.status === 'error') ? prev.items.concat(items) : items,
            total: result.nbHits,
            pages: result.nbPages,
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
    [indexName, filtersKey, processUrl],
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
  const items = state.status === 'loading' ? state.previous : state.status === 'idle' ? [] : state.items;
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
        <form role="search" onSubmit={(e) => e.preventDefault()}>
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
        </form>
        <noscript>
          <p className={styles.empty}>
            <Translate id="site.searchPage.noscript">
              搜索需要浏览器启用 JavaScript。也可以从顶部导航按产品浏览文档。
            </Translate>
          </p>
        </noscript>
        <p className={styles.status} role="status">
          {state.status === 'done' &&
            state.total > 0 &&
            translate({id: 'site.searchPage.resultsFound', message: '找到 {count} 个结果'}, {count: state.total})}
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
            {items.map((item, i) => (
              <article key={`${item.url}-${i}`} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={item.url}>
                    <Marked value={item.title} />
                  </Link>
                </Heading>
                {item.breadcrumbs.length > 0 && (
                  <nav aria-label={translate({id: 'site.searchPage.resultPath', message: '所在位置'})}>
                    <ul className={clsx('breadcrumbs', styles.resultPath)}>
                      {item.breadcrumbs.map((crumb, j) => (
                        <li key={j} className="breadcrumbs__item">
                          <Marked value={crumb} />
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
                {item.summary && (
                  <p className={styles.resultSummary}>
                    <Marked value={item.summary} />
                  </p>
                )}
              </article>
            ))}
          </div>
        )}
        {hasMore && (
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
