/**
 * Change: the search modal's controller, ejected from @docusaurus/theme-search-algolia 3.9.1's SearchBar because it
 * offers no seam for a local search client; the changes from the original are marked "local:" in its parts.
 * Everything of the search bar but the button, loaded by ./index.tsx on the reader's first sign of wanting to search
 * (hover, focus or touch of the button, a click, Ctrl/Cmd+K or /), so none of it is downloaded or run with the page
 * (see src/theme/README.md for why a wrapper cannot do this). This file only renders; the parts:
 *  - ./useSearchModal.ts: opening and closing, the keyboard, the search client, the choice of DocSearch's Ask AI item;
 *  - ./modalState.ts: the modal's state and its transitions;
 *  - ./searchClients.ts: the client DocSearch calls. Local mode: the local index client (src/search), loaded with the
 *    modal (./loadModal.ts), its index fetched as soon as this component mounts, never on page load; the chosen
 *    products go into each request as `product:` facet filters; each answer's hit count is recorded, so the "see all
 *    N results" count is the latest answer's, not DocSearch 4.7.0's running sum over keystrokes;
 *  - ./docSearchProps.tsx: DocSearch's props as the theme builds them, with the no-results screen's "请告知我们。" link
 *    going to customFields.search.missingResultsUrl, and the build's own Ask AI (src/askai, aliased by
 *    src/askai/build/plugin.ts, nothing when off) in place of Algolia's hosted assistant, in either search mode;
 *  - ./useModalOverlays.tsx: the error screen for a failed search (DocSearch 4.7.0 sets its error status and
 *    autocomplete resets it to idle right after, so the modal would show "没有结果"), the loading line while the
 *    first search waits for the index (DocSearch shows "no results" for any query with no results yet), the product
 *    chips under the search box (local mode).
 */
import React, {type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import AskAiEntry from '@site-askai/entry';
import {useModalOverlays} from './useModalOverlays';
import {useSearchModal, type SearchModalOptions} from './useSearchModal';

export type ControllerProps = SearchModalOptions;

export default function Controller(props: ControllerProps): ReactNode {
  const {state, container, Modal, close, chooseProducts, modalProps} = useSearchModal(props);
  const overlays = useModalOverlays({container, state, local: props.local, chooseProducts});
  if (!state.open || !Modal || !container) return null;
  return (
    <>
      {createPortal(<Modal onClose={close} initialScrollY={window.scrollY} {...modalProps} />, container)}
      {overlays}
      {/* local: the AI screen when the build has its own Ask AI (src/askai), nothing otherwise. */}
      <AskAiEntry container={container} onClose={close} request={state.askAiRequest} />
    </>
  );
}
