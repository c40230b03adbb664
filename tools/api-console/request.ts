/**
 * From an operation and the values in its form to the request the console sends and the curl command that sends the
 * same request. Pure: no DOM, no network. The request goes only to the origin the reader typed.
 */
import {normalizeAddress} from '../stomp-tester/address';
import {TesterError} from '../stomp-tester/hints';
import type {Field, HttpMethod, Operation} from './model';

/** A file chosen for a multipart field: its name for the preview and its bytes for the request. */
export interface ChosenFile {
  name: string;
  blob?: Blob;
}

/** The form's values by field name; file fields hold a ChosenFile, the others text ('' = not sent). */
export type FormValues = Record<string, string | ChosenFile | undefined>;

export interface BuiltRequest {
  method: HttpMethod;
  url: string;
  /** The body's fields in form order; null for GET and DELETE. */
  body: {kind: 'form' | 'multipart'; entries: Array<[string, string | ChosenFile]>} | null;
  /** Values that Janus will probably refuse (the request is still sent: the reader may want to see the code). */
  notes: string[];
}

/**
 * The Janus base address: http(s)://host:port, as the STOMP tester reads it. A ws:// address is a STOMP endpoint,
 * not the API's: said here, because the tester's own hint names its mode switch.
 */
export function parseJanusAddress(raw: string): string {
  if (/^\s*wss?:\/\//i.test(raw)) {
    throw new TesterError(
      `Janus 地址格式不正确：不支持 ${raw.trim().split(':')[0]}: 协议`,
      '这里填 Janus 网页的地址，以 http:// 开头（Janus 前面有 HTTPS 反向代理时以 https:// 开头），如 http://192.168.1.20:8080。',
    );
  }
  return normalizeAddress(raw);
}

