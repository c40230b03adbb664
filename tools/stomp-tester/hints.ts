/**
 * 失败的分类：把 ERROR 帧、连接关闭、HTTP 请求失败和页面环境（file://、https://）归到具体原因，给出中文标题和处理建议。
 * 纯函数，不碰 DOM 和网络；探测结果（某地址能否应答）由调用方测好后传进来。
 */

/** Janus：先查询订阅信息再连接；direct：直接连接任意 STOMP 代理的端点（高级模式）。 */
export type Mode = 'janus' | 'direct';
/** 端点的传输方式：SockJS（http/https 地址）或纯 WebSocket（ws/wss 地址）。 */
export type Transport = 'sockjs' | 'websocket';

/** 测试工具能识别的失败原因，单元测试与页面都据此区分。 */
export type FailureKind =
  | 'input'
  | 'mixed-content'
  | 'http-timeout'
  | 'http-unreachable'
  | 'http-no-cors'
  | 'http-status'
  | 'api-response'
  | 'api-code'
  | 'endpoint'
  | 'refused'
  | 'tls'
  | 'handshake'
  | 'janus-login'
  | 'janus-destination'
  | 'auth'
  | 'vhost'
  | 'loopback'
  | 'bad-connect'
  | 'destination-invalid'
  | 'destination-not-found'
  | 'destination-refused'
  | 'subscribe-refused'
  | 'heartbeat'
  | 'stomp-other';

/** 一次失败：标题说发生了什么，提示说怎么处理。 */
export class TesterError extends Error {
  constructor(
    message: string,
    readonly hint: string,
    readonly kind: FailureKind = 'input',
  ) {
    super(message);
    this.name = 'TesterError';
  }
}

/** 「（关闭码 1006，原因）」；没有可说的内容时为空串。 */
export function closeReason(evt: {code?: number; reason?: string}): string {
  const parts: string[] = [];
  if (typeof evt.code === 'number') parts.push(`关闭码 ${evt.code}`);
  if (evt.reason) parts.push(evt.reason);
  return parts.length ? `（${parts.join('，')}）` : '';
}

/**
 * https:// 页面不能连接 http:// 或 ws:// 地址（混合内容），浏览器直接拦下，不给脚本任何细节；连接前就说清楚。
 * 本页通常从本地文件（file://）打开，那时没有这个限制。
 */
export function mixedContentError(pageProtocol: string, target: string): TesterError | null {
  if (pageProtocol !== 'https:') return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'ws:') return null;
  const secure = url.protocol === 'ws:' ? 'wss://' : 'https://';
  return new TesterError(
    `本页通过 https:// 打开，浏览器不允许它连接不加密的 ${url.protocol}// 地址（混合内容）：${url.origin}`,
    `把测试工具的 HTML 文件保存到电脑上，双击打开（地址栏以 file:// 开头）再试；或改用 ${secure} 地址（需要对方配置了 TLS）。`,
    'mixed-content',
  );
}

/** 探测用的 HTTP 地址：ws → http、wss → https（另探一次 http，判断对方是不是根本没开 TLS）。 */
export function probeUrls(endpoint: string): {main: string; plain: string | null} {
  const url = new URL(endpoint);
  const secure = url.protocol === 'wss:' || url.protocol === 'https:';
  url.protocol = secure ? 'https:' : 'http:';
  const main = url.href;
  if (!secure) return {main, plain: null};
  url.protocol = 'http:';
  return {main, plain: url.href};
}

/** 探测结果：对方是否有 HTTP 应答（浏览器以 no-cors 方式请求，只知道有没有应答，看不到内容）。 */
export interface ProbeResult {
  /** 以端点本身的协议（http 或 https）请求，是否有应答。 */
  main: boolean;
  /** 端点是 wss/https 时，以 http 请求同一地址是否有应答；没探测时为 null。 */
  plain: boolean | null;
}

