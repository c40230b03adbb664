/**
 * Finding the canon's placeholders in a text and what the reader's values make of it. Pure and small: the copy button
 * of every code block carries it, the page's substitution (browser/apply.ts) builds on it.
 */
import type {Pattern, Scope} from './placeholders';

/** The reader's values by placeholder key; a key without a value keeps its sample. */
export type Values = Readonly<Record<string, string>>;

export interface Match {
  start: number;
  end: number;
  placeholder: Pattern;
  /** The reader's value. */
  value: string;
}

const WORD = /[A-Za-z0-9_]/;

/** How a value shows on screen: a secret as four dots and its last 4 characters, anything else as it is. */
export function shown(placeholder: Pattern, value: string): string {
  return placeholder.secret ? `••••${value.slice(-4)}` : value;
}

/** The placeholders with a value that apply in `scope`, longest spelling first, so none hides inside another. */
function spellings(placeholders: readonly Pattern[], values: Values, scope: Scope) {
  return placeholders
    .filter((p) => p.in.includes(scope) && values[p.key])
    .flatMap((p) => p.match.map((text) => ({text, p})))
    .sort((a, b) => b.text.length - a.text.length);
}

/**
 * Every placeholder with a value in `text`, in order, not overlapping. Inline code that is nothing but a placeholder
 * names the sample itself (「示例统一使用 `3F2A-9C41-7B0D-E5A8`」) and is left alone.
 */
export function findMatches(text: string, placeholders: readonly Pattern[], values: Values, scope: Scope): Match[] {
  const found: Match[] = [];
  const candidates = spellings(placeholders, values, scope);
  if (candidates.length === 0) return found;
  if (scope === 'inlineCode' && candidates.some((c) => c.text === text)) return found;
  for (let i = 0; i < text.length;) {
    const hit = candidates.find(({text: spelling, p}) => {
      if (!text.startsWith(spelling, i)) return false;
      const end = i + spelling.length;
      if (WORD.test(spelling[0]) && i > 0 && WORD.test(text[i - 1])) return false;
      if (WORD.test(spelling[spelling.length - 1]) && end < text.length && WORD.test(text[end])) return false;
      return !p.notAfter.some((before) => text.endsWith(before, i));
    });
    if (hit) {
      found.push({start: i, end: i + hit.text.length, placeholder: hit.p, value: values[hit.p.key]});
      i += hit.text.length;
    } else i += 1;
  }
  return found;
}

/** `text` with the reader's values in place of the placeholders: what a copy gives. */
export function fillText(text: string, placeholders: readonly Pattern[], values: Values, scope: Scope): string {
  let out = '';
  let at = 0;
  for (const m of findMatches(text, placeholders, values, scope)) {
    out += text.slice(at, m.start) + m.value;
    at = m.end;
  }
  return out + text.slice(at);
}

/**
 * `text`, read off a filled page, with each of the reader's values as the screen shows it put back to its
 * placeholder's sample, in one pass (a sample that happens to be another value is not replaced again): the page's own
 * words, for what leaves this browser.
 */
export function unfillText(text: string, placeholders: readonly Pattern[], values: Values): string {
  const samples = new Map<string, string>();
  for (const p of placeholders) {
    const value = values[p.key];
    const sample = p.match[0];
    if (value && sample) samples.set(shown(p, value), sample);
  }
  if (samples.size === 0) return text;
  const forms = [...samples.keys()].sort((a, b) => b.length - a.length);
  const any = new RegExp(forms.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(any, (form) => samples.get(form)!);
}
