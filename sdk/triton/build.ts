/**
 * Zips the Triton headers with a Chinese README into static/downloads/triton-headers-<version>.zip, offered on the SDK
 * download page. The site's build and start write it (./plugin.ts); the zip is reproducible (fixed timestamps) and
 * git-ignored. By hand: tsx sdk/triton/build.ts [--out <zip path>]
 */
import fs from 'node:fs';
import path from 'node:path';
import {strToU8, zipSync, type Zippable} from 'fflate';

const HERE = __dirname;
const ROOT = path.resolve(HERE, '..', '..');
const INCLUDE = path.join(HERE, 'include');
/** Fixed timestamp for zip entries: the Triton 2.4.1 release date. */
const ZIP_MTIME = new Date('2025-04-22T00:00:00Z');

/** The library version the headers declare (TRITON_VERSION in triton.h). */
export function headerVersion(): string {
  const m = /#define\s+TRITON_VERSION\s+"([^"]+)"/.exec(fs.readFileSync(path.join(INCLUDE, 'triton.h'), 'utf8'));
  if (!m) throw new Error('triton.h has no TRITON_VERSION');
  return m[1];
}

export const DEFAULT_ZIP = path.join(ROOT, 'static', 'downloads', `triton-headers-${headerVersion()}.zip`);

/** Windows editors and EVC read these files; keep CRLF line ends as the SDK ships them. */
function textFile(text: string): [Uint8Array, {mtime: Date}] {
  return [strToU8(text.replace(/\r?\n/g, '\r\n')), {mtime: ZIP_MTIME}];
}

export function buildHeadersZip(): Uint8Array {
  const version = headerVersion();
  const include: Zippable = {};
  for (const name of fs.readdirSync(INCLUDE).sort())
    include[name] = textFile(fs.readFileSync(path.join(INCLUDE, name), 'utf8'));
  const readme = fs.readFileSync(path.join(HERE, 'README.txt'), 'utf8').replaceAll('__VERSION__', version);
  return zipSync(
    {[`triton-headers-${version}`]: {include, 'README.txt': textFile(readme)}},
    {level: 9, mtime: ZIP_MTIME},
  );
}

/** Writes the zip; returns its size. */
export function writeHeadersZip(out = DEFAULT_ZIP): number {
  const zip = buildHeadersZip();
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, zip);
  return zip.length;
}

function main(argv: string[]): void {
  const i = argv.indexOf('--out');
  const out = path.resolve(i >= 0 ? argv[i + 1] : DEFAULT_ZIP);
  console.log(`triton headers: wrote ${path.relative(process.cwd(), out)} (${writeHeadersZip(out)} bytes)`);
}

if (require.main === module) main(process.argv.slice(2));
