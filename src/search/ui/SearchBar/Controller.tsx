/**
 * Change: the search modal's controller, ejected from @docusaurus/theme-search-algolia 3.9.1's SearchBar because it
 * offers no seam for a local search client; the changes from the original are marked "local:".
 * The search modal's controller: everything of the search bar but the button, loaded by ./index.tsx on the reader's
 * first sign of wanting to search (hover, focus or touch of the button, a click, Ctrl/Cmd+K or /), so none of it is
 * downloaded or run with the page. Ejected from @docusaurus/theme-search-algolia 3.9.1's SearchBar (see
 * src/theme/README.md for why a wrapper cannot do this). Changes from the original, each marked "local:" below:
 *  - the button is ./index.tsx's; this component opens the modal when the button asks (openRequest) and hands focus
 *    back to it on close;
 *  - local mode: the modal's search client is the local index client (src/search), loaded with the modal and its index
 *    fetched as soon as this component mounts, never on page load; no preconnect to Algolia;
 *  - the "see all N results" count is the latest answer's, not DocSearch 4.7.0's running sum over keystrokes;
 *  - the no-results screen's "请告知我们。" link goes to the configured URL (customFields.search.missingResultsUrl);
 *  - a failed search shows the error screen ("无法获取结果"): DocSearch 4.7.0 sets its error status and autocomplete
 *    resets it to idle right after, so the modal would show "没有结果" instead; the bar shows the screen itself;
 *  - props are typed against @docsearch/react 4.7.0 narrowly (the original's askAi type does not check against it);
 *  - local mode: product chips under the search box (../ProductFilter); the chosen products go into each request as
 *    `product:` facet filters, and a change of products runs the query again;
 *  - until the first answer arrives (the index is loading), a loading line instead of the no-results screen, which
 *    DocSearch 4.7.0 shows for any query that has no results yet;
 *  - the build's own Ask AI (src/askai; src/askai/build/plugin.ts aliases it, nothing when off), in either search
 *    mode: DocSearch's Ask AI item opens its screen (interceptAskAiEvent) instead of Algolia's hosted assistant.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor, useAlgoliaAskAi} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
  UseDocSearchKeyboardEventsProps,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {AskAiConfig, ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {OpenRequest} from './index';
import type {SearchClient} from '../../browser/algolia';
import {HitCounter, missingResultsUrl} from '../siteSearch';
import ProductFilter from '../ProductFilter';
import {productsLabel} from '../ProductFilter/products';
import {PRODUCT_FACET} from '../../browser/algolia';
import type {Product} from '../../engine/format';
import {useSearchParameters} from '../searchParameters';
import AskAiEntry, {askAiModal} from '@site-askai/entry';
import type {QuestionRequest} from './askAiSlot';
import {typeIntoSearchBox, useModalElement} from './modalElement';

/** themeConfig.algolia after validation (askAi normalised to its object form), as this component reads it. */
type AlgoliaConfig = ThemeConfig['algolia'];

/** The props handed to DocSearchModal, minus those this component sets itself. */
type ModalProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'askAi'>;

let DocSearchModal: typeof DocSearchModalType | null = null;
// local: the local client module, loaded with the modal in local mode.
let localClient: SearchClient | null = null;
// local: whether a search of this tab has been answered, so the index is there (the modal is mounted once per opening).
let answered = false;

function importDocSearchModalIfNeeded(local: boolean): Promise<void> {
  const modal = DocSearchModal
    ? Promise.resolve()
    : Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
        ([{DocSearchModal: Modal}]) => {
          DocSearchModal = Modal;
        },
      );
  if (!local) return modal;
  const client = localClient
    ? Promise.resolve()
    : import('../../browser/tabClient').then(({getLocalSearchClient}) => {
        localClient = getLocalSearchClient();
      });
  return Promise.all([modal, client]).then(() => {
    // Start fetching the index now; a failure shows on the modal's error screen when the reader searches.
    localClient?.preload().catch(() => undefined);
  });
}

