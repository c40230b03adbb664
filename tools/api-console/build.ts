/**
 * Builds the Janus API console: one self-contained HTML file (page script and the API's operations, compiled from
 * static/openapi/janus-openapi.yaml and canon/codes.yaml, inlined), zipped with a Chinese README into
 * static/downloads/janus-api-console.zip. The site's build writes it (./plugin.ts); by hand:
 * tsx tools/api-console/build.ts [--out <zip>] [--html <bare HTML too>]
 * The zip is byte-for-byte reproducible (fixed timestamps), so rebuilding without changes leaves it identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {strToU8, zipSync, type Zippable} from 'fflate';
import type {ConsoleSpec} from './model';
import {loadSpec} from './spec';

export const CONSOLE_VERSION = '1.0.0';
export const ZIP_FOLDER = 'janus-api-console';
export const HTML_NAME = 'janus-api-console.html';

const HERE = __dirname;
const ROOT = path.resolve(HERE, '..', '..');
export const DEFAULT_ZIP = path.join(ROOT, 'static', 'downloads', 'janus-api-console.zip');
/** Fixed timestamp for zip entries: the Janus 3.6.0 release date, as the STOMP tester's. */
const ZIP_MTIME = new Date('2025-06-10T00:00:00Z');

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

/**
 * Bundles the page script (console.ts and the modules it imports) for a <script type="module"> element; tsc checks
 * its types. Not minified, non-ASCII kept, so a reader can review it in any editor.
 */
export function compileConsoleScript(): string {
  const result = buildSync({
    entryPoints: [path.join(HERE, 'console.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'inline',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

/** The spec as JSON for a <script type="application/json"> element: no "<" can end the element or open a comment. */
export function specJson(spec: ConsoleSpec): string {
  return JSON.stringify(spec).replace(/</g, '\\u003c');
}

export function buildConsoleHtml(spec: ConsoleSpec = loadSpec()): string {
  const parts: Record<string, string> = {spec: specJson(spec), console: compileConsoleScript()};
  let html = read(path.join(HERE, 'index.html'))
    .replaceAll('__CONSOLE_VERSION__', CONSOLE_VERSION)
    .replaceAll('__API_VERSION__', spec.apiVersion);
  for (const [name, code] of Object.entries(parts)) {
    const marker = `/*@inline:${name}*/`;
    if (!html.includes(marker)) throw new Error(`index.html lacks the marker ${marker}`);
    // A replacer function keeps "$" sequences in the code literal.
    html = html.replace(marker, () => code.trim());
  }
  return html;
}

/** Windows Notepad and most editors read UTF-8 with CRLF line ends; keep the README that way. */
function textFile(text: string): Uint8Array {
  return strToU8(text.replace(/\r?\n/g, '\r\n'));
}

export function buildConsoleZip(spec: ConsoleSpec = loadSpec()): Uint8Array {
  const readme = read(path.join(HERE, 'README.txt'))
    .replaceAll('__CONSOLE_VERSION__', CONSOLE_VERSION)
    .replaceAll('__API_VERSION__', spec.apiVersion);
  const files: Zippable = {
    [ZIP_FOLDER]: {
      [HTML_NAME]: [strToU8(buildConsoleHtml(spec)), {mtime: ZIP_MTIME}],
      'README.txt': [textFile(readme), {mtime: ZIP_MTIME}],
    },
  };
  return zipSync(files, {level: 9, mtime: ZIP_MTIME});
}

/** Writes the zip; returns its size. */
export function writeConsoleZip(out = DEFAULT_ZIP): number {
  const zip = buildConsoleZip();
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, zip);
  return zip.length;
}

function main(argv: string[]): void {
  const option = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const out = path.resolve(option('--out') ?? DEFAULT_ZIP);
  console.log(`api-console: wrote ${path.relative(process.cwd(), out)} (${writeConsoleZip(out)} bytes)`);
  const htmlOut = option('--html');
  if (htmlOut) {
    fs.mkdirSync(path.dirname(path.resolve(htmlOut)), {recursive: true});
    fs.writeFileSync(htmlOut, buildConsoleHtml());
    console.log(`api-console: wrote ${htmlOut}`);
  }
}

if (require.main === module) main(process.argv.slice(2));
