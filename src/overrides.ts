/**
 * Every place this site bends Docusaurus 3.9.1: the theme components it wraps or replaces, and each patch of framework
 * internals (the page template, the client entry, bundler aliases, imports of `internal` or `lib/` modules, the
 * `window.docusaurus` global). Re-check each entry against its upstream file whenever Docusaurus is upgraded.
 *
 * tests/unit/src/overrides.test.ts keeps this list whole: a file under src/theme/, or a use of an internal API anywhere
 * in the project's code (src/, lib/, scripts/, tools/, bench/, sdk/), that no entry names fails it, and so does an
 * entry whose files, upstream modules or guarding tests are gone, or whose files do not start with a `Change:` line.
 * src/overrides.upstream.json records a hash of each upstream file: after an upgrade the test names the entries whose
 * upstream changed, to re-check; `npx tsx scripts/overrides-upstream.ts` records the new hashes once they are.
 */
export type OverrideKind =
  /** A theme component that renders the original (`@theme-original/…`) with something around it. */
  | 'wrap'
  /** A theme component that takes the original's place: the original offers no seam for the change. */
  | 'replace'
  /** Not a theme component: a configuration value, entry, alias or import that reaches into the framework's files. */
  | 'patch';

export interface Override {
  /** The site's files, from the repository root. */
  files: readonly string[];
  kind: OverrideKind;
  /** The upstream files it mirrors or patches, as paths under node_modules/. */
  upstream: readonly string[];
  /** Why, in a sentence or two. */
  why: string;
  /** The tests that fail when it breaks, from the repository root. */
  guardedBy: readonly string[];
}

