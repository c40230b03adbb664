/**
 * A page load as a mid-range phone runs it, task by task: Chromium (the full browser, as Lighthouse uses) with the CPU
 * throttled 4× (Chromium's own throttling, as DevTools applies it) and a phone's screen, records a trace with its
 * JavaScript samples from navigation until the page has been quiet for a while. Each main-thread task of 50 ms or more
 * from the first paint on is listed with its start, its length, what started it (a script's evaluation, a timer, an
 * idle callback, a message …), what it did (script, style and layout, GC …) and the modules and functions its time
 * went to, named through the chunks' source maps (builds with `DOCS_SOURCE_MAPS=1`; ./sites.ts builds the stock site
 * with them).
 * With --cpu-time the page runs unthrottled and each task counts for its thread time ×4: what the main thread itself
 * ran, scaled to a phone as Lighthouse's simulation scales it, without the time a busy machine gave to other processes
 * (wall times under throttling move by 2-4× on a loaded machine; thread times far less).
 *   DOCS_SOURCE_MAPS=1 npm run build && npx tsx bench/lighthouse/run.ts --profile [--cpu-time] [--pages intro] [--runs 1]
 * Writes, per page, site and run, into bench/.work/lighthouse/: the trace (`.trace.json`, DevTools' Performance panel
 * opens it) and the CPU profile with its frames moved to the original sources (`.cpuprofile`), and a summary of all
 * runs (`profile.json`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {SourceMap} from '../lib/sourceMap';
import {median, printTable} from '../lib/table';
import {OUT, machineLoad, type Page, type SiteName} from './sites';
import type {RunningNginx} from '../../tests/support/nginx';

const CPU_SLOWDOWN = 4;
/** After load and hydration, how long the page must stay free of tasks of 50 ms or more before the trace stops. */
const QUIET_MS = 4000;
const LONGEST_WAIT_MS = 30_000;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the thread itself ran, without the time the machine gave to other processes. */
  tdur?: number;
  id?: string;
  args?: {
    data?: Record<string, unknown> & {
      url?: string;
      functionName?: string;
      type?: string;
      documentLoaderURL?: string;
      navigationId?: string;
      startTime?: number;
      cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]};
      timeDeltas?: number[];
    };
    frame?: string;
    name?: string;
  };
}

interface CallFrame {
  functionName: string;
  url: string;
  scriptId: number | string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** Trace events that are work of a kind; any other event counts as the kind of the event it runs inside. */
const KIND_OF: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceCache': 'compile',
  'V8.CompileCode': 'compile',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireIdleCallback: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  Layout: 'style/layout',
  UpdateLayoutTree: 'style/layout',
  RecalculateStyles: 'style/layout',
  'Document::updateStyle': 'style/layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayerTree: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
};

/** What started a task: the first event under it that says so. */
const ENTRY_EVENTS = new Set([
  'EvaluateScript',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'FunctionCall',
  'ParseHTML',
  'RunMicrotasks',
  'v8.run',
]);

export interface ProfiledTask {
  /** ms since navigation start, and length in ms (throttled). */
  start: number;
  duration: number;
  entry: string;
  work: Record<string, number>;
  /** ms of JavaScript samples per module (natives counted for their nearest script frame's module). */
  modules: Record<string, number>;
  /** ms per function (the sampled frame, with its module and line). */
  functions: Record<string, number>;
}

export interface ProfileRun {
  page: string;
  site: SiteName;
  run: number;
  benchmarkIndex: number;
  firstPaint: number;
  hydrated: number;
  /** Sum over tasks from the first paint on of their time beyond 50 ms (the trace's own, throttled, not Lighthouse's). */
  blocking: number;
  tasks: ProfiledTask[];
}

