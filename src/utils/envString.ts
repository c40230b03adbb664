/**
 * The transfer string of the site's My environment panel: how a reader carries their own values (Janus address,
 * registration code, device UUID, Neptune app_id, broker host) from the site, where the panel keeps them in
 * localStorage, into an offline tool such as the Janus API console, by copy and paste. Nothing is sent anywhere: the
 * reader copies the string and pastes it.
 *
 * Format, version 1:
 *
 *     myenv.<base64url of the UTF-8 JSON object>
 *
 * - The prefix `myenv.` marks the string; base64url is RFC 4648 §5 without padding, so the string survives chat tools,
 *   e-mail and a double-click selection (no `+`, `/`, `=`). Whitespace anywhere is ignored when parsing.
 * - The JSON object has `"v": 1` and at least one of these keys, every one a non-empty string:
 *   `janus`  the Janus base address, `http://` or `https://`, host and optional port, no path: `http://192.168.1.20:8080`
 *   `token`  the Janus registration code, 32 lowercase hexadecimal digits
 *   `device` a device serial number (UUID), four groups of four uppercase hexadecimal digits: `3F2A-9C41-7B0D-E5A8`
 *   `appId`  a Neptune app_id: letters, digits, `_` and `-`, at most 64
 *   `broker` a broker host, a host name or IPv4 address with an optional port: `192.168.1.30` or `mq.plant.local:15674`
 *   Any other key is refused (a newer version adds keys with a new `v`). The whole string is at most 2048 characters.
 * - A tool that reads the string may use only some of the keys (the API console ignores appId and broker).
 *
 * The panel exports with `encodeEnvString(values)` and any reader of the string imports with `parseEnvString(text)`;
 * both are pure and run in the browser and in Node.
 */

export const ENV_STRING_PREFIX = 'myenv.';
export const ENV_STRING_VERSION = 1;
export const ENV_STRING_MAX_LENGTH = 2048;

export interface EnvValues {
  janus?: string;
  token?: string;
  device?: string;
  appId?: string;
  broker?: string;
}

export type EnvKey = keyof EnvValues;

/** The keys in the order they are written, with their Chinese names for messages. */
export const ENV_KEYS: ReadonlyArray<{key: EnvKey; label: string}> = [
  {key: 'janus', label: 'Janus 地址'},
  {key: 'token', label: '注册码'},
  {key: 'device', label: '设备序列号（UUID）'},
  {key: 'appId', label: 'Neptune app_id'},
  {key: 'broker', label: '代理主机'},
];

/** A string that is not a valid transfer string; the message says what is wrong, in Chinese, for the reader. */
export class EnvStringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvStringError';
  }
}

/** Why a value is invalid, or null when it is valid. */
export function envValueProblem(key: EnvKey, value: string): string | null {
  switch (key) {
    case 'janus': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return '应是 http:// 或 https:// 开头的地址，如 http://192.168.1.20:8080';
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return `不支持 ${url.protocol} 协议，应以 http:// 或 https:// 开头`;
      if (url.username || url.password) return '地址里不能带用户名或密码';
      return /^https?:\/\/[^/?#]+\/?$/i.test(value) ? null : '只写协议、主机和端口，不带路径';
    }
    case 'token':
      return /^[0-9a-f]{32}$/.test(value) ? null : '应是 32 位小写十六进制';
    case 'device':
      return /^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/.test(value) ? null : '应是四组四位大写十六进制，如 3F2A-9C41-7B0D-E5A8';
    case 'appId':
      return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? null : '只能含字母、数字、_ 和 -，最多 64 个字符';
    case 'broker':
      return /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252}[A-Za-z0-9])?(:\d{1,5})?$/.test(value) &&
        Number(value.split(':')[1] ?? 1) <= 65535
        ? null
        : '应是主机名或 IPv4 地址，可带端口，如 192.168.1.30 或 mq.plant.local:15674';
  }
}

/** The value named in a message; the registration code is a secret and is never echoed. */
function describe(key: EnvKey, label: string, value: string): string {
  return key === 'token' ? label : `${label}「${value}」`;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new EnvStringError('字符串已损坏：myenv. 之后只能是字母、数字、- 和 _，可能复制时多了或少了字符。');
  }
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The transfer string of these values; throws EnvStringError when a value is invalid or none is given. */
export function encodeEnvString(values: EnvValues): string {
  const object: Record<string, unknown> = {v: ENV_STRING_VERSION};
  for (const {key, label} of ENV_KEYS) {
    const value = values[key];
    if (value === undefined || value === '') continue;
    const problem = envValueProblem(key, value);
    if (problem) throw new EnvStringError(`${describe(key, label, value)}不对：${problem}。`);
    object[key] = value;
  }
  if (Object.keys(object).length === 1) throw new EnvStringError('没有可导出的值：「我的环境」里还没有填写任何一项。');
  return ENV_STRING_PREFIX + toBase64Url(new TextEncoder().encode(JSON.stringify(object)));
}

/** Parses a transfer string strictly; throws EnvStringError with a Chinese message saying what is wrong. */
export function parseEnvString(text: string): EnvValues {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') throw new EnvStringError('请先粘贴「我的环境」导出的字符串。');
  if (compact.length > ENV_STRING_MAX_LENGTH) {
    throw new EnvStringError(
      `字符串过长（${compact.length} 个字符，最多 ${ENV_STRING_MAX_LENGTH}）：可能粘贴了别的内容。`,
    );
  }
  if (!compact.startsWith(ENV_STRING_PREFIX)) {
    throw new EnvStringError(
      '这不是「我的环境」导出的字符串：它应以 myenv. 开头。请在文档中心「我的环境」里点「复制导出字符串」后再粘贴。',
    );
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', {fatal: true}).decode(fromBase64Url(compact.slice(ENV_STRING_PREFIX.length)));
  } catch (e) {
    if (e instanceof EnvStringError) throw e;
    throw new EnvStringError('字符串已损坏：解码后不是文字，可能复制时少了字符。');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new EnvStringError('字符串已损坏：内容不完整，可能复制时少了字符。');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new EnvStringError('字符串的内容不是「我的环境」的格式。');
  }
  const object = raw as Record<string, unknown>;
  if (object.v !== ENV_STRING_VERSION) {
    throw new EnvStringError(
      typeof object.v === 'number' && Number.isInteger(object.v) && object.v > ENV_STRING_VERSION
        ? `字符串是新版格式（版本 ${object.v}），本工具只认识版本 ${ENV_STRING_VERSION}：请下载最新版的工具。`
        : `字符串缺少版本号或版本号不对（应为 ${ENV_STRING_VERSION}）。`,
    );
  }
  const known = new Set<string>(['v', ...ENV_KEYS.map((k) => k.key)]);
  const unknown = Object.keys(object).filter((k) => !known.has(k));
  if (unknown.length > 0) throw new EnvStringError(`字符串含有不认识的字段：${unknown.join('、')}。`);
  const values: EnvValues = {};
  for (const {key, label} of ENV_KEYS) {
    const value = object[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value === '') throw new EnvStringError(`${label}应是非空的文字。`);
    const problem = envValueProblem(key, value);
    if (problem) throw new EnvStringError(`${describe(key, label, value)}不对：${problem}。`);
    values[key] = value;
  }
  if (Object.keys(values).length === 0) throw new EnvStringError('字符串里没有任何值。');
  return values;
}
