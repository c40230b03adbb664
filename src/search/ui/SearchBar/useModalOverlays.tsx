/**
 * Change: what the search bar draws into DocSearch's modal, because DocSearch 4.7.0 has no slot for any of it: the
 * error screen and the loading line over its .DocSearch-Dropdown, the product chips in its .DocSearch-SearchBar, which
 * re-run the query by re-typing it into .DocSearch-Input (no refresh API). Re-check all three on each DocSearch
 * upgrade.
 */
import React, {useEffect, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import ProductFilter from '../ProductFilter';
import {productsLabel} from '../ProductFilter/products';
import type {Product} from '../../engine/format';
import * as messages from '../messages';
import {typeIntoSearchBox, useModalElement} from './modalElement';
import {showsError, showsLoading, type ModalState} from './modalState';

/** DocSearch's own error screen, in its dropdown; the screen DocSearch rendered instead is hidden (styles.css). */
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

/** The line shown in the dropdown while the first search waits for the index. */
function LoadingLine({container}: {container: HTMLElement}) {
  const target = useModalElement(container, '.DocSearch-Dropdown');
  if (!target) return null;
  return createPortal(
    <p className="DocSearch-Help site-search-loading" role="status" aria-busy="true">
      {translate(messages.loadingIndex)}
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

/** The product chips under the modal's search box, and the line that announces the filter. */
function ProductChips({
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
        {label ? translate(messages.filteredTo, {products: label}) : translate(messages.allShown)}
      </p>
    </div>,
    target,
  );
}

export interface ModalOverlaysOptions {
  /** The element the modal is rendered into. */
  container: HTMLElement | null;
  state: ModalState;
  /** Local mode: the product chips are offered. */
  local: boolean;
  chooseProducts: (products: Product[]) => void;
}

/**
 * The overlays of the open modal, to render beside it; the container carries data-search-failed and
 * data-search-waiting while the error screen or the loading line stands over what DocSearch renders (styles.css).
 */
export function useModalOverlays({container, state, local, chooseProducts}: ModalOverlaysOptions): ReactNode {
  const failed = showsError(state);
  const waiting = showsLoading(state);
  useEffect(() => {
    container?.toggleAttribute('data-search-failed', failed);
    container?.toggleAttribute('data-search-waiting', waiting);
  }, [container, failed, waiting]);
  if (!container || !state.open) return null;
  return (
    <>
      {failed && <ErrorScreen container={container} />}
      {waiting && <LoadingLine container={container} />}
      {local && <ProductChips container={container} selected={state.products} onChange={chooseProducts} />}
    </>
  );
}
