/**
 * Change: the theme's CodeBlock without its remount after hydration, because the original renders its content with
 * key={String(isBrowser)} to apply a dark Prism theme the server could not know, and with one theme in both colour
 * modes that only re-tokenised every block and rebuilt its DOM on the reader's phone.
 * The remount is kept whenever `prism.darkTheme` differs from `prism.theme`, so changing the config cannot break dark mode.
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
