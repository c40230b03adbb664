/**
 * src/search/ui/messages.ts: every message the search UI shows is in use, none is empty, and each shows Chinese: the
 * site's own in the module, the theme's through a zh-Hans translation.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as messages from '../../../../../src/search/ui/messages';

const UI = path.join(__dirname, '..', '..', '..', '..', '..', 'src', 'search', 'ui');
const ROOT = path.join(UI, '..', '..', '..');
const sources = fs
  .readdirSync(UI, {recursive: true, encoding: 'utf8'})
  .filter((f) => /\.tsx?$/.test(f) && f !== 'messages.ts')
  .map((f) => fs.readFileSync(path.join(UI, f), 'utf8'))
  .join('\n');
const entries = Object.entries(messages);

/** The Chinese the theme shows for its ids: its zh-Hans translations, and the site's own i18n/zh-Hans/code.json. */
const themeChinese: Record<string, string> = Object.assign(
  {},
  ...['theme-common.json', 'theme-search-algolia.json'].map((f) =>
    JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/@docusaurus/theme-translations/locales/zh-Hans', f), 'utf8'),
    ),
  ),
  ...Object.entries(
    JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh-Hans/code.json'), 'utf8')) as Record<string, {message: string}>,
  ).map(([id, {message}]) => ({[id]: message})),
);

test('every message is used by the search UI', () => {
  assert.ok(entries.length > 20);
  const unused = entries.filter(([name]) => !new RegExp(`\\bmessages\\.${name}\\b`).test(sources)).map(([n]) => n);
  assert.deepEqual(unused, []);
});

test('no message is empty, each has an id of its own, and each shows Chinese', () => {
  const ids = entries.map(([, m]) => m.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const [name, {id, message}] of entries) {
    assert.ok(id.trim() && message.trim(), `${name}: an id and a message`);
    const shown = id.startsWith('theme.') ? themeChinese[id] : message;
    assert.match(shown ?? '', /[\u4e00-\u9fff]/, `${name} (${id}) shows Chinese`);
  }
});

test('the UI translates no message outside the module but the search button’s label', () => {
  const outside = [...sources.matchAll(/translate\(\{\s*id: '([^']+)'|<Translate\b/g)].map((m) => m[1] ?? m[0]);
  assert.deepEqual(outside, ['theme.SearchBar.label']);
});
