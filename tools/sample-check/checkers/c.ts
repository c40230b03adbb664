/**
 * C and C++: every block is compiled against sdk/triton/include by the compiler of its platform (page path or
 * <windows.h>): gcc/g++ for Linux, x86_64- and i686-w64-mingw32 for Windows (x86 is where __cdecl matters), i686-w64-mingw32
 * for WinCE (triton_cpac.h). Linux programs (with main) are linked against the stub library so that runs can start them.
 * Blocks of one compiler and flags go to one compiler process. The headers' structure sizes are asserted on every target.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Block} from '../extract';
import {CORES, assemble, fileName, outcome, pool, run, type CheckContext, type Outcome} from '../core';
import {ROOT} from '../../../scripts/lib/docs';

export const INCLUDE = path.join(ROOT, 'sdk', 'triton', 'include');
const STUB = path.join(ROOT, 'sdk', 'triton', 'stub', 'triton_stub.c');

type Target = 'linux' | 'windows' | 'wince';
interface Compiler {
  name: string;
  c: string;
  cpp: string;
}
const COMPILERS: Record<Target, Compiler[]> = {
  linux: [{name: 'gcc', c: 'gcc', cpp: 'g++'}],
  windows: [
    {name: 'mingw-x64', c: 'x86_64-w64-mingw32-gcc', cpp: 'x86_64-w64-mingw32-g++'},
    {name: 'mingw-x86', c: 'i686-w64-mingw32-gcc', cpp: 'i686-w64-mingw32-g++'},
  ],
  wince: [{name: 'mingw-x86', c: 'i686-w64-mingw32-gcc', cpp: 'i686-w64-mingw32-g++'}],
};
/** EVC 4.0 follows VC6 (C++98); the Linux pages build with gcc -std=c99. */
const STD: Record<Target, {c: string; cpp: string}> = {
  linux: {c: '-std=c99', cpp: '-std=c++17'},
  windows: {c: '-std=c99', cpp: '-std=c++17'},
  wince: {c: '-std=c99', cpp: '-std=c++98'},
};
const WARN = ['-Wall', '-Werror'];
/** A fragment shows a few functions of a program: that its statics are unused there is not a defect. */
const FRAGMENT_WARN = ['-Wno-unused-function', '-Wno-unused-variable', '-Wno-unused-but-set-variable'];

/** The platforms a block is written for: its page's, or Windows when it includes <windows.h> unconditionally;
 * portable code (`#ifdef _WIN32`) is compiled for Linux and Windows. */
