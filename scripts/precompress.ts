/**
 * Writes .gz and .br next to every compressible file of the build, so nginx's gzip_static / brotli_static serve them
 * without compressing on each request. Usage: tsx scripts/precompress.ts [buildDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|yaml|webmanifest)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

export function precompress(buildDir: string): {files: number; raw: number; gzip: number; brotli: number} {
  const totals = {files: 0, raw: 0, gzip: 0, brotli: 0};
  for (const file of walk(buildDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 512) continue;
    const gz = zlib.gzipSync(data, {level: 9});
    const br = zlib.brotliCompressSync(data, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length},
    });
    fs.writeFileSync(`${file}.gz`, gz);
    fs.writeFileSync(`${file}.br`, br);
    totals.files += 1;
    totals.raw += data.length;
    totals.gzip += gz.length;
    totals.brotli += br.length;
  }
  return totals;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const t = precompress(dir);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
  console.log(`precompressed ${t.files} files: ${mb(t.raw)} MB raw, ${mb(t.gzip)} MB gzip, ${mb(t.brotli)} MB brotli`);
}