/** 从未连上时的失败：按探测结果分成连接被拒绝、TLS 问题、握手失败。 */
export function handshakeError(options: {
  mode: Mode;
  transport: Transport;
  url: string;
  code?: number;
  reason?: string;
  probe: ProbeResult | null;
}): TesterError {
  const {mode, transport, url, probe} = options;
  const why = closeReason(options);
  const secure = /^(wss|https):/.test(url);
  const target = new URL(url);
  const hostPort = target.host;
  const other = transport === 'sockjs' ? ' 纯 WebSocket ' : ' SockJS ';

  if (probe && !probe.main && secure && probe.plain) {
    return new TesterError(
      `无法连接到 ${url}：该端口不是 TLS（加密）端口${why}。`,
      `${hostPort} 用不加密的 HTTP 应答了，却不接受 TLS 连接。把地址开头改成 ${transport === 'sockjs' ? 'http://' : 'ws://'}，或改用对方为 TLS 配置的端口（RabbitMQ Web STOMP 的 TLS 端口通常是 15673）。`,
      'tls',
    );
  }
  if (probe && !probe.main && secure) {
    return new TesterError(
      `无法连接到 ${url}：连接被拒绝，或 TLS 证书不被本机信任${why}。`,
      `先在同一浏览器的新标签页中打开 https://${hostPort}/：出现证书警告，说明证书不受信任（自签名、已过期或名称不符），请安装对方的 CA 证书，或让管理员换成受信任的证书；页面打不开，说明该端口没有服务在监听，或防火墙拦截了它，请核对地址和端口。`,
      'tls',
    );
  }
  if (probe && !probe.main) {
    return new TesterError(
      `无法连接到 ${url}：连接被拒绝或主机不可达${why}。`,
      mode === 'janus'
        ? `查询接口正常，但 ${hostPort} 上的实时数据端点连不上。请检查防火墙是否放行该端口，以及 Janus 返回的主机名在这台电脑上是否可达（「端点」一栏显示的地址）；经反向代理时确认代理在运行。`
        : `${hostPort} 上没有服务在监听，或防火墙拦截了连接。请核对地址和端口（RabbitMQ Web STOMP 默认 15674，ActiveMQ 61614），确认代理在运行并启用了 WebSocket（RabbitMQ 需要 rabbitmq_web_stomp 插件）。注意 61613 是 STOMP 的 TCP 端口，浏览器连不上它。`,
      'refused',
    );
  }
  if (probe && probe.main) {
    const janusHint =
      transport === 'sockjs'
        ? '查询接口正常，端点地址也有 HTTP 应答，但 SockJS 握手失败。请检查 Janus 前的反向代理是否转发了 /ws/ 下的全部路径，或改用纯 WebSocket 方式对比。'
        : '查询接口正常，端点地址也有 HTTP 应答，但 WebSocket 握手失败。请检查反向代理是否支持 WebSocket 升级（Upgrade 与 Connection 头）并转发了 /websocket 路径，或改用 SockJS 方式对比。';
    const directHint =
      transport === 'sockjs'
        ? `${hostPort} 有 HTTP 应答，但这个地址不是 SockJS 端点。RabbitMQ 3.7 及以后的 Web STOMP 不再提供 SockJS，请改用 ws:// 地址（如 ws://${hostPort}/ws）；Spring 应用的 SockJS 端点是它注册的路径。`
        : `${hostPort} 有 HTTP 应答，但不接受这个路径上的 WebSocket 升级：多半是路径不对（RabbitMQ Web STOMP 是 /ws，ActiveMQ 是 /，Spring 应用是它注册的路径），或中间的代理没有转发 Upgrade 头。也可以改用${other}方式对比。`;
    return new TesterError(
      `无法连接到 ${url}：服务器有应答，但${transport === 'sockjs' ? ' SockJS' : ' WebSocket'} 握手失败${why}。`,
      mode === 'janus' ? janusHint : directHint,
      'handshake',
    );
  }
  return new TesterError(
    `无法连接到 ${url}：连接被拒绝或握手失败${why}。`,
    mode === 'janus'
      ? `查询接口正常，但端点连不上。请检查防火墙是否放行该端口、反向代理是否转发了端点路径并支持 WebSocket 升级，或改用${other}方式对比。`
      : '请核对地址、端口和路径，确认代理在运行并启用了 WebSocket；经反向代理时确认它转发了 Upgrade 头。',
    'refused',
  );
}

/** ERROR 帧里读出的内容。 */
export interface ErrorFrameText {
  /** message 头。 */
  message: string;
  /** 正文（去掉首尾空白）。 */
  body: string;
}

const JANUS_LOGIN = /token|授权|login|auth/i;
const JANUS_DESTINATION = /设备不存在|destination|目的地/i;

