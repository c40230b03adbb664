/**
 * What the main thread does while /search?q=… loads on a phone: Lighthouse 12.8 (mobile, its default throttling) on
 * each built site given, in the same run, each served by the production nginx. Prints, per site, the median of the runs
 * of TBT, the main-thread time by category and the script evaluation time by script, then the long tasks of the
 * median run (by TBT), with the script each one is attributed to.
 *
 *   npm run build && npx tsx bench/search/mainThread.ts [--runs 5] [--query MQTT] [build ...]
 *
 * With no build given it measures ./build; give two (e.g. a copy of an earlier build, then ./build) to compare them.
 */
import path from 'node:path';
import {startNginx} from '../../tests/support/nginx';
import {precompress} from '../../scripts/precompress';
import {median, printTable} from '../lib/table';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 5;
const query = option('--query') ?? 'MQTT';
const builds = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (builds.length === 0) builds.push('build');

interface Item {
  group?: string;
  groupLabel?: string;
  url?: string;
  total?: number;
  scripting?: number;
  duration?: number;
  startTime?: number;
}

interface Run {
  tbt: number;
  byGroup: Map<string, number>;
  byScript: Map<string, number>;
  longTasks: Item[];
}

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || url;

async function audit(url: string, port: number): Promise<Run> {
  const {default: lighthouse} = await import('lighthouse');
  const result = await lighthouse(url, {port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
  const items = (id: string) => ((lhr.audits[id]?.details as {items?: Item[]} | undefined)?.items ?? []) as Item[];
  return {
    tbt: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
    byGroup: new Map(items('mainthread-work-breakdown').map((i) => [i.groupLabel ?? i.group ?? '?', i.duration ?? 0])),
    byScript: new Map(items('bootup-time').map((i) => [short(i.url ?? '?'), i.scripting ?? 0])),
    longTasks: items('long-tasks'),
  };
}

async function main(): Promise<void> {
  const {launch} = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: Array<{build: string; runs: Run[]}> = [];
  try {
    // Interleaved, so a change of load on the machine falls on every build alike.
    const servers = [];
    for (const [i, build] of builds.entries()) {
      await precompress(path.resolve(build));
      servers.push(await startNginx(path.resolve(build), 3520 + i, 2));
      results.push({build, runs: []});
    }
    try {
      for (let r = 0; r < runs; r++) {
        for (const [i, server] of servers.entries()) {
          results[i]!.runs.push(await audit(`${server.url}/search?q=${encodeURIComponent(query)}`, chrome.port));
        }
      }
    } finally {
      for (const s of servers) await s.stop();
    }
  } finally {
    chrome.kill();
  }
  const keys = (pick: (r: Run) => Map<string, number>) => [
    ...new Set(results.flatMap((b) => b.runs.flatMap((r) => [...pick(r).keys()]))),
  ];
  const med = (b: {runs: Run[]}, pick: (r: Run) => number) => median(b.runs.map(pick));
  const base = results[0]!;
  console.log(`\n/search?q=${query}, Lighthouse mobile, median of ${runs}; ratio = against ${base.build}\n`);
  const rows: string[][] = [['TBT', ...results.map((b) => `${med(b, (r) => r.tbt).toFixed(0)} ms`)]];
  for (const group of keys((r) => r.byGroup)) {
    rows.push([group, ...results.map((b) => `${med(b, (r) => r.byGroup.get(group) ?? 0).toFixed(0)} ms`)]);
  }
  for (const script of keys((r) => r.byScript)) {
    rows.push([
      `script ${script}`,
      ...results.map((b) => `${med(b, (r) => r.byScript.get(script) ?? 0).toFixed(0)} ms`),
    ]);
  }
  const total = (b: {runs: Run[]}) => med(b, (r) => [...r.byGroup.values()].reduce((a, x) => a + x, 0));
  rows.push([
    'main thread, all',
    ...results.map((b) => `${total(b).toFixed(0)} ms (×${(total(b) / total(base)).toFixed(2)})`),
  ]);
  printTable(['', ...results.map((b) => b.build)], rows);
  for (const b of results) {
    const byTbt = [...b.runs].sort((x, y) => x.tbt - y.tbt);
    const run = byTbt[Math.floor(byTbt.length / 2)]!;
    console.log(`\nlong tasks of the median run, ${b.build} (TBT ${run.tbt.toFixed(0)} ms):`);
    for (const t of run.longTasks) {
      console.log(`  at ${(t.startTime ?? 0).toFixed(0)} ms: ${(t.duration ?? 0).toFixed(0)} ms ${short(t.url ?? '')}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
