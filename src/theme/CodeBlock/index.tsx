/**
 * The theme's CodeBlock (Docusaurus 3.9.1), replaced for one line. The original renders its content with
 * key={String(isBrowser)}, so every code block on a page is thrown away and rendered again right after hydration: the
 * server can only render the light Prism theme, and the remount applies the dark one. This site uses the same Prism
 * theme in both colour modes, so the server's HTML is already right and the remount only re-tokenises every block and
 * rebuilds its DOM on the reader's phone (on the longest page, most of the work after hydration). The remount is kept
 * whenever the two themes differ, so changing `prism.darkTheme` in the config cannot break dark mode.
 */
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig, type ThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

const sameThemeCache = new WeakMap<ThemeConfig['prism'], boolean>();

/** True when the dark Prism theme is absent or identical to the light one, i.e. the server's colours hold in both modes. */
function usesOnePrismTheme(prism: ThemeConfig['prism']): boolean {
  let same = sameThemeCache.get(prism);
  if (same === undefined) {
    same = !prism.darkTheme || JSON.stringify(prism.darkTheme) === JSON.stringify(prism.theme);
    sameThemeCache.set(prism, same);
  }
  return same;
}

/** As the original: a plain string when the children are strings only, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {prism} = useThemeConfig();
  const children = maybeStringifyChildren(rawChildren);
  const key = usesOnePrismTheme(prism) ? 'code' : String(isBrowser);
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}
