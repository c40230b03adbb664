/**
 * Wide tables scroll sideways inside the article (Infima makes tables scroll containers). A keyboard user can only
 * scroll a region that takes focus (WCAG 2.1.1, axe "scrollable-region-focusable"), so every table that overflows gets
 * tabindex="0" after each route change and on resize; tables that fit stay out of the tab order.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function markScrollableTables(): void {
  document.querySelectorAll<HTMLTableElement>('article table').forEach((table) => {
    if (table.scrollWidth > table.clientWidth + 1) table.setAttribute('tabindex', '0');
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
