/**
 * Checks that the UI a page names is the UI canon/ui.yaml lists: every 「A > B > C」 path, and every label a numbered
 * step clicks (点「保存」, 「新建角色」按钮). A page's own products are those whose `families` hold its product (its route's,
 * src/products.ts); on them a path may start at any level of the tree, and the `local` names (menu bars, panes) count.
 * Another product's path is recognised by its first segment, a first-level name of that product's `ui`. A path whose
 * first segment is no product's (a team tree 「苏州工厂 > 一车间」, Windows's 「设置 > 应用」 and 「属性 > 安全」, Visual
 * Studio's 「配置属性 > 链接器」) is not ours and is left alone, unless it misses one of ours by one character.
 */
import type {DocSource} from '../docs';
import {familyOf, nearest, distance, proseOf, type DocFamily} from './pages';
import type {UiFacts, UiNode, UiProduct} from '../../../src/canon-data/schema';

interface Tree {
  key: string;
  product: UiProduct;
  /** Every node by name, at any depth, `ui` and `local` alike. */
  byName: Map<string, UiNode[]>;
  roots: UiNode[];
}

export interface UiIndex {
  trees: Tree[];
}

export function indexUi(facts: UiFacts): UiIndex {
  const trees = Object.entries(facts.products).map(([key, product]): Tree => {
    const byName = new Map<string, UiNode[]>();
    const walk = (nodes: UiNode[]) => {
      for (const n of nodes) {
        byName.set(n.name, [...(byName.get(n.name) ?? []), n]);
        walk(n.children);
      }
    };
    walk(product.ui);
    walk(product.local);
    return {key, product, byName, roots: product.ui};
  });
  return {trees};
}

function own(index: UiIndex, family: DocFamily | null): Tree[] {
  return family ? index.trees.filter((t) => t.product.families.includes(family)) : [];
}

/**
 * Where a path can start on a page of `family`: a node of its own products that has something under it (a path into a
 * name the tree holds as a leaf, such as Excel's 「另存为 > CSV UTF-8」 beside Automation's 「文件 > 另存为」, is another
 * program's), or a first level of the others'.
 */
function starts(index: UiIndex, family: DocFamily | null, first: string): Array<{tree: Tree; node: UiNode}> {
  const mine = own(index, family);
  return index.trees.flatMap((tree) =>
    mine.includes(tree)
      ? (tree.byName.get(first) ?? []).filter((n) => n.children.length > 0).map((node) => ({tree, node}))
      : tree.roots.filter((n) => n.name === first).map((node) => ({tree, node})),
  );
}

/** Null when the path is fine or not ours; otherwise what is wrong and the nearest path that exists. */
export function pathProblem(index: UiIndex, family: DocFamily | null, segments: string[]): string | null {
  const found = starts(index, family, segments[0]);
  if (found.length === 0) {
    // Not ours, unless it is one character off a name that would have been recognised.
    if ([...segments[0]].length < 3) return null;
    const names = new Set<string>();
    for (const t of own(index, family)) for (const n of t.byName.keys()) names.add(n);
    for (const t of index.trees) for (const r of t.roots) names.add(r.name);
    const near = [...names].filter((n) => distance(n, segments[0]) === 1);
    if (near.length === 0) return null;
    return `no product's UI has 「${segments[0]}」 (canon/ui.yaml); nearest: 「${[near[0], ...segments.slice(1)].join(' > ')}」`;
  }
  let best: {tree: Tree; depth: number; node: UiNode} | null = null;
  for (const {tree, node} of found) {
    let cur = node;
    let depth = 0;
    while (depth + 1 < segments.length) {
      const next = cur.children.find((c) => c.name === segments[depth + 1]);
      if (!next) break;
      cur = next;
      depth++;
    }
    if (depth + 1 === segments.length) return null;
    if (!best || depth > best.depth) best = {tree, depth, node: cur};
  }
  const {tree, depth, node} = best!;
  const prefix = segments.slice(0, depth + 1);
  const missing = segments[depth + 1];
  const near = nearest(
    missing,
    node.children.map((c) => c.name),
  );
  const hint = near
    ? `; nearest: 「${[...prefix, near].join(' > ')}」`
    : `; 「${prefix.join(' > ')}」 has nothing under it`;
  return `${tree.product.name} has no 「${missing}」 under 「${prefix.join(' > ')}」 (canon/ui.yaml)${hint}`;
}

/**
 * Is `label` a name of the page's own products, or of any product's UI? A step often works in another product without
 * naming it in the same line (a Triton page's steps in the Neptune console), so any product's `ui` counts; another
 * product's `local` names do not, being every desktop program's.
 */
function labelKnown(index: UiIndex, family: DocFamily | null, label: string): boolean {
  const mine = own(index, family);
  return index.trees.some((t) => {
    const nodes = t.byName.get(label);
    if (!nodes) return false;
    if (mine.includes(t)) return true;
    const inUi = (list: UiNode[]): boolean => list.some((n) => n.name === label || inUi(n.children));
    return inUi(t.product.ui);
  });
}

/** Sample devices are named like CNC-01 (canon/common.md): a step that clicks one clicks a row, not a label of the UI. */
const DEVICE = /^[A-Z][A-Z0-9]*-\d{2}$/;
const PATH = /「([^「」]+?(?: > [^「」]+?)+)」/g;
const STEP = /^\s*\d+\.\s/;
/** A label the step clicks: 点「保存」, 单击「确定」, 「新建角色」按钮, 「系统信息」标签页. */
const CLICKED = [/(?:点击?|单击|双击)「([^「」]+)」/g, /「([^「」]+)」(?:按钮|菜单|标签页|页签|对话框)/g];

/** The text of the page's code: fenced blocks and inline spans, where a page defines names of its own. */
function codeOf(doc: DocSource): string {
  const spans = [...doc.body.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
  return [
    doc.body
      .split(/^\s*```/m)
      .filter((_, i) => i % 2 === 1)
      .join('\n'),
    ...spans,
  ].join('\n');
}

export function uiProblems(doc: DocSource, index: UiIndex): string[] {
  const family = familyOf(doc.file);
  const problems: string[] = [];
  const code = codeOf(doc);
  for (const {line, text} of proseOf(doc)) {
    for (const m of text.matchAll(PATH)) {
      const problem = pathProblem(
        index,
        family,
        m[1].split(' > ').map((s) => s.trim()),
      );
      if (problem) problems.push(`${doc.file}:${line}: 「${m[1]}」: ${problem}`);
    }
    if (!STEP.test(text)) continue;
    const clicked = new Set(CLICKED.flatMap((re) => [...text.matchAll(re)].map((m) => m[1])));
    for (const label of clicked) {
      // A name the page gives something of the reader's own (a device, an app's page title in its app.json) is data.
      // A one-character label answers a prompt (Windows's 「是」): every program has it, it names nothing of ours.
      if ([...label].length < 2) continue;
      if (label.includes(' > ') || DEVICE.test(label) || code.includes(label) || labelKnown(index, family, label)) {
        continue;
      }
      const mine = own(index, family);
      const names = new Set((mine.length ? mine : index.trees).flatMap((t) => [...t.byName.keys()]));
      problems.push(
        `${doc.file}:${line}: the step clicks 「${label}」, which canon/ui.yaml does not name; nearest: 「${nearest(label, names)}」`,
      );
    }
  }
  return problems;
}