const basename = (url: string) => /[^/?#]*(?=[?#]|$)/.exec(url.replace(/[?#].*$/, ''))?.[0] || url;

/** Chunks' source maps by script URL, read once. */
class Symbolizer {
  private maps = new Map<string, SourceMap | null>();
  constructor(
    private readonly origin: string,
    private readonly build: string,
  ) {}

  private map(url: string): SourceMap | null {
    if (!this.maps.has(url)) {
      let map: SourceMap | null = null;
      if (url.startsWith(this.origin)) {
        const file = path.join(this.build, new URL(url).pathname) + '.map';
        if (fs.existsSync(file)) map = SourceMap.read(file);
      }
      this.maps.set(url, map);
    }
    return this.maps.get(url)!;
  }

  /** The original module and line of a frame: `src/x.ts:12`, or the script's file name where no map covers it. */
  locate(frame: CallFrame): {module: string; line: number; column: number} | null {
    if (!frame.url) return null;
    const map = this.map(frame.url);
    const segment = map?.lookup(frame.lineNumber, frame.columnNumber);
    if (map && segment && segment.source >= 0) {
      return {module: map.sources[segment.source], line: segment.line + 1, column: segment.originalColumn};
    }
    return {
      module: frame.url.startsWith(this.origin) ? basename(frame.url) : frame.url,
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    };
  }
}

/** The main thread's CPU samples: each sample's time and leaf node, and the nodes. */
function cpuSamples(events: TraceEvent[], pid: number, tid: number) {
  const profiles = new Map<
    string,
    {start: number; tid: number; nodes: Map<number, ProfileNode>; samples: Array<[number, number]>}
  >();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const id = String(e.id);
    if (e.name === 'Profile') {
      profiles.set(id, {start: Number(e.args?.data?.startTime ?? e.ts), tid: e.tid, nodes: new Map(), samples: []});
      continue;
    }
    const profile = profiles.get(id);
    if (!profile) continue;
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    let t = profile.samples.length ? profile.samples[profile.samples.length - 1][0] : profile.start;
    ids.forEach((nodeId, i) => {
      t += deltas[i] ?? 0;
      profile.samples.push([t, nodeId]);
    });
  }
  const candidates = [...profiles.values()].sort(
    (a, b) => Number(b.tid === tid) - Number(a.tid === tid) || b.samples.length - a.samples.length,
  );
  return (
    candidates[0] ?? {start: 0, tid, nodes: new Map<number, ProfileNode>(), samples: [] as Array<[number, number]>}
  );
}

/** Reads a trace: the page's first paint and its long tasks from it on, each named by what ran. */
/**
 * `cpuTimeScale`: measure each task by its thread time times this factor (a page loaded without throttling, scaled to
 * a phone as Lighthouse's simulation scales it), instead of by its wall time under Chromium's throttling.
 */
