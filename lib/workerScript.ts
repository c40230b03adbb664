import {build} from 'esbuild';

/**
 * Bundles a build step's TypeScript module into one CommonJS file a worker thread can run. Docusaurus loads its
 * plugins' TypeScript through its own loader, which a worker thread does not have, so a plugin that hands work to a
 * worker bundles the worker's module first.
 */
export async function bundleWorkerScript(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
  });
}
