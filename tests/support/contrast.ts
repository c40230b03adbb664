/**
 * axe's colour rules, run once per combination of colours instead of once per text element.
 *
 * Their verdict on an element depends only on its own text colour, size and weight, the colours it is drawn on (its
 * ancestors' backgrounds, up to the first opaque one, with their opacities), and for a link the text around it. The
 * site's pages repeat a few hundred such combinations over and over, and checking each repetition made these two rules
 * most of the browser tests' time. So a test run remembers each combination axe has passed or failed, and on every
 * later page axe checks only the elements that bring a new one. A combination is remembered only once axe has judged
 * an element that has it: an element axe skips (hidden, clipped, disabled) or cannot judge (an image or another
 * element behind the text) keeps its combination new, and it is checked again wherever it next appears.
 */
import type {Page} from '@playwright/test';
import type {Result} from 'axe-core';
import {axeBuilder} from './fixtures';

/** The WCAG rules whose result depends on colours. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const MARK = 'data-contrast-key';

export class ContrastOnce {
  private readonly judged = new Set<string>();

  /** Runs the colour rules on the elements of the page whose combination no earlier page had; returns violations. */
  async check(page: Page): Promise<Result[]> {
    const marked = await page.evaluate(markNewCombinations, {judged: [...this.judged], mark: MARK});
    if (marked === 0) return [];
    const result = await axeBuilder(page).include(`[${MARK}]`).withRules(COLOUR_RULES).analyze();
    const targets = [...result.passes, ...result.violations].flatMap((r) => r.nodes.map((n) => n.target[0]));
    const keys = await page.evaluate(
      ({targets, mark}) =>
        targets.flatMap((t) => {
          const key = typeof t === 'string' ? document.querySelector(t)?.getAttribute(mark) : null;
          return key ? [key] : [];
        }),
      {targets, mark: MARK},
    );
    for (const key of keys) this.judged.add(key);
    return result.violations;
  }
}

/**
 * In the page: gives every element that carries text of its own, and every link inside a run of text, its
 * combination as an attribute when the combination is not yet judged; returns how many it marked.
 */
function markNewCombinations({judged, mark}: {judged: string[]; mark: string}): number {
  const known = new Set(judged);
  for (const el of Array.from(document.querySelectorAll(`[${mark}]`))) el.removeAttribute(mark);
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const opacities = new Map<Element, number>();
  const opacity = (el: Element | null): number => {
    if (!el) return 1;
    let o = opacities.get(el);
    if (o === undefined) opacities.set(el, (o = Number(style(el).opacity) * opacity(el.parentElement)));
    return o;
  };
  const backdrops = new Map<Element, string>();
  const backdrop = (el: Element | null): string => {
    if (!el) return '';
    let b = backdrops.get(el);
    if (b === undefined) {
      const s = style(el);
      const own = [s.backgroundColor, s.backgroundImage, s.mixBlendMode, s.filter, s.position].join(' ');
      const opaque = s.backgroundImage === 'none' && /^rgb\(/.test(s.backgroundColor);
      b = opaque ? own : `${own} / ${backdrop(el.parentElement)}`;
      backdrops.set(el, b);
    }
    return b;
  };
  let marked = 0;
  // What axe judges: text with a letter or digit of its own (it ignores punctuation and symbols), and links inside a
  // run of text.
  const readable = /[\p{L}\p{N}]/u;
  const ownText = (el: Element, test: RegExp) =>
    Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && test.test(n.textContent ?? ''));
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const link = el.tagName === 'A' && el.parentElement !== null && ownText(el.parentElement, /\S/);
    if (!link && !ownText(el, readable)) continue;
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    // Off the page until it has focus, like the skip link: axe leaves it out.
    const box = el.getBoundingClientRect();
    if (box.left >= document.documentElement.clientWidth || box.right <= 0 || box.bottom + scrollY <= 0) continue;
    const s = style(el);
    const parent = el.parentElement ? style(el.parentElement) : s;
    const key = [
      link ? 'link' : 'text',
      s.color,
      s.webkitTextFillColor,
      s.fontSize,
      s.fontWeight,
      s.textShadow,
      s.textDecorationLine,
      parent.color,
      opacity(el),
      backdrop(el),
    ].join(' | ');
    if (known.has(key)) continue;
    el.setAttribute(mark, key);
    marked++;
  }
  return marked;
}
