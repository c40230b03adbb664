/**
 * Source maps (version 3) read without a dependency: which original module a position of a minified chunk comes from,
 * and how many of the chunk's bytes each module accounts for. The page-load benches use it to name the modules of a
 * chunk (bench/lighthouse/scripts.ts) and the functions of a CPU profile (bench/lighthouse/profile.ts).
 */
import fs from 'node:fs';

export interface RawSourceMap {
  version: number;
  sources: string[];
  names?: string[];
  mappings: string;
  sourceRoot?: string;
}

/** One mapping: from a generated column on a line to a position of an original source (-1: unmapped). */
export interface Segment {
  column: number;
  source: number;
  line: number;
  originalColumn: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) DIGIT[BASE64.charCodeAt(i)] = i;

/** The mappings string decoded: per generated line, its segments ordered by column. */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [[]];
  let column = 0;
  let source = 0;
  let line = 0;
  let originalColumn = 0;
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  const flush = () => {
    if (fields.length === 0) return;
    column += fields[0];
    if (fields.length >= 4) {
      source += fields[1];
      line += fields[2];
      originalColumn += fields[3];
      lines[lines.length - 1].push({column, source, line, originalColumn});
    } else {
      lines[lines.length - 1].push({column, source: -1, line: -1, originalColumn: -1});
    }
    fields.length = 0;
  };
  for (let i = 0; i < mappings.length; i++) {
    const c = mappings.charCodeAt(i);
    if (c === 59 /* ; */) {
      flush();
      lines.push([]);
      column = 0;
    } else if (c === 44 /* , */) {
      flush();
    } else {
      const digit = DIGIT[c];
      if (digit < 0) throw new Error(`source map: bad character ${mappings[i]} in mappings`);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
  }
  flush();
  for (const segments of lines) segments.sort((a, b) => a.column - b.column);
  return lines;
}

/**
 * A module's name from a source map's source path: `webpack://<project>/./node_modules/react-dom/cjs/x.js` becomes
 * `node_modules/react-dom/cjs/x.js`; generated files keep their `.docusaurus/` path.
 */
export function moduleName(source: string): string {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^[a-z]+\|/, '') // Rspack's module type prefix (json|…)
    .replace(/^(\.\/)+/, '')
    .replace(/\?.*$/, '')
    .replace(/^.*?\/node_modules\//, 'node_modules/')
    .replace(/^\/.*?\/(\.docusaurus\/)/, '$1');
}

/** The package a module belongs to (`react-dom`, `@docusaurus/theme-classic`), or its folder under the site. */
export function packageOf(module: string): string {
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (inPackage) return inPackage[1];
  const generated = /(?:^|\/)\.docusaurus\/(.*)$/.exec(module);
  if (generated) return `@generated/${generated[1].split('/')[0]}`;
  const parts = module.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : module;
}

export class SourceMap {
  readonly sources: string[];
  readonly lines: Segment[][];

  constructor(raw: RawSourceMap) {
    if (raw.version !== 3) throw new Error(`source map: version ${raw.version}, expected 3`);
    this.sources = raw.sources.map((s) => moduleName((raw.sourceRoot ?? '') + s));
    this.lines = decodeMappings(raw.mappings);
  }

  static read(file: string): SourceMap {
    return new SourceMap(JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap);
  }

  /** The mapping that covers a generated position (0-based line and column), if any. */
  lookup(line: number, column: number): Segment | undefined {
    const segments = this.lines[line];
    if (!segments || segments.length === 0) return undefined;
    let lo = 0;
    let hi = segments.length - 1;
    if (segments[0].column > column) return undefined;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segments[mid].column <= column) lo = mid;
      else hi = mid - 1;
    }
    return segments[lo];
  }

  /** The original module of a generated position, or undefined where the chunk's own glue is. */
  moduleAt(line: number, column: number): string | undefined {
    const segment = this.lookup(line, column);
    return segment && segment.source >= 0 ? this.sources[segment.source] : undefined;
  }

  /**
   * The generated code's UTF-8 bytes per original module (`(unmapped)`: runtime glue, wrappers). Each span between
   * two mappings counts for the module of the first.
   */
  bytesByModule(code: string): Map<string, number> {
    const bytes = new Map<string, number>();
    const add = (module: string, text: string) =>
      bytes.set(module, (bytes.get(module) ?? 0) + Buffer.byteLength(text, 'utf8'));
    const codeLines = code.split('\n');
    codeLines.forEach((text, i) => {
      const segments = this.lines[i] ?? [];
      const newline = i < codeLines.length - 1 ? '\n' : '';
      if (segments.length === 0) {
        add('(unmapped)', text + newline);
        return;
      }
      if (segments[0].column > 0) add('(unmapped)', text.slice(0, segments[0].column));
      segments.forEach((segment, j) => {
        const end = j + 1 < segments.length ? segments[j + 1].column : text.length;
        const module = segment.source >= 0 ? this.sources[segment.source] : '(unmapped)';
        add(module, text.slice(segment.column, end) + (j + 1 === segments.length ? newline : ''));
      });
    });
    return bytes;
  }
}
