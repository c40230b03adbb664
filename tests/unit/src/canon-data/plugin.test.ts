/** The facts land where the table components import them from, through Docusaurus's own createData. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import canonDataPlugin from '../../../../src/canon-data/plugin';
import {withPluginData} from '../../../support/dataPlugin';

test('the plugin writes its files where @generated/canon-data/default/ points', async () => {
  await withPluginData(canonDataPlugin(), (dataDir) => {
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
      assert.ok(fs.existsSync(path.join(dataDir, name)), `${name} written`);
    }
    const cnc = JSON.parse(fs.readFileSync(path.join(dataDir, 'cnc-01.json'), 'utf8'));
    assert.equal(cnc.device.name, 'CNC-01');
  });
});
