/**
 * Janus STOMP 测试工具的页面脚本（浏览器端）。build.ts 把它转成 JavaScript，与 sockjs-client、@stomp/stompjs 的 UMD 包一起内联进单个 HTML。
 * 流程：查询订阅信息（GET /api/janus/websocket-sockjs 或 /api/janus/websocket）→ STOMP CONNECT（login = 注册码）→ SUBSCRIBE 主题 → 显示 MESSAGE。
 */
import type {Client, IFrame, IMessage, StompSubscription} from '@stomp/stompjs';

declare const StompJs: typeof import('@stomp/stompjs');
declare const SockJS: typeof import('sockjs-client');

type Variant = 'sockjs' | 'websocket';
type StateKind = 'idle' | 'busy' | 'ok' | 'warn' | 'error';

interface Envelope {
  code: number;
  message: string;
  data: {websocket?: unknown; topic?: unknown} | null;
}

interface Endpoint {
  websocket: string;
  topic: string;
}

/** 一次失败：标题说发生了什么，提示说怎么处理。 */
class TesterError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

const API_PATHS: Record<Variant, string> = {
  sockjs: '/api/janus/websocket-sockjs',
  websocket: '/api/janus/websocket',
};
const HTTP_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;
const RECONNECT_DELAY_MS = 5_000;
const MAX_MESSAGES = 200;
const MAX_LOG_LINES = 500;
const STORAGE_KEY = 'janus-stomp-tester';

const API_CODE_HINTS: Record<number, string> = {
  401: '注册码不对或已失效。请在 Janus「系统设置 > 系统信息」的「注册信息」里复制注册码（32 位小写十六进制），注意不要带空格。',
  1001: '请求缺少参数。请确认注册码和设备序列号（UUID）都已填写。',
  1002: '参数格式不对。请检查设备序列号（UUID）是否形如 3F2A-9C41-7B0D-E5A8。',
  1003: '这台 Janus 上没有该 UUID 的设备。请在 Janus「设备接入 > 设备列表」中核对序列号，或确认填写的是这台 Janus 的地址。',
};

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`页面缺少元素 #${id}`);
  return el as T;
}

const form = byId<HTMLFormElement>('form');
const addressInput = byId<HTMLInputElement>('address');
const tokenInput = byId<HTMLInputElement>('token');
const showToken = byId<HTMLInputElement>('show-token');
const uuidInput = byId<HTMLInputElement>('uuid');
const heartbeatInput = byId<HTMLInputElement>('heartbeat');
const reconnectInput = byId<HTMLInputElement>('reconnect');
const framesInput = byId<HTMLInputElement>('frames');
const connectButton = byId<HTMLButtonElement>('connect');
const disconnectButton = byId<HTMLButtonElement>('disconnect');
const clearButton = byId<HTMLButtonElement>('clear');
const stateEl = byId<HTMLSpanElement>('state');
const errorBox = byId<HTMLDivElement>('error');
const errorTitle = byId<HTMLElement>('error-title');
const errorHint = byId<HTMLElement>('error-hint');
const apiUrlEl = byId<HTMLElement>('api-url');
const endpointEl = byId<HTMLElement>('endpoint');
const topicEl = byId<HTMLElement>('topic');
const countEl = byId<HTMLElement>('count');
const messagesEl = byId<HTMLUListElement>('messages');
const logEl = byId<HTMLPreElement>('log');

let client: Client | null = null;
let subscription: StompSubscription | null = null;
let messageCount = 0;
/** 每次点「连接」加一；旧连接的迟到回调据此丢弃。 */
let attempt = 0;

