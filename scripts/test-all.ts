/**
 * Everything CI runs (`npm test`), as stages that start as soon as what they need is done, so the slow ones overlap:
 * the build starts at once beside the lint and the unit tests, and the browser tests start the moment the build is
 * there. Stages off the critical path (build → e2e) run at a lower CPU priority, so they use what the build and the
 * browser leave idle. Each line of output carries its stage's name; a failed stage does not stop the others, only the
 * stages that need it, and the run fails at the end. The last line is the plain count CI reads.
 *   npx tsx scripts/test-all.ts [stage …]   (default: every stage)
 */
import {spawn} from 'node:child_process';
import readline from 'node:readline';
import {printTable} from '../bench/lib/table';

interface Stage {
  name: string;
  command: string;
  /** Stages that must have passed before this one starts. */
  after?: string[];
  /** On the critical path: runs at normal CPU priority; everything else is niced. */
  critical?: boolean;
}

export const STAGES: Stage[] = [
  {name: 'system', command: 'bash scripts/ensure-system-deps.sh', critical: true},
  {name: 'build', command: 'npm run build', critical: true},
  {name: 'lint', command: 'npm run lint'},
  // Unit tests start nginx, mosquitto and Chromium: on a fresh machine they wait for the packages.
  {name: 'unit', command: 'npm run test:unit', after: ['system']},
  // The content check, then every built page through html-validate (scripts/check-html.ts).
  {name: 'content', command: 'npm run check:content && npm run check:html', after: ['build']},
  {name: 'samples', command: 'npm run check:samples', after: ['system']},
  // The PDF handbooks, printed once from the build, then checked (tests/build/handbooks.test.ts).
  {name: 'handbooks', command: 'npm run build:handbooks && npm run test:handbooks', after: ['build', 'system']},
  {name: 'e2e', command: 'npm run test:e2e', after: ['build', 'system'], critical: true},
  // Ask AI: its own build (after the site's: both write the download zips) against the stand-in model, then its
  // latency bench once, so the bench keeps running; the site's build must hold none of it.
  {
    name: 'askai',
    command: 'npm run build:askai && npm run test:askai && tsx bench/askai/run.ts --runs 1',
    after: ['system', 'build'],
  },
  {name: 'askai-off', command: 'tsx --test tests/build/askai-off.test.ts', after: ['build']},
  // What a doc page loads, read from the build (the main bundle's modules, the chunks shared between route chunks).
  {name: 'page-load', command: 'tsx --test tests/build/page-load.test.ts', after: ['build']},
  // The Markdown twins read against the built pages they were made from (src/markdown/).
  {name: 'markdown', command: 'tsx --test tests/build/markdown.test.ts', after: ['build']},
  // The load bench for one second on the served build (after e2e: both precompress the build in place). The other
  // benches build whole sites; their unit tests (tests/unit/bench) check what they prepare.
  {name: 'bench', command: 'npm run bench:smoke', after: ['e2e']},
];

interface Outcome {
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  passed: number;
  failed: number;
  /** The failing tests' lines and what follows each (the error), printed again at the end where CI's tail shows them. */
  failures: string[];
}

/**
 * Keeps the lines that say why a test failed: node's runner's `not ok` line and its indented details, Playwright's
 * `✘` line and its numbered failure report (`  1) [chromium] …` up to the next blank line after the error).
 */
export class FailureLog {
  readonly lines: string[] = [];
  private open = 0;

  /** The stage's last lines, shown when it failed without a failing test (a lint or a build). */
  readonly tail: string[] = [];

  add(line: string): void {
    this.tail.push(line);
    if (this.tail.length > 25) this.tail.shift();
    const start = /^\s*not ok \d+ - /.test(line) || /^\s*✘ /.test(line) || /^\s+\d+\) \[\w+\] › /.test(line);
    if (start) this.open = 30;
    else if (this.open && (/^# Subtest: /.test(line) || /^\s*ok \d+ - /.test(line))) this.open = 0;
    if (!this.open) return;
    this.open--;
    if (this.lines.length < 400) this.lines.push(line);
  }
}

/** Test counts from a stage's output: node's test runner (`# pass N`, `# fail N`) and the e2e summary line. */
export function countTests(line: string, into: {passed: number; failed: number}): void {
  const node = /^# (pass|fail) (\d+)$/.exec(line);
  if (node) into[node[1] === 'pass' ? 'passed' : 'failed'] += Number(node[2]);
  const e2e = /^e2e: (\d+) passed, (\d+) failed/.exec(line);
  if (e2e) {
    into.passed += Number(e2e[1]);
    into.failed += Number(e2e[2]);
  }
}

function run(stage: Stage): Promise<Outcome> {
  const started = Date.now();
  const outcome: Outcome = {status: 'passed', seconds: 0, passed: 0, failed: 0, failures: []};
  const failures = new FailureLog();
  const command = stage.critical ? stage.command : `nice -n 10 ${stage.command}`;
  const child = spawn('bash', ['-c', command], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0'},
  });
  const width = Math.max(...STAGES.map((s) => s.name.length));
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({input: stream}).on('line', (line) => {
      countTests(line, outcome);
      failures.add(line);
      console.log(`${stage.name.padEnd(width)} | ${line}`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      outcome.status = code === 0 ? 'passed' : 'failed';
      outcome.seconds = (Date.now() - started) / 1000;
      outcome.failures = failures.lines.length || code === 0 ? failures.lines : failures.tail;
      resolve(outcome);
    });
  });
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !STAGES.some((s) => s.name === w));
  if (unknown.length) {
    console.error(`test-all: unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const stages = wanted.length ? STAGES.filter((s) => wanted.includes(s.name)) : STAGES;
  const outcomes = new Map<string, Outcome>();
  const running = new Map<string, Promise<void>>();
  const started = Date.now();
  const ready = (s: Stage) =>
    (s.after ?? []).every((a) => !stages.some((x) => x.name === a) || outcomes.get(a)?.status === 'passed');
  const blocked = (s: Stage) =>
    (s.after ?? []).some((a) => ['failed', 'skipped'].includes(outcomes.get(a)?.status ?? ''));
  for (;;) {
    for (const s of stages) {
      if (outcomes.has(s.name) || running.has(s.name)) continue;
      if (blocked(s)) outcomes.set(s.name, {status: 'skipped', seconds: 0, passed: 0, failed: 0, failures: []});
      else if (ready(s))
        running.set(
          s.name,
          run(s).then((o) => {
            outcomes.set(s.name, o);
            running.delete(s.name);
          }),
        );
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  for (const s of stages) {
    const o = outcomes.get(s.name)!;
    if (!o.failures.length) continue;
    console.log(`\nwhat failed in ${s.name}:`);
    for (const line of o.failures) console.log(`  ${line}`);
  }
  console.log('');
  printTable(
    ['stage', 'result', 'seconds'],
    stages.map((s) => {
      const o = outcomes.get(s.name)!;
      return [s.name, o.status, o.seconds.toFixed(1)];
    }),
  );
  console.log(`wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const all = [...outcomes.values()];
  const total = all.reduce((t, o) => ({passed: t.passed + o.passed, failed: t.failed + o.failed}), {
    passed: 0,
    failed: 0,
  });
  const failedStages = stages.filter((s) => outcomes.get(s.name)!.status !== 'passed').map((s) => s.name);
  if (failedStages.length) console.log(`failed or skipped stages: ${failedStages.join(', ')}`);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
  process.exit(failedStages.length ? 1 : 0);
}

if (require.main === module) void main();
