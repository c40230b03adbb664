/**
 * Sends a built request and reads what came back: the Janus envelope with the meaning of its code from the canon, a
 * file, an HTTP error, a body that is not what Janus returns, or a failure the browser reports only as "Failed to
 * fetch" (unreachable, refused by CORS, timed out). Pure apart from the fetch the caller passes in.
 */
import {answers} from '../stomp-tester/janus-api';
import type {ChosenFile, BuiltRequest} from './request';
import type {CodeMeaning, ConsoleSpec, Operation} from './model';

/** What the reader sees: a kind for the colour, a title, an explanation, and the body as text when there is one. */
export interface Outcome {
  kind:
    | 'ok'
    | 'code'
    | 'http'
    | 'redirect'
    | 'malformed'
    | 'file'
    | 'unreachable'
    | 'cors'
    | 'timeout'
    | 'mixed-content'
    | 'input';
  title: string;
  detail: string[];
  /** HTTP status, when a response was read. */
  status?: number;
  /** The business code, when the envelope was read. */
  code?: number;
  /** The response body for display (JSON re-indented), always shown as text. */
  body?: string;
}

export interface ReadResponse {
  status: number;
  statusText: string;
  contentType: string;
  contentDisposition: string;
  /** The body's bytes. */
  bytes: Uint8Array;
}

/** Bytes of a body shown at most; a longer body is cut with a note. */
export const BODY_LIMIT = 200_000;

function decode(bytes: Uint8Array): string {
  const textBytes = bytes.length > BODY_LIMIT ? bytes.subarray(0, BODY_LIMIT) : bytes;
  const body = new TextDecoder('utf-8').decode(textBytes);
  return bytes.length > BODY_LIMIT ? `${body}\n……（共 ${bytes.length} 字节，只显示前 ${BODY_LIMIT} 字节）` : body;
}

export function meaningOf(spec: ConsoleSpec, code: number): CodeMeaning | undefined {
  return spec.codes.find((c) => c.code === code);
}

const NOT_JANUS = '该地址上的服务不是 Janus HTTP API，或 Janus 前面的代理改写了响应：请确认地址与端口指向 Janus 本身。';

