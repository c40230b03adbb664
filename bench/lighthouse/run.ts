/**
 * Lighthouse 12.8 (mobile and desktop, median of 3) on the home page, the longest doc page, an API page, the Neptune
 * introduction and /search, each served by the production nginx, side by side with a stock Docusaurus 3.9.1 classic
 * site built in the same run from the same docs (./sites.ts). Prints the four category scores, FCP, LCP, TBT, CLS, the
 * JavaScript bytes (transfer size) of each page for both sites, and the long tasks after the first paint (Lighthouse's
 * simulated start and length, the script it attributes each to, and what ran: script evaluation, style and layout …);
 * each row as soon as it is measured, then the table, then the long tasks of each page's median run. Beside them, the
 * machine's speed: Lighthouse's benchmark index of each run and the load average.
 *   npm run build && npx tsx bench/lighthouse/run.ts [--runs 3] [--pages home,intro] [--form mobile] [--no-stock]
 *     [--reuse-stock] [--before DIR] [--port 3301] [--profile [--cpu-time]]
 * --pages and --form measure a part (labels: home, long-doc, api, intro, search); --no-stock skips the stock site (and
 * its build), to compare builds of this site run after run; --reuse-stock serves the previous run's stock build;
 * --before DIR serves another build of this site beside this one (an earlier commit's, built in a worktree of its
 * own), so that before and after are measured in the same run; the sites alternate run by run.
 * --profile records a throttled CPU profile of each page instead (./profile.ts; --cpu-time: unthrottled, each task
 * counted for its thread time ×4, steadier on a busy machine), which needs source maps:
 * `DOCS_SOURCE_MAPS=1 npm run build` first; the stock site is then built with them.
 * Everything measured is also written to bench/.work/lighthouse/lighthouse.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {median, printTable} from '../lib/table';
import {
  OUT,
  beforeBuild,
  benchPages,
  machineLoad,
  option,
  ourBuild,
  serveSites,
  stockBuild,
  type SiteName,
} from './sites';

export {prepareStockSite} from './sites';

const onlyPages = option('--pages')?.split(',');
const forms = (option('--form')?.split(',') ?? ['mobile', 'desktop']) as Array<'mobile' | 'desktop'>;
const withStock = !process.argv.includes('--no-stock');
const reuseStock = process.argv.includes('--reuse-stock');
const profile = process.argv.includes('--profile');
const port = Number(option('--port')) || 3301;
const runs = Number(option('--runs')) || (profile ? 1 : 3);

/** A main-thread task of 50 ms or more, as Lighthouse's long-tasks audit reports it (simulated times, ms). */
export interface LongTask {
  start: number;
  duration: number;
  /** The script Lighthouse attributes the task to (its file name), or "(page)" for none. */
  script: string;
  /** Milliseconds of the task per kind of work (Lighthouse's task groups: scriptEvaluation, styleLayout …). */
  work: Record<string, number>;
}

/** The tasks of the long-tasks audit that start at or after the first paint, in order of start. */
export function longTasksAfter(
  details: {debugData?: {urls?: string[]; tasks?: Array<Record<string, number>>}} | undefined,
  firstPaint: number,
): LongTask[] {
  const urls = details?.debugData?.urls ?? [];
  return (details?.debugData?.tasks ?? [])
    .map(({urlIndex, startTime, duration, ...work}) => ({
      start: startTime,
      duration,
      script: /[^/]*$/.exec(urls[urlIndex] ?? '')?.[0] || '(page)',
      work,
    }))
    .filter((t) => t.start >= firstPaint)
    .sort((a, b) => a.start - b.start);
}

const WORK_LABELS: Record<string, string> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'compile',
  styleLayout: 'style/layout',
  paintCompositeRender: 'paint',
  parseHTML: 'parse HTML',
  garbageCollection: 'GC',
  other: 'other',
};

/** `1523 +212 ms main.4c8a.js (script 150, style/layout 40)`: a task with its two largest kinds of work. */
export function describeTask(t: LongTask): string {
  const work = Object.entries(t.work)
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([k, ms]) => `${WORK_LABELS[k] ?? k} ${Math.round(ms)}`)
    .join(', ');
  return `${Math.round(t.start)} +${Math.round(t.duration)} ms ${t.script}${work ? ` (${work})` : ''}`;
}

