/**
 * Code highlighting without Prism on page load (src/theme/CodeBlock/Content). Two changes to the bundles:
 * - the server build gets the highlighter at hand (src/prism/highlighter.server.ts) in place of the browser's loader
 *   (src/prism/highlighter.ts), so every page is rendered highlighted;
 * - the theme's client module that imports Prism into every page's main bundle to register `prism.additionalLanguages`
 *   (@docusaurus/theme-classic/lib/prism-include-languages) is left out: the site's added languages are registered by
 *   src/prism/languages.ts, which travels with the highlighter. The build stops if the config lists
 *   additionalLanguages, because they would be ignored.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages').replace(/\.js$/, '');

/** Throws when the config asks Docusaurus to add Prism languages: this site adds them in src/prism/languages.ts. */
export function checkPrismConfig(themeConfig: {prism?: {additionalLanguages?: unknown}}): void {
  const languages = themeConfig.prism?.additionalLanguages;
  if (Array.isArray(languages) && languages.length > 0) {
    throw new Error(
      `themeConfig.prism.additionalLanguages lists ${languages.join(', ')}, but this site does not load Prism on every page: ` +
        'register the language in src/prism/languages.ts instead and leave additionalLanguages empty.',
    );
  }
}

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  checkPrismConfig(context.siteConfig.themeConfig as {prism?: {additionalLanguages?: unknown}});
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {alias: {[`${THEME_PRISM_CLIENT_MODULE}$`]: false}},
        plugins: isServer
          ? [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^@site\/src\/prism\/highlighter$/,
                path.resolve(__dirname, '../prism/highlighter.server.ts'),
              ),
            ]
          : [],
      };
    },
  };
}
