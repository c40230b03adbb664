/**
 * Builds the Janus API console: one self-contained HTML file (page script and the API's operations, compiled from
 * static/openapi/janus-openapi.yaml and canon/codes.yaml, inlined), zipped with a Chinese README into
 * static/downloads/janus-api-console.zip. The site's build writes it (./plugin.ts); by hand:
 * tsx tools/api-console/build.ts [--out <zip>] [--html <bare HTML too>]
 * The zip is byte-for-byte reproducible (fixed timestamps), so rebuilding without changes leaves it identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import {strToU8} from 'fflate';
import {compilePageScript, downloadCli, inlineParts, inlineSafe, textFile, writeZip, zipFolder} from '../downloads';
import type {ConsoleSpec} from './model';
import {loadSpec} from './spec';

export const CONSOLE_VERSION = '1.0.0';
export const ZIP_FOLDER = 'janus-api-console';
export const HTML_NAME = 'janus-api-console.html';

const HERE = __dirname;
const ROOT = path.resolve(HERE, '..', '..');
export const DEFAULT_ZIP = path.join(ROOT, 'static', 'downloads', 'janus-api-console.zip');

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

/** The page script (console.ts and the modules it imports), ready to inline. */
export function compileConsoleScript(): string {
  return inlineSafe(compilePageScript(path.join(HERE, 'console.ts')));
}

/** The spec as JSON for a <script type="application/json"> element: no "<" can end the element or open a comment. */
export function specJson(spec: ConsoleSpec): string {
  return JSON.stringify(spec).replace(/</g, '\\u003c');
}

export function buildConsoleHtml(spec: ConsoleSpec = loadSpec()): string {
  const parts: Record<string, string> = {spec: specJson(spec), console: compileConsoleScript()};
  const html = read(path.join(HERE, 'index.html'))
    .replaceAll('__CONSOLE_VERSION__', CONSOLE_VERSION)
    .replaceAll('__API_VERSION__', spec.apiVersion);
  return inlineParts(html, parts);
}

export function buildConsoleZip(spec: ConsoleSpec = loadSpec()): Uint8Array {
  const readme = read(path.join(HERE, 'README.txt'))
    .replaceAll('__CONSOLE_VERSION__', CONSOLE_VERSION)
    .replaceAll('__API_VERSION__', spec.apiVersion);
  return zipFolder(ZIP_FOLDER, {[HTML_NAME]: strToU8(buildConsoleHtml(spec)), 'README.txt': textFile(readme)});
}

/** Writes the zip; returns its size. */
export function writeConsoleZip(out = DEFAULT_ZIP): number {
  return writeZip(out, buildConsoleZip());
}

if (require.main === module) {
  downloadCli(process.argv.slice(2), {
    name: 'api-console',
    defaultZip: DEFAULT_ZIP,
    writeZip: writeConsoleZip,
    html: () => buildConsoleHtml(),
  });
}
