/**
 * Change: imports the patterns the myenv plugin writes by their path under `@generated`, because they are data of the
 * build that only this chunk and the copy buttons need.
 *
 * Puts the reader's values into the page: every code block, inline code and table cell that shows one of the canon's
 * placeholders shows the reader's value instead, highlighted, a secret masked. Loaded only once the reader has set
 * values (browser/clientModule.ts), after hydration, so the server's HTML and React agree on the placeholders.
 *
 * Only the text of existing text nodes changes (`Text.data`): nothing is inserted, so nothing typed can become markup
 * and React keeps the nodes it owns. The highlight is a CSS Custom Highlight over ranges, not an element. What the
 * page showed is kept per node, so clearing the values, or printing, puts the placeholders back exactly.
 */
import patterns from '@generated/myenv/default/patterns.json';
import {findMatches, shown, type Values} from '../engine/fill';
import type {Scope} from '../engine/placeholders';
import {readValues} from './store';

interface Filled {
  original: string;
  shown: string;
}

const filled = new WeakMap<Text, Filled>();
const touched = new Set<Text>();
const HIGHLIGHT = 'myenv';
const CONTAINERS = 'pre, code, td, th';
/** Part of the page that must show the samples as they are: the「我的环境」form itself. */
const SKIP = '[data-myenv-skip]';

// Both colours are set, so the highlight reads the same on the dark code blocks and on light or dark tables.
const STYLE = `::highlight(${HIGHLIGHT}){background-color:#fff3bf;color:#1c1e21;text-decoration:underline dotted}
@media (forced-colors:active){::highlight(${HIGHLIGHT}){background-color:Mark;color:MarkText}}`;

/** The page's highlights, where the browser has them (a maplike the project's DOM typings do not spell out). */
function highlights(): Map<string, Highlight> | undefined {
  return typeof CSS !== 'undefined' && 'highlights' in CSS
    ? (CSS.highlights as unknown as Map<string, Highlight>)
    : undefined;
}

let observer: MutationObserver | null = null;
let frame = 0;
let printing = false;

function scopeOf(el: Element): Scope {
  if (el.tagName === 'PRE') return 'codeBlock';
  return el.tagName === 'CODE' ? 'inlineCode' : 'tableCell';
}

function originalOf(node: Text): string {
  const seen = filled.get(node);
  return seen && seen.shown === node.data ? seen.original : node.data;
}

/** Fills one container's text nodes; a placeholder split over several (by the highlighter's tokens) is handled. */
function fillContainer(el: Element, values: Values, ranges: Range[]): void {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  const originals = nodes.map(originalOf);
  const joined = originals.join('');
  const matches = findMatches(joined, patterns, values, scopeOf(el));
  if (matches.length === 0 && !nodes.some((n) => touched.has(n))) return;
  let start = 0;
  let first = 0;
  nodes.forEach((node, i) => {
    const end = start + originals[i].length;
    let out = '';
    let at = start;
    const marks: Array<[number, number]> = [];
    while (first < matches.length && matches[first].end <= start) first += 1;
    for (let j = first; j < matches.length && matches[j].start < end; j += 1) {
      const m = matches[j];
      if (m.start >= start) {
        out += joined.slice(at, m.start);
        const text = shown(m.placeholder, m.value);
        marks.push([out.length, out.length + text.length]);
        out += text;
      }
      at = Math.min(m.end, end);
    }
    out += joined.slice(at, end);
    start = end;
    if (node.data !== out) node.data = out;
    if (out === originals[i]) {
      filled.delete(node);
      touched.delete(node);
      return;
    }
    filled.set(node, {original: originals[i], shown: out});
    touched.add(node);
    for (const [a, b] of marks) {
      const range = new Range();
      range.setStart(node, a);
      range.setEnd(node, b);
      ranges.push(range);
    }
  });
}

function revert(): void {
  for (const node of touched) {
    const seen = filled.get(node);
    if (seen && node.data === seen.shown) node.data = seen.original;
    filled.delete(node);
  }
  touched.clear();
  highlights()?.delete(HIGHLIGHT);
}

/** Brings the page in line with the saved values: fills it, or puts every placeholder back when none is set. */
export function refresh(): void {
  window.cancelAnimationFrame(frame);
  frame = 0;
  const values = readValues();
  if (!values || printing) {
    revert();
    observer?.takeRecords();
    return;
  }
  start();
  for (const node of touched) if (!node.isConnected) touched.delete(node);
  const ranges: Range[] = [];
  const main = document.querySelector('main');
  if (main) {
    for (const el of Array.from(main.querySelectorAll(CONTAINERS))) {
      if (el.parentElement?.closest(CONTAINERS) || el.closest(SKIP)) continue;
      fillContainer(el, values, ranges);
    }
  }
  // The page's own writes are not changes to react to.
  observer?.takeRecords();
  highlights()?.set(HIGHLIGHT, new Highlight(...ranges));
}

/** Refills after React changed the page's content; changes elsewhere (the navbar, a dialog) are not looked at. */
function schedule(records: MutationRecord[]): void {
  if (frame) return;
  const main = document.querySelector('main');
  if (records.some((r) => !main || main.contains(r.target) || r.target.contains(main))) {
    frame = window.requestAnimationFrame(refresh);
  }
}

/** A selection copied by hand gives the real secret, not the dots the screen shows. */
function onCopy(event: ClipboardEvent): void {
  const values = readValues();
  const selection = document.getSelection();
  if (!values || !selection || !event.clipboardData) return;
  let text = selection.toString();
  let changed = false;
  for (const p of patterns) {
    const value = values[p.key];
    if (!p.secret || !value) continue;
    const mask = shown(p, value);
    if (text.includes(mask)) {
      text = text.split(mask).join(value);
      changed = true;
    }
  }
  if (!changed) return;
  event.clipboardData.setData('text/plain', text);
  event.preventDefault();
}

/** Print and the PDF handbooks show the placeholders: the reader's values are for the screen. */
function onPrint(isPrinting: boolean): void {
  printing = isPrinting;
  refresh();
}

function start(): void {
  if (observer) return;
  const style = document.createElement('style');
  style.dataset.myenv = '';
  style.textContent = STYLE;
  document.head.append(style);
  // Pages React renders later (a route change, a code block highlighted in the browser, a tab) are filled too.
  observer = new MutationObserver(schedule);
  observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  document.addEventListener('copy', onCopy);
  window.addEventListener('beforeprint', () => onPrint(true));
  window.addEventListener('afterprint', () => onPrint(false));
  window.matchMedia('print').addEventListener('change', (e) => onPrint(e.matches));
}
