/**
 * What the runs start (./runs.ts holds the table of runs and what each compares): the pages' programs, built by the
 * checkers, against loopback peers (the stub library, mosquitto, a Modbus reader, a stand-in of Triton's socket
 * service), each collecting what they print and the failures of the checks it makes by itself.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {spawn} from 'node:child_process';
import type {Block, Page} from './extract';
import {freePort, PATIENCE_MS, run, until, type CheckContext} from './core';
import {publishAsNeptune} from './paho';
import {INCLUDE} from './checkers/c';
import {shellWords} from './checkers/openapi';
import {startSocketStandIn} from './triton-socket-standin';

export interface Built {
  /** Executables by block id: Linux C programs linked against the stub, Go programs. */
  programs: Map<string, string>;
  stubDir: string;
}

export function named(pages: Iterable<Page>, name: string): Block {
  const found = [...pages].flatMap((p) => p.blocks).filter((b) => b.meta.name === name);
  const unique = [...new Map(found.map((b) => [b.id, b])).values()];
  if (unique.length !== 1) throw new Error(`runs: ${unique.length} blocks named ${name} in docs/`);
  return unique[0];
}

/**
 * Starts a program, sends SIGINT once `done` holds for what it printed (stdout and stderr together) or once the run's
 * patience is spent, and collects what it printed. Waiting for what the program does, not for a fixed time, keeps a
 * loaded machine from cutting a run short.
 */
function runUntil(
  cmd: string,
  args: string[],
  done: (printed: string) => boolean,
  env: NodeJS.ProcessEnv,
  cwd?: string,
): Promise<{stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {env, cwd, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    let closed = false;
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    let hard: NodeJS.Timeout | undefined;
    void until(() => closed || done(stdout + stderr)).then(() => {
      if (closed) return;
      child.kill('SIGINT');
      hard = setTimeout(() => child.kill('SIGKILL'), PATIENCE_MS);
    });
    child.on('close', () => {
      closed = true;
      clearTimeout(hard);
      resolve({stdout, stderr});
    });
  });
}

/**
 * The C demo (Linux and Windows example pages) linked against the stub library, one downlink 0100H = 0, then SIGINT.
 * Also asserted: the program keeps running after 0100H = 0 and reports status 1002 (待机) next.
 */
export async function cnc01Demo(ctx: CheckContext, built: Built): Promise<{output: string; failures: string[]}> {
  const demo = named(ctx.pages.values(), 'cnc01-demo-c');
  const exe = built.programs.get(demo.id);
  if (!exe) return {output: '', failures: ['the demo did not compile or link (see its C row)']};
  const trace = path.join(ctx.work, 'cnc01-demo.trace');
  const env = {
    ...process.env,
    TRITON_STUB_DOWNLINKS: '8f14e45fceea167a5a36dedd4bea2543:0100H=0',
    TRITON_STUB_DOWNLINK_AFTER: '3',
    TRITON_STUB_TRACE: trace,
  };
  const traced = () => (fs.existsSync(trace) ? fs.readFileSync(trace, 'utf8').split('\n') : []);
  // Ctrl+C once the demo has acknowledged the downlink and reported after it.
  const reportedAfterAck = () => {
    const lines = traced();
    const at = lines.indexOf('ack 8f14e45fceea167a5a36dedd4bea2543 0100H=0');
    return at >= 0 && lines.slice(at + 1).some((l) => l.startsWith('send '));
  };
  const r = await runUntil(exe, [], reportedAfterAck, env);
  const failures: string[] = [];
  if (!r.stdout.includes('已退出'))
    failures.push(`the demo did not print 已退出 after SIGINT:\n${r.stdout}${r.stderr}`);
  const lines = traced();
  const ack = lines.findIndex((l) => l === 'ack 8f14e45fceea167a5a36dedd4bea2543 0100H=0');
  if (ack < 0) failures.push(`no acknowledgement of 0100H=0 with the executed value:\n${lines.join('\n')}`);
  else if (
    !lines.slice(ack + 1).some((l) => l.startsWith('send ') && l.includes('status=1002') && l.includes('speed=0'))
  ) {
    failures.push('after 0100H = 0 the demo must keep running and report speed=0 status=1002 (待机)');
  }
  return {output: r.stdout, failures};
}