/** Turns a response into what the reader sees. */
export function interpretResponse(spec: ConsoleSpec, op: Operation, response: ReadResponse): Outcome {
  const {status} = response;
  const raw = decode(response.bytes);
  const isJson = /\bjson\b/i.test(response.contentType);

  if (status < 200 || status > 299) {
    let detail: string;
    if (status === 404)
      detail =
        '路径不存在：该地址可能不是 Janus 的网页端口，或这台 Janus 的版本没有这个接口（本工具按 Janus 3.6 生成）。';
    else if (status === 405) detail = `Janus 不接受用 ${op.method} 调用 ${op.path}。`;
    else if (status === 401 || status === 403)
      detail =
        '请求被拒绝：Janus 的接口用 token 参数认证、以 HTTP 200 返回 401 业务码，这个 HTTP 状态多半来自 Janus 前面的代理或网关。';
    else if (status >= 500)
      detail = '服务器出错：查看 Janus 日志 logs/janus.log；若地址经过反向代理，也检查代理的日志。';
    else detail = 'Janus 的业务结果都以 HTTP 200 返回，这个状态码说明请求没有被 Janus 正常处理。';
    return {
      kind: 'http',
      status,
      title: `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`,
      detail: [detail],
      body: raw,
    };
  }

  if (op.returnsFile && !isJson) {
    const name = /filename\*=UTF-8''([^;]+)/i.exec(response.contentDisposition)?.[1];
    let fileName = '';
    if (name) {
      try {
        fileName = decodeURIComponent(name);
      } catch {
        fileName = name;
      }
    }
    return {
      kind: 'file',
      status,
      title: `收到文件${fileName ? `「${fileName}」` : ''}，${response.bytes.length} 字节`,
      detail: [
        '下载成功时 Janus 直接返回文件内容，不是 JSON 信封。本工具不保存文件：要保存，请复制下方的 curl 命令，加上 -o 文件名 后执行。',
      ],
    };
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    return {
      kind: 'malformed',
      status,
      title: '响应不是合法的 JSON',
      detail: [
        `Janus 的接口一律返回 JSON 信封 {"code", "message", "data"}，这个响应无法按 JSON 解析（${e instanceof Error ? e.message : String(e)}）。`,
        NOT_JANUS,
      ],
      body: raw,
    };
  }
  const body = JSON.stringify(parsed, null, 2);
  const envelope = parsed as {code?: unknown; message?: unknown; data?: unknown} | null;
  const missing =
    typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)
      ? '不是 JSON 对象'
      : typeof envelope.code !== 'number' || !Number.isInteger(envelope.code)
        ? '缺少整数 code 字段'
        : typeof envelope.message !== 'string'
          ? '缺少文字 message 字段'
          : !('data' in envelope)
            ? '缺少 data 字段'
            : null;
  if (missing !== null || envelope === null) {
    return {
      kind: 'malformed',
      status,
      title: `响应不是 Janus 的信封格式：${missing ?? '不是 JSON 对象'}`,
      detail: ['Janus 的接口一律返回 {"code": 200, "message": "成功", "data": {...}} 这样的信封。', NOT_JANUS],
      body,
    };
  }
  const code = envelope.code as number;
  const message = envelope.message as string;
  const meaning = meaningOf(spec, code);
  const detail: string[] = [];
  if (meaning) {
    detail.push(`含义：${meaning.meaning}。何时出现：${meaning.cause}。`);
    if (code !== 200) detail.push(`处理建议：${meaning.action}。`);
  } else {
    detail.push(
      `文档中没有业务码 ${code}：这台 Janus 的版本可能与本工具（按 Janus ${spec.apiVersion} 生成）不同，请查看它自带的「接口文档」。`,
    );
  }
  if (meaning && !op.codes.includes(code)) detail.push(`提示：文档没有列出「${op.summary}」会返回 ${code}。`);
  return {
    kind: code === 200 ? 'ok' : 'code',
    status,
    code,
    title: `code ${code}：${message || meaning?.meaning || '（没有 message）'}`,
    detail,
    body,
  };
}

/** A failure the browser reports without a response. */
export function fetchFailure(options: {
  origin: string;
  method: string;
  pageProtocol: string;
  timedOut: boolean;
  timeoutMs: number;
  /** Whether the origin answers a no-cors request; null when not probed. */
  answered: boolean | null;
  cause: string;
}): Outcome {
  const {origin} = options;
  if (options.timedOut) {
    return {
      kind: 'timeout',
      title: `请求超时：${origin} 在 ${options.timeoutMs / 1000} 秒内没有响应`,
      detail: ['请确认地址指向运行 Janus 的工控机、端口是 Janus 网页端口（默认 8080），并检查网络与防火墙。'],
    };
  }
  if (options.answered) {
    const page =
      options.pageProtocol === 'file:'
        ? '本页是从本地文件（file://）打开的，它的来源是 null；浏览器只把带 Access-Control-Allow-Origin 头（值为 * 或 null）的响应交给这样的页面。'
        : '浏览器只把带 Access-Control-Allow-Origin 头的响应交给来自其他地址的页面。';
    const detail = [
      page,
      'Janus 3.6 自己的 /api/** 接口都带 Access-Control-Allow-Origin: *，所以这个响应多半不是 Janus 给的：常见的是 Janus 前面的反向代理或网关去掉了这个头，或返回了自己的错误页（401、403、502 等）。让代理原样转发 Janus 的 CORS 头（含对 OPTIONS 预检请求的应答），或在工控机上直接访问 Janus 的 8080 端口。',
      '浏览器这一侧无法绕过这个限制。请复制下方的 curl 命令在命令行中执行：curl 不受 CORS 限制，能看到真实的状态码和响应。',
    ];
    if (options.method !== 'GET') {
      detail.push(
        `注意：浏览器拦下的只是响应，${options.method} 请求本身可能已被服务器执行；重发之前先查询结果，避免重复创建或下发。`,
      );
    }
    return {kind: 'cors', title: `${origin} 有应答，但浏览器不允许本页读取响应（缺少 CORS 头）`, detail};
  }
  return {
    kind: 'unreachable',
    title: `无法访问 ${origin}：连接失败（${options.cause}）`,
    detail: [
      '请检查：地址和端口是否正确（默认 8080）；Janus 服务是否在运行；本机能否访问工控机，防火墙是否放行该端口。',
      origin.startsWith('https:')
        ? '地址以 https:// 开头：还要确认证书受本机信任，在新标签页中打开该地址，出现证书警告就是证书问题。'
        : '可以先在新标签页中打开该地址，能看到 Janus 登录页，说明网络是通的。',
    ],
  };
}

