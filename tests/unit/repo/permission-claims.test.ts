/**
 * What pages say a function permission allows agrees with canon/permissions.yaml: the items and levels exist, and an
 * operation named next to a claim needs that level (scripts/lib/canon-checks/permissionClaims.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listDocFiles, readDoc, type DocSource} from '../../../scripts/lib/docs';
import {loadPermissions} from '../../../src/canon-data/load';
import {permissionProblems} from '../../../scripts/lib/canon-checks/permissionClaims';

const facts = loadPermissions();

test('every permission claim of docs/ agrees with canon/permissions.yaml', () => {
  const problems = listDocFiles().flatMap((file) => permissionProblems(readDoc(file), facts));
  assert.deepEqual(problems, []);
});

function page(file: string, ...lines: string[]): DocSource {
  return {file, partial: false, frontMatter: {}, body: lines.join('\n'), bodyStartLine: 5};
}

test('a level that is not the one the named operation requires is reported, with the one it requires', () => {
  const problems = permissionProblems(
    page(
      'docs/janus/user/x.mdx',
      '「确认」只需要对「数据监控」有「查看」权限；新建规则才需要「管理」。',
      '「确认」需要对「数据监控」有「管理」权限。',
      '| 在「报警列表」中「确认」报警 | 「数据监控」的「管理」 |',
    ),
    facts,
  );
  assert.deepEqual(problems, [
    'docs/janus/user/x.mdx:6: 「数据监控」「管理」: Janus requires 「数据监控」「查看」 for 确认日志、确认报警 ' +
      '(canon/permissions.yaml), not 「管理」',
    'docs/janus/user/x.mdx:7: 「数据监控」「管理」: Janus requires 「数据监控」「查看」 for 确认日志、确认报警 ' +
      '(canon/permissions.yaml), not 「管理」',
  ]);
});

test('the product is the item’s, then the one the clause names, then the page’s; an unknown item is reported', () => {
  const problems = permissionProblems(
    page(
      'docs/janus/user/x.mdx',
      '在 Neptune 中下发数据需要「数据监控」的「管理」权限。',
      '在 Neptune 中下发数据需要「数据监控」的「查看」权限。',
      '下发需要「设备调试」的「管理」权限。',
      '- <PrereqLogin menu="系统设置" level="管理" />',
      '- <PrereqLogin menu="系统配置" level="管理" />',
    ),
    facts,
  );
  assert.deepEqual(problems, [
    'docs/janus/user/x.mdx:6: 「数据监控」「查看」: Neptune requires 「数据监控」「管理」 for 下发数据 ' +
      '(canon/permissions.yaml), not 「查看」',
    'docs/janus/user/x.mdx:7: 「设备调试」「管理」: 「设备调试」 is no permission item of Janus (canon/permissions.yaml); ' +
      'nearest: 「设备调试面板」',
    'docs/janus/user/x.mdx:9: menu="系统配置": 「系统配置」 is no permission item of Janus (canon/permissions.yaml); ' +
      'nearest: 「系统设置」',
  ]);
});
