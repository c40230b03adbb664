/**
 * A throwaway RabbitMQ node for browser tests: Debian's rabbitmq-server with its web-STOMP plugin, in a temporary
 * folder, under its own node name, with its own epmd, every listener on 127.0.0.1 (web-STOMP only: AMQP and plain
 * STOMP are off). Users, virtual hosts and permissions are created with rabbitmqctl once the node is up; the test
 * publishes with a STOMP client over the same web-STOMP endpoint the page uses. stop() stops the node and its epmd
 * and deletes the folder; a test run that dies first still kills them on exit.
 */
import {execFile, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {Client, type IFrame} from '@stomp/stompjs';
import WebSocket from 'ws';

/** Debian's copies of the upstream scripts; /usr/sbin's wrappers switch to the rabbitmq user and its folders. */
const BIN = '/usr/lib/rabbitmq/bin';

export interface RabbitUser {
  name: string;
  password: string;
  /** Virtual host where the user may configure, write and read everything. */
  vhost: string;
}

export interface RabbitMq {
  /** ws://127.0.0.1:<port>/ws, the web-STOMP endpoint. */
  readonly wsUrl: string;
  readonly port: number;
  /** Seconds from spawning the node until the web-STOMP port accepted connections, and until the users existed. */
  readonly timings: {listening: number; ready: number};
  /** Runs rabbitmqctl against this node. */
  ctl(...args: string[]): Promise<string>;
  /** Connects as `user`, publishes one message, waits for the broker's receipt and disconnects. */
  publish(user: RabbitUser, destination: string, body: string, headers?: Record<string, string>): Promise<void>;
  /** Freezes the node (SIGSTOP) or lets it run again (SIGCONT): a broker that stops answering, heart-beats included. */
  freeze(frozen: boolean): void;
  stop(): Promise<void>;
}

/**
 * Runs the start script ($1/rabbitmq-server) while process $2 lives; on SIGTERM, or when $2 is gone, stops it (the
 * script stops the VM on SIGTERM and waits for it) and kills the node's epmd; when $2 is gone, also deletes $3.
 */
const WATCHDOG = `
"$1/rabbitmq-server" &
server=$!
stop() { kill -TERM "$server" 2>/dev/null; wait "$server"; epmd -port "$ERL_EPMD_PORT" -kill >/dev/null 2>&1; }
trap 'stop; exit 0' TERM
while kill -0 "$2" 2>/dev/null && kill -0 "$server" 2>/dev/null; do sleep 1 & wait $!; done
stop
kill -0 "$2" 2>/dev/null || rm -rf "$3"
`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startRabbitMq(users: RabbitUser[], timeoutMs = 90_000): Promise<RabbitMq> {
  if (!fs.existsSync(path.join(BIN, 'rabbitmq-server')))
    throw new Error('rabbitmq-server is missing: apt-get install -y rabbitmq-server (scripts/ensure-system-deps.sh)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-rabbitmq-'));
  const [port, distPort, epmdPort] = [await freePort(), await freePort(), await freePort()];
  fs.writeFileSync(
    path.join(dir, 'rabbitmq.conf'),
    [
      'listeners.tcp = none',
      'stomp.listeners.tcp = none',
      'web_stomp.tcp.ip = 127.0.0.1',
      `web_stomp.tcp.port = ${port}`,
      'log.console = false',
      'log.file.level = warning',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'enabled_plugins'), '[rabbitmq_web_stomp].\n');
  fs.writeFileSync(path.join(dir, 'rabbitmq-env.conf'), '');
  const loopbackDist = '-kernel inet_dist_use_interface {127,0,0,1}';
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    // The Erlang cookie is created in, and read from, $HOME.
    HOME: dir,
    RABBITMQ_NODENAME: `docs-e2e-${process.pid}@localhost`,
    RABBITMQ_CONF_ENV_FILE: path.join(dir, 'rabbitmq-env.conf'),
    RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq.conf'),
    RABBITMQ_ADVANCED_CONFIG_FILE: path.join(dir, 'advanced.config'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
    RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(dir, 'log'),
    RABBITMQ_PID_FILE: path.join(dir, 'pid'),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: loopbackDist,
    RABBITMQ_CTL_ERL_ARGS: loopbackDist,
    ERL_EPMD_PORT: String(epmdPort),
    ERL_EPMD_ADDRESS: '127.0.0.1',
  };

  const started = Date.now();
  const out = fs.openSync(path.join(dir, 'server.out'), 'w');
  // The start script under a watchdog: when this process goes away without stopping the node (killed, or a signal
  // that ends it without 'exit' handlers), the watchdog stops the node and its epmd and deletes the folder within a
  // second. In its own process group, so that an emergency stop reaches the Erlang VM under the start script.
  const server: ChildProcess = spawn('bash', ['-c', WATCHDOG, 'rabbitmq-watchdog', BIN, String(process.pid), dir], {
    env,
    cwd: dir,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    server.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const killEpmd = () => spawnSync('epmd', ['-port', String(epmdPort), '-kill'], {env, stdio: 'ignore'});
  const emergency = () => {
    if (!exited && server.pid) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    killEpmd();
    fs.rmSync(dir, {recursive: true, force: true});
  };
  process.on('exit', emergency);

  const ctl = (...args: string[]) =>
    new Promise<string>((resolve, reject) =>
      execFile(path.join(BIN, 'rabbitmqctl'), args, {env, cwd: dir, timeout: 60_000}, (error, stdout, stderr) =>
        error ? reject(new Error(`rabbitmqctl ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout),
      ),
    );

  const stop = async () => {
    process.removeListener('exit', emergency);
    if (!exited && server.pid) {
      try {
        process.kill(-server.pid, 'SIGCONT');
        // The watchdog passes SIGTERM to the start script, which stops the VM, and waits for it.
        server.kill('SIGTERM');
      } catch {
        // Already gone.
      }
      let timer: NodeJS.Timeout | undefined;
      const gone = await Promise.race([
        exit.then(() => true),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(false), 30_000))),
      ]);
      clearTimeout(timer);
      if (!gone && server.pid) process.kill(-server.pid, 'SIGKILL');
      await exit;
    }
    killEpmd();
    fs.rmSync(dir, {recursive: true, force: true});
  };

  try {
    const deadline = started + timeoutMs;
    while (!(await accepts(port))) {
      if (exited) throw new Error('rabbitmq-server exited while starting');
      if (Date.now() > deadline) throw new Error(`rabbitmq-server did not listen on ${port} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const listening = (Date.now() - started) / 1000;
    // One rabbitmqctl call for every virtual host, user and permission: each call starts an Erlang VM, and on a busy
    // machine add_vhost and add_user, then set_permissions took two to three times as long as this import.
    const definitions = path.join(dir, 'definitions.json');
    fs.writeFileSync(
      definitions,
      JSON.stringify({
        vhosts: [...new Set(users.map((u) => u.vhost))].map((name) => ({name})),
        users: users.map((u) => ({name: u.name, password: u.password, tags: ''})),
        permissions: users.map((u) => ({user: u.name, vhost: u.vhost, configure: '.*', write: '.*', read: '.*'})),
      }),
    );
    if (users.length) await ctl('import_definitions', definitions);
    const ready = (Date.now() - started) / 1000;
    return {
      wsUrl: `ws://127.0.0.1:${port}/ws`,
      port,
      timings: {listening, ready},
      ctl,
      publish: (user, destination, body, headers = {}) =>
        publish(`ws://127.0.0.1:${port}/ws`, user, destination, body, headers),
      freeze: (frozen) => {
        // The whole group: the watchdog, the start script and the VM with its helper processes.
        if (server.pid) process.kill(-server.pid, frozen ? 'SIGSTOP' : 'SIGCONT');
      },
      stop,
    };
  } catch (e) {
    const log = (name: string) => {
      try {
        return fs.readFileSync(path.join(dir, name), 'utf8').slice(-4000);
      } catch {
        return '';
      }
    };
    const logs = fs.existsSync(path.join(dir, 'log')) ? fs.readdirSync(path.join(dir, 'log')) : [];
    const detail = [log('server.out'), ...logs.map((f) => log(path.join('log', f)))].join('\n');
    await stop();
    throw new Error(`${(e as Error).message}\n${detail}`, {cause: e});
  }
}

function publish(
  url: string,
  user: RabbitUser,
  destination: string,
  body: string,
  headers: Record<string, string>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void client.deactivate();
      reject(new Error(`publishing to ${destination} timed out`));
    }, 30_000);
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
      connectHeaders: {login: user.name, passcode: user.password, host: user.vhost},
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      onConnect: () => {
        const receipt = `publish-${Date.now()}`;
        client.watchForReceipt(receipt, () => {
          clearTimeout(timer);
          void client.deactivate().then(resolve);
        });
        client.publish({destination, body, headers: {...headers, receipt}});
      },
      onStompError: (frame: IFrame) => {
        clearTimeout(timer);
        void client.deactivate();
        reject(new Error(`publishing to ${destination}: ${frame.headers['message']} ${frame.body}`));
      },
    });
    client.activate();
  });
}
