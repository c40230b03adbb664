/**
 * Version arithmetic and the cells of the compatibility matrix (canon/compatibility.yaml), shared by the schema's checks
 * and the <CompatMatrix> component, so a table can only show what the rules say.
 */
import type {CompatFacts, CompatRule, Release, VersionRange} from './schema';

const VERSION = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/;

/** `3.6.0` → [3, 6, 0]; `v2.9` → [2, 9, 0]; `3.1` → [3, 1, 0]. Null when it is no version number. */
export function parseVersion(v: string): [number, number, number] | null {
  const m = VERSION.exec(v);
  if (!m) return null;
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
}

/** Negative when a is older than b, 0 when equal (`3.3` equals `3.3.0`), positive when newer. */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) throw new Error(`not a version number: ${x ? b : a}`);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

export function inRange(version: string, range: VersionRange): boolean {
  return (
    (range.min === undefined || compareVersions(version, range.min) >= 0) &&
    (range.max === undefined || compareVersions(version, range.max) <= 0)
  );
}

/** `3.5.0 及以上`, `3.0.0–3.4.0`, `4.0` (one version), `3.4.0 及以下`. */
export function rangeText(range: VersionRange): string {
  if (range.min !== undefined && range.max !== undefined) {
    return compareVersions(range.min, range.max) === 0 ? range.min : `${range.min}–${range.max}`;
  }
  if (range.min !== undefined) return `${range.min} 及以上`;
  return `${range.max} 及以下`;
}

/** The releases of a product named in `versions`, written as runs of consecutive releases: `2.0–2.3、3.1`. */
export function compressVersions(releases: Release[], versions: string[]): string {
  const oldestFirst = [...releases].reverse();
  const wanted = new Set(oldestFirst.filter((r) => versions.some((v) => compareVersions(v, r.version) === 0)));
  const runs: string[] = [];
  let run: Release[] = [];
  const close = () => {
    if (run.length === 1) runs.push(run[0].version);
    if (run.length > 1) runs.push(`${run[0].version}–${run[run.length - 1].version}`);
    run = [];
  };
  for (const r of oldestFirst) {
    if (wanted.has(r)) run.push(r);
    else close();
  }
  close();
  return runs.join('、');
}

function releasesIn(facts: CompatFacts, product: string, range: VersionRange): Release[] {
  return facts.products[product].releases.filter((r) => inRange(r.version, range));
}

/** The products a product's table has a column for: those a rule or a bundle links it to, in the YAML's order. */
export function relatedProducts(facts: CompatFacts, product: string): string[] {
  const linked = new Set<string>();
  for (const rule of facts.rules) {
    if (rule.product === product) linked.add(rule.requires);
    if (rule.requires === product) linked.add(rule.product);
  }
  for (const [key, p] of Object.entries(facts.products)) {
    for (const r of p.releases) {
      for (const other of Object.keys(r.bundles ?? {})) {
        if (key === product) linked.add(other);
        if (other === product) linked.add(key);
      }
    }
  }
  return Object.keys(facts.products).filter((key) => key !== product && linked.has(key));
}

function withFeature(rule: CompatRule, text: string): string {
  return rule.feature ? `${rule.feature}：${text}` : text;
}

/**
 * What release `version` of `product` works with, in `other`: the parts of one cell, in reading order (what it works
 * with, what ships with it, what a single feature needs). Empty when nothing of `other` works with it.
 */
export function compatCell(facts: CompatFacts, product: string, version: string, other: string): string[] {
  const release = facts.products[product].releases.find((r) => compareVersions(r.version, version) === 0);
  if (!release) throw new Error(`no release ${version} of ${product} in canon/compatibility.yaml`);
  const base: string[] = [];
  const features: string[] = [];
  // Rules of this product: what it needs of the other.
  for (const rule of facts.rules) {
    if (rule.product !== product || rule.requires !== other || !inRange(version, rule.versions)) continue;
    (rule.feature ? features : base).push(withFeature(rule, rangeText(rule.range)));
  }
  // Rules of the other product: which of its releases accept this one. Releases of several rules merge into one list.
  const accepting = new Map<string, Set<string>>();
  for (const rule of facts.rules) {
    if (rule.product !== other || rule.requires !== product || !inRange(version, rule.range)) continue;
    const key = rule.feature ?? '';
    const set = accepting.get(key) ?? new Set<string>();
    for (const r of releasesIn(facts, other, rule.versions)) set.add(r.version);
    accepting.set(key, set);
  }
  const otherReleases = facts.products[other].releases;
  for (const [feature, set] of accepting) {
    const text = compressVersions(otherReleases, [...set]);
    if (feature) features.push(`${feature}：${text}`);
    else base.push(text);
  }
  const bundled: string[] = [];
  const own = release.bundles?.[other];
  if (own !== undefined) bundled.push(`自带 ${own}`);
  const carriers = otherReleases.filter((r) => {
    const v = r.bundles?.[product];
    return v !== undefined && compareVersions(v, version) === 0;
  });
  if (carriers.length)
    bundled.push(
      `随 ${compressVersions(
        otherReleases,
        carriers.map((r) => r.version),
      )} 提供`,
    );
  return [...base, ...bundled, ...features];
}