/** The Linux project layout of the page: src/, config/, third_party/triton/{include,lib}. */
function linuxProject(dir: string, ctx: CheckContext, built: Built): void {
  fs.mkdirSync(path.join(dir, 'src'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'config'));
  fs.mkdirSync(path.join(dir, 'third_party', 'triton'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'src', 'cnc01_demo.c'), named(ctx.pages.values(), 'cnc01-demo-c').code);
  fs.writeFileSync(path.join(dir, 'config', 'triton.toml'), '[exchange]\nmode = "library"\n');
  fs.symlinkSync(INCLUDE, path.join(dir, 'third_party', 'triton', 'include'));
  fs.symlinkSync(built.stubDir, path.join(dir, 'third_party', 'triton', 'lib'));
}

/**
 * A Linux project template builds the demo in the page's layout; the build folder holds the program, libtriton.so and
 * triton.toml, and the program starts from there (rpath $ORIGIN).
 */
export async function linuxBuild(ctx: CheckContext, built: Built, kind: 'makefile' | 'cmake'): Promise<string[]> {
  const dir = path.join(ctx.work, `project-${kind}`);
  linuxProject(dir, ctx, built);
  const block = named(ctx.pages.values(), `linux-${kind}`);
  const steps: Array<[string, string[]]> =
    kind === 'makefile'
      ? [['make', ['-s']]]
      : [
          ['cmake', ['-S', '.', '-B', 'build', '-DCMAKE_BUILD_TYPE=Release']],
          ['cmake', ['--build', 'build']],
        ];
  fs.writeFileSync(path.join(dir, kind === 'makefile' ? 'Makefile' : 'CMakeLists.txt'), block.code);
  for (const [cmd, args] of steps) {
    const r = await run(cmd, args, {cwd: dir});
    if (r.code !== 0) return [`${cmd} ${args.join(' ')}:\n${(r.stdout + r.stderr).trim()}`];
  }
  const missing = ['cnc01_demo', 'libtriton.so', 'triton.toml'].filter(
    (f) => !fs.existsSync(path.join(dir, 'build', f)),
  );
  if (missing.length) return [`build/ lacks ${missing.join(', ')}`];
  // From build/ alone (rpath $ORIGIN): the program must find libtriton.so beside it and start.
  const r = await runUntil(
    path.join(dir, 'build', 'cnc01_demo'),
    [],
    (printed) => printed.includes('Triton 动态库版本 2.4.1'),
    {...process.env, LD_LIBRARY_PATH: ''},
  );
  return r.stdout.includes('Triton 动态库版本 2.4.1')
    ? []
    : [`build/cnc01_demo did not start:\n${r.stdout}${r.stderr}`];
}

/** The Go Modbus slave on a free loopback port, read by the page's mbread.py; its log kept. */
export async function modbusSlave(
  ctx: CheckContext,
  built: Built,
): Promise<{output: string; log: string; failures: string[]}> {
  const slave = built.programs.get(named(ctx.pages.values(), 'cnc01-slave').id);
  if (!slave) return {output: '', log: '', failures: ['the slave did not build (see its Go row)']};
  const port = await freePort();
  const child = spawn(slave, ['-listen', `127.0.0.1:${port}`], {stdio: ['ignore', 'pipe', 'pipe']});
  let log = '';
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  try {
    await until(() => log.includes('Modbus TCP 从站已启动'));
    const reader = path.join(ctx.work, 'mbread.py');
    fs.writeFileSync(reader, named(ctx.pages.values(), 'mbread').code);
    const r = await run('python3', [reader, '127.0.0.1', String(port)], {timeoutMs: PATIENCE_MS});
    // What Triton does on a downlink 0100H = 0 (function 06, register 256), so the slave logs its write.
    await new Promise<void>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => s.write(Buffer.from([0, 2, 0, 0, 0, 6, 1, 6, 1, 0, 0, 0])));
      s.on('data', () => s.end());
      s.on('close', () => resolve());
      s.on('error', () => resolve());
    });
    await until(() => log.includes('写入寄存器 256 = 0'));
    return {output: r.stdout, log, failures: r.code === 0 ? [] : [`mbread.py: ${r.stderr}`]};
  } finally {
    child.kill('SIGINT');
  }
}

