/**
 * The canon's placeholders (canon/placeholders.yaml) as the build checks them and the browser code reads them. Pure:
 * no DOM, no Node APIs, so the unit tests, the build step and the page share it.
 */

/** Where on a page a placeholder is replaced. */
export const SCOPES = ['codeBlock', 'inlineCode', 'tableCell'] as const;
export type Scope = (typeof SCOPES)[number];

/** How a reader's value is checked (./validate.ts). */
export const FORMATS = ['host', 'janusToken', 'uuid', 'appId'] as const;
export type Format = (typeof FORMATS)[number];

export interface Placeholder {
  /** The key under which the reader's value is stored; renaming it loses what readers saved. */
  key: string;
  label: string;
  meaning: string;
  /** The sample value the pages print. */
  sample: string;
  /** How the pages write it, matched literally, not touching a letter, digit or underscore on either side. */
  match: string[];
  /** Left alone right after one of these (a web address with the same host name). */
  notAfter: string[];
  in: Scope[];
  format: Format;
  /** Shown masked on screen (the last 4 characters), copied whole. */
  secret: boolean;
}

/** What the page needs to find and show a placeholder: written for every page, so without the words. */
export type Pattern = Pick<Placeholder, 'key' | 'match' | 'notAfter' | 'in' | 'secret'>;

export function patternOf({key, match, notAfter, in: scopes, secret}: Placeholder): Pattern {
  return {key, match, notAfter, in: scopes, secret};
}

export interface PlaceholderFacts {
  placeholders: Placeholder[];
}

function fail(file: string, where: string, what: string): never {
  throw new Error(`${file}: ${where}: ${what}`);
}

function text(file: string, where: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') fail(file, where, value === undefined ? 'missing' : 'not text');
  return value;
}

function texts(file: string, where: string, value: unknown, optional = false): string[] {
  if (value === undefined && optional) return [];
  if (!Array.isArray(value) || (value.length === 0 && !optional)) fail(file, where, 'not a list of text');
  return value.map((v, i) => text(file, `${where}[${i}]`, v));
}

function oneOf<T extends string>(file: string, where: string, value: unknown, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) fail(file, where, `not one of ${allowed.join(', ')}`);
  return value as T;
}

/** Checks the parsed YAML; the error names the file and the field, as src/canon-data/schema.ts does. */
export function validatePlaceholders(raw: unknown, file = 'canon/placeholders.yaml'): PlaceholderFacts {
  const list = (raw as {placeholders?: unknown} | null)?.placeholders;
  if (!Array.isArray(list) || list.length === 0) fail(file, 'placeholders', 'missing');
  const keys = new Set<string>();
  const written = new Set<string>();
  const placeholders = list.map((item: Record<string, unknown>, i): Placeholder => {
    const at = `placeholders[${i}]`;
    const key = text(file, `${at}.key`, item.key);
    if (!/^[a-z][A-Za-z]*$/.test(key)) fail(file, `${at}.key`, 'not a camelCase word');
    if (keys.has(key)) fail(file, `${at}.key`, `${key} twice`);
    keys.add(key);
    const sample = text(file, `${at}.sample`, item.sample);
    const match = texts(file, `${at}.match`, item.match);
    if (!match.includes(sample)) fail(file, `${at}.match`, `lacks the sample ${sample}`);
    for (const m of match) {
      if (written.has(m)) fail(file, `${at}.match`, `${m} stands for two placeholders`);
      written.add(m);
    }
    if (typeof item.secret !== 'boolean') fail(file, `${at}.secret`, 'not true or false');
    const scopes = texts(file, `${at}.in`, item.in).map((s, j) => oneOf(file, `${at}.in[${j}]`, s, SCOPES));
    return {
      key,
      label: text(file, `${at}.label`, item.label),
      meaning: text(file, `${at}.meaning`, item.meaning),
      sample,
      match,
      notAfter: texts(file, `${at}.notAfter`, item.notAfter, true),
      in: scopes,
      format: oneOf(file, `${at}.format`, item.format, FORMATS),
      secret: item.secret,
    };
  });
  return {placeholders};
}
