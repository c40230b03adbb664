/** Retrieved sections take their text from the pages' Markdown twins (src/askai/browser/twinText.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sectionKind, withTwinText} from '../../../../../src/askai/browser/twinText';

test('each page’s twin is loaded once; a section it lacks, or a page without twin, keeps the index’s text', async () => {
  const loaded: string[] = [];
  const load = async (pathname: string) => {
    loaded.push(pathname);
    return pathname === '/docs/a' ? '# A\n\n## 表\n\n| x | y |\n| - | - |\n| 1 | 2 |\n' : undefined;
  };
  const sections = await withTwinText(
    [
      {url: 'http://h/docs/a#t', headings: ['A', '表'], content: 'x y 1 2'},
      {url: 'http://h/docs/a#gone', headings: ['A', '别处'], content: '索引原文'},
      {url: 'http://h/docs/b#x', headings: ['B', 'x'], content: 'B 的原文'},
    ],
    load,
  );
  assert.deepEqual(loaded, ['/docs/a', '/docs/b']);
  assert.deepEqual(
    sections.map((s) => s.content),
    ['| x | y |\n| - | - |\n| 1 | 2 |', '索引原文', 'B 的原文'],
  );
  assert.deepEqual(['', 'code-1003', 'faq-1x2', 'prerequisites'].map(sectionKind), ['page', 'row', 'faq', 'heading']);
});