/** 收到 ERROR 帧：按代理的说法归类。context 里的用户名、虚拟主机、目的地用来把提示说具体。 */
export function stompError(
  frame: ErrorFrameText,
  context: {mode: Mode; login?: string; vhost?: string; destination?: string},
): TesterError {
  const detail = frame.body ? `（${frame.body.split('\n')[0].trim()}）` : '';
  const title = `STOMP 服务器返回 ERROR 帧：${frame.message}${detail && !frame.message.includes(frame.body) ? detail : ''}`;
  const text = `${frame.message}\n${frame.body}`;
  const make = (hint: string, kind: FailureKind) => new TesterError(title, hint, kind);

  if (context.mode === 'janus') {
    if (JANUS_LOGIN.test(frame.message)) {
      return make(
        'Janus 拒绝了 STOMP 登录：CONNECT 帧的 login 必须是这台 Janus 的注册码。请重新复制注册码后再连接。',
        'janus-login',
      );
    }
    if (JANUS_DESTINATION.test(frame.message)) {
      return make(
        '订阅的主题不被接受：主题必须是查询接口返回的 topic，且设备属于这台 Janus。请重新查询订阅信息后再连接。',
        'janus-destination',
      );
    }
    return make(
      'Janus 的 STOMP 服务拒绝了请求并关闭了连接。请查看下方日志中的帧内容，并检查 Janus 日志 logs/janus.log。',
      'stomp-other',
    );
  }

  const who = context.login ? `用户 ${context.login} ` : '该用户';
  if (/non-loopback|not_loopback/i.test(text)) {
    return make(
      `${who}只允许从代理所在的机器登录（RabbitMQ 的 guest 用户默认如此）。请改用为远程访问创建的用户，或由管理员调整 rabbitmq.conf 中的 loopback_users。`,
      'loopback',
    );
  }
  // 只认「虚拟主机本身」的失败；「in vhost 'x'」出现在目的地的错误里，不算。
  const vhost = /virtual host '([^']*)'/i.exec(text);
  if (vhost || /vhost_(not_found|is_down)|unknown (virtual host|vhost)/i.test(text)) {
    const name = vhost?.[1] ?? context.vhost ?? '/';
    return make(
      `虚拟主机 ${name} 不存在，或${who}没有它的访问权限。「虚拟主机」一栏填的就是 CONNECT 帧的 host 头，留空时 RabbitMQ 使用 /。请核对名称（区分大小写）；RabbitMQ 上用 rabbitmqctl list_vhosts 查看已有的虚拟主机，用 rabbitmqctl list_user_permissions <用户名> 查看该用户能访问哪些。`,
      'vhost',
    );
  }
  if (
    /access refused for user|password|credential|authenticat|unauthori[sz]ed|login failed|AMQ22903[12]|AMQ119031/i.test(
      text,
    )
  ) {
    return make(
      `代理拒绝了登录：用户名或密码（passcode）不对${context.login ? `（用户 ${context.login}）` : ''}。请核对「用户名」和「密码」，注意大小写和首尾空格；RabbitMQ 上可以用 rabbitmqctl authenticate_user <用户名> <密码> 验证，用户被删除或改过密码时也会这样。`,
      'auth',
    );
  }
  const dest = context.destination ? ` ${context.destination} ` : '';
  if (/access_refused|not authori[sz]ed to|permission/i.test(text)) {
    return make(
      `${who}没有目的地${dest}的权限。订阅需要读权限，RabbitMQ 的 /topic/ 与 /queue/ 还需要配置权限（用来创建队列）。RabbitMQ 上用 rabbitmqctl list_user_permissions <用户名> 查看，用 rabbitmqctl set_permissions -p <虚拟主机> <用户名> <配置> <写> <读> 授权。`,
      'destination-refused',
    );
  }
  if (/unknown destination|invalid destination|not a valid destination|illegal destination/i.test(text)) {
    return make(
      `代理不认识目的地${dest}的写法。RabbitMQ 的目的地以 /topic/、/queue/、/exchange/、/amq/queue/ 或 /temp-queue/ 开头，如 /topic/cnc01；ActiveMQ 用 /topic/ 或 /queue/；Spring 应用用它配置的前缀。`,
      'destination-invalid',
    );
  }
  if (/not_found|no such|does not exist|not exist/i.test(text)) {
    return make(
      `目的地${dest}不存在：RabbitMQ 的 /exchange/<交换机> 要求交换机已存在，/amq/queue/<队列> 要求队列已存在。改用 /topic/<路由键> 或 /queue/<队列名>（代理会自动创建），或先在代理上创建它。`,
      'destination-not-found',
    );
  }
  if (/bad connect/i.test(text)) {
    return make(
      '代理拒绝了 CONNECT 帧。请对照上面括号里代理给出的原因，检查用户名、密码、虚拟主机和 STOMP 版本；更详细的原因在代理的日志里。',
      'bad-connect',
    );
  }
  return make(
    '代理拒绝了请求并关闭了连接。请查看下方日志中的帧内容（勾选「在日志中显示 STOMP 帧」），并对照代理的日志。',
    'stomp-other',
  );
}

