/**
 * Checks the codes pages explain against canon/codes.yaml: every row of a hand-written code table (a table whose first
 * column is headed 错误码 / 代码 / 返回码 / 返回值 / code, as search's anchors read them), and every code written in prose
 * with its meaning after it (返回 1002「参数错误」, 记提示 3007（当前状态不允许切换配方）). The code must exist in one of
 * the families of the page's product (a Triton page: Triton's error, return and status codes), and the meaning given
 * must be the canon's: one of the two holds the other, after quotes, code marks and spaces are set aside.
 * A table none of whose codes is the product's (MQTT's CONNACK codes on a Neptune page) is another table and left
 * alone, and so is a number in prose that nothing introduces as a code (端口 5020（可改）, Visual Studio 2019（16.x）).
 */
import type {DocSource} from '../docs';
import {PRODUCTS} from '../../../src/products';
import {familyOf, nearest, proseOf, type DocFamily} from './pages';
import {
  codeParts,
  mirrorOf,
  type Cnc01Facts,
  type CodeEntry,
  type CodeFacts,
  type CodeFamily,
} from '../../../src/canon-data/schema';

/** Families whose codes a page of each product explains. Open-platform pages explain the `janus` JS API's own codes. */
const PAGE_FAMILIES: Partial<Record<DocFamily, string[]>> = {
  automation: ['automation-alarms', 'automation-compile'],
  triton: ['triton-errors', 'triton-return', 'triton-status'],
  janus: ['janus-http'],
  lowcode: ['janus-http'],
  neptune: ['neptune-api'],
};
const CODE_HEADERS = new Set(['错误码', '代码', '返回码', '返回值', 'code', '状态码', '业务码']);
const MEANING_HEADERS = new Set(['含义', '说明', 'message', '信息', '描述']);
/** What introduces a code in prose: 返回 1002, 报 2001, 记提示 3007, 错误码 1004, E302 即, 「报警」页出现 C001. */
const INTRODUCER = /(?:返回(?:错误码)?|报|记(?:一条)?(?:提示)?|错误码|业务码|返回码|报警代码|即|出现)\s*$/;
const INLINE = /(?<![\w.\-/:])(-?\d{1,5}|[A-Z]\d{3})\s?(?:「([^「」]{1,40})」|（([^（）]{1,60})）)/g;
/** Between two codes of one list: 、, 或, 和, a comma. */
const LIST_GAP = /^\s*(?:、|，|,|或|和|与)\s*$/;

interface Known {
  family: string;
  entry: CodeEntry;
}

