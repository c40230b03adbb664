/**
 * Janus STOMP 测试工具的页面脚本（浏览器端）：把表单、状态、消息列表和日志接到下面几个纯模块上。build.ts 把它与
 * 这些模块打包成一段 JavaScript，与 sockjs-client、@stomp/stompjs 的 UMD 包一起内联进单个 HTML。
 * Janus 模式：查询订阅信息（GET /api/janus/websocket-sockjs 或 /api/janus/websocket）→ STOMP CONNECT（login = 注册码）
 * → SUBSCRIBE 主题 → 显示 MESSAGE。高级模式：直接连接填写的端点，用填写的用户名、密码、虚拟主机和目的地。
 */
import type {Client, IFrame, IMessage, StompSubscription} from '@stomp/stompjs';
import {normalizeAddress, parseDestination, parseEndpointUrl, parseHeartbeat, parseVhost} from './address';
import {
  TesterError,
  connectionLost,
  handshakeError,
  mixedContentError,
  probeUrls,
  stompError,
  type Mode,
  type ProbeResult,
  type Transport,
} from './hints';
import {answers, checkEndpoint, credentialNotes, lookupEndpoint, maskedLookupUrl, type Variant} from './janus-api';
import {SUBPROTOCOLS, connectHeaders, describeMessage, maskSecrets, negotiateHeartbeat, readErrorFrame} from './stomp';

declare const StompJs: typeof import('@stomp/stompjs');
declare const SockJS: typeof import('sockjs-client');

type StateKind = 'idle' | 'busy' | 'ok' | 'warn' | 'error';

/** 一次连接要用的全部参数：Janus 模式查询后得到端点与主题，高级模式直接来自表单。 */
interface Plan {
  mode: Mode;
  transport: Transport;
  url: string;
  destination: string;
  login: string;
  passcode: string;
  vhost: string;
  heartbeatOut: number;
  heartbeatIn: number;
  reconnect: boolean;
}

const HTTP_TIMEOUT_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 10_000;
const RECONNECT_DELAY_MS = 5_000;
const RECEIPT_WAIT_MS = 10_000;
const MAX_MESSAGES = 200;
const MAX_LOG_LINES = 500;
const STORAGE_KEY = 'janus-stomp-tester';

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`页面缺少元素 #${id}`);
  return el as T;
}

const form = byId<HTMLFormElement>('form');
const janusFields = byId<HTMLDivElement>('janus-fields');
const directFields = byId<HTMLDivElement>('direct-fields');
const addressInput = byId<HTMLInputElement>('address');
const tokenInput = byId<HTMLInputElement>('token');
const showToken = byId<HTMLInputElement>('show-token');
const uuidInput = byId<HTMLInputElement>('uuid');
const heartbeatInput = byId<HTMLInputElement>('heartbeat');
const endpointInput = byId<HTMLInputElement>('endpoint-url');
const destinationInput = byId<HTMLInputElement>('destination');
const loginInput = byId<HTMLInputElement>('login');
const passcodeInput = byId<HTMLInputElement>('passcode');
const showPasscode = byId<HTMLInputElement>('show-passcode');
const vhostInput = byId<HTMLInputElement>('vhost');
const heartbeatOutInput = byId<HTMLInputElement>('heartbeat-out');
const heartbeatInInput = byId<HTMLInputElement>('heartbeat-in');
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
const topicLabel = byId<HTMLElement>('topic-label');
const topicEl = byId<HTMLElement>('topic');
const countEl = byId<HTMLElement>('count');
const messagesEl = byId<HTMLUListElement>('messages');
const logEl = byId<HTMLPreElement>('log');

/** 连接期间仍可操作的输入：显示口令、显示帧。 */
const ALWAYS_ENABLED = new Set<HTMLInputElement>([showToken, showPasscode, framesInput]);

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

function asTesterError(e: unknown): TesterError {
  return e instanceof TesterError ? e : new TesterError(e instanceof Error ? e.message : String(e), '');
}

function clearError(): void {
  errorBox.style.display = 'none';
  errorTitle.textContent = '';
  errorHint.textContent = '';
}

function currentMode(): Mode {
  return form.querySelector<HTMLInputElement>('input[name=mode]:checked')?.value === 'direct' ? 'direct' : 'janus';
}

function showMode(mode: Mode): void {
  janusFields.hidden = mode !== 'janus';
  directFields.hidden = mode !== 'direct';
  topicLabel.textContent = mode === 'janus' ? '主题' : '目的地';
}

function setBusy(connected: boolean): void {
  connectButton.disabled = connected;
  disconnectButton.disabled = !connected;
  form.querySelectorAll<HTMLInputElement>('input').forEach((el) => {
    if (!ALWAYS_ENABLED.has(el)) el.disabled = connected;
  });
}

