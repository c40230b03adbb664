/**
 * The /search page. In local mode it is the site's own (src/search/page/LocalSearchPage.tsx), in hosted mode the
 * theme's: src/plugins/search-index.ts points `@site-search/page` at one or the other, so each build carries only
 * the page it uses. Both get a description here (the theme sets a title only, so the page had no
 * `<meta name="description">` and shared links to it showed no summary).
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
