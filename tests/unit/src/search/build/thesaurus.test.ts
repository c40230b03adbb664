/** src/search/build/thesaurus.ts and canon/search-thesaurus.yaml. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parseThesaurus, readThesaurus} from '../../../../../src/search/build/thesaurus';
import {fold} from '../../../../../src/search/engine/tokenize';

test('the canon thesaurus reads, and every group has at least two words the docs use', () => {
  const docs = path.join(__dirname, '..', '..', '..', '..', '..', 'docs');
  const text = fold(
    (fs.readdirSync(docs, {recursive: true, encoding: 'utf8'}) as string[])
      .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
      .map((f) => fs.readFileSync(path.join(docs, f), 'utf8'))
      .join('\n'),
  );
  const groups = readThesaurus();
  assert.ok(groups.length >= 10);
  for (const group of groups) {
    const used = group.filter((w) => text.includes(w));
    assert.ok(used.length >= 1, `no word of [${group.join(', ')}] occurs in the docs`);
  }
});

test('a word in two groups, a group of one and a missing list are refused', () => {
  assert.throws(() => parseThesaurus('groups:\n  - [断线, 离线]\n  - [离线, 掉线]\n'), /离线.*group 1 and group 2/);
  assert.throws(() => parseThesaurus('groups:\n  - [断线]\n'), /group 1/);
  assert.throws(() => parseThesaurus('words: []\n'), /groups/);
  assert.deepEqual(parseThesaurus('groups:\n  - [HMI, 组态]\n'), [['hmi', '组态']]);
});
