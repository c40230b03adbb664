/** src/glossary/canon.ts and canon/glossary.yaml. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  docFileOf,
  parseGlossary,
  readGlossary,
  resolvePages,
  thesaurusGroups,
  type GlossaryEntry,
} from '../../../../src/glossary/canon';
import {parseThesaurus, readThesaurus, THESAURUS_PATH} from '../../../../src/search/build/thesaurus';
import {fold} from '../../../../src/search/engine/tokenize';

const DOCS = path.join(__dirname, '..', '..', '..', '..', 'docs');

const ENTRY = `terms:
  - id: homing
    term: 回零
    en: Homing
    synonyms: [回原点]
    definition: 让轴找到零点并把位置清零的动作。
    page: /docs/a#homing
    product: automation
`;

test('the canon glossary reads: the terms the issue names are in it, each page and heading exists', () => {
  const entries = readGlossary();
  const terms = entries.map((e) => e.term);
  for (const t of [
    '注册码',
    '团队令牌',
    '数据 ID',
    '控制密码',
    '设备类型',
    'app_id',
    '回零',
    'JOG',
    'CPAC',
    '监控日志',
    '网关',
  ])
    assert.ok(terms.includes(t), `${t} is not in canon/glossary.yaml`);
  const labels = resolvePages(entries);
  assert.equal(labels.size, entries.length);
  const createPage = fs.readFileSync(docFileOf('/docs/janus/user/activate/create')!, 'utf8');
  assert.equal(labels.get('registration-code'), `${/^title:\s*(.+)$/m.exec(createPage)![1]}：注册码是什么`);
});

test('every term that is marked on pages occurs in the docs as written', () => {
  const files = (fs.readdirSync(DOCS, {recursive: true, encoding: 'utf8'}) as string[]).filter((f) =>
    /\.mdx?$/.test(f),
  );
  const text = files.map((f) => fs.readFileSync(path.join(DOCS, f), 'utf8')).join('\n');
  for (const e of readGlossary().filter((x) => x.mark)) assert.ok(text.includes(e.term), `${e.term} occurs on no page`);
});

test('a page or a heading that does not exist is refused, naming the entry', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'));
  fs.writeFileSync(path.join(dir, 'a.mdx'), '---\ntitle: 轴参数\n---\n\n## 回零 {#homing}\n');
  const entries = parseGlossary(ENTRY);
  assert.equal(resolvePages(entries, dir).get('homing'), '轴参数：回零');
  const moved: GlossaryEntry[] = [{...entries[0]!, page: '/docs/a#home'}];
  assert.throws(() => resolvePages(moved, dir), /homing\.page: a\.mdx has no heading \{#home\}/);
  const gone: GlossaryEntry[] = [{...entries[0]!, page: '/docs/b#homing'}];
  assert.throws(() => resolvePages(gone, dir), /homing\.page: no page \/docs\/b in docs\//);
});

test('a broken entry is refused with its field', () => {
  assert.throws(
    () => parseGlossary(ENTRY.replace('id: homing', 'id: Homing')),
    /terms\[0\]\.id: "Homing" is not English/,
  );
  assert.throws(() => parseGlossary(ENTRY.replace('    en: Homing\n', '')), /terms\[0\]\.en: missing/);
  assert.throws(() => parseGlossary(ENTRY.replace('product: automation', 'product: plc')), /product: "plc"/);
  assert.throws(() => parseGlossary(ENTRY.replace('page: /docs/a#homing', 'page: a.mdx')), /page: "a\.mdx"/);
  assert.throws(() => parseGlossary(ENTRY.replace('动作。', '**动作**。')), /only `code` is allowed/);
  assert.throws(
    () => parseGlossary(ENTRY + ENTRY.replace('terms:\n', '').replace('id: homing', 'id: homing-2')),
    /"回零" is also a word of homing/,
  );
  assert.doesNotThrow(() => parseGlossary(ENTRY.replace('动作。', '动作，见 `app_id` 与「工程 > 轴参数」。')));
});

test('the thesaurus holds each glossary term with its abbreviations and readers’ words, once', () => {
  const thesaurus = readThesaurus();
  for (const group of thesaurusGroups(readGlossary())) {
    assert.ok(
      thesaurus.some((g) => g.join('|') === group.map((w) => fold(w)).join('|')),
      `[${group.join(', ')}] is not a group of the thesaurus`,
    );
  }
  // A term's words belong to the glossary: search-thesaurus.yaml may not hold them too.
  const file = fs.readFileSync(THESAURUS_PATH, 'utf8');
  assert.throws(
    () => parseThesaurus(`${file}  - [回原点, 原点]\n`, thesaurusGroups(readGlossary())),
    /"回原点" is in group \d+ and the glossary's 回零/,
  );
});
