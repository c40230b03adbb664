/** The classes that carry the code colours in the HTML reproduce the styles they replace. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeTheme} from '../../../../src/prism/theme';
import {styleClassCss, styleClassTable, withStyleClasses} from '../../../../src/prism/tokenClasses';

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