function useNavigator({externalUrlRegex}: {externalUrlRegex?: string}) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate(params) {
      // Results could contain URLs from other domains which cannot be served through history.
      if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
        window.location.href = params.itemUrl;
      } else {
        history.push(params.itemUrl);
      }
    },
  }));
  return navigator;
}

/** local: the local client in DocSearch's client shape. */
function asTransformClient(client: SearchClient): DocSearchTransformClient {
  const algoliaAgent: DocSearchTransformClient['transporter']['algoliaAgent'] = {
    value: 'local',
    add: () => algoliaAgent,
  };
  return {
    // The local client takes both request shapes and answers in Algolia's response shape; its types are its own.
    search: ((args: Parameters<SearchClient['search']>[0]) =>
      client.search(args)) as unknown as DocSearchTransformClient['search'],
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent},
  };
}

/** local: the chosen products as one OR group of facet filters added to every request. */
function withProducts(
  client: DocSearchTransformClient,
  products: RefObject<readonly Product[]>,
): DocSearchTransformClient {
  return {
    ...client,
    search: ((args: {requests: Array<{facetFilters?: unknown}>}) => {
      const chosen = products.current ?? [];
      if (chosen.length === 0) return client.search(args as never);
      const group = chosen.map((p) => `${PRODUCT_FACET}:${p}`);
      const requests = args.requests.map((r) => ({
        ...r,
        facetFilters: [...(Array.isArray(r.facetFilters) ? r.facetFilters : []), group],
      }));
      return client.search({...args, requests} as never);
    }) as unknown as DocSearchTransformClient['search'],
  };
}

/**
 * local: records each answer's hit count, so the footer can show the right one, whether the search failed, and
 * whether a search waits while none has answered yet (the index is loading).
 */
function withHitCounter(
  client: DocSearchTransformClient,
  counter: HitCounter,
  onOutcome: (failed: boolean) => void,
  onWaiting: (waiting: boolean) => void,
): DocSearchTransformClient {
  let pending = 0;
  return {
    ...client,
    search: (async (...args: Parameters<DocSearchTransformClient['search']>) => {
      pending++;
      if (!answered) onWaiting(true);
      try {
        const response = await client.search(...args);
        answered = true;
        counter.record(response.results as ReadonlyArray<{query?: unknown; nbHits?: unknown}>);
        onOutcome(false);
        return response;
      } catch (error) {
        onOutcome(true);
        throw error;
      } finally {
        pending--;
        if (answered || pending === 0) onWaiting(false);
      }
    }) as DocSearchTransformClient['search'],
  };
}

function useTransformSearchClient(
  local: boolean,
  counter: HitCounter,
  onOutcome: (failed: boolean) => void,
  onWaiting: (waiting: boolean) => void,
  products: RefObject<readonly Product[]>,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (local && localClient)
        return withHitCounter(withProducts(asTransformClient(localClient), products), counter, onOutcome, onWaiting);
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return withHitCounter(searchClient, counter, onOutcome, onWaiting);
    },
    [docusaurusVersion, local, counter, onOutcome, onWaiting, products],
  );
}

/**
 * local: DocSearch's own error screen, shown in the modal's dropdown while the last search failed (the container
 * carries data-search-failed, which hides the screen DocSearch rendered instead; see styles.css).
 */
function ErrorScreen({container}: {container: HTMLElement}) {
  const target = useModalElement(container, '.DocSearch-Dropdown');
  const strings = translations.modal?.errorScreen;
  if (!target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{strings?.titleText}</p>
      <p className="DocSearch-Help">{strings?.helpText}</p>
    </div>,
    target,
  );
}

/** local: the line shown in the dropdown while the first search waits (the container carries data-search-waiting). */
function LoadingScreen({container}: {container: HTMLElement}) {
  const target = useModalElement(container, '.DocSearch-Dropdown');
  if (!target) return null;
  return createPortal(
    <p className="DocSearch-Help site-search-loading" role="status" aria-busy="true">
      {translate({id: 'site.search.loadingIndex', message: '正在加载索引…'})}
    </p>,
    target,
  );
}

