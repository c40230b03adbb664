/**
 * Cold build time and peak memory of the site with the bundler it ships with (@docusaurus/faster: Rspack, SWC,
 * Lightning CSS) against the same site built with webpack and Babel (the config with `future.experimental_faster`
 * off), in the same run. Each build starts cold: what `docusaurus clear` removes (.docusaurus/ and the bundler caches
 * in node_modules/.cache/) is removed first, but not build/, so that a build others are using survives. The runs
 * alternate between the two bundlers so that a slower stretch of the machine weighs on both alike.
 *   npx tsx bench/build/run.ts [--runs 3]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {median, printTable} from '../lib/table';

const ROOT = path.join(__dirname, '..', '..');
const WORK = path.join(ROOT, 'bench', '.work', 'build');
const runs = Number(process.argv.includes('--runs') ? process.argv[process.argv.indexOf('--runs') + 1] : 3);

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

function coldBuild(configFile: string | null): {seconds: number; peakMb: number} {
  for (const dir of ['.docusaurus', path.join('node_modules', '.cache')])
    fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  const started = process.hrtime.bigint();
  const args = ['-v', 'npx', 'docusaurus', 'build', '--out-dir', path.join(WORK, 'out')];
  if (configFile) args.push('--config', configFile);
  // GNU time writes its report to stderr, after the build's own output.
  const build = spawnSync('/usr/bin/time', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stderr.slice(-3000)}`);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(build.stderr)?.[1]);
  return {seconds, peakMb: peakKb / 1024};
}

function main(): void {
  if (!fs.existsSync('/usr/bin/time')) throw new Error('/usr/bin/time is missing: apt-get install -y time');
  const variants = [
    {name: 'webpack + Babel (baseline)', config: webpackConfig()},
    {name: 'Rspack + SWC (@docusaurus/faster)', config: null},
  ];
  const results = variants.map(() => [] as Array<{seconds: number; peakMb: number}>);
  try {
    for (let i = 0; i < runs; i++) {
      variants.forEach((v, j) => {
        const r = coldBuild(v.config);
        results[j].push(r);
        console.log(`run ${i + 1}/${runs} ${v.name}: ${r.seconds.toFixed(1)} s, ${Math.round(r.peakMb)} MB`);
      });
    }
  } finally {
    fs.rmSync(variants[0].config!, {force: true});
  }
  const base = median(results[0].map((r) => r.seconds));
  console.log(`\ncold \`docusaurus build\`, median of ${runs}, this machine (${os.availableParallelism()} cores)`);
  printTable(
    ['bundler', 'build s (median)', 'runs s', 'vs baseline', 'peak MB (median)'],
    variants.map((v, j) => {
      const s = median(results[j].map((r) => r.seconds));
      return [
        v.name,
        s.toFixed(1),
        results[j].map((r) => r.seconds.toFixed(1)).join(' / '),
        `${(s / base).toFixed(2)}×`,
        Math.round(median(results[j].map((r) => r.peakMb))),
      ];
    }),
  );
  fs.rmSync(path.join(WORK, 'out'), {recursive: true, force: true});
}

if (require.main === module) main();
