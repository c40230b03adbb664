/**
 * Janus 的订阅信息查询（GET /api/janus/websocket-sockjs 或 /api/janus/websocket）：拼地址、读响应、核对端点。
 * 网络请求用调用方传入的 fetch，单元测试可以换成假的。
 */
import {TesterError, lookupFetchError, type Transport} from './hints';

export type Variant = Transport;

export interface Endpoint {
  websocket: string;
  topic: string;
}

export const API_PATHS: Record<Variant, string> = {
  sockjs: '/api/janus/websocket-sockjs',
  websocket: '/api/janus/websocket',
};

export const API_CODE_HINTS: Record<number, string> = {
  401: '注册码不对或已失效。请在 Janus「系统设置 > 系统信息」的「注册信息」里复制注册码（32 位小写十六进制），注意不要带空格。',
  1001: '请求缺少参数。请确认注册码和设备序列号（UUID）都已填写。',
  1002: '参数格式不对。请检查设备序列号（UUID）是否形如 3F2A-9C41-7B0D-E5A8。',
  1003: '这台 Janus 上没有该 UUID 的设备。请在 Janus「设备接入 > 设备列表」中核对序列号，或确认填写的是这台 Janus 的地址。',
};

export function lookupUrl(origin: string, variant: Variant, token: string, uuid: string): string {
  return `${origin}${API_PATHS[variant]}?token=${encodeURIComponent(token)}&uuid=${encodeURIComponent(uuid)}`;
}

/** 显示在页面上的查询地址：注册码打码。 */
export function maskedLookupUrl(origin: string, variant: Variant, uuid: string): string {
  return `${origin}${API_PATHS[variant]}?token=******&uuid=${encodeURIComponent(uuid)}`;
}

/** 注册码、UUID 的常见格式；不符时只提醒（写进日志），不拦。 */
export function credentialNotes(token: string, uuid: string): string[] {
  const notes: string[] = [];
  if (!/^[0-9a-f]{32}$/.test(token)) notes.push('提示：注册码通常是 32 位小写十六进制，请确认没有多复制字符。');
  if (!/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/.test(uuid))
    notes.push('提示：设备序列号（UUID）通常是四组四位大写十六进制，如 3F2A-9C41-7B0D-E5A8。');
  return notes;
}

interface Envelope {
  code: number;
  message: string;
  data: {websocket?: unknown; topic?: unknown} | null;
}

/** 读查询接口的 HTTP 响应：成功时返回端点与主题，各种不对都转成带处理建议的 TesterError。 */
export async function readLookupResponse(
  response: Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>,
): Promise<Endpoint> {
  if (!response.ok) {
    throw new TesterError(
      `Janus 地址返回 HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}。`,
      response.status === 404
        ? '该地址上的服务没有这个接口，可能填的不是 Janus 的网页端口。请在浏览器打开该地址，确认出现 Janus 登录页。'
        : '请求没有被 Janus 正常处理：检查地址是否指向 Janus 本身，而不是中间的代理或其他网站；稍后重试，仍失败时查看 Janus 日志 logs/janus.log。',
      'http-status',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new TesterError(
      'Janus 地址返回的内容不是 JSON。',
      '该地址上的服务不是 Janus HTTP API（可能是其他网站或代理的页面）。请确认地址与端口。',
      'api-response',
    );
  }
  const envelope = body as Partial<Envelope> | null;
  if (!envelope || typeof envelope !== 'object' || typeof envelope.code !== 'number') {
    throw new TesterError(
      'Janus 的响应缺少 code 字段。',
      '该地址上的服务不是 Janus HTTP API，或版本不兼容。',
      'api-response',
    );
  }
  if (envelope.code !== 200) {
    throw new TesterError(
      `接口返回错误 ${envelope.code}：${envelope.message ?? '（无说明）'}`,
      API_CODE_HINTS[envelope.code] ?? '请对照文档中的 Janus 接口错误码表处理。',
      'api-code',
    );
  }
  const data = envelope.data;
  if (!data || typeof data.websocket !== 'string' || typeof data.topic !== 'string') {
    throw new TesterError(
      '接口返回成功，但缺少 websocket 或 topic 字段。',
      '该地址上的服务与 Janus HTTP API 不一致，请确认地址指向 Janus 本身而不是代理或其他系统。',
      'api-response',
    );
  }
  return {websocket: data.websocket, topic: data.topic};
}

/** 核对接口返回的端点与所选方式相符；返回要写进日志的提醒。 */
export function checkEndpoint(endpoint: Endpoint, variant: Variant, origin: string): string[] {
  let url: URL;
  try {
    url = new URL(endpoint.websocket);
  } catch {
    throw new TesterError(
      `接口返回的端点地址无效：${endpoint.websocket}`,
      '请检查 Janus 前面的反向代理是否改写了响应，或直接用 Janus 工控机的地址再试。',
      'endpoint',
    );
  }
  const expected = variant === 'sockjs' ? ['http:', 'https:'] : ['ws:', 'wss:'];
  if (!expected.includes(url.protocol)) {
    throw new TesterError(
      `接口返回的端点地址协议是 ${url.protocol}，与所选连接方式不符。`,
      variant === 'sockjs'
        ? 'SockJS 端点应以 http:// 或 https:// 开头。'
        : '纯 WebSocket 端点应以 ws:// 或 wss:// 开头。',
      'endpoint',
    );
  }
  const entered = new URL(origin);
  return url.hostname === entered.hostname
    ? []
    : [
        `提示：接口返回的端点主机 ${url.hostname} 与填写的 ${entered.hostname} 不同；若接下来连接失败，检查 Janus 前面的反向代理设置。`,
      ];
}

export interface LookupDeps {
  fetch: typeof fetch;
  /** 本页的协议（location.protocol），file: 时 CORS 的解释不同。 */
  pageProtocol: string;
  timeoutMs: number;
}

/**
 * 调用查询接口。请求失败（浏览器只给一个 TypeError）时，再以 no-cors 方式请求同一地址：有应答说明对方在，
 * 只是响应没有 CORS 头（多半是代理的错误页），没有应答才是真的连不上。
 */
export async function lookupEndpoint(
  deps: LookupDeps,
  origin: string,
  token: string,
  uuid: string,
  variant: Variant,
): Promise<Endpoint> {
  const url = lookupUrl(origin, variant, token, uuid);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  let response: Response;
  try {
    response = await deps.fetch(url, {method: 'GET', cache: 'no-store', signal: controller.signal});
  } catch (e) {
    const timedOut = controller.signal.aborted;
    const answered = timedOut ? null : await answers(deps.fetch, url, deps.timeoutMs);
    throw lookupFetchError({
      origin,
      pageProtocol: deps.pageProtocol,
      timedOut,
      timeoutMs: deps.timeoutMs,
      answered,
      cause: e instanceof Error ? e.message : String(e),
    });
  } finally {
    clearTimeout(timer);
  }
  return readLookupResponse(response);
}

/** no-cors 请求：只看对方有没有 HTTP 应答（不透明响应），拿不到状态码和内容。 */
export async function answers(fetchFn: typeof fetch, url: string, timeoutMs: number): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchFn(url, {method: 'GET', mode: 'no-cors', cache: 'no-store', signal: controller.signal});
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
