/** Every token colour of the code theme passes WCAG AA contrast (4.5:1) on the code block background. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeTheme} from '../../../../src/prism/theme';

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as [number, number, number];
  const fn = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  throw new Error(`unparsed colour ${colour}`);
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('code token colours pass WCAG AA on the code background', () => {
  const background = codeTheme.plain.backgroundColor!;
  const colours = [
    codeTheme.plain.color!,
    ...codeTheme.styles.map((s) => s.style.color).filter((c): c is string => !!c),
  ];
  for (const colour of colours) {
    assert.ok(
      contrast(colour, background) >= 4.5,
      `${colour} on ${background}: ${contrast(colour, background).toFixed(2)}:1`,
    );
  }
});

test('the contrast helper agrees with the WCAG reference values', () => {
  assert.equal(contrast('#ffffff', '#000000').toFixed(1), '21.0');
  assert.equal(contrast('#767676', '#ffffff').toFixed(2), '4.54');
});
