/**
 * Where CI's time goes on this machine: runs the stages of `npm test` (scripts/test-all.ts) alone, one after another
 * in their listed order (each after the stages it needs), and prints each stage's wall time and the CPU seconds the
 * whole machine was busy meanwhile, read from /proc/stat. Counting the machine, not the stage's processes, takes in
 * what a process's own accounting misses, such as a browser's renderers; so run it on a quiet machine, as another
 * job's CPU counts too. On two cores, CI's wall time is bounded below by about half the CPU seconds of all stages.
 *   npm run build && npx tsx bench/ci/run.ts [stage …]   (default: every stage; output of each in bench/.work/ci/)
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {STAGES} from '../../scripts/test-all';
import {printTable} from '../lib/table';

const ROOT = path.join(__dirname, '..', '..');
const LOGS = path.join(ROOT, 'bench', '.work', 'ci');

/** The CPU time the machine spent busy, in clock ticks: the first line of /proc/stat less its idle and I/O wait. */
export function busyTicks(procStat: string): number {
  const cpu = /^cpu\s+(.+)$/m.exec(procStat);
  if (!cpu) throw new Error('bench/ci: no "cpu" line in /proc/stat');
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const [user, nice, system, , , irq, softirq, steal] = cpu[1].trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + (steal ?? 0);
}

/** The stages to run, in STAGES order; a name that is not a stage is an error that lists the stages. */
export function chooseStages(names: string[]): typeof STAGES {
  const unknown = names.filter((n) => !STAGES.some((s) => s.name === n));
  if (unknown.length)
    throw new Error(`bench/ci: unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  return names.length ? STAGES.filter((s) => names.includes(s.name)) : STAGES;
}

async function main(): Promise<void> {
  const stages = chooseStages(process.argv.slice(2));
  const tick = Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}));
  const busy = () => busyTicks(fs.readFileSync('/proc/stat', 'utf8')) / tick;
  fs.mkdirSync(LOGS, {recursive: true});
  const rows: Array<Array<string | number>> = [];
  let wallTotal = 0;
  let cpuTotal = 0;
  for (const stage of stages) {
    const log = path.join(LOGS, `${stage.name}.log`);
    const out = fs.openSync(log, 'w');
    const cpuBefore = busy();
    const started = performance.now();
    // CI=1: Playwright starts its own servers, as in CI.
    const code = await new Promise<number>((resolve) =>
      spawn('bash', ['-c', stage.command], {cwd: ROOT, stdio: ['ignore', out, out], env: {...process.env, CI: '1'}}).on(
        'close',
        (c) => resolve(c ?? 1),
      ),
    );
    const wall = (performance.now() - started) / 1000;
    const cpu = busy() - cpuBefore;
    fs.closeSync(out);
    wallTotal += wall;
    cpuTotal += cpu;
    const row = [stage.name, code === 0 ? 'passed' : `failed (${log})`, wall.toFixed(1), cpu.toFixed(1)];
    rows.push([...row, (cpu / wall).toFixed(2)]);
    console.log(`${stage.name}: ${row.slice(1).join(', ')} s`);
  }
  rows.push(['all', '', wallTotal.toFixed(1), cpuTotal.toFixed(1), (cpuTotal / wallTotal).toFixed(2)]);
  console.log('\nEach stage alone; CPU: the machine busy, in seconds; cores: CPU over wall time');
  printTable(['stage', 'result', 'wall s', 'CPU s', 'cores'], rows);
  console.log(`two cores need at least ${(cpuTotal / 2).toFixed(0)} s of wall time for all of it`);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
