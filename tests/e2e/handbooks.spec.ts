/**
 * The PDF handbooks `npm run build:handbooks` printed (src/handbooks/), checked in one pass over each file with
 * poppler-utils: page count, bookmarks following the sidebar, every page title of the family in the text, fonts
 * embedded, a size budget; and each family's first page offering its PDF with that size.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from '../support/fixtures';
import {FAMILIES} from '../../src/offline/families';
import type {OfflineIndex} from '../../src/offline/families';
import type {HandbookList} from '../../src/handbooks/paths';
import {formatBytes} from '../../src/offline/ui/formatBytes';

const BUILD = path.join(__dirname, '..', '..', 'build');
const DIR = path.join(BUILD, 'downloads', 'handbooks');
/** Every handbook stays under this: fonts are embedded as subsets and diagrams as vectors. */
const MAX_BYTES = 20_000_000;

const list = (): HandbookList => JSON.parse(fs.readFileSync(path.join(DIR, 'handbooks.json'), 'utf8'));
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
  const index = JSON.parse(fs.readFileSync(path.join(BUILD, 'offline-index.json'), 'utf8')) as OfflineIndex;
  expect(list().handbooks.map((h) => h.family)).toEqual(FAMILIES.map((f) => f.id));
  for (const handbook of list().handbooks) {
    const pdf = path.join(DIR, `${handbook.family}.pdf`);
    const family = index.families.find((f) => f.id === handbook.family)!;
    const info = run('pdfinfo', [pdf]);
    expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), handbook.family).toBe(handbook.pages);
    // A cover, a table of contents, and each documentation page starting on a page of its own.
    expect(handbook.pages, handbook.family).toBeGreaterThanOrEqual(family.pages.length + 2);
    expect(fs.statSync(pdf).size, handbook.family).toBe(handbook.bytes);
    expect(handbook.bytes, handbook.family).toBeLessThan(MAX_BYTES);

    const marks = bookmarks(pdf).map(squash);
    const text = squash(run('pdftotext', ['-enc', 'UTF-8', pdf, '-']));
    for (const page of family.pages) {
      expect(marks, `${handbook.family}: bookmark for ${page.path}`).toContain(squash(page.title));
      expect(text.includes(squash(page.title)), `${handbook.family}: text of ${page.path}`).toBe(true);
    }

    const fonts = run('pdffonts', [pdf]).split('\n').slice(2).filter(Boolean);
    expect(fonts.length, handbook.family).toBeGreaterThan(0);
    for (const line of fonts) {
      // Columns: name, type, encoding, emb, sub, uni, object ID; "emb" must be yes.
      const columns = line.trim().split(/\s+/);
      expect(columns[columns.length - 5], `${handbook.family}: ${line}`).toBe('yes');
    }
  }
});

test("each family's first page offers its handbook with its size", async ({page, watch}) => {
  for (const handbook of list().handbooks) {
    const family = FAMILIES.find((f) => f.id === handbook.family)!;
    await page.goto(family.landing);
    await hydrated(page);
    const link = page.getByRole('link', {
      name: `下载 PDF 手册（${handbook.pages} 页，${formatBytes(handbook.bytes)}）`,
    });
    await expect(link).toHaveAttribute('href', `/downloads/handbooks/${family.id}.pdf`);
  }
  const response = await page.request.get('/downloads/handbooks/lowcode.pdf');
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(watch.consoleErrors).toEqual([]);
});
