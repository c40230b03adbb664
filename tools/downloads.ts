/**
 * What the downloadable tools (tools/stomp-tester, tools/api-console) share in their build: each is one HTML page with
 * its script inlined, zipped in a folder of its own with a README, the same bytes at every build, and written to
 * static/downloads/ by its plugin or by its command line.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {strToU8, zipSync, type Zippable} from 'fflate';

/** Fixed timestamp of every zip entry (the Janus 3.6.0 release date), so a build changes the zip only with its content. */
const ZIP_MTIME = new Date('2025-06-10T00:00:00Z');

/**
 * Bundles a page script and the modules it imports for a <script type="module"> element; tsc checks its types. Not
 * minified, non-ASCII kept, so a reader can review it in any editor.
 */
export function compilePageScript(entry: string): string {
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'inline',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Code made safe to place inside an inline <script> element: nothing can end it or open a comment; no map reference. */
export function inlineSafe(code: string): string {
  return code
    .replace(/^\/\/# sourceMappingURL=.*$/gm, '')
    .replace(/<\/script/gi, '<\\/script')
    .replace(/<!--/g, '<\\!--')
    .trim();
}

/** Puts each part at its `/*@inline:name*\/` marker of the page; a marker the page lacks is an error. */
export function inlineParts(html: string, parts: Record<string, string>): string {
  let out = html;
  for (const [name, code] of Object.entries(parts)) {
    const marker = `/*@inline:${name}*/`;
    if (!out.includes(marker)) throw new Error(`index.html lacks the marker ${marker}`);
    // A replacer function keeps "$" sequences in the code literal.
    out = out.replace(marker, () => `\n${code}\n`);
  }
  return out;
}

/** Windows Notepad and most editors read UTF-8 with CRLF line ends; the text files of a download are written so. */
export function textFile(text: string): Uint8Array {
  return strToU8(text.replace(/\r?\n/g, '\r\n'));
}

/** A zip of one folder holding these files, with fixed dates. */
export function zipFolder(folder: string, files: Record<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, data] of Object.entries(files)) entries[name] = [data, {mtime: ZIP_MTIME}];
  return zipSync({[folder]: entries}, {level: 9, mtime: ZIP_MTIME});
}

/** Writes a zip, making its folder; returns its size. */
export function writeZip(out: string, zip: Uint8Array): number {
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, zip);
  return zip.length;
}

/** The command line of a tool's build: `[--out file.zip] [--html file.html]`. */
export function downloadCli(
  argv: string[],
  tool: {name: string; defaultZip: string; writeZip(out: string): number; html(): string},
): void {
  const option = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const out = path.resolve(option('--out') ?? tool.defaultZip);
  console.log(`${tool.name}: wrote ${path.relative(process.cwd(), out)} (${tool.writeZip(out)} bytes)`);
  const htmlOut = option('--html');
  if (htmlOut) {
    fs.mkdirSync(path.dirname(path.resolve(htmlOut)), {recursive: true});
    fs.writeFileSync(htmlOut, tool.html());
    console.log(`${tool.name}: wrote ${htmlOut}`);
  }
}
