/**
 * Change: wraps the /search page to give it a description (the theme sets a title only), and renders the page of the
 * build's search mode, because ../../build/plugin.ts points `@site-search/page` at the site's own page (local mode) or
 * the theme's (hosted mode), so each build carries only the page it uses.
 */
import type {ReactNode} from 'react';
import SearchPage from '@site-search/page';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import * as messages from '../messages';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <PageMetadata description={translate(messages.pageDescription)} />
      <SearchPage />
    </>
  );
}
