/**
 * The runs: what can run, against loopback peers, and what the pages print compared with what it printed. A block
 * fenced `check=output:<name>` holds output of the run that lists that name: its lines must appear in the run's output,
 * in order (each trimmed), unless the run compares it another way. The table below says, for each run, how it starts
 * (./run-programs.ts), what it checks by itself, and which output blocks it prints and how each is compared; one loop
 * (`runOutcomes`) turns it into outcomes.
 */
import type {Block} from './extract';
import {outcome, type CheckContext, type Outcome} from './core';
import {pahoRuns} from './paho';
import {
  cnc01Demo,
  libraryTests,
  linuxBuild,
  modbusSlave,
  mqtt,
  named,
  socketRuns,
  type Built,
  type ProgramsRun,
} from './run-programs';

/** Lines of an expected block that must appear in the output, in order (a program's output is deterministic). */
export function missingLines(expected: string, output: string): string[] {
  const have = output.split('\n').map((l) => l.trim());
  let at = 0;
  const missing: string[] = [];
  for (const want of expected
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const i = have.indexOf(want, at);
    if (i < 0) missing.push(want);
    else at = i + 1;
  }
  return missing;
}

/** A printed mbread line and a real one agree when the fixed values match and the simulated ones are in range. */
/**
 * The temperatures the page's slave holds while running from power-up: each second it moves 5 % of the way from its
 * value (40.0 at start) to 45, and the register keeps tenths, cut off. Computed as the slave computes it (float64).
 */
const SLAVE_TEMPERATURES = (() => {
  const values = new Set<number>();
  for (let t = 40, i = 0; i < 600; i++) {
    t += (45 - t) * 0.05;
    values.add(Math.trunc(t * 10) / 10);
  }
  return values;
})();

function sameReading(expected: string, actual: string): string[] {
  const parse = (s: string) => new Map([...s.matchAll(/(\w+)=(-?[\d.]+)/g)].map((m) => [m[1], Number(m[2])]));
  const want = parse(expected);
  const got = parse(actual);
  const out: string[] = [];
  if ([...want.keys()].join() !== [...got.keys()].join())
    return [`fields ${[...got.keys()].join(' ')}, the page prints ${[...want.keys()].join(' ')}`];
  // Simulated values: the slave's first update may already count a piece (every 5 s of wall clock).
  // A slow start on a loaded machine can pass another 5 s before the reader asks.
  const ranges: Record<string, [number, number]> = {speed: [11900, 12100], temperature: [40, 45], count: [0, 3]};
  for (const [k, v] of want) {
    const g = got.get(k)!;
    const [lo, hi] = ranges[k] ?? [g, g];
    if (v < lo || v > hi) out.push(`the page prints ${k}=${v}, outside what the slave simulates (${lo}–${hi})`);
    else if (k === 'temperature' && !SLAVE_TEMPERATURES.has(v)) {
      out.push(
        `the page prints temperature=${v}, which the slave never holds (${[...SLAVE_TEMPERATURES].slice(0, 6).join(', ')} …)`,
      );
    }
    if (g < lo || g > hi || (!(k in ranges) && g !== v)) out.push(`${k}=${g}, the page prints ${k}=${v}`);
  }
  return out;
}

/** A log line without what changes from run to run: the log timestamp, the loopback port, the digits. */
function normalise(text: string): string {
  return text
    .split('\n')
    .map((l) =>
      l
        .replace(/^\s*\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} /, '')
        .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')
        .replace(/operation_id=[0-9a-f]{32}/g, 'operation_id=OP')
        .replace(/\d+/g, '#'),
    )
    .join('\n');
}

/** A check a run makes by itself, reported on a named block of the docs in a row of the table. */
interface RunCheck<R> {
  block: string;
  row: string;
  failures(result: R): string[];
}

/** An output block a run prints (`check=output:<name>`), and how its text is compared with what the run printed. */
interface RunOutput<R> {
  name: string;
  compare(expected: string, result: R): string[];
}

