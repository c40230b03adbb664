/**
 * Search benchmark: this site's local index against @easyops-cn/docusaurus-search-local (language ['zh', 'en']),
 * both built from the same content in the same run, both measured in Chromium on the same queries.
 *
 *   npx tsx bench/search/run.ts [--reuse] [--repeat N] [--site DIR]
 *
 * --site builds another checkout of the site (same layout) instead of this one, e.g. to try content not merged yet.
 * Builds the site into bench/.work/local/ and a copy of it with the easyops theme instead of the DocSearch modal into
 * bench/.work/easyops-site/ (output bench/.work/easyops/); --reuse skips both builds when their output exists.
 * Prints, for both engines side by side: index size (raw, gzip), load + parse time, and for each judged set (the keyword
 * set bench/search/queries.tsv, the reader questions bench/search/questions.tsv and the fresh questions
 * bench/search/fresh.tsv, each split into its tuning and held-out parts by lib.ts's fixed rule) MRR, recall@5, the number of queries
 * with no result and query latency p95; writes bench/.work/results.json.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {build as esbuild} from 'esbuild';
import {chromium, type Browser} from '@playwright/test';
import {createStaticServer} from '../../lib/static-server';
import {assertBuildable} from '../lib/siteCopy';
import {printTable} from '../lib/table';
import {QUERY_SETS, READER_SETS, prepareEasyopsSite, quality, readQueries, type Judged, type QuerySet} from './lib';

const REPO = path.resolve(__dirname, '..', '..');
const WORK = path.join(REPO, 'bench', '.work');
const LOCAL_OUT = path.join(WORK, 'local');
const EASY_SITE = path.join(WORK, 'easyops-site');
const EASY_OUT = path.join(WORK, 'easyops');
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];
const BLANK = 'bench-blank.html';
/** Contextual search as the site runs it. */
const FACETS = ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reuse = args.includes('--reuse');
const repeat = Number(option('--repeat')) || 7;
/** The site whose content both engines index. */
const ROOT = path.resolve(option('--site') ?? REPO);

function run(cmd: string, cmdArgs: string[], cwd: string): void {
  const env = {...process.env};
  for (const k of Object.keys(env)) if (k.startsWith('DOCSEARCH_')) delete env[k];
  const r = spawnSync(cmd, cmdArgs, {cwd, env, stdio: ['ignore', 'inherit', 'inherit']});
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (${r.status})`);
}

function indexFiles(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .map((f) => path.join(dir, f));
}

function sizes(files: string[]): {raw: number; gzip: number} {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const data = fs.readFileSync(f);
    raw += data.length;
    gzip += zlib.gzipSync(data, {level: 6}).length;
  }
  return {raw, gzip};
}

async function bundle(entry: string, alias: Record<string, string> = {}): Promise<string> {
  const result = await esbuild({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    alias,
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

function serve(dir: string): Promise<{url: string; close: () => void}> {
  fs.writeFileSync(path.join(dir, BLANK), '<!doctype html><meta charset="utf-8"><title>bench</title>');
  const server = createStaticServer(dir);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      resolve({url: `http://127.0.0.1:${port}`, close: () => server.close()});
    });
  });
}

interface EngineFigures {
  loadMs: number;
  /** Per query: the timed runs. */
  latencies: number[][];
  rankings: string[][];
}

type Engine = 'local' | 'easyops';

/** Runs one engine in Chromium: load + parse (median of fresh pages), per-query latency, and the ranked pages. */
async function measure(browser: Browser, url: string, script: string, queries: string[]): Promise<EngineFigures> {
  const loads: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/${BLANK}`);
    await page.addScriptTag({content: script});
    loads.push(await page.evaluate(() => (window as unknown as BenchWindow).bench.load()));
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/${BLANK}`);
  await page.addScriptTag({content: script});
  await page.evaluate(() => (window as unknown as BenchWindow).bench.load());
  const out = await page.evaluate(
    async ({queries, repeat, facets}) => {
      const b = (window as unknown as BenchWindow).bench;
      const latencies: number[][] = [];
      const rankings: string[][] = [];
      for (const q of queries) {
        rankings.push(await b.search(q, facets)); // also warms up
        const runs: number[] = [];
        for (let i = 0; i < repeat; i++) {
          const t0 = performance.now();
          await b.search(q, facets);
          runs.push(performance.now() - t0);
        }
        latencies.push(runs);
      }
      return {latencies, rankings};
    },
    {queries, repeat, facets: FACETS},
  );
  await context.close();
  return {loadMs: median(loads), ...out};
}

