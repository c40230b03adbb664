/** Every sentence the form says about what a reader typed, through translate(); the engine reports codes only. */
import {translate} from '@docusaurus/Translate';
import type {Checked} from '../engine/validate';

export function issueText(checked: Extract<Checked, {ok: false}>): string {
  switch (checked.issue) {
    case 'empty':
      return translate({id: 'site.myenv.issue.empty', message: '请填写，或点「清除我的环境」恢复示例值。'});
    case 'hasScheme':
      return translate({
        id: 'site.myenv.issue.hasScheme',
        message: '只填主机，不带 http://、ws:// 等协议头，例如 192.168.1.20。',
      });
    case 'hasPath':
      return translate({id: 'site.myenv.issue.hasPath', message: '只填主机，不带路径（/ 及其后的部分）。'});
    case 'hasPort':
      return translate({
        id: 'site.myenv.issue.hasPort',
        message: '只填主机，不带端口：示例中的端口（如 8080、9883）保持不变。',
      });
    case 'octetRange':
      return translate({id: 'site.myenv.issue.octetRange', message: 'IP 地址的每一段应在 0 到 255 之间。'});
    case 'hostChars':
      return translate({
        id: 'site.myenv.issue.hostChars',
        message:
          '不是有效的 IP 地址或主机名：IP 地址写作四段数字（如 192.168.1.20），主机名只含字母、数字、连字符和点。',
      });
    case 'hostLength':
      return translate({id: 'site.myenv.issue.hostLength', message: '主机名太长，最多 253 个字符。'});
    case 'tokenChars':
      return translate({id: 'site.myenv.issue.tokenChars', message: '注册码只含数字 0–9 和字母 a–f。'});
    case 'tokenLength':
      return translate(
        {id: 'site.myenv.issue.tokenLength', message: '注册码是 32 位，现在是 {length} 位。'},
        {length: String(checked.length ?? 0)},
      );
    case 'uuidShape':
      return translate({
        id: 'site.myenv.issue.uuidShape',
        message: 'UUID 是四组四位十六进制数，用连字符连接，例如 3F2A-9C41-7B0D-E5A8。',
      });
    case 'appIdShape':
      return translate({
        id: 'site.myenv.issue.appIdShape',
        message: 'app_id 是 nep 加 8 位十六进制数（0–9、a–f），例如 nep1a2b3c4d。',
      });
  }
}