/** One run: its name, how it is started, what it checks by itself, and which output blocks it prints. */
export interface Run<R> {
  name: string;
  start(ctx: CheckContext, built: Built): Promise<R>;
  /** Started after the others, alone, when the others would slow it or it them. */
  alone?: boolean;
  checks: Array<RunCheck<R>>;
  outputs: Array<RunOutput<R>>;
}

/** Types a run by what its start returns; the table holds runs of every result type. */
function defineRun<R>(run: Run<R>): Run<unknown> {
  return run as Run<unknown>;
}

/** Failures for the lines of a page's output that a run did not print. */
const notPrinted = (who: string, expected: string, output: string) =>
  missingLines(expected, output).map((l) => `${who} does not print: ${l}`);

/** The receive page's steps 2 and 3, in prose: the invalid value is not executed nor acknowledged, 1 starts, 3 ends. */
const RECEIVE_STEPS = [
  '忽略 0100H=5',
  '没有可执行的项，不回执',
  '执行 0100H=1：程序启动',
  '测试结束，共收到 3 条下发',
].join('\n');

/** `……` in a printed output stands for lines left out. */
const withoutEllipsis = (text: string) => text.replace(/^\s*……\s*$/gm, '');

/** The slave listens on a free loopback port here, on 0.0.0.0:502 on the page; its log lines carry the time. */
const slaveLog = (text: string) =>
  text.replace(/^\s*\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} /gm, '').replace(/\d+(\.\d+){3}:\d+/g, 'ADDR');

export const RUNS: ReadonlyArray<Run<unknown>> = [
  // The C demo linked against the stub library: one downlink 0100H = 0, then SIGINT.
  defineRun({
    name: 'cnc01-demo',
    start: cnc01Demo,
    checks: [{block: 'cnc01-demo-c', row: 'run: C demo on the stub library', failures: (r) => r.failures}],
    outputs: [{name: 'cnc01-demo', compare: (text, r) => notPrinted('the demo', text, r.output)}],
  }),
  // The Linux project templates build the demo in the page's layout, and it starts from build/.
  defineRun({
    name: 'linux-makefile',
    start: (ctx, built) => linuxBuild(ctx, built, 'makefile'),
    checks: [{block: 'linux-makefile', row: 'run: project builds', failures: (r) => r}],
    outputs: [],
  }),
  defineRun({
    name: 'linux-cmake',
    start: (ctx, built) => linuxBuild(ctx, built, 'cmake'),
    checks: [{block: 'linux-cmake', row: 'run: project builds', failures: (r) => r}],
    outputs: [],
  }),
  // The Go Modbus slave on a free loopback port, read by the page's mbread.py.
  defineRun({
    name: 'modbus-slave',
    start: modbusSlave,
    checks: [{block: 'mbread', row: 'run: Modbus slave + mbread.py', failures: (r) => r.failures}],
    outputs: [
      {
        name: 'modbus-slave',
        compare: (text, r) => {
          const want = text.split('\n').find((l) => l.includes('='));
          return want ? sameReading(want, r.output.trim()) : ['no reading in the block'];
        },
      },
      {
        name: 'modbus-slave-log',
        compare: (text, r) => missingLines(slaveLog(text), slaveLog(r.log)).map((l) => `the slave does not log: ${l}`),
      },
    ],
  }),
  // The MQTT page's mosquitto commands against Debian's mosquitto.
  defineRun({
    name: 'mqtt',
    start: (ctx) => mqtt(ctx),
    checks: [{block: 'mqtt-pub', row: 'run: MQTT against mosquitto', failures: (r) => r.failures}],
    outputs: [
      {name: 'mqtt-pub', compare: (text, r) => notPrinted('mosquitto', text, r.pub)},
      {name: 'mqtt-sub', compare: (text, r) => notPrinted('mosquitto', text, r.sub)},
    ],
  }),
  // The Go socket programs against a stand-in of Triton's socket service; log lines without times, ports, numbers.
  defineRun({
    name: 'socket',
    start: socketRuns,
    checks: [{block: 'socket-receive', row: 'run: socket programs on a Triton stand-in', failures: (r) => r.failures}],
    outputs: ['socketprobe', 'socket-send', 'socket-receive'].map((name): RunOutput<ProgramsRun> => ({
      name,
      compare: (text, r) => notPrinted(name, normalise(text), normalise(r.outputs[name] ?? '')),
    })),
  }),
  // The library test programs on the stub, with what the receive page's steps say the program prints.
  defineRun({
    name: 'library-tests',
    start: libraryTests,
    checks: [
      {
        block: 'recv-test',
        row: 'run: library tests on the stub library',
        failures: (r) => [
          ...r.failures,
          ...('recv-test' in r.outputs ? notPrinted('recv_test', RECEIVE_STEPS, r.outputs['recv-test']) : []),
        ],
      },
    ],
    outputs: ['send-test', 'recv-test'].map((name): RunOutput<ProgramsRun> => ({
      name,
      compare: (text, r) => notPrinted(name, withoutEllipsis(text), r.outputs[name] ?? ''),
    })),
  }),
  // The Neptune pages' paho-mqtt programs and the CONNACK table (./paho.ts).
  defineRun({
    name: 'paho',
    start: (ctx) => pahoRuns((name) => named(ctx.pages.values(), name), ctx.work),
    // The runs above compare timed output, and the Python programs' start-up slowed them on a loaded machine.
    alone: true,
    checks: [
      {block: 'cnc01-python', row: 'run: paho-mqtt against mosquitto', failures: (r) => r.cnc01},
      {block: 'cnc01-python', row: 'run: CONNACK table vs paho-mqtt, mosquitto', failures: (r) => r.connack},
      {block: 'web-python', row: 'run: paho-mqtt against mosquitto', failures: (r) => r.web},
    ],
    outputs: [],
  }),
];

