/**
 * What CSS cannot do for a term's definition (./glossary.css): Escape hides it while the pointer or focus stays
 * (WCAG 1.4.13), and on a touch screen the first tap on a term shows it instead of following the link; a second tap,
 * or a tap elsewhere, goes on as usual. Listeners on the document only: nothing runs until a reader acts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import './glossary.css';

const WRAPPER = '.glossary';

function clear(name: 'data-open' | 'data-dismissed', except?: Element): void {
  for (const el of Array.from(document.querySelectorAll(`${WRAPPER}[${name}]`))) {
    if (el !== except) el.removeAttribute(name);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  let touch = false;
  document.addEventListener(
    'pointerdown',
    (event) => {
      touch = event.pointerType === 'touch';
      const wrapper = (event.target as Element).closest?.(WRAPPER) ?? undefined;
      clear('data-open', wrapper);
      clear('data-dismissed', wrapper);
    },
    {passive: true},
  );
  // In the capture phase, before the router's link handler, which leaves a click whose default is prevented alone.
  document.addEventListener(
    'click',
    (event) => {
      const term = (event.target as Element).closest?.(`${WRAPPER} > a`);
      const wrapper = term?.parentElement;
      if (!touch || !wrapper || wrapper.hasAttribute('data-open')) return;
      event.preventDefault();
      wrapper.setAttribute('data-open', '');
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const shown = Array.from(
      document.querySelectorAll(`${WRAPPER}:hover, ${WRAPPER}:focus-within, ${WRAPPER}[data-open]`),
    );
    for (const wrapper of shown) {
      wrapper.removeAttribute('data-open');
      wrapper.setAttribute('data-dismissed', '');
    }
  });
  document.addEventListener('focusout', (event) => {
    const wrapper = (event.target as Element).closest?.(WRAPPER);
    wrapper?.removeAttribute('data-dismissed');
    wrapper?.removeAttribute('data-open');
  });
  document.addEventListener('mouseout', (event) => {
    const wrapper = (event.target as Element).closest?.(WRAPPER);
    if (wrapper && !wrapper.contains(event.relatedTarget as Node | null)) wrapper.removeAttribute('data-dismissed');
  });
}
