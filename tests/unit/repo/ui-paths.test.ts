/**
 * Every 「A > B」 UI path of a page, and every label a numbered step clicks, is a name of canon/ui.yaml: the page's own
 * product's UI, or another product's recognised by its first segment (scripts/lib/canon-checks/uiPaths.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listDocFiles, readDoc, type DocSource} from '../../../scripts/lib/docs';
import {loadUi} from '../../../src/canon-data/load';
import {indexUi, uiProblems} from '../../../scripts/lib/canon-checks/uiPaths';

const index = indexUi(loadUi());

test('every UI path and clicked label of docs/ is in canon/ui.yaml', () => {
  const problems = listDocFiles().flatMap((file) => uiProblems(readDoc(file), index));
  assert.deepEqual(problems, []);
});

function page(file: string, ...lines: string[]): DocSource {
  return {file, partial: false, frontMatter: {}, body: lines.join('\n'), bodyStartLine: 5};
}

test('a path the product lacks is reported with the page, the line and the nearest path that exists', () => {
  const problems = uiProblems(
    page(
      'docs/janus/user/x.mdx',
      '在「系统设置 > 系统信息」查看注册码。',
      '在「系统设置 > 系统消息」查看注册码。',
      '在 Neptune「团队设置 > 团队令牌」复制令牌，不是「团队设置 > 团队口令」。',
    ),
    index,
  );
  assert.deepEqual(problems, [
    'docs/janus/user/x.mdx:6: 「系统设置 > 系统消息」: Janus 网页 has no 「系统消息」 under 「系统设置」 (canon/ui.yaml); ' +
      'nearest: 「系统设置 > 系统信息」',
    'docs/janus/user/x.mdx:7: 「团队设置 > 团队口令」: Neptune 控制台 has no 「团队口令」 under 「团队设置」 (canon/ui.yaml); ' +
      'nearest: 「团队设置 > 团队令牌」',
  ]);
});

test("another program's menus and a team tree are not ours; a first segment one character off ours is", () => {
  const problems = uiProblems(
    page(
      'docs/triton/developer/x.mdx',
      '在「配置属性 > 链接器 > 输入 > 附加依赖项」中追加 `triton.lib`，在「苏州工厂 > 一车间」下找到设备。',
      'Excel 中「另存为 > CSV UTF-8」。',
      '在 Janus「系统设定 > 系统信息」中查看。',
    ),
    index,
  );
  assert.deepEqual(problems, [
    "docs/triton/developer/x.mdx:7: 「系统设定 > 系统信息」: no product's UI has 「系统设定」 (canon/ui.yaml); " +
      'nearest: 「系统设置 > 系统信息」',
  ]);
});

test('a step that clicks a label no product has is reported; a device or a name the page defines is not', () => {
  const problems = uiProblems(
    page(
      'docs/janus/user/x.mdx',
      '1. 在「用户管理 > 用户」点「新建用户」，再点「保存」。',
      '2. 点「新建用护」。',
      '3. 在设备列表中点「CNC-01」，再点「我的面板」。',
      '',
      '```json',
      '{"title": "我的面板"}',
      '```',
    ),
    index,
  );
  assert.deepEqual(problems, [
    'docs/janus/user/x.mdx:6: the step clicks 「新建用护」, which canon/ui.yaml does not name; nearest: 「新建用户」',
  ]);
});
