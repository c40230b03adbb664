/**
 * Windows shells: Debian has neither cmd.exe nor PowerShell, so `batch` and `powershell` blocks are read by a lint of
 * the mistakes that make a copied command fail there: a POSIX line, the other Windows shell's syntax, quoting cmd does
 * not understand, Windows PowerShell 5.1's `curl` alias and its missing `&&`, and unbalanced quotes and brackets.
 * Their curl commands are also checked against the OpenAPI documents (./openapi.ts).
 */
import type {Block} from '../extract';
import {outcome, type Outcome} from '../core';

interface Rule {
  test: RegExp;
  says: string;
  /** Read inside strings too: both shells expand their variables in double quotes, neither the other's. */
  inStrings?: boolean;
}

/** Lines only a POSIX shell runs (the Windows half of this check is ./shell.ts's windowsLines). */
const POSIX: Rule[] = [
  {
    test: /^\s*(?:sudo|export|source|chmod|chown|ls|cat|grep|rm\s+-|cp\s+-|mv\s+-|tar|systemctl|apt(?:-get)?|\.\/)\b/,
    says: 'a POSIX command',
  },
  {test: /\s\\$/, says: 'a POSIX line continuation ( \\)'},
];

const CMD: Rule[] = [
  ...POSIX,
  {test: /\$\{?[A-Za-z_]\w*\}?/, says: 'a POSIX or PowerShell variable; cmd expands %NAME%', inStrings: true},
  {test: /\$env:/i, says: 'PowerShell syntax ($env:) in cmd'},
  {test: /`$/, says: "PowerShell's line continuation (`) in cmd, which continues with ^"},
  // cmd hands single quotes to the program as characters: curl -d '{"a":1}' sends the quotes and splits at spaces.
  {test: /(?:^|\s)'[^']*'(?=\s|$)/, says: 'single quotes, which cmd does not treat as quotes; use double quotes'},
];

const POWERSHELL: Rule[] = [
  ...POSIX,
  {test: /^\s*set\s+\w+=/i, says: "cmd's set NAME=value; PowerShell writes $env:NAME = 'value'"},
  {test: /%[A-Za-z_]\w*%/, says: "cmd's %NAME%; PowerShell expands $env:NAME", inStrings: true},
  {test: /\s\^$/, says: "cmd's line continuation (^); PowerShell continues with `"},
  {
    test: /(?:^|[|;(]\s*|&\s+)curl(?=\s)/,
    says: 'curl is an alias of Invoke-WebRequest in Windows PowerShell 5.1; write curl.exe',
  },
  {test: /&&|\|\|/, says: 'Windows PowerShell 5.1 has no && or ||; write one command per line or use if ($?)'},
];

/** The lines of a block with comments left out (`REM` and `::` in cmd, `#` in PowerShell). */
function codeLines(block: Block): Array<{n: number; text: string}> {
  const comment = block.lang === 'batch' ? /^\s*(?:rem\b|::|@rem\b)/i : /^\s*#/;
  return block.code
    .split('\n')
    .map((text, i) => ({n: i + 1, text}))
    .filter(({text}) => text.trim() !== '' && !comment.test(text) && !/^\s*@?echo\s+off\s*$/i.test(text));
}

/** The line without its quoted strings' contents, so a rule does not read into a string (a URL, a JSON body). */
function outsideQuotes(line: string, lang: string): string {
  // cmd has only double quotes; PowerShell has both, and '' inside '…' is a quote.
  const quoted = lang === 'batch' ? /"[^"]*"/g : /"(?:`.|[^"`])*"|'(?:''|[^'])*'/g;
  return line.replace(quoted, '""');
}

/** Quotes and brackets left open at the end of the block (a here-string or a script block spans lines). */
function unbalanced(code: string, lang: string): string | undefined {
  const stack: string[] = [];
  const pairs: Record<string, string> = {'(': ')', '{': '}', '[': ']'};
  let quote: string | null = null;
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (quote) {
      if (lang === 'powershell' && c === '`') i++;
      else if (c === quote) quote = null;
      else if (c === '\n' && lang === 'batch') return `a ${quote} quote left open on a line`;
      continue;
    }
    if (c === '"' || (lang === 'powershell' && c === "'")) quote = c;
    else if (lang === 'powershell' && c === '#' && (i === 0 || /\s/.test(code[i - 1]!))) {
      while (i < code.length && code[i] !== '\n') i++;
    } else if (lang === 'powershell' && c in pairs) stack.push(pairs[c]!);
    else if (lang === 'powershell' && Object.values(pairs).includes(c)) {
      if (stack.pop() !== c) return `an unmatched ${c}`;
    }
  }
  if (quote) return `a ${quote} quote left open`;
  if (stack.length) return `${stack.length} bracket(s) left open`;
  return undefined;
}

export function windowsShellErrors(block: Block): string[] {
  const rules = block.lang === 'batch' ? CMD : POWERSHELL;
  const errors: string[] = [];
  for (const {n, text} of codeLines(block)) {
    // A transcript line's prompt (C:\Janus> or PS C:\Janus>) is not part of the command.
    const command = text.replace(/^(?:PS )?[A-Za-z]:\\[^>]*>\s?/, '');
    const bare = outsideQuotes(command, block.lang);
    for (const rule of rules)
      if (rule.test.test(rule.inStrings ? command : bare)) errors.push(`line ${n}: ${rule.says}: ${text.trim()}`);
  }
  const open = unbalanced(
    codeLines(block)
      .map((l) => l.text)
      .join('\n'),
    block.lang,
  );
  if (open) errors.push(open);
  return errors;
}

/** The row names say what reads them: a lint, not the shell itself. */
export function checkWindowsShells(blocks: Block[]): Outcome[] {
  return blocks.map((b) =>
    outcome(b, b.lang === 'batch' ? 'batch (cmd lint)' : 'powershell (lint)', windowsShellErrors(b)),
  );
}
