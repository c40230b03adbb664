import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chineseCharCount, paragraphs, type DocSource} from '../../../../scripts/lib/docs';

function doc(body: string, frontMatter: Record<string, unknown> = {title: '标题', description: '说明。'}): DocSource {
  return {file: 'docs/x.mdx', partial: false, frontMatter, body, bodyStartLine: 5};
}

test('Chinese characters are counted outside code, and long paragraphs are found for the repetition check', () => {
  const text =
    '设备通过团队令牌接入平台，每台设备使用自己的序列号作为客户端标识，连接成功后即可上报数据并接收平台下发的指令。';
  const d = doc(`${text}\n\n\`\`\`text\n代码里的中文不计\n\`\`\``);
  assert.equal(chineseCharCount(d), text.match(/[\u4e00-\u9fff]/g)!.length);
  assert.equal(paragraphs(d).length, 1);
});
