/**
 * Open-platform samples against the documented `janus` API (../types/janus.d.ts, written from
 * canon/open-platform-api.md): the pages' JavaScript is type-checked by TypeScript (checkJs), and each signature block
 * (`janus.device.get(uuid: string): Promise<DeviceDetail>`) must be the declared signature, assignable both ways.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {Block} from '../extract';
import {HERE, assemble, fileName, outcome, type CheckContext, type Outcome} from '../core';

const DTS = path.join(HERE, 'types', 'janus.d.ts');

export function isOpenPlatform(block: Block): boolean {
  return block.page.startsWith('docs/open-platform/') && ['javascript', 'typescript'].includes(block.lang);
}

/** `janus.a.b(params): R` statements of a signature block, split at the top-level parentheses. */
export function signatures(code: string): Array<{name: string; params: string; ret: string}> | null {
  const out: Array<{name: string; params: string; ret: string}> = [];
  const text = code.trim();
  let i = 0;
  while (i < text.length) {
    const head = /^janus(?:\.\w+)+/.exec(text.slice(i));
    if (!head || text[i + head[0].length] !== '(') return null;
    let depth = 0;
    let j = i + head[0].length;
    for (; j < text.length; j++) {
      if ('([{<'.includes(text[j])) depth++;
      else if (')]}>'.includes(text[j]) && text[j - 1] !== '=') depth--;
      if (depth === 0) break;
    }
    const params = text.slice(i + head[0].length + 1, j);
    const rest = text.slice(j + 1);
    const next = rest.search(/\njanus\./);
    const ret = (next < 0 ? rest : rest.slice(0, next)).replace(/^\s*:\s*/, '').trim();
    out.push({name: head[0], params, ret});
    i = next < 0 ? text.length : j + 1 + next + 1;
  }
  return out.length ? out : null;
}

export function checkJanusTypes(blocks: Block[], ctx: CheckContext): Outcome[] {
  const dir = path.join(ctx.work, 'janus-types');
  fs.mkdirSync(dir, {recursive: true});
  const failures = new Map<string, string[]>(blocks.map((b) => [b.id, []]));
  const files = new Map<string, Block>();
  blocks.forEach((b, i) => {
    let code: string;
    try {
      code = assemble(b, ctx);
    } catch (err) {
      failures.get(b.id)!.push((err as Error).message);
      return;
    }
    const sigs = b.lang === 'typescript' ? signatures(code) : null;
    if (b.lang === 'typescript' && sigs) {
      const body = sigs
        .map((s, k) => {
          const own = `(${s.params}) => ${s.ret}`;
          const declared = `(...a: Parameters<typeof ${s.name}>) => ReturnType<typeof ${s.name}>`;
          return `// ${s.name}\nexport const own${k}: ${declared} = null as unknown as ${own};\nexport const declared${k}: ${own} = null as unknown as ${declared};\n`;
        })
        .join('');
      const file = path.join(dir, fileName(i, 'ts'));
      fs.writeFileSync(file, body);
      files.set(file, b);
    } else {
      const file = path.join(dir, fileName(i, b.lang === 'typescript' ? 'ts' : 'js'));
      // A module of its own, so that two samples' top-level names do not collide.
      fs.writeFileSync(file, /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`);
      files.set(file, b);
    }
  });
  const program = ts.createProgram([DTS, ...files.keys()], {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    strict: false,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const b = d.file ? files.get(path.resolve(d.file.fileName)) : undefined;
    // A sample's import of the app's own module (../lib/status.js) names a file of the reader's project, not ours.
    if (d.code === 2307) continue;
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!b) throw new Error(`janus.d.ts: ${text}`);
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    failures.get(b.id)!.push(`TS${d.code} line ${line}: ${text}`);
  }
  return blocks.map((b) => outcome(b, `${b.lang} → janus.d.ts`, failures.get(b.id)!));
}