/** DocSearch's query run again, as if the reader retyped it. */
function retypeQuery(input: HTMLInputElement): void {
  const value = input.value;
  if (!value) return;
  // Two changes, so React sees the value change even though it ends where it was.
  typeIntoSearchBox(input, `${value} `);
  typeIntoSearchBox(input, value);
}

/** local: the product chips, placed under the modal's search box, and the line that announces the filter. */
function ModalProductFilter({
  container,
  selected,
  onChange,
}: {
  container: HTMLElement;
  selected: readonly Product[];
  onChange: (products: Product[]) => void;
}) {
  // Inside DocSearch's search bar, wrapped onto a row of its own (styles.css).
  const target = useModalElement(container, '.DocSearch-SearchBar');
  if (!target) return null;
  const label = productsLabel(selected);
  return createPortal(
    <div className="site-search-products">
      <ProductFilter
        selected={selected}
        onChange={(next) => {
          onChange(next);
          const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
          if (input) {
            retypeQuery(input);
            input.focus();
          }
        }}
      />
      <p className="site-search-status" role="status">
        {label
          ? translate({id: 'site.search.filteredTo', message: '只显示 {products} 的结果'}, {products: label})
          : translate({id: 'site.search.allShown', message: '显示全部产品的结果'})}
      </p>
    </div>,
    target,
  );
}

