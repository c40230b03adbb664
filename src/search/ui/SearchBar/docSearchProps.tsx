/**
 * Change: the props of DocSearch's modal, built as @docusaurus/theme-search-algolia 3.9.1's SearchBar builds them
 * (ejected, see ./Controller.tsx), because the site changes some of them; each change is marked "local:".
 */
import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTranslations,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {AskAiConfig, ThemeConfig} from '@docusaurus/theme-search-algolia';
import type {useAlgoliaAskAi} from '@docusaurus/theme-search-algolia/client';
import {askAiModal} from '@site-askai/modal';
import {HitCounter, missingResultsUrl} from '../siteSearch';
import {useSearchParameters} from '../searchParameters';
import * as messages from '../messages';

/** themeConfig.algolia after validation (askAi normalised to its object form), as the search bar reads it. */
export type AlgoliaConfig = ThemeConfig['algolia'];

/** The props handed to DocSearchModal, minus those the controller sets as it renders it. */
export type ModalProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'>;

/** The part of the config DocSearch takes as it is (index, keys, placeholder, translations), and the Ask AI config. */
export function docSearchConfig(config: AlgoliaConfig) {
  const {
    externalUrlRegex: _url,
    contextualSearch: _contextual,
    searchPagePath: _path,
    searchParameters: _parameters,
    replaceSearchResultPathname: _replace,
    askAi,
    ...rest
  } = config;
  // local: typed against @docsearch/react 4.7.0 narrowly (the original's askAi type does not check against it).
  const props = rest as Pick<AlgoliaConfig, 'appId' | 'apiKey' | 'indexName'> & {
    placeholder?: string;
    translations?: DocSearchTranslations;
    transformItems?: DocSearchModalProps['transformItems'];
  };
  return {props, askAi: askAi as AskAiConfig | undefined};
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

function useTransformItems(transformItems?: DocSearchModalProps['transformItems']) {
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
      {translate(messages.seeAll, {count: String(count)})}
    </Link>
  );
}

export interface DocSearchPropsOptions {
  config: AlgoliaConfig;
  /** Template of the no-results screen's "请告知我们。" link (customFields.search.missingResultsUrl). */
  missingResults: string;
  counter: HitCounter;
  initialQuery: string | undefined;
  onClose: () => void;
  transformSearchClient: DocSearchModalProps['transformSearchClient'];
  askAi: ReturnType<typeof useAlgoliaAskAi>;
  /** Takes the choice of DocSearch's Ask AI item for the build's own Ask AI. */
  interceptAskAiEvent: NonNullable<DocSearchModalProps['interceptAskAiEvent']>;
}

export function useDocSearchProps({
  config,
  missingResults,
  counter,
  initialQuery,
  onClose,
  transformSearchClient,
  askAi,
  interceptAskAiEvent,
}: DocSearchPropsOptions): ModalProps {
  const {props} = docSearchConfig(config);
  const navigator = useNavigator({externalUrlRegex: config.externalUrlRegex});
  const searchParameters = useSearchParameters(config.contextualSearch, config.searchParameters);
  const transformItems = useTransformItems(props.transformItems);

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={onClose} counter={counter} />,
    [onClose, counter],
  );

  // local: the no-results screen's "请告知我们。" link.
  const getMissingResultsUrl = useCallback<NonNullable<DocSearchModalProps['getMissingResultsUrl']>>(
    ({query}) => missingResultsUrl(missingResults, query),
    [missingResults],
  );

  const modalProps: ModalProps = {
    ...props,
    initialQuery,
    navigator,
    transformItems,
    hitComponent: Hit,
    transformSearchClient,
    ...(config.searchPagePath ? {resultsFooterComponent} : {}),
    ...(missingResults ? {getMissingResultsUrl} : {}),
    placeholder: askAi.currentPlaceholder,
    onAskAiToggle: askAi.onAskAiToggle,
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
    : (askAi.extraAskAiProps as Partial<DocSearchModalProps>);
  return {...modalProps, ...askAiProps};
}