export function targetsOf(block: Block, code: string): Target[] {
  if (block.page.includes('/wince/')) return ['wince'];
  const portable = /#if(?:def)?\s+(?:defined\s*\(?\s*)?_WIN32/.test(code);
  if (portable) return ['linux', 'windows'];
  if (block.page.includes('/windows/') || /#include\s*<windows\.h>/i.test(code)) return ['windows'];
  return ['linux'];
}

export function isProgram(code: string): boolean {
  return /\bint\s+main\s*\(|\bWinMain\s*\(/.test(code);
}

interface Job {
  blocks: Block[];
  files: string[];
  cmd: string;
  args: string[];
  cwd: string;
}

/** Splits a compiler's output into messages per source file (bNNN.c); lines it cannot place go to every file. */
function attribute(stderr: string, files: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>(files.map((f) => [f, []]));
  let current: string | null = null;
  for (const line of stderr.split('\n')) {
    const m = /^(b\d{3})\.(?:c|cpp|h|hpp)[:(]/.exec(line) ?? /In file included from (b\d{3})\.(?:c|cpp)/.exec(line);
    const file = m && files.find((f) => f.startsWith(m[1] + '.'));
    if (file) current = file;
    if (!line.trim()) continue;
    if (current) out.get(current)!.push(line);
  }
  return out;
}

/** Linux: the stub as libtriton.so, for linking the programs the pages show. */
async function buildStub(dir: string): Promise<string> {
  fs.mkdirSync(dir, {recursive: true});
  const r = await run('gcc', [
    '-std=c99',
    ...WARN,
    '-fPIC',
    '-shared',
    '-fvisibility=hidden',
    '-I',
    INCLUDE,
    STUB,
    '-o',
    path.join(dir, 'libtriton.so'),
    '-lpthread',
  ]);
  if (r.code !== 0) throw new Error(`the stub library does not compile:\n${r.stderr}`);
  return dir;
}

const SIZES: Record<string, number> = {
  Payload: 128,
  PayloadSampling: 319,
  TritonDataSend: 64004,
  TritonDataRecv: 4164,
  TritonDataSendSampling: 63852,
  TritonStatus: 20,
};

/** The canon's structure sizes, asserted at compile time through each header on each target. */
async function checkHeaders(work: string): Promise<Outcome[]> {
  const asserts = Object.entries(SIZES)
    .map(([t, n]) => `typedef char size_of_${t}[sizeof(${t}) == ${n} ? 1 : -1];`)
    .join('\n');
  const cases: Array<{header: string; cc: string; std: string}> = [
    {header: 'triton.h', cc: 'gcc', std: '-std=c99'},
    {header: 'triton.h', cc: 'g++', std: '-std=c++98'},
    {header: 'triton.h', cc: 'x86_64-w64-mingw32-gcc', std: '-std=c99'},
    {header: 'triton.h', cc: 'i686-w64-mingw32-gcc', std: '-std=c99'},
    {header: 'triton_cpac.h', cc: 'i686-w64-mingw32-gcc', std: '-std=c99'},
    {header: 'triton_cpac.h', cc: 'i686-w64-mingw32-g++', std: '-std=c++98'},
  ];
  const dir = path.join(work, 'headers');
  fs.mkdirSync(dir, {recursive: true});
  const results = await pool(
    cases.map((c, i) => async () => {
      const file = path.join(dir, `h${i}.${c.cc.endsWith('++') ? 'cpp' : 'c'}`);
      fs.writeFileSync(file, `#include "${c.header}"\n${asserts}\n`);
      const r = await run(c.cc, [c.std, ...WARN, '-Wno-unused-local-typedefs', '-I', INCLUDE, '-fsyntax-only', file]);
      return r.code === 0 ? [] : [`${c.header} with ${c.cc}: ${r.stderr.trim()}`];
    }),
    2,
  );
  return ['triton.h', 'triton_cpac.h'].map((header) => {
    const block: Block = {
      id: `sdk/triton/include/${header}`,
      file: `sdk/triton/include/${header}`,
      line: 1,
      page: '',
      lang: 'c',
      meta: {directives: [], errors: []},
      code: '',
      heading: '',
    };
    return outcome(
      block,
      'C/C++ headers',
      results.flat().filter((m) => m.startsWith(header + ' ')),
    );
  });
}

/** Compiles every C/C++ block; returns outcomes and, for Linux programs, the path of the linked executable by block id. */
export async function checkC(
  blocks: Block[],
  ctx: CheckContext,
): Promise<{outcomes: Outcome[]; programs: Map<string, string>; stubDir: string}> {
  const dir = path.join(ctx.work, 'c');
  const stubDir = await buildStub(path.join(dir, 'stub'));
  const jobs = new Map<string, Job>();
  const links: Array<{block: Block; file: string; lang: string}> = [];
  const failures = new Map<string, string[]>(blocks.map((b) => [b.id, []]));
  blocks.forEach((block, i) => {
    let code: string;
    try {
      code = assemble(block, ctx);
    } catch (err) {
      failures.get(block.id)!.push((err as Error).message);
      return;
    }
    const lang = block.lang === 'cpp' ? 'cpp' : 'c';
    const program = isProgram(code);
    for (const target of targetsOf(block, code))
      for (const cc of COMPILERS[target]) {
        const flags = [STD[target][lang], ...WARN, ...(program ? [] : FRAGMENT_WARN), '-I', INCLUDE];
        const key = `${target} ${cc.name} ${lang} ${flags.join(' ')}`;
        const jobDir = path.join(dir, `${target}-${cc.name}-${lang}-${program ? 'program' : 'fragment'}`);
        if (!jobs.has(key)) {
          fs.mkdirSync(jobDir, {recursive: true});
          jobs.set(key, {
            blocks: [],
            files: [],
            cmd: lang === 'cpp' ? cc.cpp : cc.c,
            args: [...flags, '-c'],
            cwd: jobDir,
          });
        }
        const job = jobs.get(key)!;
        const file = fileName(i, lang);
        if (/^#pragma once/m.test(code)) {
          // A header the page shows (#pragma once): compiled as included by a file, which is how a program uses it.
          const header = fileName(i, lang === 'cpp' ? 'hpp' : 'h');
          fs.writeFileSync(path.join(jobDir, header), code);
          fs.writeFileSync(path.join(jobDir, file), `#include "${header}"\n`);
        } else fs.writeFileSync(path.join(jobDir, file), code);
        job.blocks.push(block);
        job.files.push(file);
        if (program && target === 'linux') links.push({block, file: path.join(jobDir, file), lang});
      }
  });
  await pool(
    [...jobs.values()].map((job) => async () => {
      const r = await run(job.cmd, [...job.args, ...job.files], {cwd: job.cwd});
      if (r.code === 0) return;
      const byFile = attribute(r.stderr, job.files);
      job.blocks.forEach((b, i) => {
        const lines = byFile.get(job.files[i])!;
        if (lines.some((l) => /error|warning/.test(l))) failures.get(b.id)!.push(`${job.cmd}:\n${lines.join('\n')}`);
      });
      if (!job.blocks.some((b) => failures.get(b.id)!.length)) {
        job.blocks.forEach((b) => failures.get(b.id)!.push(`${job.cmd} failed:\n${r.stderr}`));
      }
    }),
    CORES,
  );
  const programs = new Map<string, string>();
  await pool(
    links
      .filter((l) => failures.get(l.block.id)!.length === 0)
      .map((l) => async () => {
        const exe = l.file.replace(/\.(c|cpp)$/, '');
        const r = await run(
          l.lang === 'cpp' ? 'g++' : 'gcc',
          [l.file.replace(/\.(c|cpp)$/, '.o'), '-L', stubDir, '-ltriton', `-Wl,-rpath,${stubDir}`, '-o', exe],
          {
            cwd: path.dirname(l.file),
          },
        );
        if (r.code !== 0) failures.get(l.block.id)!.push(`link against the stub library:\n${r.stderr}`);
        else programs.set(l.block.id, exe);
      }),
    CORES,
  );
  const outcomes = blocks.map((b) => outcome(b, b.lang === 'cpp' ? 'C++' : 'C', failures.get(b.id)!));
  return {outcomes: [...outcomes, ...(await checkHeaders(ctx.work))], programs, stubDir};
}