/** An https:// page cannot call an http:// Janus (mixed content); said before anything is sent. */
export function mixedContent(pageProtocol: string, origin: string): Outcome | null {
  if (pageProtocol !== 'https:' || !origin.startsWith('http:')) return null;
  return {
    kind: 'mixed-content',
    title: `本页通过 https:// 打开，浏览器不允许它访问不加密的 ${origin}（混合内容）`,
    detail: [
      '把控制台的 HTML 文件保存到电脑上，双击打开（地址栏以 file:// 开头）再试；或使用 Janus 前面 HTTPS 反向代理的 https:// 地址。',
    ],
  };
}

export interface SendDeps {
  fetch: typeof fetch;
  pageProtocol: string;
  timeoutMs: number;
}

function requestBody(request: BuiltRequest): BodyInit | undefined {
  if (!request.body) return undefined;
  if (request.body.kind === 'form') {
    const form = new URLSearchParams();
    for (const [name, value] of request.body.entries) if (typeof value === 'string') form.append(name, value);
    return form;
  }
  const form = new FormData();
  for (const [name, value] of request.body.entries) {
    if (typeof value === 'string') form.append(name, value);
    else if ((value as ChosenFile).blob) form.append(name, (value as ChosenFile).blob as Blob, value.name);
  }
  return form;
}

/** Sends the request to the address the reader typed (and nowhere else) and reads the outcome; never throws. */
export async function send(deps: SendDeps, spec: ConsoleSpec, op: Operation, request: BuiltRequest): Promise<Outcome> {
  const origin = new URL(request.url).origin;
  const blocked = mixedContent(deps.pageProtocol, origin);
  if (blocked) return blocked;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
  try {
    const response = await deps.fetch(request.url, {
      method: request.method,
      body: requestBody(request),
      cache: 'no-store',
      credentials: 'omit',
      // A redirect is shown, not followed: the console talks only to the address the reader typed.
      redirect: 'manual',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    if (response.type === 'opaqueredirect') {
      return {
        kind: 'redirect',
        title: `${origin} 要求重定向到别的地址，本工具没有跟随`,
        detail: [
          'Janus 的接口不会重定向；重定向多半来自 Janus 前面的代理（如把 http:// 转到 https://，或转到登录页）。本工具只访问你填写的地址：请把「Janus 地址」改成重定向之后的地址，或用下方的 curl 命令加 -L 查看重定向到哪里。',
        ],
      };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    return interpretResponse(spec, op, {
      status: response.status,
      statusText: response.statusText,
      contentType: response.headers.get('content-type') ?? '',
      contentDisposition: response.headers.get('content-disposition') ?? '',
      bytes,
    });
  } catch (e) {
    const timedOut = controller.signal.aborted;
    // The probe asks the origin's root, never the operation again: a POST the browser refused to show may have run.
    const answered = timedOut ? null : await answers(deps.fetch, `${origin}/`, deps.timeoutMs);
    return fetchFailure({
      origin,
      method: request.method,
      pageProtocol: deps.pageProtocol,
      timedOut,
      timeoutMs: deps.timeoutMs,
      answered,
      cause: e instanceof Error ? e.message : String(e),
    });
  } finally {
    clearTimeout(timer);
  }
}
