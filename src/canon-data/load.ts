/**
 * Reads the machine-readable canon (canon/cnc-01.yaml, canon/endpoints.yaml, canon/compatibility.yaml, canon/codes.yaml,
 * canon/permissions.yaml, canon/automation-states.yaml, canon/ui.yaml, canon/automation-modbus.yaml) and checks it against
 * schema.ts. Used by the
 * build (plugin.ts), the unit tests and the checks of the pages against these facts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {
  validateAutomationModbus,
  validateCnc01,
  validateCodes,
  validateCompat,
  validateEndpoints,
  validatePermissions,
  validateStates,
  validateUi,
  type AutomationModbusFacts,
  type Cnc01Facts,
  type CodeFacts,
  type CompatFacts,
  type EndpointFacts,
  type PermissionFacts,
  type StateFacts,
  type UiFacts,
} from './schema';

export const CANON_DIR = path.resolve(__dirname, '..', '..', 'canon');
export const CNC01_FILE = path.join(CANON_DIR, 'cnc-01.yaml');
export const ENDPOINTS_FILE = path.join(CANON_DIR, 'endpoints.yaml');
export const COMPAT_FILE = path.join(CANON_DIR, 'compatibility.yaml');
export const CODES_FILE = path.join(CANON_DIR, 'codes.yaml');
export const PERMISSIONS_FILE = path.join(CANON_DIR, 'permissions.yaml');
export const STATES_FILE = path.join(CANON_DIR, 'automation-states.yaml');
export const UI_FILE = path.join(CANON_DIR, 'ui.yaml');
export const AUTOMATION_MODBUS_FILE = path.join(CANON_DIR, 'automation-modbus.yaml');

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

export function loadCodes(file: string = CODES_FILE): CodeFacts {
  return validateCodes(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}

export function loadPermissions(file: string = PERMISSIONS_FILE): PermissionFacts {
  return validatePermissions(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}

export function loadStates(file: string = STATES_FILE): StateFacts {
  return validateStates(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}

export function loadUi(file: string = UI_FILE): UiFacts {
  return validateUi(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}

export function loadAutomationModbus(file: string = AUTOMATION_MODBUS_FILE): AutomationModbusFacts {
  return validateAutomationModbus(readYaml(file), path.relative(path.dirname(CANON_DIR), file));
}
