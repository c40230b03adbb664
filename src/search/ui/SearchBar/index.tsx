/**
 * Change: the navbar's search button, ejected from @docusaurus/theme-search-algolia 3.9.1 and split in two, because the
 * theme's bar has no seam for a local search client and ships the modal in every page's main bundle.
 * This file renders DocSearch's own button and listens for Ctrl/Cmd+K and /; ./Controller.tsx (the modal, its client,
 * the hit counter, the error screen, the product chips) loads on hover, focus or touch of the button, or on a click or
 * shortcut.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {readSiteSearchSettings} from '../siteSearch';
import type {ControllerProps} from './Controller';

/** A request from the button to open the modal; a new object each time, so the controller opens once per request. */
export interface OpenRequest {
  at: number;
}

/** The controller once loaded: module state on purpose, so a search bar mounted later in the tab has it at once. */
let loadedController: ComponentType<ControllerProps> | null = null;

function loadController(): Promise<ComponentType<ControllerProps>> {
  return import('./Controller').then((m) => {
    loadedController = m.default;
    return m.default;
  });
}

/** DocSearch 4.7.0's shortcuts: Ctrl/Cmd+K anywhere, "/" outside form fields and buttons. */
function isOpenShortcut(event: KeyboardEvent): boolean {
  if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) return true;
  if (event.key !== '/') return false;
  const target = event.composedPath()[0] as HTMLElement;
  return !(target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName));
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const settings = readSiteSearchSettings(siteConfig.customFields);
  const config = (siteConfig.themeConfig as ThemeConfig).algolia;
  const local = settings.mode === 'local';
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [Controller, setController] = useState<ComponentType<ControllerProps> | null>(() => loadedController);
  const [openRequest, setOpenRequest] = useState<OpenRequest | null>(null);

  const load = useCallback(() => {
    // A failed download (offline, stale deploy) is retried on the next hover, focus, click or shortcut.
    loadController().then(
      (c) => setController(() => c),
      () => undefined,
    );
  }, []);

  const open = useCallback(() => {
    setOpenRequest({at: Date.now()});
    load();
  }, [load]);

  // Until the controller is here, the shortcuts are this component's; then the controller's own listener takes over.
  useEffect(() => {
    if (Controller) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpenShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [Controller, open]);

  // Here, not in ../messages.ts: this file is in every page's bundle, and that module would come whole with it.
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <>
      {!local && (
        <Head>
          {/* Hints the browser that the site will query the hosted index (not in local mode: no such host). */}
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={load}
        onFocus={load}
        onMouseOver={load}
        onClick={open}
        ref={searchButtonRef}
        translations={{buttonText: label, buttonAriaLabel: label}}
      />
      {Controller && (
        <Controller
          config={config}
          local={local}
          missingResults={settings.missingResultsUrl}
          searchButtonRef={searchButtonRef}
          openRequest={openRequest}
        />
      )}
    </>
  );
}