interface BenchWindow {
  bench: {load: () => Promise<number>; search: (q: string, facets: unknown) => Promise<string[]>};
}

function median(xs: number[]): number {
  return percentile(xs, 50);
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[i]!;
}

function kb(n: number): string {
  return `${(n / 1024).toFixed(0)} KB`;
}

/** The files of this site's index: the folder the build writes, or the single file of older builds. */
function localIndexFiles(): string[] {
  const dir = path.join(LOCAL_OUT, 'search-index');
  if (fs.existsSync(dir)) return fs.readdirSync(dir).map((f) => path.join(dir, f));
  return indexFiles(LOCAL_OUT, /^search-index\.json$/);
}

async function main(): Promise<void> {
  const sets = Object.keys(QUERY_SETS) as QuerySet[];
  const judged = Object.fromEntries(sets.map((set) => [set, readQueries(set)])) as Record<QuerySet, Judged[]>;
  const all = sets.flatMap((set) => judged[set].map((q) => q.query));
  fs.mkdirSync(WORK, {recursive: true});
  const docusaurus = path.join(REPO, 'node_modules', '.bin', 'docusaurus');
  if (!reuse || !fs.existsSync(path.join(LOCAL_OUT, 'index.html'))) {
    console.log('» building the site (local index) …');
    run(docusaurus, ['build', ROOT, '--out-dir', LOCAL_OUT], ROOT);
  }
  if (!reuse || !fs.existsSync(path.join(EASY_OUT, 'index.html'))) {
    console.log('» building the same content with @easyops-cn/docusaurus-search-local …');
    prepareEasyopsSite(ROOT, EASY_SITE, path.join(REPO, 'node_modules'));
    assertBuildable(EASY_SITE, path.join(ROOT, 'docusaurus.config.ts'));
    run(docusaurus, ['build', EASY_SITE, '--out-dir', EASY_OUT], ROOT);
  }

  const localFiles = localIndexFiles();
  const easyFiles = indexFiles(EASY_OUT, /^search-index.*\.json$/);

  const localScript = await bundle(path.join(__dirname, 'browser-local.ts'));
  const generated = path.join(EASY_SITE, '.docusaurus', '@easyops-cn', 'docusaurus-search-local', 'default');
  const easyScript = await bundle(path.join(__dirname, 'browser-easyops.ts'), {
    '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js': path.join(
      generated,
      'generated-constants.js',
    ),
    '@generated/@easyops-cn/docusaurus-search-local/default/generated.js': path.join(generated, 'generated.js'),
  });

  const localServer = await serve(LOCAL_OUT);
  const easyServer = await serve(EASY_OUT);
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS});
  try {
    const figures: Record<Engine, EngineFigures> = {
      local: await measure(browser, localServer.url, localScript, all),
      easyops: await measure(browser, easyServer.url, easyScript, all),
    };
    const engines: Array<{engine: Engine; name: string; files: string[]}> = [
      {engine: 'local', name: 'this site', files: localFiles},
      {engine: 'easyops', name: 'easyops 0.55', files: easyFiles},
    ];
    // Each set's slice of the measured queries.
    const slices: Record<QuerySet, [number, number]> = {} as Record<QuerySet, [number, number]>;
    let at = 0;
    for (const set of sets) {
      slices[set] = [at, at + judged[set].length];
      at += judged[set].length;
    }
    const results = engines.map(({engine, name, files}) => {
      const fig = figures[engine];
      const perSet = Object.fromEntries(
        sets.map((set) => {
          const [from, to] = slices[set];
          const q = quality(judged[set], fig.rankings.slice(from, to));
          return [set, {...q, p95: percentile(fig.latencies.slice(from, to).flat(), 95)}];
        }),
      ) as Record<QuerySet, ReturnType<typeof quality> & {p95: number}>;
      return {engine, name, size: sizes(files), loadMs: fig.loadMs, perSet};
    });
    console.log(
      `\n${sets.map((set) => `${judged[set].length} ${set}`).join(', ')}; ${repeat} timed runs each; Chromium ${browser.version()}\n`,
    );
    printTable(
      [
        'engine',
        'index raw',
        'index gzip',
        'load + parse',
        ...sets.flatMap((set) => [`${set} MRR`, 'recall@5', 'no result', 'p95']),
      ],
      results.map((r) => [
        r.name,
        kb(r.size.raw),
        kb(r.size.gzip),
        `${r.loadMs.toFixed(0)} ms`,
        ...sets.flatMap((set) => {
          const q = r.perSet[set];
          return [q.mrr.toFixed(3), q.recall5.toFixed(3), q.noResult, `${q.p95.toFixed(2)} ms`];
        }),
      ]),
    );
    const [mine, anchor] = results as [(typeof results)[0], (typeof results)[0]];
    // Each set's tuning and held-out parts (lib.ts's fixed rule), and the fresh questions by kind: a ranking change
    // is kept only if the held-out part gains too.
    const groups = sets.flatMap((set) => {
      const [from] = slices[set];
      const indexed = judged[set].map((q, i) => ({q, i: from + i}));
      const kinds = [...new Set(judged[set].flatMap((q) => (q.kind ? [q.kind] : [])))];
      return [
        ...(['tuning', 'held-out'] as const).map((part) => ({
          label: `${set} ${part}`,
          items: indexed.filter(({q}) => q.part === part),
        })),
        ...kinds.map((kind) => ({label: `${set}: ${kind}`, items: indexed.filter(({q}) => q.kind === kind)})),
      ];
    });
    // The goals' measure: every reader question (not the keywords) of all sets, by part.
    for (const part of ['tuning', 'held-out'] as const) {
      groups.push({
        label: `questions, all sets: ${part}`,
        items: READER_SETS.flatMap((set) => judged[set].map((q, i) => ({q, i: slices[set][0] + i}))).filter(
          ({q}) => q.part === part,
        ),
      });
    }
    console.log('\nby part (and, for the fresh questions, by kind):');
    printTable(
      ['queries', 'n', 'this site MRR', 'recall@5', 'no result', 'easyops MRR', 'recall@5'],
      groups.map(({label, items}) => {
        const [local, easy] = (['local', 'easyops'] as const).map((engine) =>
          quality(
            items.map(({q}) => q),
            items.map(({i}) => figures[engine].rankings[i]!),
          ),
        );
        return [
          label,
          items.length,
          local!.mrr.toFixed(3),
          local!.recall5.toFixed(3),
          local!.noResult,
          easy!.mrr.toFixed(3),
          easy!.recall5.toFixed(3),
        ];
      }),
    );
    for (const set of sets) {
      // Only the tuning part's misses: the held-out part is measured, never looked into.
      const misses = mine.perSet[set].perQuery.filter((p, i) => p.rank !== 1 && judged[set][i]!.part === 'tuning');
      if (misses.length === 0) continue;
      console.log(
        `\n${set} tuning queries whose first page is not a judged one (this site): rank of the first judged page, 0 = none`,
      );
      for (const m of misses) console.log(`  ${m.query}\t${m.rank}\t${m.top.slice(0, 3).join(' ')}`);
    }
    console.log(
      `\ngoals: ${sets.map((set) => `${set} MRR above easyops: ${mine.perSet[set].mrr > anchor.perSet[set].mrr ? 'yes' : 'NO'}`).join('; ')}; ` +
        `questions with no result: ${mine.perSet.questions.noResult}`,
    );
    fs.writeFileSync(path.join(WORK, 'results.json'), JSON.stringify(results, null, 2));
  } finally {
    await browser.close();
    localServer.close();
    easyServer.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
