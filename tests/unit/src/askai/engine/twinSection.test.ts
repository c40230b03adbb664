/** The section of a page's Markdown twin that an index section names (src/askai/engine/twinSection.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {twinSection} from '../../../../../src/askai/engine/twinSection';

const TWIN = [
  '# 开放 API 概述',
  '',
  '> 页面说明。',
  '',
  '引言一段。',
  '',
  '## 认证',
  '',
  '| 参数 | 格式 |',
  '| - | - |',
  '| `app_id` | `nep` 加 8 位 |',
  '',
  '### 获取 app\\_id',
  '',
  '1. 登录。',
  '2. 复制。',
  '',
  '```bash',
  'curl -s "https://api.example.com/x"',
  '## 不是标题',
  '```',
  '',
  '## 错误码',
  '',
  '| 错误码 | 说明 |',
  '| - | - |',
  '| `1002` | 缺少参数 |',
  '| `1003` | 格式错误 |',
  '',
  '## 常见问题',
  '',
  '**提示「令牌无效」怎么办？** 重置令牌后重新登录。',
  '',
  '**连不上？** 检查防火墙。',
  '',
].join('\n');

test('a heading’s section is its Markdown up to the next heading of any level, code blocks whole', () => {
  assert.equal(
    twinSection(TWIN, {kind: 'heading', headings: ['开放 API 概述', '认证']}),
    '| 参数 | 格式 |\n| - | - |\n| `app_id` | `nep` 加 8 位 |',
  );
  assert.equal(
    twinSection(TWIN, {kind: 'heading', headings: ['开放 API 概述', '认证', '获取 app_id']}),
    '1. 登录。\n2. 复制。\n\n```bash\ncurl -s "https://api.example.com/x"\n## 不是标题\n```',
  );
  assert.equal(twinSection(TWIN, {kind: 'page', headings: ['开放 API 概述']}), '> 页面说明。\n\n引言一段。');
  assert.equal(twinSection(TWIN, {kind: 'heading', headings: ['开放 API 概述', '没有这一节']}), undefined);
});

test('an error-code row is a one-row table with its header; a FAQ question is its paragraph', () => {
  assert.equal(
    twinSection(TWIN, {kind: 'row', headings: ['开放 API 概述', '错误码', '1003 格式错误']}),
    '| 错误码 | 说明 |\n| - | - |\n| `1003` | 格式错误 |',
  );
  assert.equal(
    twinSection(TWIN, {kind: 'faq', headings: ['开放 API 概述', '常见问题', '连不上？']}),
    '**连不上？** 检查防火墙。',
  );
  assert.equal(twinSection(TWIN, {kind: 'row', headings: ['开放 API 概述', '错误码', '9999 无']}), undefined);
});
