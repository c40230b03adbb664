/**
 * Shell: every bash block (and the commands of shell-session blocks, the lines after a `$ ` prompt) is parsed by
 * `bash -n` and checked by ShellCheck; ShellCheck's errors fail, its warnings are the page's business.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Block} from '../extract';
import {CORES, assemble, fileName, outcome, pool, run, type CheckContext, type Outcome} from '../core';

/** The commands of a terminal transcript: prompt lines without the prompt, with their continuation lines. */
export function sessionCommands(code: string): string {
  const out: string[] = [];
  let continuing = false;
  for (const line of code.split('\n')) {
    const prompt = /^(?:\S*[$#]|PS [^>]*>) (.*)$/.exec(line);
    if (prompt && !continuing) out.push(prompt[1]);
    else if (continuing) out.push(line);
    continuing = out.length > 0 && /\\$/.test(out[out.length - 1]) && (prompt !== null || continuing);
  }
  return out.join('\n') + '\n';
}

/** Lines only cmd or PowerShell runs: such a block is fenced `batch` or `powershell`, not a POSIX shell. */
const WINDOWS_LINE =
  /^\s*(?:(?:certutil|dumpbin|xcopy|copy|del|findstr|netsh|tasklist|chcp|cl|notepad|where|sc(?:\.exe)?|set\s+\w+=|cd\s+\/d)\b|[A-Za-z]:\\|[\w.\\-]+\.exe\b|.*-G\s+"Visual Studio|(?:Get|Set|New|Remove|Test|Start|Stop|Resolve|Invoke|Expand)-[A-Z]\w+|\$env:)/;

export function windowsLines(code: string): string[] {
  return code.split('\n').filter((l) => WINDOWS_LINE.test(l));
}

export function shellSource(block: Block, ctx: CheckContext): string {
  return block.lang === 'shell-session' ? sessionCommands(block.code) : assemble(block, ctx);
}

export async function checkShell(blocks: Block[], ctx: CheckContext): Promise<Outcome[]> {
  if (blocks.length === 0) return [];
  const dir = path.join(ctx.work, 'shell');
  fs.mkdirSync(dir, {recursive: true});
  const failures = new Map<string, string[]>(blocks.map((b) => [b.id, []]));
  const files = blocks.map((b, i) => {
    const file = fileName(i, 'sh');
    fs.writeFileSync(path.join(dir, file), shellSource(b, ctx));
    return file;
  });
  blocks.forEach((b) => {
    const lines = windowsLines(shellSource(b, ctx));
    if (lines.length)
      failures
        .get(b.id)!
        .push(`Windows commands in a ${b.lang} block (fence it batch or powershell): ${lines[0].trim()}`);
  });
  const syntax = pool(
    files.map((f, i) => async () => {
      const r = await run('bash', ['-n', f], {cwd: dir});
      if (r.code !== 0) failures.get(blocks[i].id)!.push(`bash -n: ${r.stderr.trim()}`);
    }),
    CORES,
  );
  const lint = run('shellcheck', ['--shell=bash', '--severity=error', '--format=gcc', ...files], {cwd: dir});
  const [, sc] = await Promise.all([syntax, lint]);
  if (sc.code !== 0 && sc.code !== 1) throw new Error(`shellcheck did not run: ${sc.stderr}`);
  for (const line of sc.stdout.split('\n')) {
    const m = /^(b\d{3}\.sh):/.exec(line);
    if (m) failures.get(blocks[files.indexOf(m[1])].id)!.push(`shellcheck: ${line}`);
  }
  return blocks.map((b) => outcome(b, b.lang, failures.get(b.id)!));
}
