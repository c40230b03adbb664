/**
 * Load on the production nginx (deploy/) serving the build, on loopback, with wrk: requests per second, p99 latency and
 * errors at increasing concurrency, for a doc page, the search index and, as the baseline measured in the same run,
 * robots.txt (the cheapest file nginx can serve). Bounded: each step runs `--seconds` (default 8).
 *   npm run build && npx tsx bench/load/run.ts [--seconds 8] [--connections 8,32,128,512]
 * Exits non-zero when a step had errors or wrk printed no rate, so a short run (`--seconds 1 --connections 8`, the CI
 * smoke step) keeps the bench working.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {startNginx} from '../../tests/support/nginx';
import {precompress} from '../../scripts/precompress';
import {printTable} from '../lib/table';

const BUILD = path.join(__dirname, '..', '..', 'build');
const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const seconds = Number(option('--seconds')) || 8;
const connections = (option('--connections') ?? '8,32,128,512').split(',').map(Number);

function findSearchIndex(): string | null {
  const candidates = fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((f) => /search.*index.*\.json$|index.*search.*\.json$/i.test(f));
  return candidates.length ? `/${candidates[0].split(path.sep).join('/')}` : null;
}

interface WrkResult {
  rps: number;
  p99ms: number;
  errors: number;
}

function toMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!m) return NaN;
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1);
}

function wrk(url: string, connections: number): WrkResult {
  const out = execFileSync(
    'wrk',
    ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url],
    {encoding: 'utf8'},
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p99ms = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = (socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0) + non2xx;
  return {rps, p99ms, errors};
}

async function main(): Promise<void> {
  if (!fs.existsSync('/usr/bin/wrk')) throw new Error('wrk is missing: apt-get install -y wrk');
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) throw new Error('no build: run `npm run build` first');
  await precompress(BUILD);
  const nginx = await startNginx(BUILD, 3299, 2);
  const targets: Array<[string, string]> = [
    ['baseline: /robots.txt', '/robots.txt'],
    ['doc page: /docs/neptune/api/device_connection/mqtt', '/docs/neptune/api/device_connection/mqtt'],
  ];
  const index = findSearchIndex();
  if (index) targets.push([`search index: ${index}`, index]);
  else console.log('no search index file found in the build; skipping that target');
  const rows: Array<Array<string | number>> = [];
  try {
    for (const [label, p] of targets) {
      let baseline = 0;
      for (const c of connections) {
        const r = wrk(`${nginx.url}${p}`, c);
        baseline ||= r.rps;
        rows.push([label, c, Math.round(r.rps), (r.rps / baseline).toFixed(2), r.p99ms.toFixed(2), r.errors]);
      }
    }
  } finally {
    await nginx.stop();
  }
  console.log(
    `wrk, 2 threads, ${seconds} s per step, nginx with 2 workers, on loopback (2 cores shared by client and server)`,
  );
  printTable(['target', 'connections', 'req/s', `req/s vs ${connections[0]} conns`, 'p99 ms', 'errors'], rows);
  const base = rows.filter((r) => String(r[0]).startsWith('baseline'));
  for (const r of rows.filter((x) => !String(x[0]).startsWith('baseline'))) {
    const b = base.find((x) => x[1] === r[1]);
    if (b)
      console.log(`${r[0]} at ${r[1]} connections: ${(Number(r[2]) / Number(b[2])).toFixed(2)}× the baseline's req/s`);
  }
  const bad = rows.filter((r) => !(Number(r[2]) > 0) || Number(r[5]) > 0);
  if (bad.length) throw new Error(`steps with errors or no rate: ${bad.map((r) => `${r[0]} at ${r[1]}`).join(', ')}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
