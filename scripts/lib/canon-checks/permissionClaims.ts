/**
 * Checks what pages say about function permissions against canon/permissions.yaml. A claim is a run of quoted
 * permission items followed by a level, as pages write it: 「数据监控」的「查看」, 对「设备调试面板」有「管理」,
 * 「数据统计」「资源调度」「管理」. Each item must be one of the product's (Janus's or Neptune's, resolved by the item
 * itself, then by the product the clause names before it, then by the page's family), and the level one of its levels.
 * When the clause (a sentence part up to a comma, 。 or ；, or a table row) also names an operation of that item (a
 * quoted label of it, 「确认」 of 「确认」报警, or its name, 打开应用), the level must be the one that operation requires.
 * A component that takes the pair as props (`<PrereqLogin menu="用户管理" level="管理" />`) is a claim too.
 */
import type {DocSource} from '../docs';
import {familyOf, nearest, proseOf} from './pages';
import type {PermissionFacts, PermissionOp, PermissionProduct} from '../../../src/canon-data/schema';

const CLAIM = /((?:「[^「」]+」、?)+)(?:的|有|为|是|没有)?「([^「」]+)」/g;
const TOKEN = /「([^「」]+)」/g;
const PROPS = /<[A-Z]\w*\s[^>]*?\bmenu="([^"]+)"[^>]*?\blevel="([^"]+)"/g;

interface Resolved {
  key: string;
  product: PermissionProduct;
  /** Full item names, in the claim's order. */
  items: string[];
}

/** 「设备类型」 names Neptune's 「设备管理 > 设备类型」: an item by its full name or its last segment. */
function itemOf(product: PermissionProduct, name: string): string | undefined {
  return product.items.find((i) => i.name === name || i.name.split(' > ').pop() === name)?.name;
}

/** The labels a clause can name an operation by: the quoted words of its text and place, and its own name. */
function labelsOf(product: PermissionProduct, op: PermissionOp): string[] {
  const quoted = [...`${op.text}${op.where}`.matchAll(TOKEN)].map((m) => m[1]);
  return [...quoted, op.name].filter((l) => !product.levels.includes(l) && !itemOf(product, l));
}

function defaultProduct(file: string): string {
  const family = familyOf(file);
  return family === 'neptune' || family === 'open-platform' ? 'neptune' : 'janus';
}

function resolve(facts: PermissionFacts, file: string, before: string, names: string[]): Resolved | string {
  const fits = Object.entries(facts.products).filter(([, p]) => names.every((n) => itemOf(p, n)));
  if (fits.length === 0) {
    const key = defaultProduct(file);
    const p = facts.products[key];
    const bad = names.find((n) => !itemOf(p, n)) ?? names[0];
    const near = nearest(
      bad,
      p.items.map((i) => i.name.split(' > ').pop()!),
    );
    return `「${bad}」 is no permission item of ${p.name} (canon/permissions.yaml); nearest: 「${near}」`;
  }
  let chosen = fits[0];
  if (fits.length > 1) {
    // The product the clause names last before the claim, outside quotes (「Janus 管理」 is a Neptune menu).
    const plain = before.replace(/「[^「」]*」/g, '');
    const named = fits
      .map((f) => ({f, at: plain.lastIndexOf(f[1].name)}))
      .filter((x) => x.at >= 0)
      .sort((a, b) => b.at - a.at)[0];
    chosen = named?.f ?? fits.find(([key]) => key === defaultProduct(file)) ?? fits[0];
  }
  const [key, product] = chosen;
  return {key, product, items: names.map((n) => itemOf(product, n)!)};
}

/**
 * A page line cut into the clauses a claim and its operation share: a table row whole (the operation in one cell, its
 * permission in the next), prose at each comma, 。 and ；, since a sentence often pairs two operations with two levels
 * (「装进 Janus 则由有「应用市场」「管理」权限的用户确认，打开应用只需「查看」」).
 */
function clauses(text: string): string[] {
  if (text.trim().startsWith('|')) return [text];
  return text.split(/[。；，,]/);
}

export function permissionProblems(doc: DocSource, facts: PermissionFacts): string[] {
  const problems: string[] = [];
  const levels = new Set(Object.values(facts.products).flatMap((p) => p.levels));
  for (const {line, text} of proseOf(doc)) {
    for (const m of text.matchAll(PROPS)) {
      const r = resolve(facts, doc.file, text.slice(0, m.index), [m[1]]);
      if (typeof r === 'string') problems.push(`${doc.file}:${line}: menu="${m[1]}": ${r}`);
      else if (!r.product.levels.includes(m[2])) {
        problems.push(
          `${doc.file}:${line}: level="${m[2]}": ${r.product.name}'s levels are ${r.product.levels.join('、')}`,
        );
      }
    }
    for (const clause of clauses(text)) {
      for (const m of clause.matchAll(CLAIM)) {
        const level = m[2];
        if (!levels.has(level)) continue;
        const names = [...m[1].matchAll(TOKEN)].map((t) => t[1]).filter((n) => !levels.has(n));
        if (names.length === 0) continue;
        const claim = `${m[1]}「${level}」`;
        const r = resolve(facts, doc.file, clause.slice(0, m.index), names);
        if (typeof r === 'string') {
          problems.push(`${doc.file}:${line}: ${claim}: ${r}`);
          continue;
        }
        for (const item of r.items) {
          const ops = r.product.operations.filter(
            (op) =>
              op.item === item &&
              labelsOf(r.product, op).some(
                (l) => clause.includes(`「${l}」`) || (l === op.name && l.length >= 4 && clause.includes(l)),
              ),
          );
          if (ops.length === 0 || ops.some((op) => op.requires === level)) continue;
          const needs = [...new Set(ops.map((op) => op.requires))].join(' / ');
          problems.push(
            `${doc.file}:${line}: ${claim}: ${r.product.name} requires 「${item}」「${needs}」 for ` +
              `${ops.map((op) => op.name).join('、')} (canon/permissions.yaml), not 「${level}」`,
          );
        }
      }
    }
  }
  return problems;
}
