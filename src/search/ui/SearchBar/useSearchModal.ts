/**
 * Change: the search modal's behaviour, from @docusaurus/theme-search-algolia 3.9.1's SearchBar (ejected, see
 * ./Controller.tsx), because the theme's opens only from its own button and offers no seam for a local client.
 * Opens on the button's request (a click or shortcut it saw first), a shortcut or a key typed on the page; closes with
 * the focus back on the button; gives DocSearch the search client of ./searchClients.ts, and hands the choice of its
 * Ask AI item to the build's own Ask AI. The state and its transitions are ./modalState.ts.
 */
import {useCallback, useEffect, useState, type RefObject} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModalProps, DocSearchTransformClient, UseDocSearchKeyboardEventsProps} from '@docsearch/react';
import {useAlgoliaAskAi} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useStore} from '../../../utils/store';
import type {Product} from '../../engine/format';
import {HitCounter} from '../siteSearch';
import {docSearchConfig, useDocSearchProps, type AlgoliaConfig} from './docSearchProps';
import {loadModal, tab} from './loadModal';
import {initialModalState, modalReducer, type ModalEvent} from './modalState';
import {modalSearchClient, type SearchReport} from './searchClients';
import type {OpenRequest} from './index';

export interface SearchModalOptions {
  config: AlgoliaConfig;
  local: boolean;
  missingResults: string;
  /** The search button rendered by ./index.tsx: focus returns to it when the modal closes. */
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  /** The button's latest request to open the modal (a click or a shortcut), null while there is none. */
  openRequest: OpenRequest | null;
}

const REPORTED: Record<SearchReport, ModalEvent> = {
  started: {type: 'searchStarted'},
  answered: {type: 'searchAnswered'},
  failed: {type: 'searchFailed'},
};

/** A container for the modal, first in the body, as the theme's search bar makes it. */
function createContainer(): HTMLDivElement {
  const div = document.createElement('div');
  document.body.insertBefore(div, document.body.firstChild);
  return div;
}

export function useSearchModal({config, local, missingResults, searchButtonRef, openRequest}: SearchModalOptions) {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const [state, store] = useStore(modalReducer, () => initialModalState(tab.answered));
  const [counter] = useState(() => new HitCounter());
  // local: the modal's container is state, not a ref as in the original, so that rendering never reads a ref.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const {props, askAi: askAiConfig} = docSearchConfig(config);
  const askAi = useAlgoliaAskAi({...props, askAi: askAiConfig});
  const {onAskAiToggle} = askAi;

  // local: mounted on the reader's first sign of wanting to search: fetch the modal (and the local index) now.
  useEffect(() => {
    loadModal(local).catch(() => undefined);
  }, [local]);

  const open = useCallback(() => {
    setContainer((existing) => existing ?? createContainer());
    loadModal(local).then(() => store.dispatch({type: 'opened'}));
  }, [local, store]);

  // local: the button asked for the modal (each request once).
  useEffect(() => {
    // The request comes from outside this component (a click or shortcut the button saw before this chunk loaded).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (openRequest) open();
  }, [openRequest, open]);

  const close = useCallback(() => {
    store.dispatch({type: 'closed'});
    searchButtonRef.current?.focus();
    onAskAiToggle(false);
  }, [store, searchButtonRef, onAskAiToggle]);

  // local: DocSearch's Ask AI item was chosen (Enter or a click): the build's own Ask AI answers, and DocSearch's
  // hosted flow never starts (true). DocSearch empties its search box afterwards but keeps its list: Enter in the
  // emptied box chooses the stale item again, which asks nothing.
  const interceptAskAiEvent = useCallback(
    ({query}: {query: string}) => {
      const typed = container?.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim();
      if (typed) store.dispatch({type: 'askAiChosen', request: {question: query.trim(), at: Date.now()}});
      return true;
    },
    [container, store],
  );

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        return; // the browser's own find
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      store.dispatch({type: 'keyTyped', key: event.key});
      open();
    },
    [open, store],
  );

  useDocSearchKeyboardEvents({
    isOpen: state.open,
    onOpen: open,
    onClose: close,
    onInput,
    searchButtonRef,
    isAskAiActive: askAi.isAskAiActive ?? false,
    onAskAiToggle: onAskAiToggle ?? (() => {}),
  } satisfies UseDocSearchKeyboardEventsProps);

  const transformSearchClient = useCallback<NonNullable<DocSearchModalProps['transformSearchClient']>>(
    (client: DocSearchTransformClient) =>
      modalSearchClient(client, {
        local: local ? tab.client : null,
        docusaurusVersion,
        counter,
        // The store, not the render's state: a change of products re-types the query before React renders again.
        chosen: () => store.get().products,
        report: (what) => {
          if (what === 'answered') tab.answered = true;
          store.dispatch(REPORTED[what]);
        },
      }),
    [local, docusaurusVersion, counter, store],
  );

  const chooseProducts = useCallback(
    (products: Product[]) => store.dispatch({type: 'productsChosen', products}),
    [store],
  );

  const modalProps = useDocSearchProps({
    config,
    missingResults,
    counter,
    initialQuery: state.initialQuery,
    onClose: close,
    transformSearchClient,
    askAi,
    interceptAskAiEvent,
  });

  return {state, container, Modal: tab.Modal, close, chooseProducts, modalProps};
}
