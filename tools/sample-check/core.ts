/** What every checker shares: the prepared block, the outcome, context assembly, a work folder and process runs. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {Block, Page} from './extract';

export const HERE = __dirname;
export const PRELUDES = path.join(HERE, 'preludes');
export const CORES = Math.max(1, os.availableParallelism());

/** Failures of one block (empty = passed), or the reason it was skipped. */
export interface Outcome {
  block: Block;
  /** Row of the table: the block's language, or a check that spans languages ("curl → OpenAPI"). */
  row: string;
  skipped?: string;
  failures: string[];
}

export interface CheckContext {
  pages: Map<string, Page>;
  /** A fresh folder for this run (removed at the end: nothing is cached across runs). */
  work: string;
}

export type Checker = (blocks: Block[], ctx: CheckContext) => Promise<Outcome[]>;

const EXT: Record<string, string> = {
  c: 'c',
  cpp: 'cpp',
  python: 'py',
  go: 'go',
  bash: 'sh',
  iecst: 'st',
  javascript: 'js',
  typescript: 'ts',
};

/** The named blocks a fragment asks for (check=after:…), themselves with their own context, in order. */
export function contextOf(block: Block, ctx: CheckContext, seen: string[] = []): string {
  let out = '';
  for (const d of block.meta.directives) {
    if (d.kind !== 'after') continue;
    // `after:<name>` is a block of the same page, `after:<page under docs/>#<name>` one of another page.
    const [file, name] = d.name.includes('#')
      ? [`docs/${d.name.split('#')[0]}`, d.name.split('#')[1]]
      : [block.page, d.name];
    const page = ctx.pages.get(file);
    if (!page) throw new Error(`check=after:${d.name}: no page ${file}`);
    const named = page.blocks.filter((b) => b.meta.name === name);
    if (named.length !== 1) throw new Error(`check=after:${d.name}: ${named.length} blocks named so in ${file}`);
    if (seen.includes(named[0].id)) throw new Error(`check=after:${d.name}: circular context`);
    // A header a page shows (#pragma once) becomes part of one file here, where the pragma means nothing.
    out += contextOf(named[0], ctx, [...seen, block.id]) + named[0].code.replace(/^#pragma once\s*$/m, '');
  }
  return out;
}

/** The source a tool sees: the fragment inside its prelude (if any), its context blocks before it. */
export function assemble(block: Block, ctx: CheckContext): string {
  const context = contextOf(block, ctx);
  const prelude = block.meta.directives.find((d) => d.kind === 'prelude');
  if (!prelude) return context + block.code;
  const ext = EXT[block.lang] ?? block.lang;
  const file = path.join(PRELUDES, `${prelude.name}.${ext}`);
  if (!fs.existsSync(file)) throw new Error(`check=prelude:${prelude.name}: no ${path.relative(HERE, file)}`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      const m = /^(\s*)@@(code|context)@@\s*$/.exec(line);
      if (!m) return line;
      const text = m[2] === 'code' ? block.code : context;
      return text
        .replace(/\n$/, '')
        .split('\n')
        .map((l) => (l ? m[1] + l : l))
        .join('\n');
    })
    .join('\n');
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * How long a run waits for what a program should print or send before it calls it missing. Long on purpose: a wait
 * ends as soon as the thing happens, so a fast machine never pays it, and on a loaded one (CI's two cores beside a
 * build) starting Python with paho or a Go program can take many seconds.
 */
export const PATIENCE_MS = 120_000;

/** Resolves true as soon as `check` holds, false once `ms` have passed without it. */
export function until(check: () => boolean, ms = PATIENCE_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => {
      if (check()) resolve(true);
      else if (Date.now() - started > ms) resolve(false);
      else setTimeout(tick, 50);
    };
    tick();
  });
}

/** Runs a program without a shell; `input` is written to stdin. */
export function run(
  cmd: string,
  args: string[],
  opts: {cwd?: string; env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number} = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = opts.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs) : undefined;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({code, signal, stdout, stderr});
    });
    if (child.stdin) {
      // A program may exit without reading its input: that is its answer, not an error of the check.
      child.stdin.on('error', () => undefined);
      child.stdin.end(opts.input);
    }
  });
}

/** Runs tasks with at most `limit` at a time (the machine's cores), keeping their order in the result. */
export async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, tasks.length)}, worker));
  return out;
}

/** A short name for a block's file in the work folder: b<index>.<ext>. */
export function fileName(index: number, ext: string): string {
  return `b${String(index).padStart(3, '0')}.${ext}`;
}

export function outcome(block: Block, row: string, failures: string[] = []): Outcome {
  return {block, row, failures};
}

/** A loopback port free right now, for a peer a run starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
