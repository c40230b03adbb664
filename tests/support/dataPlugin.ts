import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
// The internal the data plugins' overrides depend on (src/overrides.ts): createData's layout under the generated-files
// folder, which is where `@generated/<plugin>/default/` points.
import {createPluginActionsUtils} from '@docusaurus/core/lib/server/plugins/actions';

/**
 * Runs a data plugin's loadContent and contentLoaded through Docusaurus's own actions, in a temporary generated-files
 * folder, and hands `check` the folder its `@generated/<name>/default/` imports read; the folder is removed after.
 */
export async function withPluginData<Content>(
  plugin: Plugin<Content>,
  check: (dataDir: string) => void,
): Promise<void> {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), `${plugin.name}-`));
  try {
    const {getActions} = await createPluginActionsUtils({
      plugin: {...plugin, options: {id: 'default'}} as never,
      generatedFilesDir,
      baseUrl: '/',
      trailingSlash: false,
    });
    const content = await plugin.loadContent!();
    await plugin.contentLoaded!({content, actions: getActions()});
    check(path.join(generatedFilesDir, plugin.name, 'default'));
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
}
