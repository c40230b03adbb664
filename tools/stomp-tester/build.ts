/**
 * Builds the Janus STOMP tester: one self-contained HTML file (page script, sockjs-client and @stomp/stompjs inlined),
 * zipped with a Chinese README and the third-party licences into static/downloads/janus-stomp-tester.zip. The site's
 * build writes it (./plugin.ts); by hand: tsx tools/stomp-tester/build.ts [--out <zip>] [--html <bare HTML too>]
 * The zip is byte-for-byte reproducible (fixed timestamps), so rebuilding without changes leaves it identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildSync} from 'esbuild';
import {strToU8, zipSync, type Zippable} from 'fflate';

export const TESTER_VERSION = '1.1.0';
export const ZIP_FOLDER = 'janus-stomp-tester';
export const HTML_NAME = 'janus-stomp-tester.html';

const HERE = __dirname;
const ROOT = path.resolve(HERE, '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
export const DEFAULT_ZIP = path.join(ROOT, 'static', 'downloads', 'janus-stomp-tester.zip');
/** Fixed timestamp for zip entries: the Janus 3.6.0 release date. */
const ZIP_MTIME = new Date('2025-06-10T00:00:00Z');

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

function packageVersion(name: string): string {
  const pkg = JSON.parse(read(path.join(NODE_MODULES, name, 'package.json'))) as {version: string};
  return pkg.version;
}

/** Makes third-party code safe to place inside an inline <script> element and drops source-map references. */
function inlineSafe(code: string): string {
  return code
    .replace(/^\/\/# sourceMappingURL=.*$/gm, '')
    .replace(/<\/script/gi, '<\\/script')
    .replace(/<!--/g, '<\\!--')
    .trim();
}

/**
 * Bundles the page script (tester.ts and the modules it imports) into plain JavaScript for a <script type="module">
 * element; tsc checks its types. Not minified, and non-ASCII kept as is, so a reader can review it in any editor.
 */
export function compileTesterScript(): string {
  const result = buildSync({
    entryPoints: [path.join(HERE, 'tester.ts')],
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

export function buildTesterHtml(): string {
  const template = read(path.join(HERE, 'index.html'));
  const parts: Record<string, string> = {
    sockjs: read(path.join(NODE_MODULES, 'sockjs-client', 'dist', 'sockjs.min.js')),
    stompjs: read(path.join(NODE_MODULES, '@stomp', 'stompjs', 'bundles', 'stomp.umd.min.js')),
    tester: compileTesterScript(),
  };
  let html = template
    .replaceAll('__TESTER_VERSION__', TESTER_VERSION)
    .replaceAll('__STOMPJS_VERSION__', packageVersion('@stomp/stompjs'))
    .replaceAll('__SOCKJS_VERSION__', packageVersion('sockjs-client'));
  for (const [name, code] of Object.entries(parts)) {
    const marker = `/*@inline:${name}*/`;
    if (!html.includes(marker)) throw new Error(`index.html lacks the marker ${marker}`);
    // A replacer function keeps "$" sequences in the code literal.
    html = html.replace(marker, () => `\n${inlineSafe(code)}\n`);
  }
  return html;
}

function thirdPartyLicenses(): string {
  const sections = [
    {
      name: '@stomp/stompjs',
      file: path.join(NODE_MODULES, '@stomp', 'stompjs', 'LICENSE'),
      licence: 'Apache License 2.0',
    },
    {name: 'sockjs-client', file: path.join(NODE_MODULES, 'sockjs-client', 'LICENSE'), licence: 'MIT License'},
  ];
  return sections
    .map((s) => `${s.name} ${packageVersion(s.name)} (${s.licence})\n${'='.repeat(60)}\n\n${read(s.file).trim()}\n`)
    .join('\n\n');
}

/** Windows Notepad and most editors read UTF-8 with CRLF line ends; keep the text files that way. */
function textFile(text: string): Uint8Array {
  return strToU8(text.replace(/\r?\n/g, '\r\n'));
}

export function buildTesterZip(): Uint8Array {
  const html = buildTesterHtml();
  const readme = read(path.join(HERE, 'README.txt')).replaceAll('__TESTER_VERSION__', TESTER_VERSION);
  const files: Zippable = {
    [ZIP_FOLDER]: {
      [HTML_NAME]: [strToU8(html), {mtime: ZIP_MTIME}],
      'README.txt': [textFile(readme), {mtime: ZIP_MTIME}],
      'THIRD-PARTY-LICENSES.txt': [textFile(thirdPartyLicenses()), {mtime: ZIP_MTIME}],
    },
  };
  return zipSync(files, {level: 9, mtime: ZIP_MTIME});
}

/** Writes the zip; returns its size. */
export function writeTesterZip(out = DEFAULT_ZIP): number {
  const zip = buildTesterZip();
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
  console.log(`stomp-tester: wrote ${path.relative(process.cwd(), out)} (${writeTesterZip(out)} bytes)`);
  const htmlOut = option('--html');
  if (htmlOut) {
    fs.mkdirSync(path.dirname(path.resolve(htmlOut)), {recursive: true});
    fs.writeFileSync(htmlOut, buildTesterHtml());
    console.log(`stomp-tester: wrote ${htmlOut}`);
  }
}

if (require.main === module) main(process.argv.slice(2));
