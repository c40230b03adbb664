/**
 * The codes pages explain, in tables and in prose, are canon/codes.yaml's with its meanings
 * (scripts/lib/canon-checks/codeClaims.ts); codes.yaml and the OpenAPI documents list the same Janus and Neptune codes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {ROOT, listDocFiles, readDoc, type DocSource} from '../../../scripts/lib/docs';
import {loadCnc01, loadCodes} from '../../../src/canon-data/load';
import {codeProblems} from '../../../scripts/lib/canon-checks/codeClaims';

const facts = loadCodes();
const cnc01 = loadCnc01();

test('every code table and explained code of docs/ agrees with canon/codes.yaml', () => {
  const problems = listDocFiles().flatMap((file) => codeProblems(readDoc(file), facts, cnc01));
  assert.deepEqual(problems, []);
});

test('canon/codes.yaml and the OpenAPI documents list the same Janus and Neptune codes and messages', () => {
  for (const [family, spec] of [
    ['janus-http', 'janus-openapi.yaml'],
    ['neptune-api', 'neptune-openapi.yaml'],
  ]) {
    const doc = YAML.parse(fs.readFileSync(path.join(ROOT, 'static', 'openapi', spec), 'utf8')) as {
      'x-error-codes': Array<{code: number; message: string}>;
    };
    assert.deepEqual(
      doc['x-error-codes'].map((c) => [String(c.code), c.message]),
      facts.families[family].codes.map((c) => [c.code, c.meaning]),
      `${spec} x-error-codes`,
    );
  }
});

function page(file: string, ...lines: string[]): DocSource {
  return {file, partial: false, frontMatter: {}, body: lines.join('\n'), bodyStartLine: 5};
}

test('a table row with a code the family lacks, or another meaning, is reported; another kind of table is not', () => {
  const problems = codeProblems(
    page(
      'docs/janus/api/x.mdx',
      '| 错误码 | 说明 | 处理建议 |',
      '| --- | --- | --- |',
      '| 1001 | 缺少参数 | 补上 `uuid` |',
      '| 1003 | 设备不存在或已删除 | 核对 UUID |',
      '| 1007 | 设备分组不存在 | — |',
      '| 1004 | 参数错误 | — |',
      '',
      '| 返回码 | 含义 |',
      '| --- | --- |',
      '| 2 | 标识符被拒绝 |',
    ),
    facts,
    cnc01,
  );
  assert.deepEqual(problems, [
    'docs/janus/api/x.mdx:9: table row 1007: 1007 is no code of janus-http (canon/codes.yaml); nearest: 1006',
    'docs/janus/api/x.mdx:10: table row 1004: 1004 means 「时间格式不正确」 in janus-http (canon/codes.yaml), not 「参数错误」',
  ]);
});

test('a code prose introduces with its meaning is checked, CNC-01 status values too; other numbers are not', () => {
  const problems = codeProblems(
    page(
      'docs/triton/deploy/x.mdx',
      '测试报 `E302`（用户名或密码错误），日志记 `E301`（令牌错误）、`E501`（缓存已满）。',
      '`triton_status` 返回 `-302`（MQTT 登录被拒绝），端口 5020（可改）。',
      '停止时状态码报 `1002`（待机），运行时报 `1001`（停止）。',
    ),
    facts,
    cnc01,
  );
  assert.deepEqual(problems, [
    'docs/triton/deploy/x.mdx:5: E301（令牌错误）: E301 means 「MQTT 登录被拒绝：标识符被拒绝（返回码 2）」 in ' +
      'triton-errors (canon/codes.yaml), not 「令牌错误」',
    'docs/triton/deploy/x.mdx:7: 1001（停止）: 1001 means 「运行」 in cnc01-status (canon/codes.yaml), not 「停止」',
  ]);
});
