/**
 * The PDF handbooks `npm run build:handbooks` printed (src/handbooks/), checked in one pass over each file with
 * poppler-utils: page count, bookmarks following the sidebar, every page title of the family in the text, fonts
 * embedded, a size budget. Run after the handbook build (`npm run test:handbooks`); the browser test of the link each
 * family's first page offers is in tests/e2e/offline.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {FAMILIES, type OfflineIndex} from '../../src/offline/families';
import type {HandbookList} from '../../src/handbooks/paths';

const BUILD = path.join(__dirname, '..', '..', 'build');
const DIR = path.join(BUILD, 'downloads', 'handbooks');
/** Every handbook stays under this: fonts are embedded as subsets and diagrams as vectors. */
const MAX_BYTES = 20_000_000;

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, {encoding: 'utf8', maxBuffer: 256 << 20});
const squash = (text: string) => text.replace(/\s+/g, '');

/** The bookmark titles of a PDF, in order (pdftohtml's XML lists the outline). */
function bookmarks(pdf: string): string[] {
  const xml = run('pdftohtml', ['-xml', '-i', '-stdout', '-q', '-f', '1', '-l', '1', pdf]);
  const outline = /<outline>[\s\S]*<\/outline>/.exec(xml)?.[0] ?? '';
  return [...outline.matchAll(/<item[^>]*>([^<]*)<\/item>/g)].map((m) =>
    m[1]
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .trim(),
  );
}

test('every family has a handbook: pages, bookmarks, every page title, embedded fonts, size', () => {
  const listFile = path.join(DIR, 'handbooks.json');
  assert.ok(fs.existsSync(listFile), `${listFile} is missing: run npm run build:handbooks after the build`);
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as HandbookList;
  const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'offline-index.json'), 'utf8')) as OfflineIndex;
  assert.deepEqual(
    list.handbooks.map((h) => h.family),
    FAMILIES.map((f) => f.id),
  );
  for (const handbook of list.handbooks) {
    const pdf = path.join(DIR, `${handbook.family}.pdf`);
    const family = index.families.find((f) => f.id === handbook.family)!;
    const info = run('pdfinfo', [pdf]);
    assert.equal(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), handbook.pages, handbook.family);
    // A cover, a table of contents, and each documentation page starting on a page of its own.
    assert.ok(handbook.pages >= family.pages.length + 2, handbook.family);
    assert.equal(fs.statSync(pdf).size, handbook.bytes, handbook.family);
    assert.ok(handbook.bytes < MAX_BYTES, `${handbook.family}: ${handbook.bytes} bytes`);

    const marks = bookmarks(pdf).map(squash);
    const text = squash(run('pdftotext', ['-enc', 'UTF-8', pdf, '-']));
    for (const page of family.pages) {
      assert.ok(marks.includes(squash(page.title)), `${handbook.family}: bookmark for ${page.path}`);
      assert.ok(text.includes(squash(page.title)), `${handbook.family}: text of ${page.path}`);
    }

    const fonts = run('pdffonts', [pdf]).split('\n').slice(2).filter(Boolean);
    assert.ok(fonts.length > 0, handbook.family);
    for (const line of fonts) {
      // Columns: name, type, encoding, emb, sub, uni, object ID; "emb" must be yes.
      const columns = line.trim().split(/\s+/);
      assert.equal(columns[columns.length - 5], 'yes', `${handbook.family}: ${line}`);
    }
  }
});
