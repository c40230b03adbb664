import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkDoc} from '../../../scripts/check-sources';
import type {DocSource} from '../../../scripts/lib/docs';

const PAGE = {title: '标题', description: '说明。', applies_to: {janus: '3.6.0'}};

function doc(body: string, frontMatter: Record<string, unknown> = PAGE): DocSource {
  return {file: 'docs/x.mdx', partial: false, frontMatter, body, bodyStartLine: 5};
}

test('a page without front matter gets a clear message', () => {
  const problems = checkDoc(doc('正文', {}));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /no front matter/);
});

test('a page without a description is named with the missing key', () => {
  assert.deepEqual(checkDoc(doc('正文', {title: '标题', applies_to: PAGE.applies_to})), [
    'docs/x.mdx:1: front matter lacks "description" (a non-empty string)',
  ]);
});

test('a product page without applies_to is named; the shared pages need none', () => {
  assert.match(checkDoc(doc('正文', {title: '标题', description: '说明。'})).join('\n'), /lacks "applies_to"/);
  assert.deepEqual(
    checkDoc({...doc('正文', {title: '标题', description: '说明。'}), file: 'docs/compatibility.mdx'}),
    [],
  );
});

test('headings need explicit English ids, unique per page; code blocks are not headings', () => {
  const body = [
    '## 前提条件',
    '',
    '## 操作步骤 {#steps}',
    '',
    '### 第一步 {#steps}',
    '',
    '```bash',
    '## not a heading',
    '```',
  ].join('\n');
  const problems = checkDoc(doc(body));
  assert.equal(problems.length, 2);
  assert.match(problems[0], /x\.mdx:5: heading "## 前提条件" has no explicit id/);
  assert.match(problems[1], /x\.mdx:9: heading id "steps" is already used on line 7/);
});

test('placeholder text is reported', () => {
  assert.match(checkDoc(doc('这里是示例文本。'))[0], /placeholder text/);
});

test('keywords must be a block list that the typography lint cannot merge into one string', () => {
  const fm = {...PAGE, keywords: ['MQTT，设备接入']};
  assert.match(checkDoc(doc('正文', fm))[0], /YAML block list/);
  assert.deepEqual(checkDoc(doc('正文', {...fm, keywords: ['MQTT', '设备接入']})), []);
});

test('partials need no front matter', () => {
  assert.deepEqual(checkDoc({...doc('正文', {}), partial: true}), []);
});