function now(): string {
  const d = new Date();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function log(text: string): void {
  const lines = (logEl.textContent ?? '').split('\n').filter(Boolean);
  lines.push(`[${now()}] ${text}`);
  logEl.textContent = lines.slice(-MAX_LOG_LINES).join('\n') + '\n';
  logEl.scrollTop = logEl.scrollHeight;
}

function setState(kind: StateKind, text: string): void {
  stateEl.dataset.kind = kind;
  stateEl.textContent = text;
}

function showError(err: TesterError): void {
  errorTitle.textContent = err.message;
  errorHint.textContent = err.hint;
  errorBox.style.display = 'block';
  setState('error', '出错');
  log(`错误：${err.message}`);
}

function clearError(): void {
  errorBox.style.display = 'none';
  errorTitle.textContent = '';
  errorHint.textContent = '';
}

function setBusy(connected: boolean): void {
  connectButton.disabled = connected;
  disconnectButton.disabled = !connected;
  form.querySelectorAll<HTMLInputElement>('input').forEach((el) => {
    if (el !== showToken && el !== framesInput) el.disabled = connected;
  });
}

/** 把用户输入的地址规范成 http(s)://主机:端口；格式不对时抛出 TesterError。 */
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
      '这里填 Janus 网页的地址，以 http:// 开头（Janus 前面有 HTTPS 反向代理时以 https:// 开头），不要填 ws:// 地址。',
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

function readInputs(): {
  origin: string;
  token: string;
  uuid: string;
  variant: Variant;
  heartbeat: number;
  reconnect: boolean;
} {
  const origin = normalizeAddress(addressInput.value);
  const token = tokenInput.value.trim();
  if (token === '') {
    throw new TesterError(
      '请填写注册码。',
      '注册码就是 Janus HTTP API 的 token，在 Janus「系统设置 > 系统信息」的「注册信息」里，或在 Neptune「Janus 管理」中该 Janus 的详情里。',
    );
  }
  const uuid = uuidInput.value.trim();
  if (uuid === '') {
    throw new TesterError(
      '请填写设备序列号（UUID）。',
      '在 Janus「设备接入 > 设备列表」中可以看到每台设备的序列号，如 3F2A-9C41-7B0D-E5A8。',
    );
  }
  const checked = form.querySelector<HTMLInputElement>('input[name=variant]:checked');
  const variant: Variant = checked?.value === 'websocket' ? 'websocket' : 'sockjs';
  const heartbeat = Number(heartbeatInput.value);
  if (!Number.isInteger(heartbeat) || heartbeat < 0) {
    throw new TesterError(
      '心跳间隔必须是不小于 0 的整数（毫秒）。',
      '推荐 10000，与 Janus 的心跳设置一致；填 0 表示不用心跳。',
    );
  }
  if (!/^[0-9a-f]{32}$/.test(token)) log('提示：注册码通常是 32 位小写十六进制，请确认没有多复制字符。');
  if (!/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/.test(uuid))
    log('提示：设备序列号（UUID）通常是四组四位大写十六进制，如 3F2A-9C41-7B0D-E5A8。');
  return {origin, token, uuid, variant, heartbeat, reconnect: reconnectInput.checked};
}

/** 调用查询接口，返回 websocket 地址与主题；各种失败都转成带处理建议的 TesterError。 */
async function fetchEndpoint(origin: string, token: string, uuid: string, variant: Variant): Promise<Endpoint> {
  const url = `${origin}${API_PATHS[variant]}?token=${encodeURIComponent(token)}&uuid=${encodeURIComponent(uuid)}`;
  apiUrlEl.textContent = `GET ${origin}${API_PATHS[variant]}?token=******&uuid=${encodeURIComponent(uuid)}`;
  log(`请求订阅信息：GET ${origin}${API_PATHS[variant]}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {method: 'GET', cache: 'no-store', signal: controller.signal});
  } catch (e) {
    if (controller.signal.aborted) {
      throw new TesterError(
        `访问 Janus 超时：${origin} 在 ${HTTP_TIMEOUT_MS / 1000} 秒内没有响应。`,
        '请确认地址指向运行 Janus 的工控机，端口是 Janus 网页端口（默认 8080），并检查网络是否通畅。',
      );
    }
    throw new TesterError(
      `无法访问 Janus 地址 ${origin}：连接失败（${e instanceof Error ? e.message : String(e)}）。`,
      '请检查：地址和端口是否正确（默认端口 8080）；Janus 服务是否在运行；本机能否访问工控机，防火墙是否放行该端口。地址以 https:// 开头时，还要确认证书受本机信任。',
    );
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    throw new TesterError(
      `Janus 地址返回 HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}。`,
      response.status === 404
        ? '该地址上的服务没有这个接口，可能填的不是 Janus 的网页端口。请在浏览器打开该地址，确认出现 Janus 登录页。'
        : '请求没有被 Janus 正常处理：检查地址是否指向 Janus 本身，而不是中间的代理或其他网站；稍后重试，仍失败时查看 Janus 日志 logs/janus.log。',
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new TesterError(
      'Janus 地址返回的内容不是 JSON。',
      '该地址上的服务不是 Janus HTTP API（可能是其他网站或代理的页面）。请确认地址与端口。',
    );
  }
  const envelope = body as Partial<Envelope> | null;
  if (!envelope || typeof envelope.code !== 'number') {
    throw new TesterError('Janus 的响应缺少 code 字段。', '该地址上的服务不是 Janus HTTP API，或版本不兼容。');
  }
  if (envelope.code !== 200) {
    throw new TesterError(
      `接口返回错误 ${envelope.code}：${envelope.message ?? '（无说明）'}`,
      API_CODE_HINTS[envelope.code] ?? '请对照文档中的 Janus 接口错误码表处理。',
    );
  }
  const data = envelope.data;
  if (!data || typeof data.websocket !== 'string' || typeof data.topic !== 'string') {
    throw new TesterError(
      '接口返回成功，但缺少 websocket 或 topic 字段。',
      '该地址上的服务与 Janus HTTP API 不一致，请确认地址指向 Janus 本身而不是代理或其他系统。',
    );
  }
  return {websocket: data.websocket, topic: data.topic};
}

function checkEndpoint(endpoint: Endpoint, variant: Variant, origin: string): void {
  let url: URL;
  try {
    url = new URL(endpoint.websocket);
  } catch {
    throw new TesterError(
      `接口返回的端点地址无效：${endpoint.websocket}`,
      '请检查 Janus 前面的反向代理是否改写了响应，或直接用 Janus 工控机的地址再试。',
    );
  }
  const expected = variant === 'sockjs' ? ['http:', 'https:'] : ['ws:', 'wss:'];
  if (!expected.includes(url.protocol)) {
    throw new TesterError(
      `接口返回的端点地址协议是 ${url.protocol}，与所选连接方式不符。`,
      variant === 'sockjs'
        ? 'SockJS 端点应以 http:// 或 https:// 开头。'
        : '纯 WebSocket 端点应以 ws:// 或 wss:// 开头。',
    );
  }
  const entered = new URL(origin);
  if (url.hostname !== entered.hostname) {
    log(
      `提示：接口返回的端点主机 ${url.hostname} 与填写的 ${entered.hostname} 不同；若接下来连接失败，检查 Janus 前面的反向代理设置。`,
    );
  }
}

function closeReason(evt: CloseEvent | {code?: number; reason?: string}): string {
  const parts: string[] = [];
  if (typeof evt.code === 'number') parts.push(`关闭码 ${evt.code}`);
  if (evt.reason) parts.push(evt.reason);
  return parts.length ? `（${parts.join('，')}）` : '';
}

function stompErrorHint(message: string): string {
  if (/token|授权|login|auth/i.test(message)) {
    return 'Janus 拒绝了 STOMP 登录：CONNECT 帧的 login 必须是这台 Janus 的注册码。请重新复制注册码后再连接。';
  }
  if (/设备不存在|destination|目的地/i.test(message)) {
    return '订阅的主题不被接受：主题必须是查询接口返回的 topic，且设备属于这台 Janus。请重新查询订阅信息后再连接。';
  }
  return 'Janus 的 STOMP 服务拒绝了请求并关闭了连接。请查看下方日志中的帧内容，并检查 Janus 日志 logs/janus.log。';
}

function renderMessage(message: IMessage): void {
  messageCount += 1;
  countEl.textContent = String(messageCount);
  const empty = messagesEl.querySelector('.empty');
  if (empty) empty.remove();

  const li = document.createElement('li');
  const meta = document.createElement('div');
  meta.className = 'meta';
  let parsed: unknown;
  try {
    parsed = JSON.parse(message.body);
  } catch {
    parsed = null;
  }
  const record =
    parsed && typeof parsed === 'object' ? (parsed as {uuid?: unknown; time?: unknown; data?: unknown}) : null;
  const deviceTime = record && typeof record.time === 'string' ? record.time : '—';
  const uuid = record && typeof record.uuid === 'string' ? record.uuid : '—';
  meta.textContent = `#${messageCount} 接收 ${now()} · 数据时间 ${deviceTime} · UUID ${uuid}`;
  li.append(meta);

  if (record && record.data && typeof record.data === 'object') {
    const kv = document.createElement('div');
    kv.className = 'kv';
    for (const [key, value] of Object.entries(record.data as Record<string, unknown>)) {
      const item = document.createElement('span');
      const k = document.createElement('b');
      k.textContent = `${key}: `;
      item.append(k, typeof value === 'string' ? value : JSON.stringify(value));
      kv.append(item);
    }
    li.append(kv);
  }
  const raw = document.createElement('pre');
  raw.className = 'raw';
  raw.textContent = record ? JSON.stringify(parsed, null, 2) : message.body;
  if (record) {
    // 已按键值显示时，原始 JSON 折叠起来，列表里能看到更多条消息。
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = '原始 JSON';
    details.append(summary, raw);
    li.append(details);
  } else {
    li.append(raw);
  }

  messagesEl.prepend(li);
  while (messagesEl.children.length > MAX_MESSAGES) messagesEl.lastElementChild?.remove();
}

async function stop(reason: string): Promise<void> {
  attempt += 1;
  const current = client;
  client = null;
  subscription = null;
  if (current) await current.deactivate();
  setBusy(false);
  log(reason);
}

async function start(): Promise<void> {
  clearError();
  const myAttempt = ++attempt;
  let inputs: ReturnType<typeof readInputs>;
  try {
    inputs = readInputs();
  } catch (e) {
    showError(e instanceof TesterError ? e : new TesterError(String(e), ''));
    return;
  }
  saveInputs();
  setBusy(true);
  setState('busy', '正在查询订阅信息…');
  endpointEl.textContent = '—';
  topicEl.textContent = '—';

  let endpoint: Endpoint;
  try {
    endpoint = await fetchEndpoint(inputs.origin, inputs.token, inputs.uuid, inputs.variant);
    checkEndpoint(endpoint, inputs.variant, inputs.origin);
  } catch (e) {
    if (myAttempt !== attempt) return;
    setBusy(false);
    showError(e instanceof TesterError ? e : new TesterError(String(e), ''));
    return;
  }
  if (myAttempt !== attempt) return;
  endpointEl.textContent = endpoint.websocket;
  topicEl.textContent = endpoint.topic;
  log(`订阅信息：端点 ${endpoint.websocket}，主题 ${endpoint.topic}`);
  connect(endpoint, inputs, myAttempt);
}

function connect(endpoint: Endpoint, inputs: ReturnType<typeof readInputs>, myAttempt: number): void {
  let everConnected = false;
  let stompErrorSeen = false;
  const variantName = inputs.variant === 'sockjs' ? 'SockJS' : 'WebSocket';
  setState('busy', `正在连接（${variantName}）…`);

  const stomp: Client = new StompJs.Client({
    webSocketFactory: () =>
      inputs.variant === 'sockjs'
        ? new SockJS(endpoint.websocket, null, {transports: ['websocket', 'xhr-streaming', 'xhr-polling']})
        : new WebSocket(endpoint.websocket, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
    connectHeaders: {login: inputs.token, passcode: ''},
    heartbeatIncoming: inputs.heartbeat,
    heartbeatOutgoing: inputs.heartbeat,
    reconnectDelay: inputs.reconnect ? RECONNECT_DELAY_MS : 0,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    debug: (text: string) => {
      if (framesInput.checked && myAttempt === attempt) log(text.replace(/^(login|passcode):.*$/gm, '$1:******'));
    },
    onConnect: (frame: IFrame) => {
      if (myAttempt !== attempt) return;
      everConnected = true;
      clearError();
      log(`STOMP 已连接：版本 ${frame.headers['version'] ?? '1.0'}，心跳 ${frame.headers['heart-beat'] ?? '0,0'}`);
      subscription = stomp.subscribe(endpoint.topic, (message: IMessage) => {
        if (myAttempt === attempt) renderMessage(message);
      });
      log(`已订阅 ${endpoint.topic}（订阅 id ${subscription.id}）`);
      setState('ok', `已连接（${variantName}），已订阅`);
    },
    onStompError: (frame: IFrame) => {
      if (myAttempt !== attempt) return;
      stompErrorSeen = true;
      const message = frame.headers['message'] ?? '（无 message 头）';
      log(`收到 ERROR 帧：${message}${frame.body ? `；正文：${frame.body}` : ''}`);
      showError(new TesterError(`STOMP 服务器返回 ERROR 帧：${message}`, stompErrorHint(message)));
      void stop('收到 ERROR 帧后停止连接，不再自动重连。');
    },
    onWebSocketError: () => {
      if (myAttempt === attempt) log(`${variantName} 连接出错。`);
    },
    onWebSocketClose: (evt: CloseEvent) => {
      if (myAttempt !== attempt || stompErrorSeen) return;
      if (!everConnected) {
        showError(
          new TesterError(
            `无法连接到 ${endpoint.websocket}：连接被拒绝或握手失败${closeReason(evt)}。`,
            inputs.variant === 'sockjs'
              ? '查询接口正常，但 SockJS 端点连不上。请检查防火墙是否放行该端口、Janus 前的反向代理是否转发了 /ws 路径，或改用纯 WebSocket 方式对比。'
              : '查询接口正常，但 WebSocket 端点连不上。请检查防火墙是否放行该端口、反向代理是否支持 WebSocket 升级（Upgrade 头）并转发了 /websocket 路径，或改用 SockJS 方式对比。',
          ),
        );
        void stop('首次连接失败，已停止。');
        return;
      }
      subscription = null;
      if (inputs.reconnect) {
        setState('warn', `连接已断开，${RECONNECT_DELAY_MS / 1000} 秒后重连…`);
        log(`连接已断开${closeReason(evt)}，${RECONNECT_DELAY_MS / 1000} 秒后自动重连并重新订阅。`);
      } else {
        setState('idle', '连接已断开');
        void stop(`连接已断开${closeReason(evt)}。`);
      }
    },
  });
  client = stomp;
  stomp.activate();
}

function saveInputs(): void {
  try {
    const checked = form.querySelector<HTMLInputElement>('input[name=variant]:checked');
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        address: addressInput.value.trim(),
        uuid: uuidInput.value.trim(),
        variant: checked?.value ?? 'sockjs',
      }),
    );
  } catch {
    // 本地存储不可用（如隐私模式）时不记住输入，不影响使用。
  }
}

function restoreInputs(): void {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      address?: string;
      uuid?: string;
      variant?: string;
    } | null;
    if (!saved) return;
    if (saved.address) addressInput.value = saved.address;
    if (saved.uuid) uuidInput.value = saved.uuid;
    const radio = form.querySelector<HTMLInputElement>(
      `input[name=variant][value="${saved.variant === 'websocket' ? 'websocket' : 'sockjs'}"]`,
    );
    if (radio) radio.checked = true;
  } catch {
    // 忽略损坏的存储内容。
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void start();
});
disconnectButton.addEventListener('click', () => {
  clearError();
  setState('idle', '已断开');
  void stop('已手动断开。');
});
clearButton.addEventListener('click', () => {
  messageCount = 0;
  countEl.textContent = '0';
  messagesEl.replaceChildren();
  const li = document.createElement('li');
  li.className = 'empty';
  li.textContent = '消息已清空，新的消息会显示在这里。';
  messagesEl.append(li);
});
showToken.addEventListener('change', () => {
  tokenInput.type = showToken.checked ? 'text' : 'password';
});

restoreInputs();
log('就绪。填写 Janus 地址、注册码和设备序列号（UUID）后点「连接」。');