export function analyseTrace(
  events: TraceEvent[],
  pageUrl: string,
  symbolizer: Symbolizer,
  cpuTimeScale?: number,
): {firstPaint: number; navigationStart: number; tasks: ProfiledTask[]; blocking: number; profile: object} {
  /** An event's length in µs as this analysis counts it. */
  const len = (e: TraceEvent) => (cpuTimeScale ? (e.tdur ?? e.dur!) * cpuTimeScale : e.dur!);
  // The page's navigation (SVG images and frames start navigations of their own, with no URL) and its first paint.
  const pagePath = pageUrl.replace(/\?.*$/, '');
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(pagePath),
  );
  const navigationId = navigation?.args?.data?.navigationId;
  // Its first contentful paint; Chromium leaves it out now and then (a trace buffer cut short): then its first paint.
  const fcp =
    events.find((e) => e.name === 'firstContentfulPaint' && e.args?.data?.navigationId === navigationId) ??
    events.find((e) => e.name === 'firstPaint' && e.args?.data?.navigationId === navigationId);
  if (!navigation || !fcp)
    throw new Error(`profile: no navigation or first contentful paint in the trace of ${pageUrl}`);
  const {pid, tid} = fcp;
  const t0 = navigation.ts;
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tops = thread.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // Top-level tasks only: a RunTask inside another (a nested run loop) counts for the outer one.
  const tasks: TraceEvent[] = [];
  for (const e of tops) {
    const last = tasks[tasks.length - 1];
    if (last && e.ts < last.ts + last.dur!) continue;
    tasks.push(e);
  }
  // The bench's own polling through the protocol (a script evaluated with no URL) is no task of the page's.
  const polled = (task: TraceEvent) =>
    thread.some(
      (e) => e.name === 'EvaluateScript' && !e.args?.data?.url && e.ts >= task.ts && e.ts < task.ts + task.dur!,
    );
  const long = tasks.filter((e) => len(e) >= 50_000 && e.ts >= fcp.ts && !polled(e));
  const cpu = cpuSamples(events, pid, tid);

  // The module of each node: its own frame's, or (a native function, the engine) its nearest script frame's.
  const moduleOf = new Map<number, string>();
  const functionOf = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = moduleOf.get(id);
    if (known !== undefined) return known;
    const node = cpu.nodes.get(id);
    let module = '(no script)';
    if (node) {
      const at = symbolizer.locate(node.callFrame);
      if (at) module = at.module;
      else if (node.parent !== undefined) module = resolve(node.parent);
      else module = node.callFrame.functionName || '(no script)';
      const name = node.callFrame.functionName || '(anonymous)';
      functionOf.set(id, at ? `${name} ${at.module}:${at.line}` : `${name} [native] ← ${module}`);
    }
    moduleOf.set(id, module);
    return module;
  };

  const profiled: ProfiledTask[] = long.map((task) => {
    const end = task.ts + task.dur!;
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
    // Self time of each event, counted for its kind (or its parent's); the task's own for "other".
    const work: Record<string, number> = {};
    const stack: Array<{e: TraceEvent; kind: string; child: number}> = [];
    const close = (upTo: number) => {
      while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur! <= upTo) {
        const top = stack.pop()!;
        work[top.kind] = (work[top.kind] ?? 0) + Math.max(0, len(top.e) - top.child) / 1000;
        if (stack.length) stack[stack.length - 1].child += len(top.e);
      }
    };
    let covered = 0;
    for (const e of inside) {
      close(e.ts);
      const kind = KIND_OF[e.name] ?? stack[stack.length - 1]?.kind ?? 'other';
      if (stack.length === 0) covered += len(e);
      stack.push({e, kind, child: 0});
    }
    close(Infinity);
    work.other = (work.other ?? 0) + Math.max(0, len(task) - covered) / 1000;
    const first = inside.find((e) => ENTRY_EVENTS.has(e.name));
    const data = first?.args?.data;
    const entry = first
      ? `${first.name}${data?.url ? ` ${basename(data.url)}` : ''}${data?.functionName ? ` ${data.functionName}` : ''}${data?.type ? ` ${data.type}` : ''}`
      : 'task';
    const modules: Record<string, number> = {};
    const functions: Record<string, number> = {};
    for (let i = 0; i < cpu.samples.length; i++) {
      const [t, id] = cpu.samples[i];
      if (t < task.ts || t >= end) continue;
      const next = cpu.samples[i + 1]?.[0] ?? t;
      const ms = Math.max(0, Math.min(next, end) - t) / 1000;
      const node = cpu.nodes.get(id);
      const name = node?.callFrame.functionName;
      if (name === '(idle)') continue;
      const module = name === '(program)' || name === '(garbage collector)' ? name : resolve(id);
      modules[module] = (modules[module] ?? 0) + ms;
      const fn = name === '(program)' || name === '(garbage collector)' ? name : functionOf.get(id)!;
      functions[fn] = (functions[fn] ?? 0) + ms;
    }
    // The samples are spaced in wall time: their shares are scaled to the task's length as counted here.
    const sampled = Object.values(modules).reduce((sum, ms) => sum + ms, 0);
    const factor = sampled > 0 ? len(task) / 1000 / sampled : 0;
    for (const tally of [modules, functions]) for (const k of Object.keys(tally)) tally[k] *= factor;
    return {start: (task.ts - t0) / 1000, duration: len(task) / 1000, entry, work, modules, functions};
  });

  // The CPU profile in DevTools' format, its frames moved to their original module and line.
  const nodes = [...cpu.nodes.values()].map((node) => {
    const at = symbolizer.locate(node.callFrame);
    return {
      id: node.id,
      callFrame: at
        ? {...node.callFrame, url: at.module, lineNumber: at.line - 1, columnNumber: at.column}
        : node.callFrame,
      children: [] as number[],
      parent: node.parent,
    };
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const n of nodes) if (n.parent !== undefined) byId.get(n.parent)?.children.push(n.id);
  const times = cpu.samples.map(([t]) => t);
  const profile = {
    nodes: nodes.map(({parent: _parent, ...n}) => n),
    startTime: cpu.start,
    endTime: times[times.length - 1] ?? cpu.start,
    samples: cpu.samples.map(([, id]) => id),
    timeDeltas: times.map((t, i) => t - (i ? times[i - 1] : cpu.start)),
  };
  const blocking = profiled.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return {firstPaint: (fcp.ts - t0) / 1000, navigationStart: t0, tasks: profiled, blocking, profile};
}

