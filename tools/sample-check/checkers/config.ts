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
