/**
 * STOMP 帧的内容：CONNECT 头的组成、心跳的协商、ERROR 帧与 MESSAGE 帧的解读、日志里的口令打码。
 * 收发帧本身由 @stomp/stompjs 完成；这里只有纯函数。
 */
import type {Mode} from './hints';

/** 纯 WebSocket 连接时声明的子协议（STOMP 1.2、1.1、1.0）。 */
export const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];

/** CONNECT 帧的头：login、passcode，有虚拟主机时加 host。心跳与版本由 stompjs 加上。 */
export function connectHeaders(settings: {login: string; passcode: string; host?: string}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (settings.login !== '' || settings.passcode !== '') {
    headers.login = settings.login;
    headers.passcode = settings.passcode;
  }
  if (settings.host) headers.host = settings.host;
  return headers;
}

/** heart-beat 头「cx,cy」；缺失或写错时按 0,0（不用心跳）处理。 */
export function parseHeartBeatHeader(value: string | undefined): [number, number] {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/**
 * 按 STOMP 规则协商心跳：客户端每 max(客户端发送, 服务器期望) 毫秒发一次，服务器每 max(服务器发送, 客户端期望)
 * 毫秒发一次；任一方为 0 则这一方向不用心跳。
 */
export function negotiateHeartbeat(
  client: {outgoing: number; incoming: number},
  serverHeader: string | undefined,
): {send: number; receive: number} {
  const [serverSends, serverWants] = parseHeartBeatHeader(serverHeader);
  const both = (a: number, b: number) => (a === 0 || b === 0 ? 0 : Math.max(a, b));
  return {send: both(client.outgoing, serverWants), receive: both(serverSends, client.incoming)};
}

/** 日志中的帧文本打码：passcode 总是，login 在它是注册码时（Janus 模式）。 */
export function maskSecrets(text: string, options: {maskLogin: boolean}): string {
  const names = options.maskLogin ? 'login|passcode' : 'passcode';
  return text.replace(new RegExp(`^(${names}):.*$`, 'gm'), '$1:******');
}

/** ERROR 帧的 message 头与正文。 */
export function readErrorFrame(
  headers: Record<string, string | undefined>,
  body: string,
): {message: string; body: string} {
  return {message: headers['message']?.trim() || '（无 message 头）', body: body.replace(/\0+$/, '').trim()};
}

/** 一条消息在页面上的样子。 */
export interface MessageView {
  /** 标题行里接收时间之后的部分，如「数据时间 … · UUID …」或「目的地 … · application/json」。 */
  details: string[];
  /** 按键值显示的字段；消息不是 JSON 对象时为 null。 */
  fields: Array<[string, string]> | null;
  /** 正文原文；是 JSON 时为缩进后的 JSON。 */
  raw: string;
  isJson: boolean;
}

/**
 * 解读 MESSAGE 帧：Janus 的 {uuid, time, data} 显示数据时间、UUID 和 data 的各项；其他代理的消息显示目的地与
 * content-type，JSON 对象按顶层键值显示，其他内容原样显示。
 */
export function describeMessage(mode: Mode, headers: Record<string, string | undefined>, body: string): MessageView {
  let parsed: unknown;
  let isJson = false;
  try {
    parsed = JSON.parse(body);
    isJson = true;
  } catch {
    parsed = undefined;
  }
  const record =
    isJson && parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const entries = (obj: Record<string, unknown>): Array<[string, string]> =>
    Object.entries(obj).map(([k, v]) => [k, show(v)]);
  const raw = isJson ? JSON.stringify(parsed, null, 2) : body;

  if (mode === 'janus') {
    const deviceTime = record && typeof record.time === 'string' ? record.time : '—';
    const uuid = record && typeof record.uuid === 'string' ? record.uuid : '—';
    const data =
      record && record.data && typeof record.data === 'object' ? (record.data as Record<string, unknown>) : null;
    return {
      details: [`数据时间 ${deviceTime}`, `UUID ${uuid}`],
      fields: data ? entries(data) : null,
      raw,
      isJson: !!record,
    };
  }
  const details: string[] = [];
  if (headers['destination']) details.push(`目的地 ${headers['destination']}`);
  if (headers['content-type']) details.push(headers['content-type']);
  if (!isJson) details.push(`${new TextEncoder().encode(body).length} 字节`);
  return {details, fields: record ? entries(record) : null, raw, isJson: !!record};
}