/** 读表单。Janus 模式返回查询所需的参数，高级模式直接返回连接计划；格式不对时抛出 TesterError。 */
function readInputs():
  | {
      mode: 'janus';
      origin: string;
      token: string;
      uuid: string;
      variant: Variant;
      heartbeat: number;
      reconnect: boolean;
    }
  | {mode: 'direct'; plan: Plan} {
  const reconnect = reconnectInput.checked;
  if (currentMode() === 'direct') {
    const endpoint = parseEndpointUrl(endpointInput.value);
    const {destination, notes} = parseDestination(destinationInput.value);
    const plan: Plan = {
      mode: 'direct',
      transport: endpoint.transport,
      url: endpoint.url,
      destination,
      login: loginInput.value.trim(),
      passcode: passcodeInput.value,
      vhost: parseVhost(vhostInput.value),
      heartbeatOut: parseHeartbeat(heartbeatOutInput.value, '客户端发送心跳间隔'),
      heartbeatIn: parseHeartbeat(heartbeatInInput.value, '期望代理发送心跳间隔'),
      reconnect,
    };
    [...endpoint.notes, ...notes].forEach(log);
    return {mode: 'direct', plan};
  }
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
  const heartbeat = parseHeartbeat(heartbeatInput.value, '心跳间隔');
  credentialNotes(token, uuid).forEach(log);
  return {mode: 'janus', origin, token, uuid, variant, heartbeat, reconnect};
}

function renderMessage(mode: Mode, message: IMessage): void {
  messageCount += 1;
  countEl.textContent = String(messageCount);
  const empty = messagesEl.querySelector('.empty');
  if (empty) empty.remove();

  const view = describeMessage(mode, message.headers, message.body);
  const li = document.createElement('li');
  const meta = document.createElement('div');
  meta.className = 'meta';
  meta.textContent = [`#${messageCount} 接收 ${now()}`, ...view.details].join(' · ');
  li.append(meta);

  if (view.fields) {
    const kv = document.createElement('div');
    kv.className = 'kv';
    for (const [key, value] of view.fields) {
      const item = document.createElement('span');
      const k = document.createElement('b');
      k.textContent = `${key}: `;
      item.append(k, value);
      kv.append(item);
    }
    li.append(kv);
  }
  const raw = document.createElement('pre');
  raw.className = 'raw';
  raw.textContent = view.raw;
  if (view.isJson) {
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
    showError(asTesterError(e));
    return;
  }
  saveInputs();
  setBusy(true);
  endpointEl.textContent = '—';
  topicEl.textContent = '—';

  let plan: Plan;
  if (inputs.mode === 'direct') {
    plan = inputs.plan;
    apiUrlEl.textContent = '不查询（直接连接）';
  } else {
    const {origin, token, uuid, variant, heartbeat, reconnect} = inputs;
    setState('busy', '正在查询订阅信息…');
    apiUrlEl.textContent = `GET ${maskedLookupUrl(origin, variant, uuid)}`;
    try {
      const blocked = mixedContentError(location.protocol, origin);
      if (blocked) throw blocked;
      log(
        `请求订阅信息：GET ${origin}${variant === 'sockjs' ? '/api/janus/websocket-sockjs' : '/api/janus/websocket'}`,
      );
      const endpoint = await lookupEndpoint(
        {fetch: (...args) => fetch(...args), pageProtocol: location.protocol, timeoutMs: HTTP_TIMEOUT_MS},
        origin,
        token,
        uuid,
        variant,
      );
      checkEndpoint(endpoint, variant, origin).forEach(log);
      plan = {
        mode: 'janus',
        transport: variant,
        url: endpoint.websocket,
        destination: endpoint.topic,
        login: token,
        passcode: '',
        vhost: '',
        heartbeatOut: heartbeat,
        heartbeatIn: heartbeat,
        reconnect,
      };
    } catch (e) {
      if (myAttempt !== attempt) return;
      setBusy(false);
      showError(asTesterError(e));
      return;
    }
    if (myAttempt !== attempt) return;
    log(`订阅信息：端点 ${plan.url}，主题 ${plan.destination}`);
  }
  endpointEl.textContent = plan.url;
  topicEl.textContent = plan.destination;
  const blocked = mixedContentError(location.protocol, plan.url);
  if (blocked) {
    setBusy(false);
    showError(blocked);
    return;
  }
  connect(plan, myAttempt);
}

/** 从未连上时探测端点地址有没有 HTTP 应答，用来区分连接被拒绝、TLS 问题和握手失败。 */
async function probe(url: string): Promise<ProbeResult> {
  const targets = probeUrls(url);
  const doFetch: typeof fetch = (...args) => fetch(...args);
  const [main, plain] = await Promise.all([
    answers(doFetch, targets.main, PROBE_TIMEOUT_MS),
    targets.plain ? answers(doFetch, targets.plain, PROBE_TIMEOUT_MS) : Promise.resolve(null),
  ]);
  return {main, plain};
}