/** What programs printed, by block name, and the failures of the run's own checks. */
export interface ProgramsRun {
  outputs: Record<string, string>;
  failures: string[];
}

/**
 * The library test programs on the stub: ten sends, and three downlinks 0100H = 0, 5, 1 received.
 */
export async function libraryTests(ctx: CheckContext, built: Built): Promise<ProgramsRun> {
  const exe = (name: string) => built.programs.get(named(ctx.pages.values(), name).id);
  const [send, recv] = [exe('send-test'), exe('recv-test')];
  if (!send || !recv)
    return {outputs: {}, failures: ['a library test program did not compile or link (see its C row)']};
  const op = '8f14e45fceea167a5a36dedd4bea2543';
  const env = {
    ...process.env,
    TRITON_STUB_DOWNLINKS: `${op}:0100H=0;${op.replace('8f', '9f')}:0100H=5;${op.replace('8f', 'af')}:0100H=1`,
  };
  const [s, r] = await Promise.all([
    run(send, [], {timeoutMs: PATIENCE_MS}),
    run(recv, [], {env, timeoutMs: PATIENCE_MS}),
  ]);
  const failures: string[] = [];
  if (s.code !== 0) failures.push(`send_test exited ${s.code}: ${s.stderr}`);
  return {outputs: {'send-test': s.stdout, 'recv-test': r.stdout}, failures};
}

/** The Go socket programs against a stand-in of Triton's socket service (./triton-socket-standin.ts). */
export async function socketRuns(ctx: CheckContext, built: Built): Promise<ProgramsRun> {
  const exe = (name: string) => built.programs.get(named(ctx.pages.values(), name).id);
  const [probe, send, receive] = [exe('socketprobe'), exe('socket-send'), exe('socket-receive')];
  if (!probe || !send || !receive) return {outputs: {}, failures: ['a socket sample did not build (see its Go row)']};
  const standIn = await startSocketStandIn();
  const addr = `127.0.0.1:${standIn.port}`;
  const failures: string[] = [];
  try {
    const p = await run(probe, ['-addr', addr], {timeoutMs: PATIENCE_MS});
    // The page's output shows two reports: Ctrl+C after the second.
    const s = await runUntil(
      send,
      ['-addr', addr, '-interval', '200ms'],
      (printed) => printed.includes('已上报 count=2'),
      process.env,
    );
    const data = standIn.received.filter((m) => m.action === 'data');
    if (data.length === 0) failures.push('socket-send sent no {"action":"data"} line');
    // Each step waits for what the program prints: connected, then each downlink acknowledged; Ctrl+C after the second.
    let printed = '';
    const acks = () => printed.split('已回执').length - 1;
    const receiving = runUntil(
      receive,
      ['-addr', addr],
      (out) => {
        printed = out;
        return acks() >= 2;
      },
      process.env,
    );
    await until(() => standIn.clients() > 0 && printed.includes('等待下发'));
    // The socket test page's downlink (0100H only), then the receive page's (two keys and an unknown one).
    standIn.push({operation_id: 'c9f0f895fb98ab9159f51fd0297e236d', data: {'0100H': '0'}});
    await until(() => acks() >= 1);
    standIn.push({operation_id: '8f14e45fceea167a5a36dedd4bea2543', data: {'0100H': '0', feed: '80', xyz: '1'}});
    const r = await receiving;
    const ack = standIn.received.find(
      (m) => m.action === 'ack' && m.operation_id === '8f14e45fceea167a5a36dedd4bea2543',
    );
    const acked = JSON.stringify(ack?.data ?? null);
    if (ack?.operation_id !== '8f14e45fceea167a5a36dedd4bea2543' || acked !== '{"0100H":"0","feed":"80"}') {
      failures.push(
        `socket-receive acknowledged ${JSON.stringify(ack ?? null)}, expected 0100H and feed of operation 8f14…`,
      );
    }
    return {
      outputs: {
        socketprobe: p.stdout + p.stderr,
        'socket-send': s.stdout + s.stderr,
        'socket-receive': r.stdout + r.stderr,
      },
      failures,
    };
  } finally {
    await standIn.close();
  }
}