const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
];

async function profileOnce(
  browser: Browser,
  url: string,
  build: string,
  cpuTime: boolean,
): Promise<Omit<ProfileRun, 'page' | 'site' | 'run'> & {trace: Buffer; profile: object}> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  // When hydration ends (Docusaurus marks it on the root element, which does not exist yet when this runs) and when the latest long task ended. A string, not a
  // function: tsx would wrap a function's names in a helper the page lacks.
  await context.addInitScript(`(() => {
    window.benchLongTaskEnd = 0;
    new MutationObserver((_, observer) => {
      if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') return;
      window.benchHydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.benchLongTaskEnd = Math.max(window.benchLongTaskEnd, e.startTime + e.duration);
    }).observe({type: 'longtask'});
  })()`);
  const page = await context.newPage();
  try {
    // Lighthouse's own measure of the machine's speed, taken unthrottled before each load.
    const {pageFunctions} = await import('lighthouse/core/lib/page-functions.js');
    await page.goto('about:blank');
    const benchmarkIndex = (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    const cdp = await context.newCDPSession(page);
    if (!cpuTime) await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    await page.goto(url, {waitUntil: 'load'});
    // Polled through the protocol with a bare expression: Playwright's selectors and evaluate inject scripts of their
    // own into the page, which would run (and force layouts) inside the trace.
    const read = async (expression: string) =>
      ((await cdp.send('Runtime.evaluate', {expression, returnByValue: true})).result.value ?? null) as unknown;
    const begun = Date.now();
    let hydrated = 0;
    // Until hydration, then until the page has run no task of 50 ms or more for QUIET_MS (idle work, prefetching, the
    // service worker).
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const state = (await read(
        '[window.benchHydratedAt || 0, window.benchLongTaskEnd, performance.now()]',
      )) as number[];
      hydrated = state[0];
      if (Date.now() - begun > LONGEST_WAIT_MS) break;
      if (hydrated > 0 && state[2] - Math.max(hydrated, state[1]) >= QUIET_MS) break;
    }
    const trace = await browser.stopTracing();
    const events = (JSON.parse(trace.toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents;
    const symbolizer = new Symbolizer(new URL(url).origin, build);
    const result = analyseTrace(events, url, symbolizer, cpuTime ? CPU_SLOWDOWN : undefined);
    return {
      benchmarkIndex,
      firstPaint: result.firstPaint,
      hydrated,
      blocking: result.blocking,
      tasks: result.tasks,
      trace,
      profile: result.profile,
    };
  } finally {
    await context.close();
  }
}

const top = (tally: Record<string, number>, n: number) =>
  Object.entries(tally)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, ms]) => ms >= 1)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`);

const workLine = (work: Record<string, number>) =>
  Object.entries(work)
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1])
    .map(([k, ms]) => `${k} ${Math.round(ms)}`)
    .join(', ');

export async function profilePages(
  pages: Page[],
  servers: Partial<Record<SiteName, RunningNginx>>,
  builds: Partial<Record<SiteName, string>>,
  runs: number,
  {cpuTime = false} = {},
): Promise<ProfileRun[]> {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  fs.mkdirSync(OUT, {recursive: true});
  const mode = cpuTime ? `thread time ×${CPU_SLOWDOWN}` : `CPU ${CPU_SLOWDOWN}× slower`;
  const results: ProfileRun[] = [];
  const loadBefore = machineLoad();
  try {
    for (const {key, route} of pages) {
      for (let run = 1; run <= runs; run++) {
        // The sites alternate, so that a change in the machine's load weighs on both alike.
        for (const site of Object.keys(servers) as SiteName[]) {
          const url = servers[site]!.url + route;
          // A trace without the page's navigation or paint (rare) is taken again, twice at most.
          let attempt: Awaited<ReturnType<typeof profileOnce>> | undefined;
          for (let tries = 0; !attempt; tries++) {
            try {
              attempt = await profileOnce(browser, url, builds[site]!, cpuTime);
            } catch (error) {
              if (tries >= 2 || !/no navigation or first/.test(String(error))) throw error;
              console.error(String(error));
            }
          }
          const {trace, profile, ...measured} = attempt;
          const stem = path.join(OUT, `profile-${key}-${site}-${run}`);
          fs.writeFileSync(`${stem}.trace.json`, trace);
          fs.writeFileSync(`${stem}.cpuprofile`, JSON.stringify(profile));
          const result = {page: key, site, run, ...measured};
          results.push(result);
          console.log(
            `\n${key} ${route} · ${site} · run ${run}: first paint ${Math.round(result.firstPaint)} ms, hydrated ${Math.round(result.hydrated)} ms, blocking ${Math.round(result.blocking)} ms, ${result.tasks.length} long tasks from the first paint on (${mode}; benchmark index ${Math.round(result.benchmarkIndex)}) → ${path.relative(process.cwd(), stem)}.*`,
          );
          for (const t of result.tasks) {
            console.log(`  ${Math.round(t.start)} +${Math.round(t.duration)} ms  ${t.entry}  [${workLine(t.work)}]`);
            console.log(`      modules: ${top(t.modules, 4).join(' · ')}`);
            console.log(`      functions: ${top(t.functions, 3).join(' · ')}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const loadAfter = machineLoad();
  console.log(
    `\n${cpuTime ? 'Thread time of each task ×' + CPU_SLOWDOWN + ', unthrottled' : 'Throttled profile (CPU ' + CPU_SLOWDOWN + '×)'}, 412×823 phone screen, median of ${runs} run(s); first paint and hydrated are wall times; machine: before ${loadBefore}; after ${loadAfter}.`,
  );
  const rows: Array<Array<string | number>> = [];
  for (const {key, route} of pages) {
    for (const site of Object.keys(servers) as SiteName[]) {
      const mine = results.filter((r) => r.page === key && r.site === site);
      const m = (f: (r: ProfileRun) => number) => Math.round(median(mine.map(f)));
      rows.push([
        `${key} ${route}`,
        site,
        m((r) => r.firstPaint),
        m((r) => r.hydrated),
        m((r) => r.blocking),
        m((r) => r.tasks.length),
        m((r) => r.tasks.filter((t) => t.duration > 100).length),
        m((r) => Math.max(0, ...r.tasks.map((t) => t.duration))),
        m((r) => r.benchmarkIndex),
      ]);
    }
  }
  printTable(
    [
      'page',
      'site',
      'first paint ms',
      'hydrated ms',
      'blocking ms',
      'long tasks',
      '>100 ms',
      'longest ms',
      'bench idx',
    ],
    rows,
  );
  fs.writeFileSync(
    path.join(OUT, 'profile.json'),
    JSON.stringify(
      {date: new Date().toISOString(), loadBefore, loadAfter, cpuSlowdown: CPU_SLOWDOWN, results},
      null,
      1,
    ),
  );
  return results;
}
