/** Configuration snippets: nginx blocks by `nginx -t` (inside a server of a minimal configuration), regular expressions
 * by the JavaScript engine that the console's form validation also uses. */
import fs from 'node:fs';
import path from 'node:path';
import type {Block} from '../extract';
import {outcome, run, type CheckContext, type Outcome} from '../core';

async function checkNginx(b: Block, dir: string, i: number): Promise<Outcome> {
  const prefix = path.join(dir, `nginx${i}`);
  fs.mkdirSync(path.join(prefix, 'logs'), {recursive: true});
  const server = /^\s*(server|upstream|map)\b/m.test(b.code) ? b.code : `server {\n listen 127.0.0.1:8;\n${b.code}\n}`;
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n${server}\n}\n`,
  );
  const r = await run('/usr/sbin/nginx', ['-t', '-q', '-p', prefix, '-c', conf]);
  return outcome(b, 'nginx', r.code === 0 ? [] : [`nginx -t: ${r.stderr.trim()}`]);
}

export async function checkConfig(blocks: Block[], ctx: CheckContext): Promise<Outcome[]> {
  const dir = path.join(ctx.work, 'config');
  fs.mkdirSync(dir, {recursive: true});
  return Promise.all(
    blocks.map(async (b, i) => {
      if (b.lang === 'nginx') return checkNginx(b, dir, i);
      try {
        new RegExp(b.code.trim(), 'u');
        return outcome(b, 'regex');
      } catch (err) {
        return outcome(b, 'regex', [(err as Error).message]);
      }
    }),
  );
}

const STOMP_COMMANDS = new Set(
  'CONNECT STOMP CONNECTED SEND SUBSCRIBE UNSUBSCRIBE ACK NACK BEGIN COMMIT ABORT DISCONNECT MESSAGE RECEIPT ERROR'.split(
    ' ',
  ),
);

/** A text block that shows STOMP frames (a command line, …, `^@` for the NUL byte). */
export function isStompFrame(b: Block): boolean {
  return b.lang === 'text' && STOMP_COMMANDS.has(b.code.split('\n')[0].trim()) && b.code.includes('^@');
}

/**
 * STOMP 1.2 frames as the realtime pages print them: a known command, `name:value` headers, a blank line, the body up to
 * `^@`; content-length equals the body's UTF-8 bytes, a JSON content-type has a JSON body, and a destination is the
 * topic form of its API (Janus /ws/deviceData/<uuid> or /websocket/deviceData/<uuid>, Neptune /topic/deviceData/<uuid>).
 */
export function stompErrors(b: Block): string[] {
  const errors: string[] = [];
  const topic = b.page.startsWith('docs/neptune/')
    ? /^\/topic\/deviceData\/[\w-]+$/
    : /^\/(ws|websocket)\/deviceData\/[\w-]+$/;
  for (const frame of b.code.split('^@').slice(0, -1)) {
    const text = frame.replace(/^\n+/, '');
    const blank = text.indexOf('\n\n');
    const head = (blank < 0 ? text : text.slice(0, blank)).split('\n');
    const body = blank < 0 ? '' : text.slice(blank + 2);
    if (!STOMP_COMMANDS.has(head[0])) errors.push(`not a STOMP command: ${head[0]}`);
    const headers = new Map<string, string>();
    for (const h of head.slice(1)) {
      const i = h.indexOf(':');
      if (i <= 0) errors.push(`not a header line: ${h}`);
      else headers.set(h.slice(0, i), h.slice(i + 1));
    }
    const length = headers.get('content-length');
    if (length !== undefined && Number(length) !== Buffer.byteLength(body)) {
      errors.push(`content-length:${length}, the body has ${Buffer.byteLength(body)} bytes`);
    }
    if (headers.get('content-type')?.includes('json')) {
      try {
        JSON.parse(body);
      } catch (err) {
        errors.push(`JSON body: ${(err as Error).message}`);
      }
    }
    const destination = headers.get('destination');
    if (destination !== undefined && !topic.test(destination))
      errors.push(`destination ${destination} is not a topic of this API`);
    if (head[0] === 'SUBSCRIBE' && (!headers.has('id') || !destination))
      errors.push('SUBSCRIBE needs id and destination');
  }
  return errors;
}

const BRANCH = /^((?:(?:│|\|)\s{2,3}|\s{3,4})*)(├──?|└──?|├─|└─)\s/;

/** A text block drawn as a tree: a root line, then every line a branch (`├──` / `└──`, or `├─` / `└─`). */
export function isTree(b: Block): boolean {
  const lines = b.code.trimEnd().split('\n');
  return b.lang === 'text' && lines.length > 2 && lines.slice(1).every((l) => BRANCH.test(l));
}

/**
 * A directory or group tree is drawn consistently: each branch sits at one level under an existing parent, `└` is the
 * last child of its parent (no sibling follows it), and `├` always has a later sibling.
 */
export function treeErrors(b: Block): string[] {
  const lines = b.code.trimEnd().split('\n').slice(1);
  const levels = lines.map((l) => {
    const m = BRANCH.exec(l)!;
    return {level: Math.round(m[1].length / (m[2].length === 2 ? 3 : 4)), last: m[2].startsWith('└'), text: l};
  });
  const errors: string[] = [];
  levels.forEach((cur, i) => {
    if (i === 0 ? cur.level !== 0 : cur.level > levels[i - 1].level + 1)
      errors.push(`line ${i + 2}: skips a level: ${cur.text}`);
    const rest = levels.slice(i + 1);
    const end = rest.findIndex((x) => x.level < cur.level);
    const sibling = (end < 0 ? rest : rest.slice(0, end)).some((x) => x.level === cur.level);
    if (cur.last && sibling) errors.push(`line ${i + 2}: └ is followed by a sibling: ${cur.text}`);
    if (!cur.last && !sibling) errors.push(`line ${i + 2}: ├ has no later sibling (use └): ${cur.text}`);
  });
  return errors;
}

const FRAME_LINE = /^\s*(发|收)\s+((?:[0-9A-F]{2}\s*)+)$/;

/** A text block of Modbus frames as Janus's 指令调试 shows them: `发` / `收` and the bytes in hex. */
export function isModbusFrames(b: Block): boolean {
  const lines = b.code.trim().split('\n');
  return b.lang === 'text' && lines.every((l) => FRAME_LINE.test(l));
}

function crc16(bytes: number[]): number {
  let crc = 0xffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

/**
 * Each frame is either Modbus TCP (the MBAP length field counts the bytes after it) or Modbus RTU (CRC-16 of the
 * frame, low byte first); a read response's byte count matches its data.
 */
export function modbusFrameErrors(b: Block): string[] {
  const errors: string[] = [];
  for (const line of b.code.trim().split('\n')) {
    const m = FRAME_LINE.exec(line)!;
    const bytes = m[2]
      .trim()
      .split(/\s+/)
      .map((h) => parseInt(h, 16));
    const tcp =
      bytes.length > 7 && bytes[2] === 0 && bytes[3] === 0 && ((bytes[4] << 8) | bytes[5]) === bytes.length - 6;
    const crc = crc16(bytes.slice(0, -2));
    const rtu = bytes.length > 4 && bytes[bytes.length - 2] === (crc & 0xff) && bytes[bytes.length - 1] === crc >> 8;
    if (!tcp && !rtu) {
      errors.push(
        `${m[1]}: neither an MBAP length nor a valid CRC (CRC of the frame is ${(crc & 0xff).toString(16).padStart(2, '0').toUpperCase()} ${(crc >> 8).toString(16).padStart(2, '0').toUpperCase()}): ${m[2].trim()}`,
      );
      continue;
    }
    const pdu = tcp ? bytes.slice(7) : bytes.slice(1, -2);
    if (m[1] === '收' && (pdu[0] === 3 || pdu[0] === 4) && pdu[1] !== pdu.length - 2) {
      errors.push(`收: byte count ${pdu[1]}, the frame carries ${pdu.length - 2} data bytes`);
    }
  }
  return errors;
}

const EXPRESSION_LINE = /^\s*(\w+)\s*=\s*(\S.*)$/;

/** A Lowcode page's block of expression variables: `name = expression` lines. */
export function isLowcodeExpressions(b: Block): boolean {
  const lines = b.code.trim().split('\n');
  return b.lang === 'text' && b.page.startsWith('docs/lowcode/') && lines.every((l) => EXPRESSION_LINE.test(l));
}

/**
 * Lowcode expression variables in the grammar of canon/lowcode-guide.md: numbers, variables (`cnc01.speed`,
 * `expr.name`), + - * / %, comparisons, && || !, ternary ? :, parentheses and the functions abs, min, max, round.
 */
export function lowcodeExpressionErrors(b: Block): string[] {
  const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*(?:\.[A-Za-z0-9_]+)*)|(==|!=|>=|<=|&&|\|\||[-+*/%<>!?:(),]))/y;
  const errors: string[] = [];
  for (const line of b.code.trim().split('\n')) {
    const [, name, expr] = EXPRESSION_LINE.exec(line)!;
    const tokens: string[] = [];
    TOKEN.lastIndex = 0;
    let m: RegExpExecArray | null;
    while (TOKEN.lastIndex < expr.length && (m = TOKEN.exec(expr))) tokens.push(m[0].trim());
    if (TOKEN.lastIndex < expr.trimEnd().length) {
      errors.push(`${name}: not in the expression grammar at "${expr.slice(TOKEN.lastIndex)}"`);
      continue;
    }
    tokens.forEach((t, i) => {
      const call = tokens[i + 1] === '(';
      if (/^[A-Za-z_]/.test(t) && call && !['abs', 'min', 'max', 'round'].includes(t))
        errors.push(`${name}: no function ${t}`);
      if (/^[A-Za-z_]/.test(t) && !call && !t.includes('.'))
        errors.push(`${name}: ${t} is not a variable (device.dataId or expr.name)`);
    });
    let depth = 0;
    for (const t of tokens) depth += t === '(' ? 1 : t === ')' ? -1 : 0;
    if (depth !== 0) errors.push(`${name}: unbalanced parentheses`);
  }
  return errors;
}

/** A text block that is one address (a page of an open-platform app, a kiosk URL). */
export function isUrl(b: Block): boolean {
  return b.lang === 'text' && /^https?:\/\/\S+$/.test(b.code.trim());
}

/** The address parses; an app route `#/apps/<appId>/<page>` uses an appId of the manifest's form (canon: 3–40
 * characters, lower-case letters, digits and hyphens, a letter first) and a page path of lower-case letters. */
export function urlErrors(b: Block): string[] {
  try {
    const url = new URL(b.code.trim());
    const route = /^#\/apps\/([^/?]+)(\/[^?]*)?/.exec(url.hash);
    if (url.hash.startsWith('#/apps/') && !route) return [`not an app route: ${url.hash}`];
    if (route && !/^[a-z][a-z0-9-]{2,39}$/.test(route[1])) return [`appId ${route[1]} is not of the manifest's form`];
    if (route?.[2] && !/^\/[a-z0-9/-]*$/.test(route[2])) return [`page path ${route[2]} is not of the manifest's form`];
    return [];
  } catch (err) {
    return [(err as Error).message];
  }
}