export const overrides: readonly Override[] = [
  {
    files: ['scripts/lib/mdx.ts'],
    kind: 'patch',
    upstream: [
      '@docusaurus/mdx-loader/lib/processor.js',
      '@docusaurus/mdx-loader/lib/preprocessor.js',
      '@docusaurus/core/lib/server/configValidation.js',
    ],
    why:
      "The source check compiles every page with Docusaurus's own MDX processor, preprocessor and default markdown " +
      'config, which no public API exposes, so an MDX error shows in seconds instead of after a full build.',
    guardedBy: ['tests/unit/scripts/check-sources.test.ts'],
  },
  {
    files: ['src/theme/Loading/index.tsx', 'src/theme/Loading/styles.module.css'],
    kind: 'replace',
    upstream: ['@docusaurus/core/lib/client/theme-fallback/Loading/index.js'],
    why: 'The fallback cannot be wrapped; its "Retry" is English and its white-on-red box fails WCAG AA contrast.',
    guardedBy: ['tests/e2e/resilience.spec.ts'],
  },
  {
    files: ['src/theme/AnnouncementBar/index.tsx'],
    kind: 'wrap',
    upstream: [
      '@docusaurus/theme-classic/lib/theme/AnnouncementBar/index.js',
      '@docusaurus/theme-common/lib/internal.js',
    ],
    why:
      'A bar dismissed under an older id stays hidden by the data-announcement-bar-initially-dismissed attribute until ' +
      'the next full load; the wrapper clears it while the bar is active (uses the internal useAnnouncementBar).',
    guardedBy: ['tests/e2e/site.spec.ts'],
  },
  {
    files: [
      'src/theme/SearchBar/index.tsx',
      'src/search/ui/SearchBar/index.tsx',
      'src/search/ui/SearchBar/Controller.tsx',
      'src/search/ui/SearchBar/useSearchModal.ts',
      'src/search/ui/SearchBar/docSearchProps.tsx',
      'src/search/ui/SearchBar/searchClients.ts',
      'src/search/ui/SearchBar/useModalOverlays.tsx',
      'src/search/ui/SearchBar/loadModal.ts',
      'src/search/ui/SearchBar/styles.css',
      'src/search/ui/SearchBar/button.css',
    ],
    kind: 'replace',
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js'],
    why:
      'The search bar has no seam for a local search client (none can pass through the serialised config); split so ' +
      'that the modal loads on the first sign of wanting to search, not with every page. The product chips go into ' +
      'DocSearch’s .DocSearch-SearchBar and re-run the query by re-typing it into .DocSearch-Input (no refresh API); ' +
      'the loading line and the error screen hide what DocSearch renders in .DocSearch-Dropdown: re-check all three on ' +
      'every DocSearch upgrade.',
    guardedBy: ['tests/e2e/search.spec.ts'],
  },
  {
    files: [
      'src/theme/SearchPage/index.tsx',
      'src/search/ui/SearchPage/index.tsx',
      'src/search/ui/SearchPage/HostedSearchPage.tsx',
      'src/search/ui/SearchPage/LocalSearchPage.tsx',
    ],
    kind: 'wrap',
    upstream: ['@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'],
    why:
      'Gives /search a description; in local mode renders the site’s own results page (the theme’s waits 300 ms, ships ' +
      'algoliasearch-helper and spins forever when the index fails), in hosted mode the theme’s.',
    guardedBy: ['tests/e2e/search.spec.ts'],
  },
  {
    files: ['src/search/build/plugin.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/core/lib/webpack/base.js'],
    why:
      'Aliases @site-search/page to the page of the build’s search mode, and gives each mode a bundler cache of its ' +
      'own: neither webpack nor Rspack notices a changed alias in its persistent cache. Takes the search modal’s ' +
      'styles out of Docusaurus’s one `styles` group (a split-chunks group of higher priority), so that they load ' +
      'with the modal instead of in the stylesheet every page waits for before it paints.',
    guardedBy: ['tests/unit/src/search/build/plugin.test.ts', 'tests/e2e/search.spec.ts'],
  },
  {
    files: ['src/askai/build/plugin.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/core/lib/webpack/base.js'],
    why:
      "Aliases @site-askai/entry to the Ask AI entry or to an empty component, and @site-askai/modal to the modal's " +
      "settings for it or to none, so a build without ASK_AI_MODEL ships none of it and the entry's stylesheet loads " +
      'with the modal, with a bundler cache (and, on, a cache folder) per variant: no persistent cache notices the alias.',
    guardedBy: [
      'tests/unit/src/askai/build/plugin.test.ts',
      'tests/build/askai-off.test.ts',
      'tests/e2e/askai.spec.ts',
    ],
  },
  {
    files: ['src/theme/CodeBlock/index.tsx'],
    kind: 'replace',
    upstream: ['@docusaurus/theme-classic/lib/theme/CodeBlock/index.js'],
    why:
      'The original remounts every code block after hydration (key={String(isBrowser)}) to apply a dark Prism theme; ' +
      'with one theme in both modes that only re-tokenised every block on the phone. Kept when the themes differ.',
    guardedBy: ['tests/e2e/site.spec.ts'],
  },
  {
    files: ['src/theme/CodeBlock/Content/index.tsx'],
    kind: 'replace',
    upstream: [
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
      '@docusaurus/theme-common/lib/internal.js',
    ],
    why:
      'No page load runs Prism: the server highlights, a hydrated block keeps its HTML, and a block rendered in the ' +
      'browser is highlighted when the highlighter chunk arrives. Colours are classes, not a style on every token.',
    guardedBy: ['tests/e2e/site.spec.ts', 'tests/e2e/resilience.spec.ts'],
  },
  {
    files: ['src/theme/Tabs/index.tsx', 'src/theme/Tabs/styles.module.css'],
    kind: 'replace',
    upstream: [
      '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
      '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css',
      '@docusaurus/theme-common/lib/internal.js',
    ],
    why:
      'The original remounts every tab group after hydration (key={String(isBrowser)}), which rendered all its panels ' +
      'again in the browser and fetched Prism for their code; useTabs already moves to the stored choice after ' +
      'hydration. The remount is in the default export, so the component is ejected (uses the internal useTabs).',
    guardedBy: ['tests/e2e/site.spec.ts'],
  },
  {
    files: ['src/theme/CodeBlock/Line/Token/index.tsx'],
    kind: 'wrap',
    upstream: ['@docusaurus/theme-classic/lib/theme/CodeBlock/Line/Token/index.js'],
    why: 'A plain token renders as bare text: a third of the elements of code-heavy pages were these spans.',
    guardedBy: ['tests/e2e/site.spec.ts'],
  },
  {
    files: ['src/theme/Navbar/MobileSidebar/index.tsx'],
    kind: 'wrap',
    upstream: [
      '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js',
      '@docusaurus/theme-common/lib/internal.js',
    ],
    why:
      'The closed phone drawer (navbar items and the whole doc sidebar) is built in the first idle period instead ' +
      'of in one long task right after hydration; at once if the reader opens it first.',
    guardedBy: ['tests/e2e/site.spec.ts'],
  },
  {
    files: ['src/theme/MDXComponents/Img/index.tsx'],
    kind: 'wrap',
    upstream: ['@docusaurus/theme-classic/lib/theme/MDXComponents/Img/index.js'],
    why: 'Diagrams inlined as data: URLs are drawn eagerly; lazy loading only delayed them until after the scripts ran.',
    guardedBy: ['tests/e2e/site.spec.ts'],
  },
  {
    files: ['src/plugins/docs.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/plugin-content-docs/lib/routes.js', '@docusaurus/plugin-content-docs/lib/props.js'],
    why:
      'Wraps the docs plugin (added by the site in place of the preset’s) so that the version route’s props, which ' +
      'every doc page loads, leave out each doc’s description (14 of their 22 KiB gzip): only a DocCard reads it, ' +
      'and the site renders none. Relies on the props’ shape (version.docs by id).',
    guardedBy: ['tests/unit/src/plugins/docs.test.ts', 'tests/e2e/routes.spec.ts'],
  },
  {
    files: ['src/plugins/postcss.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/bundler/lib/loaders/styleLoader.js', 'postcss-loader/dist/utils.js'],
    why:
      'Creates the PostCSS plugins Docusaurus names by path once, and turns off postcss-loader’s config-file search: ' +
      'both ran for every stylesheet on the build’s one JavaScript thread, for the same CSS.',
    guardedBy: ['tests/unit/src/plugins/postcss.test.ts'],
  },
  {
    files: ['src/pageLoad/ssrTemplate.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/core/lib/ssg/ssgTemplate.html.js'],
    why:
      'The page template adds the entry scripts after the page has loaded and painted instead of with defer, so a ' +
      'phone shows the server-rendered page before it runs hydration.',
    guardedBy: ['tests/unit/src/pageLoad/ssrTemplate.test.ts', 'tests/e2e/nginx.spec.ts'],
  },
  {
    files: ['src/pageLoad/plugin.ts', 'src/pageLoad/stagedEntry.ts', 'src/pageLoad/tslib.ts'],
    kind: 'patch',
    upstream: [
      '@docusaurus/core/lib/client/clientEntry.js',
      '@docusaurus/core/lib/client/App.js',
      '@docusaurus/utils-common/lib/index.js',
      '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    ],
    why:
      'Production browser builds start from a staged entry that evaluates React DOM, the app’s module groups, the ' +
      'route matching (in slices), the route’s chunk requests (route by route), the ICU collator and the last-update ' +
      'date’s format in tasks of their own before the original entry: the main bundle was the longest task of a ' +
      'phone’s page load. utils-common’s require("tslib") is aliased to the one helper it calls (tslib whole was ' +
      '3 KiB gzip of the main bundle).',
    guardedBy: ['tests/unit/src/pageLoad/plugin.test.ts', 'tests/build/page-load.test.ts', 'tests/e2e/site.spec.ts'],
  },
  {
    files: ['src/prism/plugin.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/theme-classic/lib/prism-include-languages.js'],
    why:
      'Aliases away the theme’s client module that imports Prism into every page, and swaps the browser’s highlighter ' +
      'loader for the one at hand in the server build.',
    guardedBy: ['tests/unit/src/prism/plugin.test.ts', 'tests/e2e/site.spec.ts'],
  },
  {
    files: [
      'src/canon-data/plugin.ts',
      'src/components/Cnc01Table/index.tsx',
      'src/components/PortTable/index.tsx',
      'src/components/CompatMatrix/index.tsx',
      'src/components/CodeTable/index.tsx',
      'src/components/PermissionTable/index.tsx',
      'src/components/StateTable/index.tsx',
      'src/modbus/ui/devices.ts',
    ],
    kind: 'patch',
    upstream: ['@docusaurus/core/lib/server/plugins/actions.js', '@docusaurus/core/lib/webpack/base.js'],
    why:
      'The table components and the Modbus tools import the JSON that the canon-data plugin writes with createData by ' +
      'its path under the @generated alias (<plugin name>/<plugin id>/), a layout core does not document: only pages ' +
      'that show a table or open a tool load the facts, instead of every page carrying them as global data.',
    guardedBy: ['tests/unit/src/canon-data/plugin.test.ts', 'tests/e2e/routes.spec.ts', 'tests/e2e/modbus.spec.ts'],
  },
  {
    files: [
      'src/myenv/plugin.ts',
      'src/myenv/theme/CopyButton.tsx',
      'src/myenv/browser/apply.ts',
      'src/myenv/browser/pageText.ts',
      'src/myenv/ui/MyEnvForm.tsx',
    ],
    kind: 'patch',
    upstream: ['@docusaurus/core/lib/server/plugins/actions.js', '@docusaurus/core/lib/webpack/base.js'],
    why:
      'The copy buttons, the page substitution and the「我的环境」form import the placeholders the myenv plugin ' +
      'writes with createData by their path under @generated (<plugin name>/<plugin id>/), as the canon tables do: ' +
      'the words go only to the form’s page, the patterns only to the code that uses them.',
    guardedBy: ['tests/unit/src/myenv/plugin.test.ts', 'tests/e2e/myenv.spec.ts'],
  },
  {
    files: ['src/clientModules/idlePrefetch.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/core/lib/client/docusaurus.js', '@docusaurus/core/lib/client/prefetch.js'],
    why:
      'Replaces window.docusaurus.prefetch so that links coming into view are prefetched in idle time, in slices ' +
      'short enough for a slow phone, each chunk once: the original added a link per chunk of every route matched, ' +
      'the page’s own chunks included. It reads the chunk table and calls the runtime’s chunk-URL helper ' +
      '(__webpack_require__.gca) as the original does.',
    guardedBy: ['tests/e2e/site.spec.ts', 'tests/unit/src/clientModules/idlePrefetch.test.ts'],
  },
  {
    files: ['src/theme/Root.tsx', 'src/offline/theme/Root.tsx'],
    kind: 'wrap',
    upstream: ['@docusaurus/core/lib/client/theme-fallback/Root/index.js'],
    why: 'The offline badge must be on every page, the 404 and /search included; no layout slot covers them all.',
    guardedBy: ['tests/e2e/offline.spec.ts'],
  },
  {
    files: ['src/theme/DocItem/Footer/index.tsx', 'src/offline/theme/DocItemFooter.tsx'],
    kind: 'wrap',
    upstream: ['@docusaurus/theme-classic/lib/theme/DocItem/Footer/index.js'],
    why:
      "A family's first page offers the family offline and its PDF handbook with its size, above the footer; every " +
      'doc page ends with「这页有帮助吗？」and「报告问题」 (src/feedback/), below it, inside the article and outside ' +
      'the content that search and the handbooks read. The theme has no slot after a doc’s content.',
    guardedBy: ['tests/e2e/offline.spec.ts', 'tests/build/handbooks.test.ts', 'tests/e2e/feedback.spec.ts'],
  },
  {
    files: ['src/theme/DocItem/Content/index.tsx', 'src/markdown/theme/DocItemContent.tsx'],
    kind: 'wrap',
    upstream: ['@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js'],
    why:
      '「复制为 Markdown」floats beside the title, outside the .theme-doc-markdown element the twins and the search ' +
      'index read; the theme has no slot next to the title, and DocItem/Footer is the feedback widget’s.',
    guardedBy: ['tests/e2e/markdown.spec.ts'],
  },
  {
    files: ['src/theme/CodeBlock/Buttons/CopyButton/index.tsx', 'src/myenv/theme/CopyButton.tsx'],
    kind: 'wrap',
    upstream: [
      '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js',
      '@docusaurus/theme-common/lib/internal.js',
    ],
    why:
      'The copy button copies the block’s source text (the metadata of the code block context), so with「我的环境」 ' +
      'set it would copy the samples the page no longer shows; the wrapper gives the original a context whose code ' +
      'holds the reader’s values (uses the internal CodeBlockContextProvider and useCodeBlockContext).',
    guardedBy: ['tests/e2e/myenv.spec.ts'],
  },
  {
    files: ['src/theme/DocSidebar/Desktop/Content/index.tsx', 'src/offline/theme/DocSidebarDesktopContent.tsx'],
    kind: 'wrap',
    upstream: ['@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/Content/index.js'],
    why: 'The foot of the doc sidebar offers the current family offline; the theme has no sidebar footer slot.',
    guardedBy: ['tests/e2e/offline.spec.ts'],
  },
  {
    files: ['src/offline/register.ts'],
    kind: 'patch',
    upstream: ['@docusaurus/plugin-pwa/lib/registerSw.js'],
    why:
      'The plugin registers its worker as its client module evaluates, during the page load; this module imports the ' +
      "same registration when the page is idle (the plugin's swRegister option points here).",
    guardedBy: ['tests/e2e/offline.spec.ts'],
  },
];

/** Module specifiers and code that reach into Docusaurus's internals: a file using one must be listed above. */
/**
 * Why each entry of package.json's "overrides" block is there (npm offers no place for a comment in package.json);
 * tests/unit/src/overrides.test.ts fails when an entry has no reason here, or a reason no entry.
 */
export const packagePins: Readonly<Record<string, string>> = {
  '@docsearch/react':
    "theme-search-algolia 3.9.1 accepts ^3.9 || ^4.1, which resolves to 4.7.1, whose @docsearch/core 4.7.1 the registry lacks: a fresh install fails; the search bar's wrappers are written against 4.7.0.",
  webpackbar:
    "@docusaurus/bundler 3.9.1 pulls webpackbar 6, whose progress plugin options webpack 5.106 rejects ('does not match the API schema'); 7 passes them.",
  '@docusaurus/core':
    'Every @docusaurus package at 3.9.1: a plugin that asks for ^3 would otherwise pull a second, newer copy, and two copies break the docs contexts (one version: npm ls @docusaurus/core).',
  '@docusaurus/types': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/utils': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/utils-common': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/utils-validation': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/plugin-content-docs': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/theme-common': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/theme-classic': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/theme-translations': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@docusaurus/logger': 'As @docusaurus/core: one Docusaurus version in the tree.',
  '@paulirish/trace_engine':
    "Lighthouse's trace engine depends on third-party-web 'latest', which moves under a lock file: pinned to the version the Lighthouse bench was measured with.",
};

export const INTERNAL_API_PATTERNS: readonly RegExp[] = [
  /@docusaurus\/[\w-]+\/internal\b/,
  /@docusaurus\/[\w-]+\/lib\//,
  /@theme-original\//,
  /@theme-init\//,
  /\bwindow\.docusaurus\b/,
  /\bNormalModuleReplacementPlugin\b/,
  /\bresolve:\s*\{\s*alias\b/,
  /\bconfig\.entry\b/,
  // The JSON the canon-data plugin writes, imported by its path under @generated (the entry of src/canon-data/plugin.ts).
  /from\s+['"]@generated\/canon-data\//,
  // The placeholders the myenv plugin writes, imported the same way (the entry of src/myenv/plugin.ts).
  /from\s+['"]@generated\/myenv\//,
];
