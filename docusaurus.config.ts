import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {COMPANY_NAME, COPYRIGHT_START, COPYRIGHT_END, SITE_TITLE, SITE_URL} from './src/config/site';
import {navbarItems, footerLinks} from './src/config/navigation';
import {codeTheme} from './src/prism/theme';
import {ssrTemplate} from './src/pageLoad/ssrTemplate';
import {LOCAL_CREDENTIALS, resolveSearchMode} from './src/search/build/mode';
import {markdownOptions, mdxPlugins} from './src/config/markdown';
import type {SiteSearchSettings} from './src/search/ui/siteSearch';
import type {SearchIndexPluginOptions} from './src/search/build/plugin';
import {resolveAskAi} from './src/askai/build/options';
import type {AskAiPluginOptions} from './src/askai/build/plugin';
import {pwaOptions} from './src/offline/plugin';

// The announcement bar returns for readers who dismissed it whenever this id changes.
const announcementBar = {
  id: 'neptune-v2-9',
  content:
    'Neptune v2.9 已发布：状态时长统计提速，新增最新数据 API。<a href="/docs/neptune/version/v2_9">查看版本说明</a>',
  backgroundColor: '#0b3d91',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies Preset.ThemeConfig['announcementBar'];

// Search: the local index built with the site unless DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME
// (and DOCSEARCH_ASSISTANT_ID for Ask AI) name a hosted index; a partial set stops the build (src/search/build/mode.ts).
const searchMode = resolveSearchMode(process.env);
// ASK_AI_MODEL (and ASK_AI_PATH) turn on Ask AI against the plant's own model, with either search; a hosted assistant
// takes precedence. The build prints which Ask AI it has (src/askai/build/options.ts).
const askAi = resolveAskAi(process.env, searchMode);
if (askAi.line) console.warn(askAi.line);

const algolia = {
  ...(searchMode.mode === 'hosted'
    ? {
        appId: searchMode.appId,
        apiKey: searchMode.apiKey,
        indexName: searchMode.indexName,
        ...(searchMode.assistantId ? {askAi: searchMode.assistantId} : {}),
      }
    : LOCAL_CREDENTIALS),
  contextualSearch: true,
  searchPagePath: 'search',
} satisfies Preset.ThemeConfig['algolia'];

const siteSearch = {
  mode: searchMode.mode,
  // The no-results screen's "请告知我们。" link; {query} becomes the reader's query.
  missingResultsUrl: `mailto:support@neptune-iiot.net?subject=${encodeURIComponent('文档搜索没有结果')}&body={query}`,
} satisfies SiteSearchSettings;

const docsOptions = {
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  ...mdxPlugins,
  showLastUpdateTime: true,
  breadcrumbs: true,
} satisfies DocsOptions;

const themeConfig = {
  // Open Graph and Twitter card image (1200×630), rendered from assets-src/social-card.svg.
  image: 'img/social-card.png',
  announcementBar,
  colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
  docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar: {
    title: SITE_TITLE,
    logo: {alt: `${COMPANY_NAME}标志`, src: 'img/logo.svg', width: 32, height: 32},
    hideOnScroll: true,
    items: navbarItems,
  },
  footer: {
    style: 'dark',
    links: footerLinks,
    copyright: `Copyright © ${COPYRIGHT_START}–${COPYRIGHT_END} ${COMPANY_NAME}`,
  },
  prism: {
    // One dark theme in both colour modes, as the spec asks; its token colours pass WCAG AA on its background.
    // (no darkTheme: the theme applies in both modes, and the config ships to the browser only once).
    theme: codeTheme,
    // The added languages (bash, ini, properties, shell-session, toml) are not listed here: they are registered with
    // the highlighter, which no page load needs (src/prism/plugin.ts); go comes with prism-react-renderer.
    additionalLanguages: [],
  },
  zoom: {
    selector: 'article img',
    background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
  },
  algolia,
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: SITE_TITLE,
  tagline: 'Neptune、Janus、Triton、Lowcode、Automation 与开放平台的产品文档',
  favicon: 'favicon.ico',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: markdownOptions,
  i18n: {
    defaultLocale: 'zh-Hans',
    locales: ['zh-Hans'],
    localeConfigs: {'zh-Hans': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans', calendar: 'gregory'}},
  },
  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (src/plugins/docs.ts).
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        // /search is no documentation: every /search?q= names /search as canonical, and /search stays out of the sitemap.
        sitemap: {lastmod: 'date', changefreq: null, priority: null, ignorePatterns: ['/search']},
      } satisfies Preset.Options,
    ],
  ],
  headTags: [
    {tagName: 'link', attributes: {rel: 'icon', type: 'image/svg+xml', href: '/img/logo.svg'}},
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/icons/apple-touch-icon.png'}},
    {tagName: 'meta', attributes: {name: 'theme-color', content: '#0b3d91'}},
  ],
  // Paint the server-rendered page before the entry scripts run (src/pageLoad/ssrTemplate.ts).
  ssrTemplate,
  clientModules: [
    './src/clientModules/stripIndexHtml.ts',
    './src/clientModules/scrollableTables.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/idlePrefetch.ts',
    // A term's definition on hover, focus or tap: its stylesheet, Escape and the first tap (src/glossary/).
    './src/glossary/browser/glossary.ts',
  ],
  plugins: [
    // @docusaurus/plugin-content-docs without the docs' descriptions in the data every doc page loads.
    ['./src/plugins/docs.ts', docsOptions],
    './src/plugins/postcss.ts',
    './src/plugins/content-manifest.ts',
    './src/canon-data/plugin.ts',
    // 「我的环境」: the reader's values in place of the canon's placeholders (src/myenv/).
    './src/myenv/plugin.ts',
    './src/prism/plugin.ts',
    './src/pageLoad/plugin.ts',
    './sdk/triton/plugin.ts',
    './tools/stomp-tester/plugin.ts',
    './tools/api-console/plugin.ts',
    [
      './src/search/build/plugin.ts',
      {mode: searchMode.mode, localIndex: askAi.localIndex} satisfies SearchIndexPluginOptions,
    ],
    ['./src/askai/build/plugin.ts', {askAi: askAi.options} satisfies AskAiPluginOptions],
    // A Markdown twin of every doc page (/docs/a/b.md), /llms.txt and /llms-full-<product>.txt (src/markdown/).
    './src/markdown/plugin.ts',
    // Offline reading: the service worker and the families a reader can save (src/offline/). Leave both out to ship
    // the site without a worker.
    ['@docusaurus/plugin-pwa', pwaOptions],
    './src/offline/plugin.ts',
    './src/handbooks/plugin.ts',
  ],
  customFields: {search: siteSearch},
  themeConfig,
  future: {
    // Rspack, SWC and Lightning CSS (@docusaurus/faster) in place of webpack, Babel and cssnano.
    experimental_faster: true,
    // Required by experimental_faster's worker-thread static generation in 3.9.1.
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },
};

export default config;
