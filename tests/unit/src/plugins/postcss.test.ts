/** src/plugins/postcss.ts: Docusaurus's PostCSS plugins, created once and with no config search, give the same CSS. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {createRequire} from 'node:module';
import postcss, {type AcceptedPlugin} from 'postcss';
import * as rspack from '@rspack/core';
import {createStyleLoadersFactory} from '@docusaurus/bundler/lib/loaders/styleLoader';
import type {PostCssOptions} from '@docusaurus/types';
import {ROOT} from '../../../../scripts/lib/docs';
import {loadPostCssOnce} from '../../../../src/plugins/postcss';

const load = createRequire(__filename);

/** The PostCSS options Docusaurus gives postcss-loader for a browser stylesheet. */
async function docusaurusOptions(): Promise<PostCssOptions> {
  const styleLoaders = await createStyleLoadersFactory({currentBundler: {name: 'rspack', instance: rspack} as never});
  const postcssLoader = styleLoaders(false, {}).find((l) => String(l.loader).includes('postcss-loader'));
  assert.ok(postcssLoader, 'Docusaurus no longer runs postcss-loader: re-check src/plugins/postcss.ts');
  return (postcssLoader.options as {postcssOptions: PostCssOptions}).postcssOptions;
}

/** The plugins as postcss-loader loads a [path, options] entry for each stylesheet. */
function perStylesheet(options: PostCssOptions): AcceptedPlugin[] {
  return options.plugins.map((entry) => {
    const [name, pluginOptions] = entry as [string, object];
    const creator = load(name) as AcceptedPlugin & ((o?: object) => AcceptedPlugin);
    return Object.keys(pluginOptions).length === 0 ? creator : creator(pluginOptions);
  });
}

const CSS = `
a { text-decoration: none; }
@media print { pre { break-inside: avoid; } }
.key { border: 1px solid color-mix(in srgb, var(--c) 20%, transparent); }
`;

test('the PostCSS step has the same plugins, created once, and searches for no config file', async () => {
  const original = await docusaurusOptions();
  assert.ok(original.plugins.length > 0 && original.plugins.every((p) => Array.isArray(p) && typeof p[0] === 'string'));
  const once = loadPostCssOnce(original);
  assert.equal(once.config, false);
  assert.equal(once.ident, original.ident);
  assert.equal(once.plugins.length, original.plugins.length);
  for (const plugin of once.plugins) assert.equal(typeof plugin, 'object', 'each plugin is created, not a path');
});

test('a stylesheet comes out of the plugins created once as it does out of the per-stylesheet ones', async () => {
  const original = await docusaurusOptions();
  const from = path.join(ROOT, 'src', 'css', 'custom.css');
  const expected = (await postcss(perStylesheet(original)).process(CSS, {from})).css;
  const actual = (await postcss(loadPostCssOnce(original).plugins as AcceptedPlugin[]).process(CSS, {from})).css;
  // The browsers the site supports need these prefixes and fallbacks: the plugins must have run at all.
  assert.match(expected, /-webkit-text-decoration: none/);
  assert.equal(actual, expected);
});
