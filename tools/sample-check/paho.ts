/**
 * The Neptune pages' paho-mqtt programs, run as printed against Debian's mosquitto on a loopback port that, like
 * Neptune, takes the team token as user name and password. Only what a reader changes for the plain port is changed:
 * the host, the port number, and the `tls_set()` call the page says to delete. paho-mqtt 2.x comes from
 * tools/sample-check/requirements.txt (installed by scripts/ensure-system-deps.sh).
 *
 * - cnc01-python (MQTT page): prints 已连接 Neptune; reports carry the page's data IDs and a 17-digit time; a downlink
 *   0100H = 0 is printed as the page's step 3 shows, acknowledged with the value read back, and the reports after it
 *   say speed 0, status 1002 (待机); Ctrl+C ends it cleanly. With a wrong token it prints the refusal and stops by itself.
 * - web-python (web access page): prints 已连接 Neptune, reports the page's data IDs, prints and acknowledges a downlink.
 * - The MQTT page's CONNACK table: its paho-mqtt column is paho's own text for each return code, and its mosquitto
 *   column holds what mosquitto_pub prints for the refusal the broker gives a wrong token.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Block} from './extract';
import {freePort, HERE, PATIENCE_MS, run, until} from './core';

const PYTHON_PATH = path.join(HERE, '..', '..', 'node_modules', '.cache', 'sample-check', 'python');
const PAGE_TOKEN = 'YOUR_TEAM_TOKEN';
const UUID = '3F2A-9C41-7B0D-E5A8';
const OPERATION = '8f14e45fceea167a5a36dedd4bea2543';
const MQTT_PAGE = 'docs/neptune/api/device_connection/mqtt.mdx';

/** A page's program pointed at the loopback broker, as a reader would for the plain port. */
export function loopbackPython(code: string, port: number, token = PAGE_TOKEN): string {
  const out = code
    .replace(/"www\.neptune-iiot\.net"/g, '"127.0.0.1"')
    .replace(/\b988[34]\b/g, String(port))
    .replace(/^[ \t]*client\.tls_set\(\).*\n/m, '')
    .replace(new RegExp(`"${PAGE_TOKEN}"`, 'g'), JSON.stringify(token));
  if (!out.includes('"127.0.0.1"') || !out.includes(String(port)) || !out.includes(JSON.stringify(token))) {
    throw new Error(
      `the program no longer names "www.neptune-iiot.net", port 9883/9884 and "${PAGE_TOKEN}" as literals: ` +
        'update tools/sample-check/paho.ts to the page',
    );
  }
  return out;
}

/** The CONNACK rows of the MQTT page: return code, what mosquitto prints, what paho-mqtt prints. */
export function connackRows(markdown: string): Array<{code: number; mosquitto: string; paho: string}> {
  return [...markdown.matchAll(/^\| (\d) \| [^|]+ \| `([^`]+)` \| `([^`]+)` \|/gm)].map((m) => ({
    code: Number(m[1]),
    mosquitto: m[2],
    paho: m[3],
  }));
}

/** Publishes one message with QoS 1 as Neptune would, from a client named neptune; `connect` names the broker. */
export async function publishAsNeptune(connect: string[], topic: string, message: string): Promise<void> {
  const p = await run('mosquitto_pub', [...connect, '-i', 'neptune', '-q', '1', '-t', topic, '-m', message]);
  if (p.code !== 0) throw new Error(`mosquitto_pub to ${topic}: ${p.stderr}`);
}

interface Broker {
  port: number;
  /** Payloads published on devicepub, in order, as an authenticated observer saw them. */
  published: Array<Record<string, unknown>>;
  publish(topic: string, payload: unknown): Promise<void>;
  close(): void;
}