function normal(text: string): string {
  return text.replace(/[\s`「」“”"'：:，,。；;（）()]/g, '').toLowerCase();
}

/** Where a single code is a row of a family: its own, a list or span holding it, or a mirrored row's. */
function lookup(facts: CodeFacts, families: string[], code: string): Known[] {
  const found: Known[] = [];
  for (const key of families) {
    const family: CodeFamily | undefined = facts.families[key];
    if (!family) continue;
    for (const entry of family.codes) {
      const {kind, codes} = codeParts(entry.code);
      const hit =
        kind === 'span'
          ? entry.mirrors
            ? facts.families[entry.mirrors].codes.some(
                (o) => mirrorOf(o.code) === code && inSpan(code, codes[0], codes[1]),
              )
            : inSpan(code, codes[0], codes[1])
          : codes.includes(code);
      if (hit) found.push({family: key, entry});
    }
  }
  return found;
}

function inSpan(code: string, a: string, b: string): boolean {
  const n = (c: string) => Number(c.replace(/^[A-Z]/, ''));
  if (!/^-?\d+$|^[A-Z]\d+$/.test(code)) return false;
  const [lo, hi] = [n(a), n(b)].sort((x, y) => x - y);
  return n(code) >= lo && n(code) <= hi;
}

/** The texts a page may give as a code's meaning: its meaning, and for a mirrored row the mirrored code's. */
function meanings(facts: CodeFacts, known: Known, code: string): string[] {
  const {entry} = known;
  const own = [entry.meaning, entry.detail ?? ''];
  if (!entry.mirrors) return own;
  const mirrored = facts.families[entry.mirrors].codes.find((o) => mirrorOf(o.code) === code);
  return mirrored ? [...own, mirrored.meaning] : own;
}

/** A canon text and its parts a page may quote alone: without its bracketed note, the words before and after a ：. */
function variants(text: string): string[] {
  const bare = text.replace(/（[^（）]*）/g, '');
  return [text, bare, ...bare.split('：')];
}

function agrees(given: string, canon: string[]): boolean {
  const g = normal(given);
  if (!g) return true;
  return canon.flatMap(variants).some((c) => {
    const n = normal(c);
    return n !== '' && (n.includes(g) || g.includes(n));
  });
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** The problem with one code and the meaning a page gives it, or null. */
function codeProblem(facts: CodeFacts, families: string[], code: string, given: string | null): string | null {
  const found = lookup(facts, families, code);
  if (found.length === 0) {
    const all = families.flatMap((f) => facts.families[f]?.codes.flatMap((e) => codeParts(e.code).codes) ?? []);
    const numeric = all.filter((c) => /^-?\d+$/.test(c) && /^-?\d+$/.test(code));
    const near = numeric.length
      ? numeric.reduce((a, b) => (Math.abs(Number(b) - Number(code)) < Math.abs(Number(a) - Number(code)) ? b : a))
      : nearest(code, all);
    return `${code} is no code of ${families.join(' / ')} (canon/codes.yaml); nearest: ${near}`;
  }
  if (given === null || found.some((k) => k.entry.userDefined || agrees(given, meanings(facts, k, code)))) return null;
  const k = found[0];
  const mirrored = meanings(facts, k, code).slice(2);
  const also = mirrored.length ? ` (or its ${k.entry.mirrors} code's 「${mirrored[0]}」)` : '';
  return `${code} means 「${k.entry.meaning}」${also} in ${k.family} (canon/codes.yaml), not 「${given}」`;
}

/** CNC-01's `status` values, for prose that gives one with its label (`status` 变为 1001（运行）). */
function statusFamily(cnc01: Cnc01Facts): CodeFamily {
  const values = cnc01.data.find((d) => d.id === 'status')?.values ?? [];
  return {
    product: 'neptune',
    title: 'CNC-01 status',
    source: 'canon/cnc-01.yaml',
    headers: {code: '状态值', meaning: '含义'},
    optional: [],
    codes: values.map((v) => ({code: String(v.value), meaning: v.label})),
  };
}

export function codeProblems(doc: DocSource, facts: CodeFacts, cnc01: Cnc01Facts): string[] {
  const family = familyOf(doc.file);
  const own = family ? (PAGE_FAMILIES[family] ?? []) : [];
  const all: CodeFacts = {families: {...facts.families, 'cnc01-status': statusFamily(cnc01)}};
  const problems: string[] = [];
  const lines = proseOf(doc);
  // Tables.
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].text.trim().startsWith('|') || !/^\s*\|\s*:?-/.test(lines[i + 1]?.text ?? '')) continue;
    const header = cells(lines[i].text);
    let end = i + 2;
    while (end < lines.length && lines[end].text.trim().startsWith('|')) end++;
    if (own.length && CODE_HEADERS.has(header[0])) {
      const meaningAt = header.findIndex((h) => MEANING_HEADERS.has(h));
      // Inline code in cells was blanked by proseOf; read the raw row back for the codes.
      const rows = lines.slice(i + 2, end).map((l) => ({line: l.line, raw: rawLine(doc, l.line), text: l.text}));
      const codesOf = (raw: string) => codeParts(cells(raw)[0].replace(/`/g, '').replace(/\s+/g, ' ').trim()).codes;
      const ours = rows.some((r) => codesOf(r.raw).some((c) => lookup(all, own, c).length > 0));
      if (ours) {
        for (const r of rows) {
          const given = meaningAt > 0 ? (cells(r.raw)[meaningAt] ?? null) : null;
          for (const code of codesOf(r.raw)) {
            const problem = codeProblem(all, own, code, given);
            if (problem) problems.push(`${doc.file}:${r.line}: table row ${code}: ${problem}`);
          }
        }
      }
    }
    i = end - 1;
  }
  // Prose.
  for (const {line} of lines) {
    const text = rawLine(doc, line);
    if (text.trim().startsWith('|')) continue;
    let introduced = false;
    let last = 0;
    for (const m of text.replace(/`/g, ' ').matchAll(INLINE)) {
      const before = text.replace(/`/g, ' ').slice(last, m.index);
      introduced = INTRODUCER.test(before) || (introduced && LIST_GAP.test(before));
      last = m.index + m[0].length;
      const isStatus = /(?:status|运行状态码)\s*(?:变为|为|是|报|仍是|=)?\s*$/.test(before);
      if (!introduced && !isStatus) continue;
      // A product page may give another product's code (a Neptune code on a Triton page); other pages' codes are not ours.
      if (!own.length) continue;
      // The families of a product the line names (a Neptune code on a Triton page, Automation's 1010 on a Janus page).
      const named = Object.entries(facts.families)
        .filter(([, f]) => text.includes(PRODUCTS.find((p) => p.id === f.product)?.name ?? f.product))
        .map(([key]) => key);
      // CNC-01's status values are on every product's pages (状态码报 1002（待机）).
      const families = [...new Set([...own, ...named, 'cnc01-status'])];
      // A code the page's families lack but another product's has, with its meaning, is that product's
      // (控制器的报警历史记一条提示 1010「工程已更新」 on a Janus page).
      if (lookup(all, families, m[1]).length === 0) {
        const elsewhere = Object.keys(all.families).filter((f) => !families.includes(f));
        if (codeProblem(all, elsewhere, m[1], m[2] ?? m[3]) === null) continue;
      }
      const found = lookup(all, families, m[1]);
      // A number no family has is some other number (MQTT's 返回码 2), unless it has the shape of the product's codes.
      if (found.length === 0 && !families.some((f) => f !== 'cnc01-status' && shaped(all.families[f], m[1]))) continue;
      const problem = codeProblem(all, families, m[1], m[2] ?? m[3]);
      const written = m[2] !== undefined ? `${m[1]}「${m[2]}」` : `${m[1]}（${m[3]}）`;
      if (problem) problems.push(`${doc.file}:${line}: ${written}: ${problem}`);
    }
  }
  return problems;
}

/** Does `code` look like the family's codes: the same letter or sign, the same number of digits? */
function shaped(family: CodeFamily, code: string): boolean {
  const shape = (c: string) => c.replace(/\d/g, '9');
  return family.codes.some((e) => codeParts(e.code).codes.some((c) => shape(c) === shape(code)));
}

function rawLine(doc: DocSource, line: number): string {
  return doc.body.split('\n')[line - doc.bodyStartLine] ?? '';
}
