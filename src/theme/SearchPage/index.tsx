/**
 * Wraps the theme's /search page to give it a description (the theme sets a title only, so the page had no
 * `<meta name="description">` and shared links to it showed no summary).
 */
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
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