function text(value: string | ChosenFile | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** What is probably wrong with one value, as Janus would see it (1001, 1002, 1020). */
export function fieldNotes(f: Field, value: string | ChosenFile | undefined): string[] {
  if (f.kind === 'file') {
    return f.required && (value === undefined || typeof value === 'string') ? [`未选择文件：${f.name}（必填）。`] : [];
  }
  const v = text(value);
  if (v === '')
    return f.required ? [`${f.name} 是必填参数，留空时 Janus 返回 ${f.name === 'token' ? 401 : 1001}。`] : [];
  const notes: string[] = [];
  if (f.kind === 'integer' && !/^-?\d+$/.test(v)) notes.push(`${f.name} 应是整数，当前为「${v}」。`);
  if (f.kind === 'integer' && /^-?\d+$/.test(v)) {
    const n = Number(v);
    if (f.minimum !== undefined && n < f.minimum) notes.push(`${f.name} 不能小于 ${f.minimum}。`);
    if (f.maximum !== undefined && n > f.maximum) notes.push(`${f.name} 不能大于 ${f.maximum}。`);
  }
  if (f.kind === 'json') {
    try {
      JSON.parse(v);
    } catch {
      notes.push(`${f.name} 不是合法的 JSON。`);
    }
  }
  if (f.pattern !== undefined && !new RegExp(f.pattern, 'u').test(v)) {
    notes.push(f.name === 'token' ? 'token 应是 32 位小写十六进制。' : `${f.name} 的格式与文档不符：${f.description}`);
  }
  if (f.maxLength !== undefined && [...v].length > f.maxLength) notes.push(`${f.name} 最多 ${f.maxLength} 个字符。`);
  return notes;
}

/** The request of `op` with these values against the Janus at `address` (as typed). */
export function buildRequest(op: Operation, address: string, values: FormValues): BuiltRequest {
  const origin = parseJanusAddress(address);
  const url = new URL(op.path, origin);
  const notes: string[] = [];
  const bodyEntries: Array<[string, string | ChosenFile]> = [];
  for (const f of op.fields) {
    const value = values[f.name];
    notes.push(...fieldNotes(f, value));
    if (f.kind === 'file') {
      if (value !== undefined && typeof value !== 'string') bodyEntries.push([f.name, value]);
      continue;
    }
    const v = text(value);
    if (v === '') continue;
    if (f.location === 'query') url.searchParams.append(f.name, v);
    else bodyEntries.push([f.name, v]);
  }
  const kind = op.fields.some((f) => f.location === 'multipart') ? 'multipart' : 'form';
  const body = op.method === 'POST' ? {kind, entries: bodyEntries} : null;
  return {method: op.method, url: url.href, body: body as BuiltRequest['body'], notes};
}

/** A word for a POSIX shell: double quotes when they are safe, else single quotes. */
export function shellQuote(word: string): string {
  if (!/["$`\\!]/.test(word)) return `"${word}"`;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * A word for curl.exe typed at a Windows 命令提示符 (cmd.exe) prompt, as the pages' `batch` samples write it
 * ("data={\"0100H\":\"0\"}"). Two parsers read the word, one after the other:
 *
 * 1. cmd.exe first replaces %NAME% with the variable NAME wherever it is, inside double quotes too, when NAME is set
 *    (at a prompt %% is no escape: that is a batch file's rule). Then it reads & | < > ( ) ^ as its own operators
 *    outside double quotes; there ^ makes the next character plain and is removed. Every " flips its quote state, \"
 *    included: cmd knows no backslash escape.
 * 2. curl.exe's C runtime splits the command line cmd hands it: "…" groups a word, \" is a plain quote, and
 *    backslashes are plain except right before a " (2n backslashes and a " = n backslashes and a delimiter).
 *
 * So the word is one "…" group for curl with each " written \" (backslashes before it, and before the closing quote,
 * doubled). Each \" flips cmd's state, so in the stretches cmd reads outside quotes each operator character gets a ^.
 * Each % gets a ^ in front, read outside cmd's quotes (inside them the group is closed and reopened: "…"^%"…"), so
 * that whatever stands between two % ends in ^ and names no variable: cmd keeps the text and then drops the ^. With
 * an odd number of " cmd would end inside quotes, where the line's ^ continuation is plain text: the closing quote is
 * then ^", which curl reads as the delimiter and cmd as a plain character.
 * A line break cannot be typed inside a cmd word: it becomes a space. Only the JSON fields (a textarea) can hold one,
 * and there a line break outside a string is whitespace, one inside a string is not JSON anyway (a note says so).
 * Left out: !NAME! (delayed expansion), which a cmd prompt does not do unless started with cmd /V:ON.
 */
export function cmdQuote(word: string): string {
  let out = '"';
  let inside = true;
  let backslashes = 0;
  for (const c of word.replace(/\r\n?|\n/g, ' ')) {
    if (c === '\\') {
      backslashes++;
      out += c;
      continue;
    }
    if (c === '"') {
      out += `${'\\'.repeat(backslashes)}\\"`;
      inside = !inside;
    } else if (c === '%') {
      out += inside ? `${'\\'.repeat(backslashes)}"^%"` : '^%';
    } else {
      out += !inside && '&|<>()^'.includes(c) ? `^${c}` : c;
    }
    backslashes = 0;
  }
  return `${out}${'\\'.repeat(backslashes)}${inside ? '"' : '^"'}`;
}

/**
 * The shells the curl command is written for. PowerShell is not one of them: Windows PowerShell 5.1 hands curl.exe an
 * argument's inner " unescaped, so curl.exe drops them unless \" is typed; PowerShell 7.3 and later escape them
 * itself, so the same \" sends a backslash. No one spelling of a JSON value works in both, and --% (pass the rest
 * as is) cannot span lines. In PowerShell the reader runs cmd first (the page says so).
 */
export type Shell = 'bash' | 'cmd';

const SHELL_SYNTAX: Record<Shell, {quote: (word: string) => string; continuation: string}> = {
  bash: {quote: shellQuote, continuation: ' \\\n  '},
  cmd: {quote: cmdQuote, continuation: ' ^\n  '},
};

/**
 * curl's -F word for a chosen file. After the @ curl reads ; (;type=, ;filename=) and , (several files) as its own, so
 * a name holding them, or a ", is written in double quotes, inside which curl takes \\ and \" as \ and ".
 */
export function curlFormFile(field: string, file: string): string {
  return /[;,"]/.test(file) ? `${field}=@"${file.replace(/[\\"]/g, '\\$&')}"` : `${field}=@${file}`;
}

/** The value shown for the 注册码 when it is masked. */
export const MASK = '******';

/**
 * The curl command that sends the same request, in the style of the API pages: parameters one a line, URL-encoded by
 * curl, for bash (Linux, macOS) or cmd (Windows 10 and later, whose curl.exe cmd runs as curl). With `mask`, the
 * token's value reads ****** (for the screen; copying takes the real one).
 */
export function curlCommand(request: BuiltRequest, mask = false, shell: Shell = 'bash'): string {
  const {quote, continuation} = SHELL_SYNTAX[shell];
  const url = new URL(request.url);
  const query = [...url.searchParams.entries()];
  url.search = '';
  const shown = (name: string, value: string) => (mask && name === 'token' ? MASK : value);
  const lines: string[] = [];
  if (request.method === 'GET') lines.push(`curl -G ${quote(url.href)}`);
  else if (request.method === 'DELETE') lines.push(`curl -G -X DELETE ${quote(url.href)}`);
  else lines.push(`curl -X POST ${quote(url.href)}`);
  for (const [name, value] of query) lines.push(`--data-urlencode ${quote(`${name}=${shown(name, value)}`)}`);
  for (const [name, value] of request.body?.entries ?? []) {
    if (request.body?.kind === 'multipart') {
      lines.push(
        typeof value === 'string'
          ? `--form-string ${quote(`${name}=${shown(name, value)}`)}`
          : `-F ${quote(curlFormFile(name, value.name))}`,
      );
    } else if (typeof value === 'string') {
      lines.push(`--data-urlencode ${quote(`${name}=${shown(name, value)}`)}`);
    }
  }
  return lines.join(continuation);
}
