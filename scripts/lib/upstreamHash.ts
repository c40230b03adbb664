/** The hash of an upstream file an override depends on (src/overrides.ts), as src/overrides.upstream.json records it. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './docs';

export const UPSTREAM_HASHES_FILE = path.join(ROOT, 'src', 'overrides.upstream.json');

/** SHA-256 of `node_modules/<upstream>`, hex. */
export function upstreamHash(upstream: string): string {
  return crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(ROOT, 'node_modules', upstream)))
    .digest('hex');
}