function connect(plan: Plan, myAttempt: number): void {
  let everConnected = false;
  let stompErrorSeen = false;
  /** 高级模式下 SUBSCRIBE 已发、代理还没回执也没来消息。 */
  let subscribePending = false;
  let heartbeatLostAfterMs: number | null = null;
  let negotiatedReceive = 0;
  let receiptTimer: ReturnType<typeof setTimeout> | undefined;
  const transportName = plan.transport === 'sockjs' ? 'SockJS' : 'WebSocket';
  const live = () => myAttempt === attempt;
  setState('busy', `正在连接（${transportName}）…`);
  if (plan.mode === 'direct') {
    log(
      `连接 ${plan.url}（${transportName}）：用户名 ${plan.login || '（不发送）'}，虚拟主机 ${plan.vhost || '（不发送 host 头）'}，心跳 ${plan.heartbeatOut},${plan.heartbeatIn}`,
    );
  }

  const subscribed = (confirmed: boolean) => {
    subscribePending = false;
    clearTimeout(receiptTimer);
    setState('ok', `已连接（${transportName}），已订阅${confirmed ? '' : '（代理未回执）'}`);
  };

  const stomp: Client = new StompJs.Client({
    webSocketFactory: () =>
      plan.transport === 'sockjs'
        ? new SockJS(plan.url, null, {transports: ['websocket', 'xhr-streaming', 'xhr-polling']})
        : new WebSocket(plan.url, SUBPROTOCOLS),
    connectHeaders: connectHeaders({login: plan.login, passcode: plan.passcode, host: plan.vhost}),
    heartbeatIncoming: plan.heartbeatIn,
    heartbeatOutgoing: plan.heartbeatOut,
    reconnectDelay: plan.reconnect ? RECONNECT_DELAY_MS : 0,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    // 心跳超时时立刻丢弃连接，不等一个已经不回话的对端完成关闭握手。
    discardWebsocketOnCommFailure: true,
    debug: (text: string) => {
      if (framesInput.checked && live()) log(maskSecrets(text, {maskLogin: plan.mode === 'janus'}));
    },
    onConnect: (frame: IFrame) => {
      if (!live()) return;
      everConnected = true;
      heartbeatLostAfterMs = null;
      clearError();
      const heartBeat = frame.headers['heart-beat'] ?? '0,0';
      const negotiated = negotiateHeartbeat({outgoing: plan.heartbeatOut, incoming: plan.heartbeatIn}, heartBeat);
      negotiatedReceive = negotiated.receive;
      const server = frame.headers['server'] ? `，服务器 ${frame.headers['server']}` : '';
      log(`STOMP 已连接：版本 ${frame.headers['version'] ?? '1.0'}，心跳 ${heartBeat}${server}`);
      if (plan.mode === 'direct') {
        log(`心跳协商结果：每 ${negotiated.send} 毫秒发送，期望每 ${negotiated.receive} 毫秒收到（0 表示不用）。`);
        const receipt = `subscribed-${myAttempt}-${Date.now()}`;
        subscribePending = true;
        stomp.watchForReceipt(receipt, () => {
          if (!live()) return;
          log(`代理已确认订阅 ${plan.destination}（回执 ${receipt}）`);
          subscribed(true);
        });
        subscription = stomp.subscribe(plan.destination, (message) => onMessage(message), {receipt});
        log(`已发送订阅 ${plan.destination}（订阅 id ${subscription.id}），等待代理确认…`);
        setState('busy', `已连接（${transportName}），正在订阅…`);
        receiptTimer = setTimeout(() => {
          if (!live() || !subscribePending) return;
          log(`代理 ${RECEIPT_WAIT_MS / 1000} 秒内没有回执；有的代理不支持回执，收到消息即说明订阅有效。`);
          subscribed(false);
        }, RECEIPT_WAIT_MS);
      } else {
        subscription = stomp.subscribe(plan.destination, (message) => onMessage(message));
        log(`已订阅 ${plan.destination}（订阅 id ${subscription.id}）`);
        setState('ok', `已连接（${transportName}），已订阅`);
      }
    },
    onHeartbeatLost: () => {
      if (!live()) return;
      heartbeatLostAfterMs = negotiatedReceive;
      log(`心跳超时：约 ${(2 * negotiatedReceive) / 1000} 秒没有收到代理的任何数据，断开连接。`);
    },
    onStompError: (frame: IFrame) => {
      if (!live()) return;
      stompErrorSeen = true;
      const text = readErrorFrame(frame.headers, frame.body);
      log(`收到 ERROR 帧：${text.message}${text.body ? `；正文：${text.body}` : ''}`);
      showError(
        stompError(text, {mode: plan.mode, login: plan.login, vhost: plan.vhost, destination: plan.destination}),
      );
      void stop('收到 ERROR 帧后停止连接，不再自动重连。');
    },
    onWebSocketError: () => {
      if (live()) log(`${transportName} 连接出错。`);
    },
    onWebSocketClose: (evt: CloseEvent) => {
      if (!live() || stompErrorSeen) return;
      clearTimeout(receiptTimer);
      if (!everConnected) {
        // 关掉自动重连，等探测结果出来再说明原因。
        stomp.reconnectDelay = 0;
        setState('busy', '连接失败，正在检查端点地址…');
        void probe(plan.url).then((result) => {
          if (!live()) return;
          showError(
            handshakeError({
              mode: plan.mode,
              transport: plan.transport,
              url: plan.url,
              code: evt.code,
              reason: evt.reason,
              probe: result,
            }),
          );
          void stop('首次连接失败，已停止。');
        });
        return;
      }
      subscription = null;
      const lost = connectionLost({
        subscribePending,
        heartbeatLostAfterMs,
        destination: plan.destination,
        code: evt.code,
        reason: evt.reason,
        mode: plan.mode,
      });
      subscribePending = false;
      if (lost) {
        showError(lost.error);
        if (lost.stop || !plan.reconnect) {
          void stop(lost.stop ? '代理拒绝了订阅，已停止，不再自动重连。' : '连接已断开。');
          return;
        }
      }
      if (plan.reconnect) {
        setState('warn', `连接已断开，${RECONNECT_DELAY_MS / 1000} 秒后重连…`);
        log(`连接已断开${closeText(evt)}，${RECONNECT_DELAY_MS / 1000} 秒后自动重连并重新订阅。`);
      } else {
        setState('idle', '连接已断开');
        void stop(`连接已断开${closeText(evt)}。`);
      }
    },
  });

  const onMessage = (message: IMessage) => {
    if (!live()) return;
    if (subscribePending) subscribed(false);
    renderMessage(plan.mode, message);
  };

  client = stomp;
  stomp.activate();
}

