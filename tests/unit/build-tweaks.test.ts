/**
 * Build-time changes to how Docusaurus renders pages: the page template (src/ssrTemplate.ts) and code highlighting
 * without Prism in the browser's page load (src/plugins/code-highlight.ts, src/prism/languages.ts), and the browser
 * bundle's staged entry (src/plugins/staged-entry.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ssrTemplate} from '../../src/ssrTemplate';
import {checkPrismConfig, THEME_PRISM_CLIENT_MODULE} from '../../src/plugins/code-highlight';
import {Prism} from '../../src/prism/languages';

const ROOT = path.join(__dirname, '..', '..');

/** Whitespace between and around template tags carries no meaning in the rendered page. */
const squeeze = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

test("the page template is Docusaurus 3.9.1's own but for how the entry scripts load", () => {
  const original: string = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js').default;
  const deferBlock =
    /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% }\); %>/;
  assert.match(
    original,
    deferBlock,
    'the original loads the entry scripts with defer: re-check src/ssrTemplate.ts after an upgrade',
  );
  const loader =
    /<script>\(function\(\)\{var d=0,s=<%~ JSON\.stringify\(it\.scripts\.map\(\(script\) => it\.baseUrl \+ script\)\) %>;[\s\S]*?<\/script>/;
  assert.match(ssrTemplate, loader);
  assert.doesNotMatch(ssrTemplate, /\bdefer\b/);
  assert.equal(squeeze(ssrTemplate.replace(loader, '')), squeeze(original.replace(deferBlock, '')));
  // The scripts are added once the page has loaded and the next frame is painted (200 ms later at most), in order,
  // and only once.
  assert.match(ssrTemplate, /addEventListener\('load',f\)/);
  assert.match(ssrTemplate, /requestAnimationFrame\(function\(\)\{setTimeout\(l,0\)\}\);setTimeout\(l,200\)/);
  assert.match(ssrTemplate, /function l\(\)\{if\(d\)return;d=1;/);
  assert.match(ssrTemplate, /e\.async=false/);
});

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
    'theme-classic moved its Prism client module: re-check src/plugins/code-highlight.ts',
  );
  const source = fs.readFileSync(`${THEME_PRISM_CLIENT_MODULE}.js`, 'utf8');
  assert.match(source, /import \{ Prism \} from 'prism-react-renderer'/);
});

function codeFenceLanguages(dir: string, found: Map<string, string>): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) codeFenceLanguages(full, found);
    else if (/\.mdx?$/.test(entry.name)) {
      for (const m of fs.readFileSync(full, 'utf8').matchAll(/^\s*```+([\w-]+)/gm))
        if (!found.has(m[1])) found.set(m[1], path.relative(ROOT, full));
    }
  }
}

test('every language a code fence names is one the highlighter knows', () => {
  const found = new Map<string, string>();
  codeFenceLanguages(path.join(ROOT, 'docs'), found);
  codeFenceLanguages(path.join(ROOT, 'src', 'pages'), found);
  assert.ok(found.has('bash') && found.has('http'), 'the scan found the code fences');
  const unknown = [...found].filter(([language]) => !Prism.languages[language]);
  assert.deepEqual(unknown, [], 'add these languages to src/prism/languages.ts (language, first page using it)');
});

test("production browser builds start from the staged entry; the server build and the dev server keep Docusaurus's", async () => {
  const {default: stagedEntry, CORE_CLIENT_ENTRY} = await import('../../src/plugins/staged-entry');
  const plugin = stagedEntry();
  const configure = (config: {mode: string; entry: unknown}, isServer: boolean) =>
    plugin.configureWebpack!(config as never, isServer, {} as never, {} as never);
  const client = {mode: 'production', entry: CORE_CLIENT_ENTRY};
  configure(client, false);
  assert.equal(client.entry, path.join(ROOT, 'src', 'client', 'stagedEntry.ts'));
  const server = {mode: 'production', entry: CORE_CLIENT_ENTRY};
  configure(server, true);
  assert.equal(server.entry, CORE_CLIENT_ENTRY);
  const dev = {mode: 'development', entry: CORE_CLIENT_ENTRY};
  configure(dev, false);
  assert.equal(dev.entry, CORE_CLIENT_ENTRY);
  // A Docusaurus whose entry moved stops the build with a message, instead of shipping a page that never starts.
  assert.throws(
    () => configure({mode: 'production', entry: {main: 'elsewhere.js'}}, false),
    /staged-entry: the client entry is .*re-check src\/client\/stagedEntry\.ts/,
  );
  // The staged entry ends by importing the original, so the page starts exactly as Docusaurus starts it.
  const source = fs.readFileSync(path.join(ROOT, 'src', 'client', 'stagedEntry.ts'), 'utf8');
  assert.match(
    source,
    /await import\(\/\* webpackMode: "eager" \*\/ '@docusaurus\/core\/lib\/client\/clientEntry\.js'\);\n\}/,
  );
});
