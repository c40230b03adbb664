/**
 * Every token colour of the code theme passes WCAG AA contrast (4.5:1) on the code block background, and the classes
 * that carry the colours in the HTML (src/prism/tokenClasses.ts) reproduce the styles they replace.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeTheme} from '../../src/prismTheme';
import {styleClassCss, styleClassTable, withStyleClasses} from '../../src/prism/tokenClasses';

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

export function contrast(a: string, b: string): number {
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

test('each colour of the code theme becomes one class whose rule sets exactly that colour', () => {
  const table = styleClassTable({theme: codeTheme});
  const css = styleClassCss(table);
  const colours = new Set([codeTheme.plain.color, ...codeTheme.styles.map((s) => s.style.color)].filter(Boolean));
  assert.ok(colours.size > 10);
  for (const colour of colours) {
    const className = table.get(`color:${colour}`);
    assert.ok(className, `no class for ${colour}`);
    assert.ok(css.includes(`.prism-code .${className}{color:${colour}}`), `no rule for ${className}`);
  }
  assert.equal(css.split('\n').length, table.size, 'one rule a class');
  assert.equal(
    styleClassTable({theme: codeTheme}).get(`color:${codeTheme.plain.color}`),
    'tc0',
    'same themes, same classes',
  );
});

test('a token keeps its classes, gains a colour class, and keeps inline only what the themes do not know', () => {
  const table = styleClassTable({theme: codeTheme});
  const keyword = codeTheme.styles.find((s) => s.types.includes('keyword'))!.style.color!;
  const out = withStyleClasses(
    {className: 'token keyword', style: {color: keyword, display: 'inline-block'}, children: 'if'},
    table,
  );
  assert.equal(out.className, `token keyword ${table.get(`color:${keyword}`)}`);
  assert.deepEqual(out.style, {display: 'inline-block'});
  assert.equal(out.children, 'if');
  const plain = withStyleClasses(
    {className: 'token-line', style: {color: codeTheme.plain.color, backgroundColor: undefined}},
    table,
  );
  assert.equal(plain.className, 'token-line tc0');
  assert.equal(plain.style, undefined);
  const unknown = withStyleClasses({className: 'token', style: {color: 'rgb(1, 2, 3)'}}, table);
  assert.deepEqual(unknown, {className: 'token', style: {color: 'rgb(1, 2, 3)'}});
});
