/**
 * npm run check:samples — checks every fenced code block of docs/ with the real tool for its language, runs what can run
 * against loopback peers, prints a table (language × checked / passed / failed / skipped) and exits non-zero on any
 * failure or when more than 10 % of the blocks are skipped. The fence meta syntax is in ./meta.ts and CONTRIBUTING.md.
 *
 * Usage: tsx tools/sample-check/index.ts [--only <lang,…>] [--verbose]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readPages, uniqueBlocks, type Block} from './extract';
import {outcome, type CheckContext, type Outcome} from './core';
import {checkAsyncApi} from './checkers/asyncapi';
import {checkC} from './checkers/c';
import {CANON_FILE, checkCanon, loadCanon} from './checkers/canon';
import {
  checkConfig,
  isLowcodeExpressions,
  isModbusFrames,
  isStompFrame,
  lowcodeExpressionErrors,
  isTree,
  isUrl,
  modbusFrameErrors,
  stompErrors,
  treeErrors,
  urlErrors,
} from './checkers/config';
import {checkData} from './checkers/data';
import {checkGo} from './checkers/go';
import {checkJanusTypes, isOpenPlatform} from './checkers/janus-types';
import {checkJs} from './checkers/js';
import {checkOpenApi} from './checkers/openapi';
import {checkPython} from './checkers/python';
import {checkShell} from './checkers/shell';
import {checkSt} from './checkers/st';
import {checkWindowsShells} from './checkers/windows';
import {runAll} from './runs';

/** Languages with no check, and why; a block in one of them is skipped with this reason unless its meta says more. */
const NO_TOOL: Record<string, string> = {
  text: 'plain text (terminal screen, log, message, letter): no tool reads it',
  java: 'the Spring 6.1 client needs Spring and Jackson jars, which neither npm nor Debian (Spring 4.3) ships',
};

const SKIP_LIMIT = 0.1;

