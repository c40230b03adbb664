/**
 * The PDF handbooks `npm run build:handbooks` printed (src/handbooks/), checked in one pass over each file with
 * poppler-utils: page count, bookmarks following the sidebar, every page title of the family in the text, fonts
 * embedded, a size budget. Then the link each family's first page offers, in a browser: in the served HTML (with
 * JavaScript off), downloading the PDF, kept as it is by hydration, and absent where no handbook was printed. Run after
 * the handbook build (`npm run test:handbooks`); the link a client-side navigation renders is checked by
 * tests/e2e/offline.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {chromium, type Page} from '@playwright/test';
import {FAMILIES, type OfflineIndex} from '../../src/offline/families';
import {handbookPath, type HandbookList} from '../../src/handbooks/paths';
import {fillSlot} from '../../src/handbooks/landing';
import {formatBytes} from '../../src/offline/ui/formatBytes';
import {createStaticServer} from '../../lib/static-server';
import {HEADLESS_ARGS, HEADLESS_CHROMIUM} from '../../lib/browser';

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

/**
 * The table of contents as a reader sees it: each row's title and page number, read from the PDF's text laid out as
 * printed (the header and footer lines left out; a title that wraps is joined to the line with its number). It runs
 * from page 2 up to the page the first row names.
 */
function tableOfContents(pages: string[]): {title: string; page: number}[] {
  const rows: {title: string; page: number}[] = [];
  for (let i = 1; i < pages.length && (rows.length === 0 || i + 1 < rows[0].page); i++) {
    const lines = pages[i].split('\n').filter((l) => l.trim() && l.trim() !== '目录');
    let pending = '';
    for (const line of lines.slice(1, -1)) {
      const m = /^\s*(\S.*?)\s{2,}(\d+)\s*$/.exec(line);
      if (!m) pending += line.trim();
      else {
        rows.push({title: pending + m[1], page: Number(m[2])});
        pending = '';
      }
    }
  }
  return rows;
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

    // Every row of the table of contents names the page its section starts on.
    const printed = run('pdftotext', ['-enc', 'UTF-8', '-layout', pdf, '-']).split('\f');
    const toc = tableOfContents(printed);
    assert.ok(toc.length >= family.pages.length, `${handbook.family}: ${toc.length} rows in the table of contents`);
    for (const row of toc)
      assert.ok(
        squash(printed[row.page - 1] ?? '').includes(squash(row.title)),
        `${handbook.family}: the table of contents puts ${row.title} on page ${row.page}, which does not show it`,
      );

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

test("each family's first page links its handbook in the served HTML, and hydration keeps it", async () => {
  const list = JSON.parse(fs.readFileSync(path.join(DIR, 'handbooks.json'), 'utf8')) as HandbookList;
  const server = createStaticServer(BUILD);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: HEADLESS_CHROMIUM,
    args: HEADLESS_ARGS,
  });
  const handbookLinks = (page: Page) => page.locator('a[href^="/downloads/handbooks/"]');
  try {
    const noScript = await browser.newPage({javaScriptEnabled: false});
    for (const handbook of list.handbooks) {
      const family = FAMILIES.find((f) => f.id === handbook.family)!;
      await noScript.goto(origin + family.landing);
      const link = noScript.getByRole('link', {
        name: `下载 PDF 手册（${handbook.pages} 页，${formatBytes(handbook.bytes)}）`,
        exact: true,
      });
      assert.equal(await link.getAttribute('href'), handbookPath(family.id), family.id);
      if (family.id !== 'lowcode') continue;
      const [download] = await Promise.all([noScript.waitForEvent('download'), link.click()]);
      assert.equal(fs.statSync(await download.path()).size, handbook.bytes, 'the downloaded PDF');
    }

    // A deploy without handbooks: the page as the site build renders it, which is also what the handbook build leaves
    // for a family it did not print.
    const lowcode = FAMILIES.find((f) => f.id === 'lowcode')!;
    const landingHtml = fs.readFileSync(path.join(BUILD, `${lowcode.landing}.html`), 'utf8');
    const without = fillSlot(landingHtml, lowcode.id, handbookPath(lowcode.id), undefined);
    const scripted = await browser.newPage();
    const errors: string[] = [];
    scripted.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
    scripted.on('pageerror', (error) => errors.push(String(error)));
    // The scripted page first, before its service worker (which the routes cannot see through) controls it.
    for (const page of [scripted, noScript]) {
      await page.route(origin + lowcode.landing, (route) => route.fulfill({body: without, contentType: 'text/html'}));
      await page.goto(origin + lowcode.landing);
      if (page === scripted) await page.waitForSelector('html[data-has-hydrated="true"]');
      assert.equal(await handbookLinks(page).count(), 0);
      await page.unroute(origin + lowcode.landing);
    }

    // Hydration renders the served link as it is: no mismatch (React would report it and render the page again).
    await scripted.goto(origin + lowcode.landing);
    await scripted.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await handbookLinks(scripted).count(), 1);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
