/** The placeholders land where the copy buttons, the page substitution and the form import them from. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The internal this override depends on (src/overrides.ts): createData's layout under the generated-files folder.
import {createPluginActionsUtils} from '@docusaurus/core/lib/server/plugins/actions';
import myEnvPlugin from '../../../../src/myenv/plugin';

test('the plugin writes the patterns (no words) and the placeholders where @generated/myenv/default/ points', async () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'myenv-'));
  try {
    const plugin = myEnvPlugin();
    const {getActions} = await createPluginActionsUtils({
      plugin: {...plugin, options: {id: 'default'}} as never,
      generatedFilesDir,
      baseUrl: '/',
      trailingSlash: false,
    });
    const content = await plugin.loadContent!();
    await plugin.contentLoaded!({content, actions: getActions()});
    const read = (name: string) =>
      JSON.parse(fs.readFileSync(path.join(generatedFilesDir, 'myenv', 'default', name), 'utf8')) as Array<
        Record<string, unknown>
      >;
    const patterns = read('patterns.json');
    const placeholders = read('placeholders.json');
    assert.deepEqual(
      patterns.map((p) => p.key),
      placeholders.map((p) => p.key),
    );
    for (const p of patterns) assert.deepEqual(Object.keys(p).sort(), ['in', 'key', 'match', 'notAfter', 'secret']);
    assert.ok(placeholders.every((p) => typeof p.meaning === 'string' && typeof p.label === 'string'));
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
});