function useTransformItems(transformItems?: ModalProps['transformItems']) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transform] = useState<DocSearchModalProps['transformItems']>(
    () => (items: DocSearchHit[]) =>
      transformItems ? transformItems(items) : items.map((item) => ({...item, url: processSearchResultUrl(item.url)})),
  );
  return transform;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  onClose,
  counter,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
  counter: HitCounter;
}) {
  const createSearchLink = useSearchLinkCreator();
  // local: the count of the answer to this very query (DocSearch's own context sums all answers so far).
  const count = counter.get(state.query) ?? state.context.nbHits;
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export interface ControllerProps {
  config: AlgoliaConfig;
  local: boolean;
  missingResults: string;
  /** The search button rendered by ./index.tsx: focus returns to it when the modal closes. */
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  /** The button's latest request to open the modal (a click or a shortcut), null while there is none. */
  openRequest: OpenRequest | null;
}

export default function Controller({
  config,
  local,
  missingResults,
  searchButtonRef,
  openRequest,
}: ControllerProps): ReactNode {
  const {
    externalUrlRegex,
    contextualSearch,
    searchPagePath,
    searchParameters: configSearchParameters,
    replaceSearchResultPathname: _replace,
    askAi: askAiConfig,
    ...rest
  } = config;
  const props = rest as Pick<AlgoliaConfig, 'appId' | 'apiKey' | 'indexName'> & {
    placeholder?: string;
    translations?: DocSearchTranslations;
    transformItems?: ModalProps['transformItems'];
  };
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters(contextualSearch, configSearchParameters);
  const transformItems = useTransformItems(props.transformItems);
  const [counter] = useState(() => new HitCounter());
  const [failed, setFailed] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [products, setProducts] = useState<Product[]>([]);
  const productsRef = useRef<readonly Product[]>([]);
  // The ref first: the request the chip's change starts reads it at once.
  const chooseProducts = useCallback((next: Product[]) => {
    productsRef.current = next;
    setProducts(next);
  }, []);
  const transformSearchClient = useTransformSearchClient(local, counter, setFailed, setWaiting, productsRef);

  const [searchContainer, setSearchContainer] = useState<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // local: the latest question chosen with the modal's「询问 AI」item, for the build's own Ask AI.
  const [askAiRequest, setAskAiRequest] = useState<QuestionRequest | null>(null);

  const {isAskAiActive, currentPlaceholder, onAskAiToggle, extraAskAiProps} = useAlgoliaAskAi({
    ...props,
    askAi: askAiConfig as AskAiConfig | undefined,
  });

  // local: the modal's container is state, not a ref as in the original, so that rendering never reads a ref.
  const prepareSearchContainer = useCallback(() => {
    setSearchContainer((existing) => {
      if (existing) return existing;
      const divElement = document.createElement('div');
      document.body.insertBefore(divElement, document.body.firstChild);
      return divElement;
    });
  }, []);

  // local: mounted on the reader's first sign of wanting to search: fetch the modal (and the local index) now.
  useEffect(() => {
    importDocSearchModalIfNeeded(local).catch(() => undefined);
  }, [local]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    importDocSearchModalIfNeeded(local).then(() => setIsOpen(true));
  }, [prepareSearchContainer, local]);

  // local: the button asked for the modal (each request once).
  useEffect(() => {
    // The request comes from outside this component (a click or shortcut the button saw before this chunk loaded).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (openRequest) openModal();
  }, [openRequest, openModal]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    setAskAiRequest(null);
    onAskAiToggle(false);
  }, [onAskAiToggle, searchButtonRef]);

  // local: DocSearch's Ask AI item was chosen (Enter or a click): the build's own Ask AI answers, and DocSearch's
  // hosted flow never starts (true). DocSearch empties its search box afterwards but keeps its list: Enter in the
  // emptied box chooses the stale item again, which asks nothing.
  const interceptAskAiEvent = useCallback(
    ({query}: {query: string}) => {
      const typed = searchContainer?.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim();
      if (typed) setAskAiRequest({question: query.trim(), at: Date.now()});
      return true;
    },
    [searchContainer],
  );

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        return; // the browser's own find
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} counter={counter} />,
    [closeModal, counter],
  );

  // local: the no-results screen's "请告知我们。" link.
  const getMissingResultsUrl = useCallback<NonNullable<DocSearchModalProps['getMissingResultsUrl']>>(
    ({query}) => missingResultsUrl(missingResults, query),
    [missingResults],
  );

  useEffect(() => {
    searchContainer?.toggleAttribute('data-search-failed', failed && isOpen);
    searchContainer?.toggleAttribute('data-search-waiting', waiting && !failed && isOpen);
  }, [searchContainer, failed, waiting, isOpen]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps);

  const modalProps: ModalProps = {
    ...props,
    initialQuery,
    navigator,
    transformItems,
    hitComponent: Hit,
    transformSearchClient,
    ...(searchPagePath ? {resultsFooterComponent} : {}),
    ...(missingResults ? {getMissingResultsUrl} : {}),
    placeholder: currentPlaceholder,
    onAskAiToggle,
    translations: props.translations?.modal ?? translations.modal,
    searchParameters,
  };
  // local: the build's own Ask AI in place of the hosted one (a build has one or the other, src/askai/build/options.ts).
  const askAiProps: Partial<DocSearchModalProps> = askAiModal
    ? {
        askAi: askAiModal.assistantId,
        interceptAskAiEvent,
        translations: {
          ...modalProps.translations,
          resultsScreen: {...modalProps.translations?.resultsScreen, ...askAiModal.translations},
        },
      }
    : (extraAskAiProps as Partial<DocSearchModalProps>);

  return (
    <>
      {isOpen &&
        DocSearchModal &&
        searchContainer &&
        createPortal(
          <DocSearchModal onClose={closeModal} initialScrollY={window.scrollY} {...modalProps} {...askAiProps} />,
          searchContainer,
        )}
      {isOpen && failed && searchContainer && <ErrorScreen container={searchContainer} />}
      {isOpen && waiting && !failed && searchContainer && <LoadingScreen container={searchContainer} />}
      {isOpen && local && DocSearchModal && searchContainer && (
        <ModalProductFilter container={searchContainer} selected={products} onChange={chooseProducts} />
      )}
      {/* local: the AI screen when the build has its own Ask AI (src/askai), nothing otherwise. */}
      {isOpen && DocSearchModal && searchContainer && (
        <AskAiEntry container={searchContainer} onClose={closeModal} request={askAiRequest} />
      )}
    </>
  );
}
