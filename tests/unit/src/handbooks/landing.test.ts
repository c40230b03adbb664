/** The handbook slot filled in a built first page (src/handbooks/landing.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {elementsOf} from '../../../../scripts/lib/html';
import {fillSlot} from '../../../../src/handbooks/landing';

// As the site build writes it: minified, attributes unquoted where they can be, the slot's optional end tag left out.
const BUILT =
  '<article><div class=markdown><p>正文</p></div>' +
  '<p class=panel_x data-handbook=lowcode data-label="下载 PDF 手册（{pages} 页，{size}）" hidden></article>' +
  '<nav class=pagination-nav><a href=/docs/lowcode/quick-start>下一页</a></nav>';
const HREF = '/downloads/handbooks/lowcode.pdf';

test('a printed handbook fills the slot with its link, page count and size; the page around it is kept', () => {
  const html = fillSlot(BUILT, 'lowcode', HREF, {pages: 53, bytes: 2_476_603});
  const [slot] = elementsOf(html, 'p').filter((p) => p.attribs['data-handbook'] === 'lowcode');
  assert.deepEqual(slot.attribs, {
    class: 'panel_x',
    'data-handbook': 'lowcode',
    'data-label': '下载 PDF 手册（{pages} 页，{size}）',
    'data-pages': '53',
    'data-bytes': '2476603',
  });
  assert.equal(slot.text, '下载 PDF 手册（53 页，2.5 MB）');
  assert.deepEqual(elementsOf(html, 'a')[0].attribs, {href: HREF, download: ''});
  assert.ok(html.startsWith('<article><div class=markdown><p>正文</p></div><p '));
  assert.ok(
    html.endsWith('</a></p></article><nav class=pagination-nav><a href=/docs/lowcode/quick-start>下一页</a></nav>'),
  );
});

test('filling again replaces the earlier fill, and no handbook leaves the slot as the site build renders it', () => {
  const filled = fillSlot(BUILT, 'lowcode', HREF, {pages: 53, bytes: 2_476_603});
  const refilled = fillSlot(filled, 'lowcode', HREF, {pages: 54, bytes: 12_000_000});
  assert.equal(elementsOf(refilled, 'a')[0].text, '下载 PDF 手册（54 页，12 MB）');
  assert.equal(elementsOf(refilled, 'a').length, 2);
  const emptied = fillSlot(filled, 'lowcode', HREF, undefined);
  const [slot] = elementsOf(emptied, 'p').filter((p) => p.attribs['data-handbook'] === 'lowcode');
  assert.equal(slot.attribs.hidden, '');
  assert.equal(slot.text, '');
  assert.equal(elementsOf(emptied, 'a').length, 1);
});

test('a page without the slot is an error, not a page silently left without its link', () => {
  assert.throws(() => fillSlot(BUILT, 'janus', '/downloads/handbooks/janus.pdf', undefined), /data-handbook="janus"/);
});
