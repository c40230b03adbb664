/**
 * Go with Debian's toolchain and nothing downloaded: gofmt -l, go vet and go build per sample (its own module).
 * A sample's third-party module is replaced by a stand-in under ../go-stubs; cgo samples are built where their
 * #cgo paths expect the SDK (examples/<name>/ beside include/ and lib/), against the headers and the stub library.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Block} from '../extract';
import {CORES, HERE, assemble, fileName, outcome, pool, run, type CheckContext, type Outcome} from '../core';
import {INCLUDE} from './c';

const STUBS: Record<string, string> = {'go.bug.st/serial': path.join(HERE, 'go-stubs', 'serial')};

export async function checkGo(
  blocks: Block[],
  ctx: CheckContext,
  stubDir: string,
): Promise<{outcomes: Outcome[]; programs: Map<string, string>}> {
  if (blocks.length === 0) return {outcomes: [], programs: new Map()};
  const sdk = path.join(ctx.work, 'go', 'sdk');
  fs.mkdirSync(path.join(sdk, 'examples'), {recursive: true});
  fs.symlinkSync(INCLUDE, path.join(sdk, 'include'));
  fs.symlinkSync(stubDir, path.join(sdk, 'lib'));
  const env = {
    ...process.env,
    GOPATH: path.join(ctx.work, 'go', 'path'),
    GOCACHE: path.join(ctx.work, 'go', 'cache'),
    GOPROXY: 'off',
    GOFLAGS: '-mod=mod',
    GO111MODULE: 'on',
    CGO_ENABLED: '1',
  };
  const programs = new Map<string, string>();
  const dirs = blocks.map((_, i) => path.join(sdk, 'examples', fileName(i, 'go').replace('.go', '')));
  const prepared = blocks.map((b, i) => {
    try {
      const code = assemble(b, ctx);
      fs.mkdirSync(dirs[i]);
      fs.writeFileSync(path.join(dirs[i], 'main.go'), code);
      let mod = `module sample\n\ngo 1.19\n`;
      for (const [name, dir] of Object.entries(STUBS)) {
        if (code.includes(`"${name}"`)) mod += `\nrequire ${name} v0.0.0\n\nreplace ${name} => ${dir}\n`;
      }
      fs.writeFileSync(path.join(dirs[i], 'go.mod'), mod);
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  });
  const fmt = await run(
    'gofmt',
    ['-l', ...dirs.filter((_, i) => prepared[i] === null).map((d) => path.join(d, 'main.go'))],
    {env},
  );
  const outcomes = await pool(
    blocks.map((b, i) => async () => {
      if (prepared[i] !== null) return outcome(b, 'Go', [prepared[i]!]);
      const failures: string[] = [];
      if (fmt.stdout.includes(path.join(dirs[i], 'main.go'))) failures.push('gofmt: the sample is not gofmt-formatted');
      const vet = await run('go', ['vet', '.'], {cwd: dirs[i], env});
      if (vet.code !== 0) failures.push(`go vet:\n${vet.stderr.trim()}`);
      const exe = path.join(dirs[i], 'sample');
      const build = await run('go', ['build', '-o', exe, '.'], {cwd: dirs[i], env});
      if (build.code !== 0) failures.push(`go build:\n${build.stderr.trim()}`);
      else programs.set(b.id, exe);
      return outcome(b, 'Go', failures);
    }),
    CORES,
  );
  return {outcomes, programs};
}