/**
 * 连上之后连接断开的原因。返回 null 表示普通断线（按设置重连即可）；否则返回具体原因，stop 为 true 时不应重连
 * （再连还是同样的结果）。
 */
export function connectionLost(options: {
  /** 订阅已发出、代理还没确认（没有回执，也没有收到消息）。 */
  subscribePending: boolean;
  /** 工具因超过两倍心跳间隔没有收到代理的任何数据而断开；值为协商出的接收间隔（毫秒）。 */
  heartbeatLostAfterMs: number | null;
  destination: string;
  code?: number;
  reason?: string;
  mode: Mode;
}): {error: TesterError; stop: boolean} | null {
  const why = closeReason(options);
  if (options.heartbeatLostAfterMs !== null) {
    const ms = options.heartbeatLostAfterMs;
    const field = options.mode === 'janus' ? '「STOMP 心跳间隔」' : '「心跳：期望代理发送间隔」';
    return {
      error: new TesterError(
        `心跳超时：约 ${(2 * ms) / 1000} 秒没有收到代理的任何数据（协商的心跳间隔 ${ms} 毫秒），工具判定连接已断开。`,
        `常见原因：网络中断，或中间的防火墙、代理丢弃了空闲连接；代理卡住或过载；这台电脑休眠过，或浏览器把后台标签页限速了。检查网络后重连；网络慢时可以把${field}调大，填 0 则不检测心跳。`,
        'heartbeat',
      ),
      stop: false,
    };
  }
  if (options.mode === 'direct' && options.subscribePending) {
    return {
      error: new TesterError(
        `订阅 ${options.destination} 后，代理没有确认就断开了连接${why}。`,
        '代理多半拒绝了这个目的地（不存在，或用户没有权限），只是没有发 ERROR 帧（RabbitMQ 3.10 的 Web STOMP 就是这样）。请在代理日志中查找原因（RabbitMQ 日志中的 access_refused 或 NOT_FOUND），并检查目的地的写法与用户权限：RabbitMQ 的 /exchange/ 与 /amq/queue/ 要求交换机或队列已存在。',
        'subscribe-refused',
      ),
      stop: true,
    };
  }
  return null;
}

/** Janus 查询接口的 fetch 失败（浏览器不给脚本细节）：结合 no-cors 探测判断是连不上，还是对方应答了却没有 CORS 头。 */
export function lookupFetchError(options: {
  origin: string;
  pageProtocol: string;
  timedOut: boolean;
  timeoutMs: number;
  /** no-cors 探测是否有应答；没探测时为 null。 */
  answered: boolean | null;
  cause: string;
}): TesterError {
  const {origin} = options;
  if (options.timedOut) {
    return new TesterError(
      `访问 Janus 超时：${origin} 在 ${options.timeoutMs / 1000} 秒内没有响应。`,
      '请确认地址指向运行 Janus 的工控机，端口是 Janus 网页端口（默认 8080），并检查网络是否通畅。',
      'http-timeout',
    );
  }
  if (options.answered) {
    const fromFile =
      options.pageProtocol === 'file:'
        ? '本页是从本地文件（file://）打开的，浏览器只允许它读取带 CORS 头（Access-Control-Allow-Origin）的响应。'
        : '浏览器只允许本页读取带 CORS 头（Access-Control-Allow-Origin）的响应。';
    return new TesterError(
      `${origin} 有应答，但浏览器不允许本页读取这个响应（响应没有 CORS 头）。`,
      `${fromFile}Janus 自己的接口都带这个头，所以这个响应多半不是 Janus 给的，而是一个 HTTP 错误：常见的是 Janus 前面的反向代理、网关或其他服务返回的 401、403、404、502 错误页。检查方法：按 F12 打开开发者工具，在「网络」（Network）面板中点这次请求，看它的状态码和响应内容；或在新标签页中打开「接口」一栏的地址（把 ****** 换成注册码）。确认地址与端口指向 Janus 本身。`,
      'http-no-cors',
    );
  }
  return new TesterError(
    `无法访问 Janus 地址 ${origin}：连接失败（${options.cause}）。`,
    `请检查：地址和端口是否正确（默认端口 8080）；Janus 服务是否在运行；本机能否访问工控机，防火墙是否放行该端口。${origin.startsWith('https:') ? '地址以 https:// 开头，还要确认证书受本机信任：在新标签页中打开该地址，出现证书警告就是证书问题。' : '地址以 https:// 开头时，还要确认证书受本机信任。'}`,
    'http-unreachable',
  );
}
