/** No page states a CNC-01 fact in a hand-written table: they come from canon/cnc-01.yaml through <Cnc01Table>. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listDocFiles, readDoc} from '../../../../scripts/lib/docs';
import type {DocSource} from '../../../../scripts/lib/docs';
import {loadCnc01} from '../../../../src/canon-data/load';
import {handwrittenCncRows} from '../../../../scripts/lib/handwritten';

const facts = loadCnc01();

test('no page states a CNC-01 data ID, type, access or register in a hand-written table', () => {
  const problems = listDocFiles().flatMap((file) => handwrittenCncRows(readDoc(file), facts));
  assert.deepEqual(problems, []);
});

function doc(body: string): DocSource {
  return {file: 'docs/x.mdx', partial: false, frontMatter: {}, body, bodyStartLine: 5};
}

test('the table check finds a hand-written CNC-01 table and ignores other tables', () => {
  const body = [
    '| 数据 ID | 数据名称 | 读写 |',
    '| --- | --- | --- |',
    '| `feed` | 进给倍率 | 只读 |',
    '',
    '| 地址 | 数据 ID | 可写 |',
    '| --- | --- | --- |',
    '| 5 | `feed` | 是 |',
    '',
    '| 名称 | 类型 | 说明 |',
    '| --- | --- | --- |',
    '| `status` | 只读 | 当前状态 |',
    '',
    '```text',
    '| 数据 ID | 读写 |',
    '| `speed` | 只读 |',
    '```',
  ].join('\n');
  const problems = handwrittenCncRows(doc(body), facts);
  assert.equal(problems.length, 2);
  assert.match(problems[0], /^docs\/x\.mdx:7: .*CNC-01's feed \(access\)/);
  assert.match(problems[1], /^docs\/x\.mdx:11: .*CNC-01's feed \(register, access\)/);
});
