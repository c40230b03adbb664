/**
 * Every message the search UI shows (its modal's additions, the product filter, the /search page), as the descriptor
 * `translate()` takes: `translate(messages.loadingIndex)` after `import * as messages from '../messages'`. The site's
 * own (`site.*`) give their Chinese text here; the theme's (`theme.*`) keep the theme's id and English default, and
 * show the Chinese of the theme's zh-Hans translations. The modal's own screens are DocSearch's, translated by the
 * theme (`@theme/SearchTranslations`). One message is not here: the search button's label, translated in
 * ./SearchBar/index.tsx, which is in every page's bundle; a bundler keeps a module whole, so importing this one there
 * would put every message into every page.
 */

export interface Message {
  id: string;
  message: string;
  description?: string;
}

// The search modal.
export const seeAll = {id: 'theme.SearchBar.seeAll', message: 'See all {count} results'} as const satisfies Message;
export const loadingIndex = {id: 'site.search.loadingIndex', message: '正在加载索引…'} as const satisfies Message;
export const filteredTo = {
  id: 'site.search.filteredTo',
  message: '只显示 {products} 的结果',
} as const satisfies Message;
export const allShown = {id: 'site.search.allShown', message: '显示全部产品的结果'} as const satisfies Message;

// The product filter.
export const productFilter = {id: 'site.search.productFilter', message: '按产品筛选'} as const satisfies Message;
export const allProducts = {id: 'site.search.allProducts', message: '全部'} as const satisfies Message;

// The /search page.
export const definition = {
  id: 'site.searchPage.definition',
  message: '术语解释',
  description: 'Above a glossary term’s definition, listed first when the query names the term',
} as const satisfies Message;
export const pageDescription = {
  id: 'site.searchPage.description',
  message: '在全部产品文档中搜索：Neptune、Janus、Triton、Lowcode、Automation 与开放平台，中英文术语均可。',
} as const satisfies Message;
export const resultsTitle = {
  id: 'theme.SearchPage.existingResultsTitle',
  message: 'Search results for "{query}"',
} as const satisfies Message;
export const emptyTitle = {
  id: 'theme.SearchPage.emptyResultsTitle',
  message: 'Search the documentation',
} as const satisfies Message;
export const inputPlaceholder = {
  id: 'theme.SearchPage.inputPlaceholder',
  message: 'Type your search here',
} as const satisfies Message;
export const inputLabel = {id: 'theme.SearchPage.inputLabel', message: 'Search'} as const satisfies Message;
export const submit = {id: 'site.searchPage.submit', message: '搜索'} as const satisfies Message;
export const noscript = {
  id: 'site.searchPage.noscript',
  message: '搜索需要浏览器启用 JavaScript。也可以从顶部导航按产品浏览文档。',
} as const satisfies Message;
export const resultsFoundIn = {
  id: 'site.searchPage.resultsFoundIn',
  message: '在 {products} 中找到 {count} 个结果',
} as const satisfies Message;
export const resultsFound = {
  id: 'site.searchPage.resultsFound',
  message: '找到 {count} 个结果',
} as const satisfies Message;
export const partialUnmatched = {
  id: 'site.searchPage.partialUnmatched',
  message: '没有同时包含全部词语的结果，以下结果只匹配部分词语；文档中没有出现：{words}',
} as const satisfies Message;
export const partial = {
  id: 'site.searchPage.partial',
  message: '没有同时包含全部词语的结果，以下结果只匹配部分词语',
} as const satisfies Message;
export const noneIn = {id: 'site.searchPage.noneIn', message: '在 {products} 中没有结果'} as const satisfies Message;
export const searching = {id: 'site.searchPage.searching', message: '正在搜索…'} as const satisfies Message;
export const errorTitle = {
  id: 'theme.SearchModal.errorScreen.titleText',
  message: 'Unable to fetch results',
} as const satisfies Message;
export const errorHelp = {
  id: 'theme.SearchModal.errorScreen.helpText',
  message: 'You might want to check your network connection.',
} as const satisfies Message;
export const retry = {id: 'site.searchPage.retry', message: '重试'} as const satisfies Message;
export const noResults = {
  id: 'theme.SearchPage.noResultsText',
  message: 'No results were found',
} as const satisfies Message;
export const reportMissing = {
  id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
  message: 'Believe this query should return results?',
} as const satisfies Message;
export const reportMissingLink = {
  id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
  message: 'Let us know.',
} as const satisfies Message;
export const resultPath = {id: 'site.searchPage.resultPath', message: '所在位置'} as const satisfies Message;
export const fetchingMore = {
  id: 'theme.SearchPage.fetchingNewResults',
  message: 'Fetching new results...',
} as const satisfies Message;
export const more = {id: 'site.searchPage.more', message: '显示更多结果'} as const satisfies Message;
