/** canon/placeholders.yaml: checked field by field, and true to the canon and the pages. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {validatePlaceholders} from '../../../../src/myenv/engine/placeholders';
import {loadPlaceholders} from '../../../../src/myenv/plugin';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const {placeholders} = loadPlaceholders();
const one = placeholders[0];

test('the canon names the five values the reader sets, the registration code as the only secret', () => {
  assert.deepEqual(
    placeholders.map((p) => p.key),
    ['janusHost', 'janusToken', 'deviceUuid', 'appId', 'brokerHost'],
  );
  assert.deepEqual(
    placeholders.filter((p) => p.secret).map((p) => p.key),
    ['janusToken'],
  );
});

test('each sample is the one canon/common.md gives, and each spelling is printed on some page', () => {
  const common = fs.readFileSync(path.join(ROOT, 'canon', 'common.md'), 'utf8');
  for (const p of placeholders) {
    if (p.key !== 'brokerHost') assert.ok(common.includes(`\`${p.sample}\``), `${p.sample} in canon/common.md`);
    for (const spelling of p.match) {
      const pages = execFileSync('grep', ['-rlF', '--include=*.mdx', '--', spelling, 'docs'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      assert.ok(pages.trim() !== '', `${spelling} on a page`);
    }
  }
});

test('a broken file names the file and the field', () => {
  const file = 'canon/placeholders.yaml';
  assert.throws(() => validatePlaceholders({}, file), /canon\/placeholders\.yaml: placeholders: missing/);
  assert.throws(
    () => validatePlaceholders({placeholders: [{...one, label: undefined}]}, file),
    /placeholders\[0\]\.label: missing/,
  );
  assert.throws(
    () => validatePlaceholders({placeholders: [{...one, match: ['10.0.0.1']}]}, file),
    /placeholders\[0\]\.match: lacks the sample 192\.168\.1\.20/,
  );
  assert.throws(
    () => validatePlaceholders({placeholders: [one, {...one, key: 'other'}]}, file),
    /placeholders\[1\]\.match: 192\.168\.1\.20 stands for two placeholders/,
  );
  assert.throws(
    () => validatePlaceholders({placeholders: [one, one]}, file),
    /placeholders\[1\]\.key: janusHost twice/,
  );
  assert.throws(
    () => validatePlaceholders({placeholders: [{...one, in: ['prose']}]}, file),
    /placeholders\[0\]\.in\[0\]: not one of codeBlock, inlineCode, tableCell/,
  );
  assert.throws(
    () => validatePlaceholders({placeholders: [{...one, format: 'ip'}]}, file),
    /placeholders\[0\]\.format: not one of/,
  );
  assert.throws(
    () => validatePlaceholders({placeholders: [{...one, secret: 'no'}]}, file),
    /\.secret: not true or false/,
  );
});