function closeText(evt: CloseEvent): string {
  const parts = [`关闭码 ${evt.code}`];
  if (evt.reason) parts.push(evt.reason);
  return `（${parts.join('，')}）`;
}

interface Saved {
  mode?: string;
  address?: string;
  uuid?: string;
  variant?: string;
  endpoint?: string;
  destination?: string;
  login?: string;
  vhost?: string;
  heartbeatOut?: string;
  heartbeatIn?: string;
}

/** 记住输入（注册码和密码除外），下次打开时填好。 */
function saveInputs(): void {
  try {
    const checked = form.querySelector<HTMLInputElement>('input[name=variant]:checked');
    const saved: Saved = {
      mode: currentMode(),
      address: addressInput.value.trim(),
      uuid: uuidInput.value.trim(),
      variant: checked?.value ?? 'sockjs',
      endpoint: endpointInput.value.trim(),
      destination: destinationInput.value.trim(),
      login: loginInput.value.trim(),
      vhost: vhostInput.value.trim(),
      heartbeatOut: heartbeatOutInput.value,
      heartbeatIn: heartbeatInInput.value,
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // 本地存储不可用（如隐私模式）时不记住输入，不影响使用。
  }
}

function restoreInputs(): void {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    if (!saved) return;
    const fill = (input: HTMLInputElement, value: string | undefined) => {
      if (value) input.value = value;
    };
    fill(addressInput, saved.address);
    fill(uuidInput, saved.uuid);
    fill(endpointInput, saved.endpoint);
    fill(destinationInput, saved.destination);
    fill(loginInput, saved.login);
    fill(vhostInput, saved.vhost);
    fill(heartbeatOutInput, saved.heartbeatOut);
    fill(heartbeatInInput, saved.heartbeatIn);
    const radio = (name: string, value: string) => {
      const el = form.querySelector<HTMLInputElement>(`input[name=${name}][value="${value}"]`);
      if (el) el.checked = true;
    };
    radio('variant', saved.variant === 'websocket' ? 'websocket' : 'sockjs');
    radio('mode', saved.mode === 'direct' ? 'direct' : 'janus');
  } catch {
    // 忽略损坏的存储内容。
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void start();
});
form
  .querySelectorAll<HTMLInputElement>('input[name=mode]')
  .forEach((radio) => radio.addEventListener('change', () => showMode(currentMode())));
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
showPasscode.addEventListener('change', () => {
  passcodeInput.type = showPasscode.checked ? 'text' : 'password';
});

restoreInputs();
showMode(currentMode());
log(
  '就绪。Janus：填写 Janus 地址、注册码和设备序列号（UUID）后点「连接」；其他 STOMP 代理：在「连接对象」中选「任意 STOMP 代理（高级）」。',
);
