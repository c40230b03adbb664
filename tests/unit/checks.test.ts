/** The project's own checks catch what they promise to catch. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkDoc} from '../../scripts/check-sources';
import {readRequiredRoutes} from '../../scripts/check-content';
import type {DocSource} from '../../scripts/lib/docs';
import {chineseCharCount, paragraphs} from '../../scripts/lib/docs';
import {resolveFile} from '../support/static-server';

function doc(body: string, frontMatter: Record<string, unknown> = {title: '标题', description: '说明。'}): DocSource {
  return {file: 'docs/x.mdx', partial: false, frontMatter, body, bodyStartLine: 5};
}

test('a page without front matter gets a clear message', () => {
  const problems = checkDoc(doc('正文', {}));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /no front matter/);
});

test('a page without a description is named with the missing key', () => {
  assert.deepEqual(checkDoc(doc('正文', {title: '标题'})), [
    'docs/x.mdx:1: front matter lacks "description" (a non-empty string)',
  ]);
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
  const fm = {title: '标题', description: '说明。', keywords: ['MQTT，设备接入']};
  assert.match(checkDoc(doc('正文', fm))[0], /YAML block list/);
  assert.deepEqual(checkDoc(doc('正文', {...fm, keywords: ['MQTT', '设备接入']})), []);
});

test('partials need no front matter', () => {
  assert.deepEqual(checkDoc({...doc('正文', {}), partial: true}), []);
});

test('Chinese characters are counted outside code, and long paragraphs are found for the repetition check', () => {
  const text =
    '设备通过团队令牌接入平台，每台设备使用自己的序列号作为客户端标识，连接成功后即可上报数据并接收平台下发的指令。';
  const d = doc(`${text}\n\n\`\`\`text\n代码里的中文不计\n\`\`\``);
  assert.equal(chineseCharCount(d), text.match(/[\u4e00-\u9fff]/g)!.length);
  assert.equal(paragraphs(d).length, 1);
});

test('the route list holds the required pages with known sidebars', () => {
  const routes = readRequiredRoutes();
  assert.ok(routes.length >= 160, `${routes.length} routes`);
  for (const r of routes) {
    assert.match(r.route, /^\/docs(\/|$)/);
    assert.ok(r.sidebar === null || ['neptune', 'janus', 'automation', 'lowcode'].includes(r.sidebar), r.route);
  }
  assert.equal(new Set(routes.map((r) => r.route)).size, routes.length, 'no route listed twice');
});

test('a malformed line in a route list is reported with the file', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'r.tsv');
  fs.writeFileSync(file, '/docs/a\tneptune\nnot-a-route\n');
  assert.throws(() => readRequiredRoutes(file), /malformed line "not-a-route"/);
});

test('the test server maps routes like the production server and refuses to leave its folder', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs', 'a.html'), 'a');
  fs.writeFileSync(path.join(root, 'index.html'), 'home');
  assert.equal(resolveFile(root, '/docs/a'), path.join(root, 'docs', 'a.html'));
  assert.equal(resolveFile(root, '/'), path.join(root, 'index.html'));
  assert.equal(resolveFile(root, '/docs/a/index.html'), null);
  assert.equal(resolveFile(root, '/../etc/passwd'), null);
  assert.equal(resolveFile(root, '/%E0%A4%A'), null);
});
