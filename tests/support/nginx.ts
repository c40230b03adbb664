/**
 * Starts Debian's nginx on a loopback port with the production configuration generated for a build
 * (scripts/nginx-config.ts), in a private prefix folder. The browser tests run against it (the Playwright web server:
 * `tsx tests/support/nginx.ts PORT [buildDir]` precompresses the build and serves it until stopped, writing reader
 * feedback to feedbackLogPath(PORT)), and so do the load and Lighthouse benchmarks: every test sees the production
 * headers, CSP and path mapping.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {writeNginxConfig, type NginxOptions} from '../../scripts/nginx-config';
import {precompress} from '../../scripts/precompress';

export interface RunningNginx {
  url: string;
  prefix: string;
  stop: () => Promise<void>;
}

const MODULES = '/usr/lib/nginx/modules';

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Where the server the browser tests run against (`tsx tests/support/nginx.ts PORT`) writes reader feedback
 * (src/feedback/build/nginx.ts), so that a test can read what nginx logged.
 */
export function feedbackLogPath(port: number): string {
  return path.join(os.tmpdir(), `docs-feedback-${port}.log`);
}

/** `extra.feedback.log` defaults to a file in the server's prefix folder. */
export async function startNginx(
  buildDir: string,
  port: number,
  workers = 2,
  extra: Pick<NginxOptions, 'askAi' | 'feedback'> = {},
): Promise<RunningNginx> {
  if (!fs.existsSync('/usr/sbin/nginx'))
    throw new Error('nginx is missing: apt-get install -y nginx (scripts/ensure-system-deps.sh does it)');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const {site} = writeNginxConfig({
    root: buildDir,
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    outDir: prefix,
    connectSrc: [],
    ...extra,
    feedback: {log: path.join(prefix, 'docs-feedback.log'), ...extra.feedback},
  });
  const temp = (name: string) => path.join(prefix, name);
  const modules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']
    .map((m) => `load_module ${MODULES}/${m};`)
    .join('\n');
  fs.writeFileSync(
    temp('nginx.conf'),
    `${modules}
worker_processes ${workers};
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
daemon off;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${site};
}
`,
  );
  const proc: ChildProcess = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', temp('nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<never>((_, reject) =>
    proc.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${stderr}`))),
  );
  await Promise.race([waitForPort(port, 10_000), exited]);
  return {
    url: `http://127.0.0.1:${port}`,
    prefix,
    stop: () =>
      new Promise((resolve) => {
        proc.removeAllListeners('exit');
        proc.once('exit', () => resolve());
        proc.kill('SIGQUIT');
      }),
  };
}

if (require.main === module) {
  const port = Number(process.argv[2] ?? 3210);
  const root = path.resolve(process.argv[3] ?? 'build');
  void (async () => {
    await precompress(root);
    const log = feedbackLogPath(port);
    fs.writeFileSync(log, '');
    const nginx = await startNginx(root, port, 2, {feedback: {log}});
    console.log(`nginx serving ${root} on ${nginx.url}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  })();
}
