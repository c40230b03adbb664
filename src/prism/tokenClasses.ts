/**
 * Code colours as classes instead of inline styles. prism-react-renderer gives every line and token a style attribute
 * (`style="color:rgb(86, 156, 214)"`), a large share of a code-heavy page's HTML, which a phone parses before it
 * paints. Every distinct property and value of the site's Prism themes gets a class (`tc0`, `tc1` …) whose
 * rule sets exactly that value, so a token with class `tc3` looks as it did with the style. The code block
 * (src/theme/CodeBlock/Content) swaps the styles for the classes; src/prism/plugin.ts writes the rules, from
 * the same themes in the same order, into the site's CSS.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

export interface PrismThemes {
  theme: PrismTheme;
  darkTheme?: PrismTheme;
}

type StyleTable = ReadonlyMap<string, string>;

const key = (property: string, value: unknown) => `${property}:${String(value)}`;

const tables = new WeakMap<PrismThemes, StyleTable>();

/** `property:value` → class, for every style of both themes (plain first, then each entry, in theme order). */
export function styleClassTable(themes: PrismThemes): StyleTable {
  let table = tables.get(themes);
  if (!table) {
    const building = new Map<string, string>();
    const add = (style: object) => {
      for (const [property, value] of Object.entries(style)) {
        if (value != null && !building.has(key(property, value)))
          building.set(key(property, value), `tc${building.size}`);
      }
    };
    for (const theme of [themes.theme, themes.darkTheme]) {
      if (!theme) continue;
      add(theme.plain);
      for (const entry of theme.styles) add(entry.style);
    }
    table = building;
    tables.set(themes, table);
  }
  return table;
}

/** The props with each style the table knows moved into a class; styles it does not know stay inline. */
export function withStyleClasses<T extends {className?: string; style?: CSSProperties}>(
  props: T,
  table: StyleTable,
): T {
  if (!props.style) return props;
  const classes: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(props.style)) {
    if (value == null) continue;
    const className = table.get(key(property, value));
    if (className) classes.push(className);
    else rest[property] = value;
  }
  return {
    ...props,
    className: [props.className, ...classes].filter(Boolean).join(' '),
    style: Object.keys(rest).length > 0 ? (rest as CSSProperties) : undefined,
  };
}

/** The CSS rules of the table's classes. */
export function styleClassCss(table: StyleTable): string {
  return [...table]
    .map(([entry, className]) => {
      const colon = entry.indexOf(':');
      const property = entry.slice(0, colon).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `.prism-code .${className}{${property}:${entry.slice(colon + 1)}}`;
    })
    .join('\n');
}
