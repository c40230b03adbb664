/**
 * Wide tables scroll sideways inside the article (Infima makes tables scroll containers). A keyboard user can only
 * scroll a region that takes focus (WCAG 2.1.1, axe "scrollable-region-focusable"), so every table that overflows gets
 * tabindex="0" after each route change and on resize; tables that fit stay out of the tab order.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function markScrollableTables(): void {
  // All reads first, then all writes: one layout for the page, not one per table.
  const tables = Array.from(document.querySelectorAll<HTMLTableElement>('article table'));
  const overflowing = tables.map((table) => table.scrollWidth > table.clientWidth + 1);
  tables.forEach((table, i) => {
    if (overflowing[i]) table.setAttribute('tabindex', '0');
    else table.removeAttribute('tabindex');
  });
}

let timer: number | undefined;

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('resize', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(markScrollableTables, 150);
  });
}

export function onRouteDidUpdate(): void {
  window.requestAnimationFrame(markScrollableTables);
}
