/**
 * Writes .gz and .br next to every compressible file of the build, so nginx's gzip_static / brotli_static serve them
 * without compressing on each request. Usage: tsx scripts/precompress.ts [buildDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|yaml|webmanifest)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A file whose .gz and .br are newer than it was compressed by an earlier run over the same build. */
function compressedAlready(file: string): boolean {
  const {mtimeMs} = fs.statSync(file);
  return ['.gz', '.br'].every((ext) => fs.existsSync(file + ext) && fs.statSync(file + ext).mtimeMs >= mtimeMs);
}

/**
 * Writes through a temporary file renamed into place: a run killed half-way (a test server's start-up budget spent on
 * a busy machine) must leave no empty or cut .gz/.br, which would look newer than its file and be served as it is.
 */
async function writeWhole(target: string, data: Buffer): Promise<void> {
  const partial = `${target}.${process.pid}.partial`;
  await fs.promises.writeFile(partial, data);
  await fs.promises.rename(partial, target);
}

/** Compresses on libuv's thread pool, so every core works; resolves with the totals. */
export async function precompress(
  buildDir: string,
): Promise<{files: number; raw: number; gzip: number; brotli: number}> {
  const totals = {files: 0, raw: 0, gzip: 0, brotli: 0};
  await Promise.all(
    walk(buildDir)
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const data = await fs.promises.readFile(file);
        if (data.length < 512) return;
        if (compressedAlready(file)) return;
        const [gz, br] = await Promise.all([
          gzip(data, {level: 9}),
          brotli(data, {
            params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
          }),
        ]);
        await Promise.all([writeWhole(`${file}.gz`, gz), writeWhole(`${file}.br`, br)]);
        totals.files += 1;
        totals.raw += data.length;
        totals.gzip += gz.length;
        totals.brotli += br.length;
      }),
  );
  return totals;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  void precompress(dir).then((t) => {
    const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
    console.log(
      `precompressed ${t.files} files: ${mb(t.raw)} MB raw, ${mb(t.gzip)} MB gzip, ${mb(t.brotli)} MB brotli`,
    );
  });
}
