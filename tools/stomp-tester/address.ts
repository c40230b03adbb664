/**
 * 输入的解析与校验：Janus 地址、高级模式的端点地址、目的地、心跳间隔。格式不对时抛出带处理建议的 TesterError；
 * 能连但多半填错的情况（如 ws 地址没有路径）作为 notes 返回，由页面写进日志。
 */
import {TesterError, type Transport} from './hints';

/** 把用户输入的 Janus 地址规范成 http(s)://主机:端口；格式不对时抛出 TesterError。 */
export function normalizeAddress(raw: string): string {
  let text = raw.trim();
  if (text === '') {
    throw new TesterError(
      '请填写 Janus 地址。',
      '填写运行 Janus 的工控机的局域网地址和网页端口，如 http://192.168.1.20:8080。',
    );
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `http://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TesterError(
      `Janus 地址格式不正确：${raw.trim()}`,
      '应写成 http://192.168.1.20:8080 这样的形式：协议、IP 地址或主机名、端口，后面不带路径。',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TesterError(
      `Janus 地址格式不正确：不支持 ${url.protocol} 协议`,
      url.protocol === 'ws:' || url.protocol === 'wss:'
        ? '这里填 Janus 网页的地址，以 http:// 开头（Janus 前面有 HTTPS 反向代理时以 https:// 开头）。要直接连接一个 ws:// 端点（如 RabbitMQ 的 Web STOMP），请在「连接对象」中选「任意 STOMP 代理（高级）」。'
        : '这里填 Janus 网页的地址，以 http:// 开头（Janus 前面有 HTTPS 反向代理时以 https:// 开头）。',
    );
  }
  if (url.hostname === '') {
    throw new TesterError(
      `Janus 地址格式不正确：${raw.trim()}`,
      '地址里缺少 IP 地址或主机名，如 http://192.168.1.20:8080。',
    );
  }
  return url.origin;
}

export interface DirectEndpoint {
  /** 规范化后的完整地址。 */
  url: string;
  transport: Transport;
  /** 能连、但多半填错的地方，写进日志。 */
  notes: string[];
}

const ENDPOINT_EXAMPLE =
  '如 RabbitMQ Web STOMP 的 ws://192.168.1.30:15674/ws；经 TLS 时用 wss://；SockJS 端点用 http:// 或 https://。';

/** 高级模式的端点地址：ws:// 或 wss:// 走纯 WebSocket，http:// 或 https:// 走 SockJS；不写协议时按 ws:// 处理。 */
export function parseEndpointUrl(raw: string): DirectEndpoint {
  let text = raw.trim();
  if (text === '') throw new TesterError('请填写 STOMP 端点地址。', ENDPOINT_EXAMPLE);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `ws://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TesterError(`端点地址格式不正确：${raw.trim()}`, `应写成协议、主机、端口和路径，${ENDPOINT_EXAMPLE}`);
  }
  const transports: Record<string, Transport> = {
    'ws:': 'websocket',
    'wss:': 'websocket',
    'http:': 'sockjs',
    'https:': 'sockjs',
  };
  const transport = transports[url.protocol];
  if (!transport) {
    throw new TesterError(
      `端点地址格式不正确：不支持 ${url.protocol} 协议`,
      `浏览器只能通过 WebSocket（ws://、wss://）或 SockJS（http://、https://）连接 STOMP 代理；tcp://、stomp:// 这类原生 STOMP 端口（如 61613）浏览器连不上，要连代理的 WebSocket 端口，${ENDPOINT_EXAMPLE}`,
    );
  }
  if (url.hostname === '') {
    throw new TesterError(`端点地址格式不正确：${raw.trim()}`, `地址里缺少 IP 地址或主机名，${ENDPOINT_EXAMPLE}`);
  }
  if (url.username || url.password) {
    throw new TesterError(
      '端点地址里不要写用户名和密码。',
      '浏览器不会把地址里的用户名和密码交给 STOMP 代理；请把它们填在「用户名」和「密码」两栏，测试工具会放进 CONNECT 帧。',
    );
  }
  if (url.hash) {
    throw new TesterError(`端点地址不能含 #：${raw.trim()}`, '去掉 # 及其后面的部分；WebSocket 地址不允许有片段。');
  }
  const notes: string[] = [];
  if (url.port === '61613') {
    notes.push(
      '提示：61613 通常是 STOMP 的 TCP 端口，浏览器连不上；RabbitMQ 的 Web STOMP 默认在 15674，ActiveMQ 在 61614。',
    );
  }
  if (transport === 'websocket' && url.pathname === '/' && !url.search) {
    notes.push(
      '提示：端点地址没有路径。RabbitMQ Web STOMP 的路径是 /ws（如 ws://主机:15674/ws），Spring 应用是它注册的路径。',
    );
  }
  return {url: url.href, transport, notes};
}

/** STOMP 目的地：必填，不能含换行；不以 / 开头时提醒（RabbitMQ、ActiveMQ 都以 / 开头）。 */
export function parseDestination(raw: string): {destination: string; notes: string[]} {
  const destination = raw.trim();
  if (destination === '') {
    throw new TesterError(
      '请填写目的地。',
      '目的地是要订阅的主题或队列，写法由代理决定：RabbitMQ 如 /topic/cnc01（路由键 cnc01，发到 amq.topic 交换机的消息）或 /queue/orders；ActiveMQ 如 /topic/cnc01。',
    );
  }
  if (/[\r\n\0]/.test(destination)) {
    throw new TesterError('目的地不能含换行。', '请只填一行，如 /topic/cnc01。');
  }
  const notes = destination.startsWith('/')
    ? []
    : [`提示：目的地 ${destination} 不以 / 开头。RabbitMQ 与 ActiveMQ 的目的地都以 /topic/、/queue/ 等开头。`];
  return {destination, notes};
}

/** 心跳间隔（毫秒）：不小于 0 的整数，0 表示这一方向不用心跳。 */
export function parseHeartbeat(raw: string, label: string): number {
  const text = raw.trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < 0) {
    throw new TesterError(
      `${label}必须是不小于 0 的整数（毫秒）。`,
      '推荐 10000（10 秒）；填 0 表示这一方向不用心跳。',
    );
  }
  return value;
}

/** 虚拟主机（CONNECT 帧的 host 头）：可空，不能含换行。 */
export function parseVhost(raw: string): string {
  const vhost = raw.trim();
  if (/[\r\n\0]/.test(vhost)) throw new TesterError('虚拟主机不能含换行。', '请只填虚拟主机的名称，如 plant。');
  return vhost;
}
