/**
 * The `applies_to` front matter of a page: which product versions it describes, checked against
 * canon/compatibility.yaml and shown under the page title by a remark plugin, so a reader on an older release knows
 * at once whether the page is theirs. Written as a map of product (a key of compatibility.yaml's `products`) to a
 * range: `3.6.0` (that release), `>=3.5.0` (that release and later) or `3.0.0 - 3.4.0` (both ends included).
 */
import type {Paragraph, PhrasingContent, Root} from 'mdast';
import type {VFile} from 'vfile';
import {compareVersions, rangeText} from './compat';
import {loadCompat} from './load';
import type {CompatFacts, VersionRange} from './schema';

export interface AppliesTo {
  product: string;
  name: string;
  range: VersionRange;
}

/** The page's claims, or an error naming the page, the product and the nearest valid value. */
export function parseAppliesTo(value: unknown, facts: CompatFacts, page: string): AppliesTo[] {
  if (value === undefined) return [];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${page}: applies_to must be a map of product to versions, e.g. "applies_to:\\n  janus: 3.6.0"`);
  return Object.entries(value as Record<string, unknown>).map(([product, raw]) => {
    const p = facts.products[product];
    if (!p)
      throw new Error(
        `${page}: applies_to names no product "${product}"; canon/compatibility.yaml has ${Object.keys(facts.products).join(', ')}`,
      );
    const text = String(raw).trim();
    const m = /^>=\s*(\S+)$/.exec(text) ?? /^(\S+)\s+-\s+(\S+)$/.exec(text);
    const range: VersionRange = !m
      ? {min: text, max: text}
      : text.startsWith('>=')
        ? {min: m[1]!}
        : {min: m[1]!, max: m[2]!};
    for (const v of [range.min, range.max])
      if (v !== undefined && !p.releases.some((r) => r.version === v))
        throw new Error(
          `${page}: applies_to ${product}: ${v} is no release of ${p.name} in canon/compatibility.yaml (${p.releases.map((r) => r.version).join(', ')})`,
        );
    if (range.min && range.max && compareVersions(range.min, range.max) > 0)
      throw new Error(`${page}: applies_to ${product}: ${range.min} is newer than ${range.max}`);
    return {product, name: p.name, range};
  });
}

/** The line under the title: 「适用于：Janus 3.6.0 · 开放平台运行时 1.2（版本兼容性）」. */
export function appliesToLine(claims: AppliesTo[]): PhrasingContent[] {
  const versions = claims.map((c) => `${c.name} ${rangeText(c.range)}`).join(' · ');
  return [
    {type: 'text', value: `适用于：${versions}（`},
    {type: 'link', url: '/docs/compatibility', children: [{type: 'text', value: '版本兼容性'}]},
    {type: 'text', value: '）'},
  ];
}

let facts: CompatFacts | undefined;

/** Remark plugin: the applies_to line as the page's first paragraph (class applies-to). */
export default function remarkAppliesTo() {
  return (tree: Root, file: VFile) => {
    const frontMatter = (file.data as {frontMatter?: Record<string, unknown>}).frontMatter ?? {};
    facts ??= loadCompat();
    const claims = parseAppliesTo(frontMatter.applies_to, facts, file.path ?? 'a page');
    if (claims.length === 0) return;
    const line: Paragraph = {
      type: 'paragraph',
      data: {hProperties: {className: ['applies-to']}},
      children: appliesToLine(claims),
    };
    tree.children.unshift(line);
  };
}