/** The run an output block names (`check=output:<run>`), if it has one. */
const outputRun = (b: Block) => b.meta.directives.flatMap((d) => (d.kind === 'output' ? [d.run] : []))[0];

/**
 * The outcomes of the runs, given what each printed (`results`, in the table's order): each run's own checks, then
 * every output block compared with what the run that prints it printed.
 */
export function runOutcomes(
  runs: ReadonlyArray<Run<unknown>>,
  results: readonly unknown[],
  blocks: readonly Block[],
  named: (name: string) => Block,
): Outcome[] {
  const outcomes = runs.flatMap((run, i) =>
    run.checks.map((check) => outcome(named(check.block), check.row, check.failures(results[i]))),
  );
  const compareWith = new Map(
    runs.flatMap((run, i) =>
      run.outputs.map((o) => [o.name, (expected: string) => o.compare(expected, results[i])] as const),
    ),
  );
  for (const block of blocks) {
    const name = outputRun(block);
    if (name === undefined) continue;
    const compare = compareWith.get(name);
    const failures = compare ? compare(block.code) : [`no run named ${name} (tools/sample-check/runs.ts)`];
    outcomes.push(outcome(block, `${block.lang} (run output)`, failures));
  }
  return outcomes;
}

/** Starts every run (those marked `alone` after the others, one by one) and compares what they printed. */
export async function runAll(blocks: Block[], ctx: CheckContext, built: Built): Promise<Outcome[]> {
  const start = (run: Run<unknown>) =>
    run.start(ctx, built).catch((error: unknown) => {
      throw new Error(`run ${run.name} failed`, {cause: error});
    });
  const results: unknown[] = await Promise.all(RUNS.map((run) => (run.alone ? undefined : start(run))));
  for (const [i, run] of RUNS.entries()) if (run.alone) results[i] = await start(run);
  return runOutcomes(RUNS, results, blocks, (name) => named(ctx.pages.values(), name));
}
