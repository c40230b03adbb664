import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The code theme, dark in both colour modes as the spec asks: VS Dark with the three token colours that fall below
 * WCAG AA contrast (4.5:1) on its #1E1E1E background lifted: constant, prolog and markup punctuation.
 * tests/unit/src/prism/theme.test.ts checks every token colour.
 */
const LIFTED: Record<string, string> = {
  constant: 'rgb(167, 169, 230)',
  prolog: 'rgb(138, 180, 248)',
  punctuation: 'rgb(160, 160, 160)',
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const lifted = entry.types.map((t) => LIFTED[t]).find(Boolean);
    const lowContrast =
      entry.types.includes('constant') || entry.types.includes('prolog') || entry.style.color === '#808080';
    return lifted && lowContrast ? {...entry, style: {...entry.style, color: lifted}} : entry;
  }),
};
