/**
 * Builds the Janus STOMP tester: one self-contained HTML file (page script, sockjs-client and @stomp/stompjs inlined),
 * zipped with a Chinese README and the third-party licences into static/downloads/janus-stomp-tester.zip. The site's
 * build writes it (./plugin.ts); by hand: tsx tools/stomp-tester/build.ts [--out <zip>] [--html <bare HTML too>]
 * The zip is byte-for-byte reproducible (fixed timestamps), so rebuilding without changes leaves it identical.
 */
import fs from 'node:fs';
import path from 'node:path';
import {strToU8} from 'fflate';
import {compilePageScript, downloadCli, inlineParts, inlineSafe, textFile, writeZip, zipFolder} from '../downloads';

export const TESTER_VERSION = '1.1.0';
export const ZIP_FOLDER = 'janus-stomp-tester';
export const HTML_NAME = 'janus-stomp-tester.html';

const HERE = __dirname;
const ROOT = path.resolve(HERE, '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
export const DEFAULT_ZIP = path.join(ROOT, 'static', 'downloads', 'janus-stomp-tester.zip');

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

function packageVersion(name: string): string {
  const pkg = JSON.parse(read(path.join(NODE_MODULES, name, 'package.json'))) as {version: string};
  return pkg.version;
}

/** The page script (tester.ts and the modules it imports), bundled. */
export function compileTesterScript(): string {
  return compilePageScript(path.join(HERE, 'tester.ts'));
}

export function buildTesterHtml(): string {
  const template = read(path.join(HERE, 'index.html'));
  const parts: Record<string, string> = {
    sockjs: read(path.join(NODE_MODULES, 'sockjs-client', 'dist', 'sockjs.min.js')),
    stompjs: read(path.join(NODE_MODULES, '@stomp', 'stompjs', 'bundles', 'stomp.umd.min.js')),
    tester: compileTesterScript(),
  };
  const html = template
    .replaceAll('__TESTER_VERSION__', TESTER_VERSION)
    .replaceAll('__STOMPJS_VERSION__', packageVersion('@stomp/stompjs'))
    .replaceAll('__SOCKJS_VERSION__', packageVersion('sockjs-client'));
  return inlineParts(html, Object.fromEntries(Object.entries(parts).map(([name, code]) => [name, inlineSafe(code)])));
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

export function buildTesterZip(): Uint8Array {
  const html = buildTesterHtml();
  const readme = read(path.join(HERE, 'README.txt')).replaceAll('__TESTER_VERSION__', TESTER_VERSION);
  return zipFolder(ZIP_FOLDER, {
    [HTML_NAME]: strToU8(html),
    'README.txt': textFile(readme),
    'THIRD-PARTY-LICENSES.txt': textFile(thirdPartyLicenses()),
  });
}

/** Writes the zip; returns its size. */
export function writeTesterZip(out = DEFAULT_ZIP): number {
  return writeZip(out, buildTesterZip());
}

if (require.main === module) {
  downloadCli(process.argv.slice(2), {
    name: 'stomp-tester',
    defaultZip: DEFAULT_ZIP,
    writeZip: writeTesterZip,
    html: () => buildTesterHtml(),
  });
}