/** A mosquitto command of the MQTT page pointed at the loopback broker: the page's own plain-port substitution
 * (`-p 9884 --capath /etc/ssl/certs` → the plain port), host 127.0.0.1. */
export function loopbackMqtt(code: string, port: number): {cmd: string; args: string[]} {
  const words = shellWords(code.replace(/\\\r?\n\s*/g, ' ').trim());
  const args: string[] = [];
  const replaced: Record<string, string | null> = {
    '--capath': null,
    '--cafile': null,
    '-h': '127.0.0.1',
    '-p': String(port),
  };
  for (let i = 1; i < words.length; i++) {
    if (!(words[i] in replaced)) {
      args.push(words[i]);
      continue;
    }
    const value = replaced[words[i]];
    if (value !== null) args.push(words[i], value);
    i++;
  }
  return {cmd: words[0], args};
}

/**
 * The MQTT page's mosquitto_pub (its -d protocol trace), mosquitto_sub -v receiving a downlink and the
 * acknowledgement, against Debian's mosquitto on a free loopback port.
 */
export async function mqtt(ctx: CheckContext): Promise<{pub: string; sub: string; failures: string[]}> {
  const port = await freePort();
  const conf = path.join(ctx.work, 'mosquitto.conf');
  fs.writeFileSync(conf, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  const broker = spawn('/usr/sbin/mosquitto', ['-c', conf], {stdio: ['ignore', 'pipe', 'pipe']});
  const failures: string[] = [];
  try {
    for (const started = Date.now(); Date.now() - started < PATIENCE_MS;) {
      const up = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const page = [...ctx.pages.values()];
    const pubCmd = loopbackMqtt(named(page, 'mqtt-pub').code, port);
    // The subscriber stops after one message (-C 1) instead of running until Ctrl+C.
    const subCmd = loopbackMqtt(named(page, 'mqtt-sub').code, port);
    // In the page's order: step 1 publishes and disconnects, then step 2 subscribes with the same Client ID.
    const pub = await run(pubCmd.cmd, pubCmd.args, {timeoutMs: PATIENCE_MS});
    if (pub.code !== 0) failures.push(`mosquitto_pub: ${pub.stderr}`);
    const sub = spawn(subCmd.cmd, [...subCmd.args, '-C', '1'], {stdio: ['ignore', 'pipe', 'pipe']});
    let subOut = '';
    sub.stdout.on('data', (d: Buffer) => (subOut += d.toString()));
    let subClosed = false;
    sub.on('close', () => (subClosed = true));
    // Neptune's downlink as the page prints it, published on devicesub by a second client.
    const expected = named(page, 'mqtt-sub');
    const downlink = ctx.pages
      .get(expected.page)!
      .blocks.find((b) => b.meta.directives.some((d) => d.kind === 'output' && d.run === 'mqtt-sub'));
    const [topic, ...payload] = (downlink?.code ?? '').trim().split(' ');
    // The subscriber is ready when it has subscribed, which it does not print: the downlink is published again each
    // second until the subscriber has received one (-C 1 ends it).
    for (const started = Date.now(); !subClosed && Date.now() - started < PATIENCE_MS;) {
      await publishAsNeptune(['-h', '127.0.0.1', '-p', String(port)], topic, payload.join(' '));
      await until(() => subClosed, 1000);
    }
    if (!subClosed) sub.kill('SIGKILL');
    const ack = loopbackMqtt(named(page, 'mqtt-ack').code, port);
    const acked = await run(ack.cmd, ack.args, {timeoutMs: PATIENCE_MS});
    if (acked.code !== 0) failures.push(`the acknowledgement's mosquitto_pub failed: ${acked.stderr}`);
    return {pub: pub.stdout, sub: subOut, failures};
  } finally {
    broker.kill('SIGTERM');
  }
}