interface Sample {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  jsRaw: number;
  /** Long tasks from the first paint on, and how many of them last over 100 ms. */
  longTasks: LongTask[];
  over100: number;
  /** Lighthouse's measure of the machine's speed in this run (higher is faster; a mid-range phone is about 1000). */
  benchmarkIndex: number;
  /** Main-thread time per script (Lighthouse's bootup-time: scripting, parse and compile), the largest first. */
  bootup: Array<{script: string; total: number; scripting: number}>;
}

/** One Lighthouse run; null when Lighthouse could not compute a metric (it then scores performance 0), with the reason. */
async function audit(url: string, formFactor: 'mobile' | 'desktop', port: number): Promise<Sample | null> {
  const {default: lighthouse} = await import('lighthouse');
  const {desktopConfig} = await import('lighthouse/core/config/desktop-config.js').then((m) => ({
    desktopConfig: m.default,
  }));
  const result = await lighthouse(
    url,
    {port, output: 'json', logLevel: 'error'},
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  const failed = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((id) => lhr.audits[id])
    .find((a) => !Number.isFinite(a?.numericValue));
  if (lhr.runtimeError || failed || lhr.categories.performance?.score == null) {
    console.error(
      `lighthouse run failed on ${url} (${formFactor}): ${lhr.runtimeError?.message ?? failed?.errorMessage ?? 'no performance score'}`,
    );
    return null;
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const resources =
    (lhr.audits['resource-summary']?.details as {items?: Array<{resourceType: string; transferSize: number}>})?.items ??
    [];
  const requests =
    (lhr.audits['network-requests']?.details as {items?: Array<{resourceType?: string; resourceSize: number}>})
      ?.items ?? [];
  const fcp = lhr.audits['first-contentful-paint'].numericValue ?? NaN;
  const longTasks = longTasksAfter(lhr.audits['long-tasks']?.details as never, fcp);
  const bootup =
    (lhr.audits['bootup-time']?.details as {items?: Array<{url: string; total: number; scripting: number}>})?.items ??
    [];
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
    js: resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
    // The scripts themselves, uncompressed: free of response headers and compression settings.
    jsRaw: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.resourceSize, 0),
    longTasks,
    over100: longTasks.filter((t) => t.duration > 100).length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    bootup: bootup
      .map((b) => ({script: /[^/]*$/.exec(b.url)?.[0] || b.url, total: b.total, scripting: b.scripting}))
      .slice(0, 5),
  };
}

/** A table row for a page that could not be measured: the reason in the score column, the rest empty. */
function unmeasured(
  formFactor: string,
  page: string,
  site: string,
  reason: string,
  failures: number | '',
): Array<string | number> {
  return [formFactor, page, site, reason, '', '', '', '', '', '', '', '', '', '', '', '', failures];
}

/** The sample whose TBT is the median of the runs (the lower middle one for an even count). */
function medianRun(samples: Sample[]): Sample {
  return [...samples].sort((a, b) => a.tbt - b.tbt)[Math.floor((samples.length - 1) / 2)];
}

