/**
 * Records the SHA-256 of every upstream file src/overrides.ts names, in src/overrides.upstream.json. Run it after an
 * upgrade of Docusaurus (or of another package an override names) once each entry the unit test named has been
 * re-checked against its new upstream: the test fails until the hashes match what is installed.
 * Usage: npx tsx scripts/overrides-upstream.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {overrides} from '../src/overrides';
import {UPSTREAM_HASHES_FILE, upstreamHash} from './lib/upstreamHash';

const hashes = Object.fromEntries(
  [...new Set(overrides.flatMap((o) => o.upstream))].sort().map((u) => [u, upstreamHash(u)]),
);
fs.writeFileSync(UPSTREAM_HASHES_FILE, `${JSON.stringify(hashes, null, 2)}\n`);
console.log(
  `${Object.keys(hashes).length} upstream files recorded in ${path.relative(process.cwd(), UPSTREAM_HASHES_FILE)}`,
);
