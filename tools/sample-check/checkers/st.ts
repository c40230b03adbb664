/**
 * IEC 61131-3 Structured Text (OtoStudio / CoDeSys V2.3): every identifier a block uses must be declared in it, in its
 * context (check=after:…, usually the PROGRAM it belongs to), by a POU or TYPE of its page, or be a keyword, an
 * elementary type, a standard function or function block, or part of the Triton library (triton_cpac.lib). Names after
 * `.` (structure members, FB outputs) and formal parameters (`IN :=`) are not variables. A misspelled or undeclared
 * variable fails, as it fails "工程 > 全部编译".
 */
import type {Block} from '../extract';
import {contextOf, outcome, type CheckContext, type Outcome} from '../core';

const KEYWORDS = `IF THEN ELSIF ELSE END_IF FOR TO BY DO END_FOR WHILE END_WHILE REPEAT UNTIL END_REPEAT CASE OF END_CASE
RETURN EXIT AND OR XOR NOT MOD TRUE FALSE VAR VAR_INPUT VAR_OUTPUT VAR_IN_OUT VAR_GLOBAL VAR_EXTERNAL CONSTANT RETAIN
END_VAR POINTER ARRAY STRUCT END_STRUCT TYPE END_TYPE FUNCTION END_FUNCTION FUNCTION_BLOCK END_FUNCTION_BLOCK PROGRAM
END_PROGRAM AT`;
const TYPES = `BOOL BYTE WORD DWORD LWORD SINT USINT INT UINT DINT UDINT LINT ULINT REAL LREAL STRING WSTRING TIME DATE
TIME_OF_DAY TOD DATE_AND_TIME DT TON TOF TP R_TRIG F_TRIG CTU CTD CTUD RS SR`;
const FUNCTIONS = `ADR SIZEOF LEN LEFT RIGHT MID CONCAT INSERT DELETE REPLACE FIND MIN MAX LIMIT SEL MUX ABS SQRT TRUNC`;
/** triton_cpac.lib: the five functions and six structures (canon/triton-wince.md). */
const TRITON = `triton_send triton_recv triton_ack triton_send_sampling triton_status Payload PayloadSampling TritonDataSend
TritonDataRecv TritonDataSendSampling TritonStatus`;

const BUILTIN = new Set(`${KEYWORDS} ${TYPES} ${FUNCTIONS}`.split(/\s+/).map((w) => w.toUpperCase()));
const LIBRARY = new Set(TRITON.split(/\s+/).map((w) => w.toUpperCase()));

/** Code without comments, strings and time literals (CoDeSys identifiers are case-insensitive: upper-cased). */
function strip(code: string): string {
  return code
    .replace(/\(\*[\s\S]*?\*\)/g, ' ')
    .replace(/'(?:[^'$]|\$.)*'/g, "''")
    .replace(/\b(?:T|TIME|DT|TOD|D)#[\w.:-]+/gi, '0');
}

/** Names a piece of ST declares: variables of VAR sections, POUs, TYPEs and their members. */
export function declarations(code: string): Set<string> {
  const out = new Set<string>();
  const text = strip(code);
  for (const m of text.matchAll(/\b(?:FUNCTION_BLOCK|FUNCTION|PROGRAM|TYPE)\s+(\w+)/gi)) out.add(m[1].toUpperCase());
  for (const section of text.matchAll(/\b(?:VAR\w*|STRUCT)\b([\s\S]*?)\bEND_(?:VAR|STRUCT)\b/gi)) {
    for (const decl of section[1].split(';')) {
      const names = /^\s*(?:CONSTANT\s+|RETAIN\s+)?([\w\s,]+?)\s*(?:AT\s+%\S+\s*)?:(?!=)/i.exec(decl);
      if (names) for (const n of names[1].split(',')) if (n.trim()) out.add(n.trim().toUpperCase());
    }
  }
  return out;
}

/** Identifiers used in the code (not after `.`, not formal parameters, not in declarations' type parts). */
export function usedNames(code: string): Array<{name: string; line: number}> {
  const out: Array<{name: string; line: number}> = [];
  strip(code)
    .replace(/\b(?:VAR\w*|STRUCT)\b[\s\S]*?\bEND_(?:VAR|STRUCT)\b/gi, (m) => m.replace(/[^\n]/g, ' '))
    .split('\n')
    .forEach((line, i) => {
      for (const m of line.matchAll(/(?<![.\w#%])([A-Za-z_]\w*)\b/g)) {
        const before = line.slice(0, m.index).trimEnd();
        const after = line.slice(m.index! + m[0].length);
        if (/[(,]$/.test(before) && /^\s*:=/.test(after) && /\w\s*\([^)]*$/.test(before)) continue;
        out.push({name: m[1], line: i + 1});
      }
    });
  return out;
}

export function checkSt(blocks: Block[], ctx: CheckContext): Outcome[] {
  return blocks.map((b) => {
    let context: string;
    try {
      context = contextOf(b, ctx);
    } catch (err) {
      return outcome(b, 'iecst', [(err as Error).message]);
    }
    const pageCode = ctx.pages
      .get(b.page)!
      .blocks.filter((x) => x.lang === 'iecst')
      .map((x) => x.code)
      .join('\n');
    const known = new Set([...declarations(context), ...declarations(b.code)]);
    for (const m of strip(pageCode).matchAll(/\b(?:FUNCTION_BLOCK|FUNCTION|TYPE)\s+(\w+)/gi))
      known.add(m[1].toUpperCase());
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const {name, line} of usedNames(b.code)) {
      const key = name.toUpperCase();
      if (BUILTIN.has(key) || LIBRARY.has(key) || known.has(key) || /^\w+_TO_\w+$/.test(key) || seen.has(key)) continue;
      seen.add(key);
      failures.push(`line ${line}: ${name} is not declared`);
    }
    return outcome(b, 'iecst', failures);
  });
}
