/** The facts land where the table components import them from, through Docusaurus's own createData. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The internal this override depends on (src/overrides.ts): createData's layout under the generated-files folder.
import {createPluginActionsUtils} from '@docusaurus/core/lib/server/plugins/actions';
import canonDataPlugin from '../../../../src/canon-data/plugin';

test('the plugin writes its files where @generated/canon-data/default/ points', async () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canon-data-'));
  try {
    const plugin = canonDataPlugin();
    const {getActions} = await createPluginActionsUtils({
      plugin: {...plugin, options: {id: 'default'}} as never,
      generatedFilesDir,
      baseUrl: '/',
      trailingSlash: false,
    });
    const content = await plugin.loadContent!();
    await plugin.contentLoaded!({content, actions: getActions()});
    // The components import '@generated/canon-data/default/<name>' for each of these.
    for (const name of [
      'cnc-01.json',
      'endpoints.json',
      'compatibility.json',
      'codes.json',
      'permissions.json',
      'automation-states.json',
      'automation-modbus.json',
    ]) {
      const file = path.join(generatedFilesDir, 'canon-data', 'default', name);
      assert.ok(fs.existsSync(file), `${file} written`);
    }
    const cnc = JSON.parse(
      fs.readFileSync(path.join(generatedFilesDir, 'canon-data', 'default', 'cnc-01.json'), 'utf8'),
    );
    assert.equal(cnc.device.name, 'CNC-01');
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
});
