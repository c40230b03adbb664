import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {checkPrismConfig, THEME_PRISM_CLIENT_MODULE} from '../../../../src/prism/plugin';

test('the build stops when the config asks Docusaurus to add Prism languages, naming where they go instead', () => {
  assert.throws(
    () => checkPrismConfig({prism: {additionalLanguages: ['rust']}}),
    /additionalLanguages lists rust.*src\/prism\/languages\.ts/,
  );
  assert.doesNotThrow(() => checkPrismConfig({prism: {additionalLanguages: []}}));
  assert.doesNotThrow(() => checkPrismConfig({}));
});

test('the theme client module that would load Prism on every page is where the plugin leaves it out', () => {
  assert.ok(
    fs.existsSync(`${THEME_PRISM_CLIENT_MODULE}.js`),
    'theme-classic moved its Prism client module: re-check src/prism/plugin.ts',
  );
  const source = fs.readFileSync(`${THEME_PRISM_CLIENT_MODULE}.js`, 'utf8');
  assert.match(source, /import \{ Prism \} from 'prism-react-renderer'/);
});
