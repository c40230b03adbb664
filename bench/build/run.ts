/**
 * Cold build time and peak memory of the site, alternating between two variants so that a slower stretch of the
 * machine weighs on both alike:
 *   npx tsx bench/build/run.ts [--runs 3]                 the bundler it ships with (@docusaurus/faster: Rspack, SWC,
 *                                                          Lightning CSS) against the same site on webpack and Babel
 *   npx tsx bench/build/run.ts [--runs 3] --against REV   this tree against the commit REV, checked out beside it in
 *                                                          bench/.work/build/against/ with this tree's node_modules
 * Each build starts cold: what `docusaurus clear` removes (.docusaurus/ and the bundler caches in node_modules/.cache/)
 * is removed first, but not build/, so that a build others are using survives. Each runs `npm run build`, the command
 * a contributor runs, into a folder of its own.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {median, printTable} from '../lib/table';

const ROOT = path.join(__dirname, '..', '..');
const WORK = path.join(ROOT, 'bench', '.work', 'build');
const AGAINST = path.join(WORK, 'against');

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/**
 * A config that is the project's own with Docusaurus Faster turned off. It sits at the root for the time of the run,
 * because Docusaurus resolves the config's relative plugin paths from the config file's folder.
 */
export function webpackConfig(): string {
  const file = path.join(ROOT, '.bench-webpack.config.ts');
  fs.writeFileSync(
    file,
    `import config from './docusaurus.config';\n` +
      `export default {...config, future: {...config.future, experimental_faster: false}};\n`,
  );
  return file;
}

interface Variant {
  name: string;
  /** The tree it builds. */
  root: string;
  /** A config file in place of the tree's docusaurus.config.ts. */
  config?: string;
}

function coldBuild(v: Variant, outDir: string): {seconds: number; peakMb: number} {
  for (const dir of ['.docusaurus', path.join('node_modules', '.cache')])
    fs.rmSync(path.join(v.root, dir), {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const args = ['-v', 'npm', 'run', 'build', '--', '--out-dir', outDir];
  if (v.config) args.push('--config', v.config);
  // GNU time writes its report to stderr, after the build's own output.
  const build = spawnSync('/usr/bin/time', args, {
    cwd: v.root,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) throw new Error(`${v.name}: build failed:\n${build.stderr.slice(-3000)}`);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(build.stderr)?.[1]);
  return {seconds, peakMb: peakKb / 1024};
}

function git(...args: string[]): string {
  const r = spawnSync('git', args, {cwd: ROOT, encoding: 'utf8'});
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** Removes the checked-out baseline, and git's record of it. */
export function removeCheckOut(): void {
  fs.rmSync(AGAINST, {recursive: true, force: true});
  git('worktree', 'prune');
}

/** The commit `rev` checked out in bench/.work/build/against/, sharing this tree's node_modules. */
export function checkOut(rev: string): Variant {
  const found = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], {cwd: ROOT, encoding: 'utf8'});
  if (found.status !== 0) throw new Error(`--against ${rev}: no such commit in this repository`);
  const commit = found.stdout.trim();
  removeCheckOut();
  git('worktree', 'add', '--detach', AGAINST, commit);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(AGAINST, 'node_modules'));
  return {name: `${rev} (${commit.slice(0, 7)}, baseline)`, root: AGAINST};
}

function main(): void {
  if (!fs.existsSync('/usr/bin/time')) throw new Error('/usr/bin/time is missing: apt-get install -y time');
  const runs = Number(arg('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${arg('--runs')}`);
  const against = arg('--against');
  const variants: Variant[] = against
    ? [checkOut(against), {name: 'this tree', root: ROOT}]
    : [
        {name: 'webpack + Babel (baseline)', root: ROOT, config: webpackConfig()},
        {name: 'Rspack + SWC (@docusaurus/faster)', root: ROOT},
      ];
  const results = variants.map(() => [] as Array<{seconds: number; peakMb: number}>);
  try {
    for (let i = 0; i < runs; i++) {
      variants.forEach((v, j) => {
        const r = coldBuild(v, path.join(WORK, `out-${j}`));
        results[j].push(r);
        console.log(`run ${i + 1}/${runs} ${v.name}: ${r.seconds.toFixed(1)} s, ${Math.round(r.peakMb)} MB`);
      });
    }
  } finally {
    if (variants[0].config) fs.rmSync(variants[0].config, {force: true});
    if (against) removeCheckOut();
    for (let j = 0; j < variants.length; j++) fs.rmSync(path.join(WORK, `out-${j}`), {recursive: true, force: true});
  }
  const base = median(results[0].map((r) => r.seconds));
  console.log(`\ncold \`npm run build\`, median of ${runs}, this machine (${os.availableParallelism()} cores)`);
  printTable(
    [against ? 'tree' : 'bundler', 'build s (median)', 'runs s', 'vs baseline', 'peak MB (median)'],
    variants.map((v, j) => {
      const s = median(results[j].map((r) => r.seconds));
      return [
        v.name,
        s.toFixed(2),
        results[j].map((r) => r.seconds.toFixed(2)).join(' / '),
        `${(s / base).toFixed(2)}×`,
        Math.round(median(results[j].map((r) => r.peakMb))),
      ];
    }),
  );
}

if (require.main === module) main();
