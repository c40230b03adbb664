import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../../scripts/lib/docs';
import stagedEntry, {CORE_CLIENT_ENTRY} from '../../../../src/pageLoad/plugin';

const STAGED_ENTRY = path.join(ROOT, 'src', 'pageLoad', 'stagedEntry.ts');

test("production browser builds start from the staged entry; the server build and the dev server keep Docusaurus's", () => {
  const plugin = stagedEntry();
  const configure = (config: {mode: string; entry: unknown}, isServer: boolean) =>
    plugin.configureWebpack!(config as never, isServer, {} as never, {} as never);
  const client = {mode: 'production', entry: CORE_CLIENT_ENTRY};
  configure(client, false);
  assert.equal(client.entry, STAGED_ENTRY);
  const server = {mode: 'production', entry: CORE_CLIENT_ENTRY};
  configure(server, true);
  assert.equal(server.entry, CORE_CLIENT_ENTRY);
  const dev = {mode: 'development', entry: CORE_CLIENT_ENTRY};
  configure(dev, false);
  assert.equal(dev.entry, CORE_CLIENT_ENTRY);
});

test('a Docusaurus whose client entry moved stops the build with a message, instead of shipping a page that never starts', () => {
  const configure = (config: {mode: string; entry: unknown}) =>
    stagedEntry().configureWebpack!(config as never, false, {} as never, {} as never);
  assert.throws(
    () => configure({mode: 'production', entry: {main: 'elsewhere.js'}}),
    /page-load: the client entry is .*re-check src\/pageLoad\/stagedEntry\.ts/,
  );
});

test('the staged entry ends by importing the original, so the page starts exactly as Docusaurus starts it', () => {
  assert.match(
    fs.readFileSync(STAGED_ENTRY, 'utf8'),
    /await import\(\/\* webpackMode: "eager" \*\/ '@docusaurus\/core\/lib\/client\/clientEntry\.js'\);\n\}/,
  );
});
