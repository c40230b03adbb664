/**
 * What the first search of a browser tab costs on a built site: the bytes (gzip) of the index files it fetches and the
 * time from the first request to the first answer, in Chromium, for each query on a fresh page. bench/scale runs it at
 * each content size.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {build as esbuild} from 'esbuild';
import {chromium} from '@playwright/test';
import {createStaticServer} from '../../lib/static-server';

const BLANK = 'bench-blank.html';
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** Reader questions of every kind: a code, a symptom, a how-to, a typo, a mixed query. */
export const FIRST_QUERIES = [
  'E201',
  '设备数据上不来',
  '控制密码忘了怎么办',
  'stmop 订阅',
  'neptune注册',
  'Janus 装好了网页打不开',
];

export interface FirstAnswer {
  query: string;
  /** Index files fetched, and their summed gzip size. */
  files: number;
  gzipBytes: number;
  ms: number;
}

export async function measureFirstAnswers(buildDir: string, queries = FIRST_QUERIES): Promise<FirstAnswer[]> {
  const script = (
    await esbuild({
      entryPoints: [path.join(__dirname, 'browser-local.ts')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      write: false,
      define: {'process.env.NODE_ENV': '"production"'},
      logLevel: 'error',
    })
  ).outputFiles[0]!.text;
  fs.writeFileSync(path.join(buildDir, BLANK), '<!doctype html><meta charset="utf-8"><title>bench</title>');
  const server = createStaticServer(buildDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gzipOf = new Map<string, number>();
  const gzip = (pathname: string) => {
    let size = gzipOf.get(pathname);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(buildDir, pathname)), {level: 6}).length;
      gzipOf.set(pathname, size);
    }
    return size;
  };
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS});
  try {
    const out: FirstAnswer[] = [];
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => {
        const {pathname} = new URL(r.url());
        if (pathname.startsWith('/search-index/')) fetched.push(decodeURIComponent(pathname));
      });
      await page.goto(`${origin}/${BLANK}`);
      await page.addScriptTag({content: script});
      const ms = await page.evaluate(async (q) => {
        const b = (
          window as unknown as {bench: {load(): Promise<number>; search(q: string, f: unknown): Promise<unknown>}}
        ).bench;
        const t0 = performance.now();
        await b.load();
        await b.search(q, []);
        return performance.now() - t0;
      }, query);
      out.push({query, files: fetched.length, gzipBytes: fetched.reduce((n, f) => n + gzip(f), 0), ms});
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(path.join(buildDir, BLANK), {force: true});
  }
}
