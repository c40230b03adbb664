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