async function lighthouseRuns(
  pages: ReturnType<typeof benchPages>,
  servers: Awaited<ReturnType<typeof serveSites>>,
): Promise<void> {
  const {launch} = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
  const sites = Object.keys(servers) as SiteName[];
  const rows: Array<Array<string | number>> = [];
  const details: Array<{form: string; page: string; site: string; samples: Sample[]}> = [];
  const loadBefore = machineLoad();
  /** A row of the table, also printed at once (a long run that is stopped keeps what it measured). */
  const add = (row: Array<string | number>, scores = '') => {
    rows.push(row);
    console.log(`${row.slice(0, 4).join(' · ')}${scores}`);
  };
  try {
    for (const formFactor of forms) {
      for (const {label, route} of pages) {
        // The sites alternate run by run, so that a change in the machine's load weighs on both alike.
        const samples: Record<string, Sample[]> = {};
        const failures: Record<string, number> = {};
        const live: SiteName[] = [];
        for (const site of sites) {
          const probe = await fetch(`${servers[site]!.url}${route.split('?')[0]}`);
          if (probe.status === 200) live.push(site);
          else add(unmeasured(formFactor, `${label} ${route}`, site, 'n/a (no such page)', ''));
          samples[site] = [];
          failures[site] = 0;
        }
        for (let run = 0; run < runs; run++) {
          for (const site of live) {
            // A failed run (Lighthouse could not compute a metric) is repeated, up to three times in all.
            while (samples[site].length <= run && failures[site] < 3) {
              const sample = await audit(`${servers[site]!.url}${route}`, formFactor, chrome.port);
              if (sample) samples[site].push(sample);
              else failures[site] += 1;
            }
          }
        }
        for (const site of live) {
          const got = samples[site];
          if (got.length === 0) {
            add(unmeasured(formFactor, `${label} ${route}`, site, 'n/a (every run failed)', failures[site]));
            continue;
          }
          details.push({form: formFactor, page: `${label} ${route}`, site, samples: got});
          const m = (k: 'perf' | 'a11y' | 'bp' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'js' | 'jsRaw' | 'over100') =>
            median(got.map((x) => x[k]));
          add(
            [
              formFactor,
              `${label} ${route}`,
              site,
              m('perf'),
              m('a11y'),
              m('bp'),
              m('seo'),
              Math.round(m('fcp')),
              Math.round(m('lcp')),
              Math.round(m('tbt')),
              m('cls').toFixed(3),
              m('over100'),
              (m('js') / 1024).toFixed(1),
              (m('jsRaw') / 1024).toFixed(1),
              Math.round(median(got.map((x) => x.benchmarkIndex))),
              got.map((x) => Math.round(x.tbt)).join(', '),
              failures[site],
            ],
            ` (runs: ${got.map((x) => x.perf).join(', ')}; LCP ${got.map((x) => Math.round(x.lcp)).join(', ')} ms; TBT ${got.map((x) => Math.round(x.tbt)).join(', ')} ms; benchmark index ${got.map((x) => Math.round(x.benchmarkIndex)).join(', ')})`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const loadAfter = machineLoad();
  console.log(
    `\nLighthouse 12.8, median of ${runs}, the sites alternating run by run, served by nginx on loopback; FCP, LCP, TBT and the long tasks are Lighthouse's simulated figures (a 4× slower CPU than this machine's); long >100 = tasks over 100 ms from the first paint on; JS KiB = scripts' transfer size (compressed, with response headers), JS raw = their uncompressed size; bench idx = Lighthouse's benchmark index of this machine (median; higher is faster); failed runs = runs repeated because Lighthouse could not compute a metric.\nMachine: before ${loadBefore}; after ${loadAfter}.`,
  );
  printTable(
    [
      'form',
      'page',
      'site',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'long >100',
      'JS KiB',
      'JS raw KiB',
      'bench idx',
      'TBT of each run',
      'failed runs',
    ],
    rows,
  );
  console.log(
    '\nLong tasks from the first paint on, in the run of median TBT (simulated start, length, script, work):',
  );
  for (const {form, page, site, samples} of details) {
    const run = medianRun(samples);
    console.log(`- ${form} ${page} ${site} (FCP ${Math.round(run.fcp)} ms, TBT ${Math.round(run.tbt)} ms):`);
    for (const task of run.longTasks) console.log(`    ${describeTask(task)}`);
    if (run.longTasks.length === 0) console.log('    none');
    console.log(
      `    main-thread time by script: ${run.bootup.map((b) => `${b.script} ${Math.round(b.total)} ms`).join(', ')}`,
    );
  }
  fs.mkdirSync(OUT, {recursive: true});
  fs.writeFileSync(
    path.join(OUT, 'lighthouse.json'),
    JSON.stringify({date: new Date().toISOString(), loadBefore, loadAfter, runs, details}, null, 1),
  );
}

async function main(): Promise<void> {
  const builds: Partial<Record<SiteName, string>> = {ours: ourBuild({sourceMaps: profile})};
  const before = beforeBuild();
  if (before) builds.before = before;
  if (withStock) builds.stock = stockBuild({reuse: reuseStock, sourceMaps: profile});
  const pages = benchPages(builds.ours!, onlyPages);
  const servers = await serveSites(builds, port);
  try {
    if (profile) {
      const {profilePages} = await import('./profile');
      await profilePages(pages, servers, builds, runs, {cpuTime: process.argv.includes('--cpu-time')});
    } else {
      await lighthouseRuns(pages, servers);
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
}
