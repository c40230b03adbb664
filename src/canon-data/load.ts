/**
 * Reads the machine-readable canon (canon/cnc-01.yaml, canon/endpoints.yaml, canon/compatibility.yaml) and checks it
 * against schema.ts. Used by the build (plugin.ts), the unit tests and any check that needs the CNC-01 registers, the
 * ports or the product versions.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {
  validateCnc01,
  validateCompat,
  validateEndpoints,
  type Cnc01Facts,
  type CompatFacts,
  type EndpointFacts,
} from './schema';

export const CANON_DIR = path.resolve(__dirname, '..', '..', 'canon');
export const CNC01_FILE = path.join(CANON_DIR, 'cnc-01.yaml');
export const ENDPOINTS_FILE = path.join(CANON_DIR, 'endpoints.yaml');
export const COMPAT_FILE = path.join(CANON_DIR, 'compatibility.yaml');

function readYaml(file: string): unknown {
  return parse(fs.readFileSync(file, 'utf8'));
}

export function loadCnc01(file: string = CNC01_FILE): Cnc01Facts {
  return validateCnc01(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}

export function loadEndpoints(file: string = ENDPOINTS_FILE): EndpointFacts {
  return validateEndpoints(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}

export function loadCompat(file: string = COMPAT_FILE): CompatFacts {
  return validateCompat(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}
