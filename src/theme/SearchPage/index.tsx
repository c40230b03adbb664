/**
 * Wraps the theme's /search page to give it a description (the theme sets a title only, so the page had no
 * `<meta name="description">` and shared links to it showed no summary). In local mode it also starts loading the
 * index as soon as the page is up when the address carries a query: the theme's page searches 300 ms after its query
 * settles, and the index is the largest download of the page.
 */
import {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readSiteSearchSettings} from '@site/src/search/siteSearch';
import {getLocalSearchClient} from '@site/src/search/algoliasearch-lite';

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const local = readSiteSearchSettings(siteConfig.customFields).mode === 'local';
  useEffect(() => {
    if (!local || !new URLSearchParams(window.location.search).get('q')) return;
    // A failure shows on the page when the theme's search runs; the next search tries again.
    getLocalSearchClient().preload().catch(() => {});
  }, [local]);
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