function table(outcomes: Outcome[]): string {
  const rows = new Map<
    string,
    {checked: number; passed: number; failed: number; skipped: number; reasons: Map<string, number>}
  >();
  for (const o of outcomes) {
    const r = rows.get(o.row) ?? {checked: 0, passed: 0, failed: 0, skipped: 0, reasons: new Map()};
    if (o.skipped !== undefined) {
      r.skipped++;
      r.reasons.set(o.skipped, (r.reasons.get(o.skipped) ?? 0) + 1);
    } else {
      r.checked++;
      if (o.failures.length) r.failed++;
      else r.passed++;
    }
    rows.set(o.row, r);
  }
  const lines = [['language / check', 'checked', 'passed', 'failed', 'skipped'].join(' | ')];
  for (const [name, r] of [...rows].sort((a, b) => a[0].localeCompare(b[0]))) {
    lines.push([name, r.checked, r.passed, r.failed, r.skipped].join(' | '));
    for (const [reason, n] of r.reasons) lines.push(`    skipped ${n}: ${reason}`);
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const started = Date.now();
  const only = argv.includes('--only') ? new Set(argv[argv.indexOf('--only') + 1].split(',')) : null;
  const pages = readPages();
  // --only leaves out the runs, and with them the output blocks only a run can check.
  const isOutput = (b: Block) => b.meta.directives.some((d) => d.kind === 'output');
  const blocks = uniqueBlocks(pages).filter((b) => !only || (only.has(b.lang) && !isOutput(b)));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-check-'));
  const ctx: CheckContext = {pages: new Map(pages.map((p) => [p.file, p])), work};
  const outcomes: Outcome[] = [];
  try {
    const todo: Block[] = [];
    for (const b of blocks) {
      if (b.meta.errors.length) outcomes.push(outcome(b, b.lang || '(none)', b.meta.errors));
      else if (b.meta.directives.some((d) => d.kind === 'none'))
        outcomes.push({...outcome(b, b.lang || '(none)'), skipped: b.meta.reason!});
      else if (isStompFrame(b)) outcomes.push(outcome(b, 'STOMP frames (text)', stompErrors(b)));
      else if (isTree(b)) outcomes.push(outcome(b, 'trees (text)', treeErrors(b)));
      else if (isModbusFrames(b)) outcomes.push(outcome(b, 'Modbus frames (text)', modbusFrameErrors(b)));
      else if (isLowcodeExpressions(b))
        outcomes.push(outcome(b, 'Lowcode expressions (text)', lowcodeExpressionErrors(b)));
      else if (isUrl(b)) outcomes.push(outcome(b, 'URLs (text)', urlErrors(b)));
      else if (NO_TOOL[b.lang] !== undefined && !b.meta.directives.some((d) => d.kind === 'output')) {
        outcomes.push({...outcome(b, b.lang), skipped: NO_TOOL[b.lang]});
      }
      if (!b.meta.errors.length && !b.meta.directives.some((d) => d.kind === 'none')) todo.push(b);
    }
    const of = (...langs: string[]) => todo.filter((b) => langs.includes(b.lang) && !isOpenPlatform(b));
    outcomes.push(...checkJanusTypes(todo.filter(isOpenPlatform), ctx));
    outcomes.push(...checkData(of('json', 'yaml', 'toml', 'ini', 'properties', 'csv')));
    outcomes.push(...checkOpenApi(todo, ctx));
    const canonFile = process.env.SAMPLE_CHECK_CANON ?? CANON_FILE;
    if (fs.existsSync(canonFile)) outcomes.push(...checkCanon(todo, loadCanon(canonFile)));
    else
      console.log(`${path.relative(process.cwd(), canonFile)} does not exist yet: registers and data IDs not checked`);
    outcomes.push(...checkSt(of('iecst'), ctx));
    outcomes.push(...checkWindowsShells(of('batch', 'powershell')));
    outcomes.push(...(await checkConfig(of('nginx', 'regex'), ctx)));
    // The compilers are the slow part: C first (Go links against its stub), the light tools beside them.
    const [c, py, sh, js] = await Promise.all([
      checkC(of('c', 'cpp'), ctx),
      checkPython(of('python'), ctx),
      checkShell(of('bash', 'shell-session'), ctx),
      checkJs(of('javascript', 'typescript', 'html'), ctx),
    ]);
    const go = await checkGo(of('go'), ctx, c.stubDir);
    outcomes.push(...c.outcomes, ...py, ...sh, ...js, ...go.outcomes);
    if (!only) {
      const outputs = new Set(todo.filter((b) => b.meta.directives.some((d) => d.kind === 'output')).map((b) => b.id));
      const ran = await runAll(todo, ctx, {programs: new Map([...c.programs, ...go.programs]), stubDir: c.stubDir});
      // An output block is checked by its run alone; its plain-text language has no tool of its own.
      for (let i = outcomes.length - 1; i >= 0; i--) if (outputs.has(outcomes[i].block.id)) outcomes.splice(i, 1);
      outcomes.push(...ran);
    }
    // After the runs, which replace what earlier checks said of their output blocks: what mosquitto_sub prints is a
    // message of the AsyncAPI document too.
    outcomes.push(...checkAsyncApi(todo, ctx));
    const handled = new Set(outcomes.map((o) => o.block.id));
    for (const b of todo)
      if (!handled.has(b.id)) outcomes.push(outcome(b, b.lang || '(none)', [`no check for language "${b.lang}"`]));
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
  const failed = outcomes.filter((o) => o.failures.length);
  for (const o of failed)
    console.log(`\n✗ ${o.block.id} [${o.row}]\n  ${o.failures.join('\n').replace(/\n/g, '\n  ')}`);
  console.log(`\n${table(outcomes)}\n`);
  // A block skipped in its language row but checked in another (a cmd block's curl command against the OpenAPI
  // documents) is a checked block.
  const checkedIds = new Set(outcomes.filter((o) => o.skipped === undefined).map((o) => o.block.id));
  const skipped = new Set(
    outcomes.filter((o) => o.skipped !== undefined && !checkedIds.has(o.block.id)).map((o) => o.block.id),
  ).size;
  const share = skipped / Math.max(1, blocks.length);
  console.log(
    `${blocks.length} blocks: ${failed.length} failed, ${skipped} skipped (${(share * 100).toFixed(2)} %); ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (share > SKIP_LIMIT) console.log(`more than ${SKIP_LIMIT * 100} % of the blocks are skipped`);
  return failed.length > 0 || share > SKIP_LIMIT ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(2);
    },
  );
}
