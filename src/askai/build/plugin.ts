/**
 * Change: aliases `@site-askai/entry` to the Ask AI entry or to an empty component, and `@site-askai/modal` to the
 * modal's settings for it or to none, and gives each variant a bundler cache of its own, because a build without
 * ASK_AI_MODEL must ship none of the feature and no persistent cache notices a changed alias.
 * The Ask AI plugin. On (./options.ts), the search modal's controller renders ../ui/Entry.tsx, which loads the AI
 * screen as a chunk of its own when the reader chooses「询问 AI」; the model name and API path reach it as this
 * plugin's global data. Off, the controller renders ../ui/Off.tsx (nothing), and no global data is set.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AskAiOptions} from './options';
import {ASK_AI_PLUGIN} from './pluginName';
import {asyncStylesheet} from '../../pageLoad/asyncStylesheet';

export interface AskAiPluginOptions {
  askAi: AskAiOptions | null;
}

/** The entry's and screen's styles (../ui/styles.css) in a stylesheet of their own, loaded with the modal. */
export const ASK_AI_STYLES = asyncStylesheet('ask-ai', /[\\/]src[\\/]askai[\\/]ui[\\/]styles\.css$/);

export default function askAiPlugin({siteDir}: LoadContext, {askAi}: AskAiPluginOptions): Plugin {
  const variant = askAi ? 'on' : 'off';
  return {
    name: ASK_AI_PLUGIN,
    async contentLoaded({actions}) {
      if (askAi) actions.setGlobalData(askAi);
    },
    configureWebpack(config, isServer) {
      // As in src/search/build/plugin.ts: Rspack folds the cache name into experiments.cache.version.
      type RspackCache = {type?: string; version?: string; storage?: {type: 'filesystem'; directory: string}};
      const rspackCache = (config as {experiments?: {cache?: RspackCache}}).experiments?.cache;
      if (rspackCache?.type === 'persistent') {
        rspackCache.version = `${rspackCache.version ?? 'default'}-askai-${variant}`;
        // CI builds both variants at once (scripts/test-all.ts): each writes a cache folder of its own.
        if (askAi) rspackCache.storage = {type: 'filesystem', directory: path.join(siteDir, 'node_modules/.cache/rspack-askai')};
      }
      if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
        config.cache.name = `${config.cache.name ?? 'default'}-askai-${variant}`;
      }
      const ui = (on: string) => path.resolve(__dirname, askAi ? on : '../ui/Off.tsx');
      return {
        resolve: {alias: {'@site-askai/entry$': ui('../ui/Entry.tsx'), '@site-askai/modal$': ui('../ui/modal.ts')}},
        ...(isServer || !askAi ? {} : {optimization: {splitChunks: {cacheGroups: {askAiStyles: ASK_AI_STYLES}}}}),
      };
    },
  };
}
