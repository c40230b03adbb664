/** The placeholders land where the copy buttons, the page substitution and the form import them from. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import myEnvPlugin from '../../../../src/myenv/plugin';
import {withPluginData} from '../../../support/dataPlugin';

test('the plugin writes the patterns (no words) and the placeholders where @generated/myenv/default/ points', async () => {
  await withPluginData(myEnvPlugin(), (dataDir) => {
    const read = (name: string) =>
      JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')) as Array<Record<string, unknown>>;
    const patterns = read('patterns.json');
    const placeholders = read('placeholders.json');
    assert.deepEqual(
      patterns.map((p) => p.key),
      placeholders.map((p) => p.key),
    );
    for (const p of patterns) assert.deepEqual(Object.keys(p).sort(), ['in', 'key', 'match', 'notAfter', 'secret']);
    assert.ok(placeholders.every((p) => typeof p.meaning === 'string' && typeof p.label === 'string'));
  });
});
