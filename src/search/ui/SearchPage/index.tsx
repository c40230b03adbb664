/**
 * Change: wraps the /search page to give it a description (the theme sets a title only), and renders the page of the
 * build's search mode, because ../../build/plugin.ts points `@site-search/page` at the site's own page (local mode) or
 * the theme's (hosted mode), so each build carries only the page it uses.
 */
import type {ReactNode} from 'react';
import SearchPage from '@site-search/page';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';

export default function SearchPageWrapper(): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'site.searchPage.description',
          message: '在全部产品文档中搜索：Neptune、Janus、Triton、Lowcode、Automation 与开放平台，中英文术语均可。',
        })}
      />
      <SearchPage />
    </>
  );
}