async function startBroker(work: string): Promise<Broker> {
  const port = await freePort();
  const passwords = path.join(work, 'mosquitto.passwd');
  const r = await run('mosquitto_passwd', ['-b', '-c', passwords, PAGE_TOKEN, PAGE_TOKEN]);
  if (r.code !== 0) throw new Error(`mosquitto_passwd: ${r.stderr}`);
  const conf = path.join(work, 'mosquitto-auth.conf');
  // Started as root, mosquitto would switch to its own user and no longer read the password file in this folder.
  fs.writeFileSync(
    conf,
    `user root\nlistener ${port} 127.0.0.1\nallow_anonymous false\npassword_file ${passwords}\npersistence false\n`,
  );
  const broker = spawn('/usr/sbin/mosquitto', ['-c', conf], {stdio: ['ignore', 'pipe', 'pipe']});
  let log = '';
  broker.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const up = await until(() => /mosquitto version .* running/.test(log));
  if (!up) {
    broker.kill('SIGKILL');
    throw new Error(`mosquitto did not start:\n${log}`);
  }
  const auth = ['-h', '127.0.0.1', '-p', String(port), '-u', PAGE_TOKEN, '-P', PAGE_TOKEN, '-V', 'mqttv311'];
  const observer = spawn('mosquitto_sub', [...auth, '-i', 'observer', '-q', '1', '-t', 'devicepub'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const published: Array<Record<string, unknown>> = [];
  let pending = '';
  observer.stdout.on('data', (d: Buffer) => {
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) published.push(JSON.parse(line) as Record<string, unknown>);
  });
  // The observer is subscribed once it sees a message: a probe is published until one arrives, then they are dropped.
  let seen = false;
  for (const started = Date.now(); !seen && Date.now() - started < PATIENCE_MS;) {
    await publishAsNeptune(auth, 'devicepub', JSON.stringify({action: 'probe'}));
    seen = await until(() => published.some((m) => m.action === 'probe'), 1000);
  }
  if (!seen) {
    observer.kill('SIGKILL');
    broker.kill('SIGKILL');
    throw new Error('the observer never received a message on devicepub');
  }
  published.splice(0, published.length);
  return {
    port,
    published,
    publish: (topic, payload) => publishAsNeptune(auth, topic, JSON.stringify(payload)),
    close() {
      observer.kill('SIGTERM');
      broker.kill('SIGTERM');
    },
  };
}

interface Program {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function startProgram(file: string): Program {
  const child = spawn('python3', ['-u', file], {
    env: {...process.env, PYTHONPATH: PYTHON_PATH},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {child, output: () => out, exited};
}

async function stop(program: Program, signal: NodeJS.Signals): Promise<number | null> {
  program.child.kill(signal);
  const hard = setTimeout(() => program.child.kill('SIGKILL'), PATIENCE_MS);
  const code = await program.exited;
  clearTimeout(hard);
  return code;
}

const DATA_IDS = ['speed', 'temperature', 'feed', 'status'];

/** The MQTT page's program: connect, report, execute a downlink 0100H = 0, Ctrl+C; then a wrong token. */
async function cnc01Program(block: Block, broker: Broker, work: string): Promise<string[]> {
  const failures: string[] = [];
  const file = path.join(work, 'cnc01.py');
  fs.writeFileSync(file, loopbackPython(block.code, broker.port));
  const program = startProgram(file);
  try {
    if (!(await until(() => program.output().includes('已连接 Neptune')))) {
      return [`cnc01.py did not print 已连接 Neptune:\n${program.output()}`];
    }
    const report = () => broker.published.find((m) => m.action === 'data' && DATA_IDS.every((k) => k in m));
    if (!(await until(() => report() !== undefined))) {
      return [`cnc01.py reported no data with ${DATA_IDS.join(', ')}: ${JSON.stringify(broker.published)}`];
    }
    const first = report()!;
    if (first.uuid !== UUID || !/^\d{17}$/.test(String(first.time)) || first.status !== 1001) {
      failures.push(`a report should carry uuid ${UUID}, a 17-digit time and status 1001: ${JSON.stringify(first)}`);
    }
    await broker.publish('devicesub', {uuid: UUID, action: 'update', data: {'0100H': '0', operation_id: OPERATION}});
    const printed = `已执行 ${OPERATION}：{'0100H': '0'}`;
    const ackAt = () => broker.published.findIndex((m) => m.action === 'ack');
    if (!(await until(() => program.output().includes(printed) && ackAt() >= 0))) {
      failures.push(`after the downlink, cnc01.py should print 「${printed}」 and acknowledge:\n${program.output()}`);
    } else {
      const ack = broker.published[ackAt()];
      if (ack.operation_id !== OPERATION || JSON.stringify(ack.data) !== '{"0100H":"0"}') {
        failures.push(`the acknowledgement should carry the operation and 0100H = "0": ${JSON.stringify(ack)}`);
      }
      const stopped = () =>
        broker.published.slice(ackAt()).find((m) => m.action === 'data' && 'status' in m) as
          Record<string, unknown> | undefined;
      if (!(await until(() => stopped() !== undefined))) failures.push('no report after the downlink');
      else if (stopped()!.speed !== 0 || stopped()!.status !== 1002) {
        failures.push(`after 0100H = 0 the page says speed 0 and status 1002 (待机): ${JSON.stringify(stopped())}`);
      }
    }
    const code = await stop(program, 'SIGINT');
    if (code !== 0) failures.push(`Ctrl+C should end cnc01.py cleanly; it exited ${code}:\n${program.output()}`);
  } finally {
    program.child.kill('SIGKILL');
  }
  return failures.concat(await wrongToken(block, broker, work));
}

/** A wrong token: the program prints the refusal with paho's text, which the page lists as fatal, and stops itself. */
async function wrongToken(block: Block, broker: Broker, work: string): Promise<string[]> {
  const file = path.join(work, 'cnc01-wrong-token.py');
  fs.writeFileSync(file, loopbackPython(block.code, broker.port, 'NOT_THE_TOKEN'));
  const program = startProgram(file);
  const hard = setTimeout(() => program.child.kill('SIGKILL'), PATIENCE_MS);
  const code = await program.exited;
  clearTimeout(hard);
  const refusal = /连接被拒绝：(.+)/.exec(program.output());
  if (code !== 0 || !refusal) {
    return [
      `with a wrong token cnc01.py should print 连接被拒绝 and stop by itself (exit ${code}):\n${program.output()}`,
    ];
  }
  return [];
}

/** The web access page's program: connect, report, print and acknowledge a downlink. */
async function webProgram(block: Block, broker: Broker, work: string): Promise<string[]> {
  const file = path.join(work, 'web-device.py');
  fs.writeFileSync(file, loopbackPython(block.code, broker.port));
  const seen = broker.published.length;
  const program = startProgram(file);
  try {
    if (!(await until(() => program.output().includes('已连接 Neptune')))) {
      return [`the program did not print 已连接 Neptune:\n${program.output()}`];
    }
    const report = () =>
      broker.published.slice(seen).find((m) => m.action === 'data' && [...DATA_IDS, 'count'].every((k) => k in m));
    if (!(await until(() => report() !== undefined))) return ['the program reported no data'];
    const op = OPERATION.replace('8f', '9f');
    await broker.publish('devicesub', {uuid: UUID, action: 'update', data: {'0100H': '1', operation_id: op}});
    const ack = () => broker.published.slice(seen).find((m) => m.action === 'ack' && m.operation_id === op);
    const printed = "收到下发： {'0100H': '1'}";
    if (!(await until(() => program.output().includes(printed) && ack() !== undefined))) {
      return [`after a downlink the program should print 「${printed}」 and acknowledge:\n${program.output()}`];
    }
    return JSON.stringify(ack()!.data) === '{"0100H":"1"}' ? [] : [`acknowledged ${JSON.stringify(ack())}`];
  } finally {
    await stop(program, 'SIGINT');
  }
}

/** The CONNACK table against paho's texts for codes 1–5 and mosquitto_pub's refusal of a wrong token. */
async function connackTable(broker: Broker, work: string): Promise<string[]> {
  const rows = connackRows(fs.readFileSync(path.join(HERE, '..', '..', MQTT_PAGE), 'utf8'));
  if (rows.length !== 5) return [`the CONNACK table should list codes 1 to 5; found ${rows.length} rows`];
  const script = path.join(work, 'connack.py');
  fs.writeFileSync(
    script,
    'import paho.mqtt.client as m\nfor rc in range(1, 6):\n    print(rc, m.convert_connack_rc_to_reason_code(rc))\n',
  );
  const r = await run('python3', [script], {env: {...process.env, PYTHONPATH: PYTHON_PATH}});
  if (r.code !== 0) return [`paho-mqtt could not be imported: ${r.stderr}`];
  const paho = new Map(
    r.stdout
      .trim()
      .split('\n')
      .map((l) => [Number(l.split(' ')[0]), l.slice(2)]),
  );
  const failures = rows
    .filter((row) => paho.get(row.code) !== row.paho)
    .map(
      (row) =>
        `code ${row.code}: the table says paho-mqtt shows "${row.paho}", paho-mqtt 2.x shows "${paho.get(row.code)}"`,
    );
  const refused = await run('mosquitto_pub', [
    ...['-h', '127.0.0.1', '-p', String(broker.port), '-V', 'mqttv311', '-i', UUID],
    ...['-u', PAGE_TOKEN, '-P', 'NOT_THE_TOKEN', '-t', 'devicepub', '-m', '{}'],
  ]);
  const said = (refused.stdout + refused.stderr).trim();
  if (!rows.some((row) => said.includes(row.mosquitto))) {
    failures.push(`mosquitto_pub printed "${said}" for a wrong token, which no row's mosquitto column shows`);
  }
  return failures;
}

export async function pahoRuns(
  named: (name: string) => Block,
  work: string,
): Promise<{cnc01: string[]; web: string[]; connack: string[]}> {
  const dir = path.join(work, 'paho');
  fs.mkdirSync(dir, {recursive: true});
  if (!fs.existsSync(path.join(PYTHON_PATH, 'paho'))) {
    const missing = [`paho-mqtt is not installed in ${PYTHON_PATH}: run bash scripts/ensure-system-deps.sh`];
    return {cnc01: missing, web: missing, connack: missing};
  }
  const broker = await startBroker(dir);
  try {
    const cnc01 = await cnc01Program(named('cnc01-python'), broker, dir);
    const web = await webProgram(named('web-python'), broker, dir);
    const connack = await connackTable(broker, dir);
    return {cnc01, web, connack};
  } finally {
    broker.close();
  }
}
