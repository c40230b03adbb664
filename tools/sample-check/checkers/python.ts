/** Python: py_compile (syntax, for Python 3) and pyflakes3 (undefined names, unused imports), one process each. */
import fs from 'node:fs';
import path from 'node:path';
import type {Block} from '../extract';
import {assemble, fileName, outcome, run, type CheckContext, type Outcome} from '../core';

const COMPILE = `import py_compile, sys
for f in sys.argv[1:]:
    try:
        py_compile.compile(f, cfile=f + 'c', doraise=True)
    except py_compile.PyCompileError as e:
        print(f + ': ' + e.msg.strip().replace('\\n', ' '))
`;

export async function checkPython(blocks: Block[], ctx: CheckContext): Promise<Outcome[]> {
  if (blocks.length === 0) return [];
  const dir = path.join(ctx.work, 'python');
  fs.mkdirSync(dir, {recursive: true});
  const failures = new Map<string, string[]>(blocks.map((b) => [b.id, []]));
  const files: string[] = [];
  blocks.forEach((b, i) => {
    try {
      const file = fileName(i, 'py');
      fs.writeFileSync(path.join(dir, file), assemble(b, ctx));
      files.push(file);
    } catch (err) {
      failures.get(b.id)!.push((err as Error).message);
      files.push('');
    }
  });
  const present = files.filter(Boolean);
  const [compiled, flakes] = await Promise.all([
    run('python3', ['-c', COMPILE, ...present], {cwd: dir}),
    // Debian's pyflakes3, whatever python3 comes first on PATH (a pyenv python has no pyflakes module).
    run('pyflakes3', present, {cwd: dir}),
  ]);
  if (flakes.code !== 0 && !(flakes.code === 1 && /^b\d{3}\.py:/m.test(flakes.stdout))) {
    throw new Error(`pyflakes3 did not run: ${flakes.stderr}`);
  }
  for (const line of (compiled.stdout + flakes.stdout + flakes.stderr).split('\n')) {
    const m = /^(?:\.\/)?(b\d{3}\.py)[:]/.exec(line);
    const i = m ? files.indexOf(m[1]) : -1;
    if (i >= 0) failures.get(blocks[i].id)!.push(line);
  }
  return blocks.map((b) => outcome(b, 'Python', failures.get(b.id)!));
}
