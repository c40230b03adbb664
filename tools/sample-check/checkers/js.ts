/** JavaScript and TypeScript: parsed by esbuild (the site's own), JSX allowed; HTML blocks' inline scripts as well. */
import {transform} from 'esbuild';
import {Parser} from 'htmlparser2';
import type {Block} from '../extract';
import {CORES, assemble, outcome, pool, type CheckContext, type Outcome} from '../core';

/** Inline scripts of an HTML block, and tags closed that were never opened (or left open). */
function htmlParts(code: string): {scripts: string[]; problems: string[]} {
  const scripts: string[] = [];
  const problems: string[] = [];
  const stack: string[] = [];
  const VOID = new Set([
    'area',
    'base',
    'br',
    'col',
    'embed',
    'hr',
    'img',
    'input',
    'link',
    'meta',
    'source',
    'track',
    'wbr',
  ]);
  let inScript = false;
  let script = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (!VOID.has(name)) stack.push(name);
        if (name === 'script' && !attrs.src && (!attrs.type || /javascript|module/.test(attrs.type))) {
          inScript = true;
          script = '';
        }
      },
      ontext(text) {
        if (inScript) script += text;
      },
      onclosetag(name, implied) {
        if (VOID.has(name)) return;
        if (implied && name !== 'p' && name !== 'li') problems.push(`<${name}> is not closed`);
        if (stack[stack.length - 1] === name) stack.pop();
        if (name === 'script' && inScript) {
          inScript = false;
          scripts.push(script);
        }
      },
    },
    {recognizeSelfClosing: true},
  );
  parser.write(code);
  parser.end();
  return {scripts, problems};
}

async function parses(code: string, loader: 'jsx' | 'tsx'): Promise<string[]> {
  try {
    await transform(code, {loader, format: 'esm', logLevel: 'silent'});
    return [];
  } catch (err) {
    const e = err as {errors?: Array<{text: string; location?: {line: number; column: number} | null}>};
    return (e.errors ?? [{text: String(err)}]).map(
      (x) => `${x.location ? `line ${x.location.line}:${x.location.column}: ` : ''}${x.text}`,
    );
  }
}

export async function checkJs(blocks: Block[], ctx: CheckContext): Promise<Outcome[]> {
  return pool(
    blocks.map((b) => async () => {
      if (b.lang === 'html') {
        const {scripts, problems} = htmlParts(b.code);
        const errors = (await Promise.all(scripts.map((s) => parses(s, 'jsx')))).flat();
        return outcome(b, 'html', [...problems, ...errors.map((e) => `inline script: ${e}`)]);
      }
      let code: string;
      try {
        code = assemble(b, ctx);
      } catch (err) {
        return outcome(b, b.lang, [(err as Error).message]);
      }
      return outcome(b, b.lang, await parses(code, b.lang === 'typescript' ? 'tsx' : 'jsx'));
    }),
    CORES * 2,
  );
}
