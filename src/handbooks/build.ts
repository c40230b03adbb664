/**
 * `npm run build:handbooks` (after `npm run build`): prints one PDF handbook per product family
 * (src/offline/families.ts) with Debian's Chromium into build/downloads/handbooks/<family>.pdf, and lists them with
 * their page counts and sizes in build/downloads/handbooks/handbooks.json; then writes each PDF's link, with its page
 * count and size, into its family's first page (landing.ts).
 *
 * Each handbook is the family's pages in sidebar order (src/handbooks/outline.ts), assembled into one document in a
 * page of the built site (src/handbooks/assemble.ts) and printed with the site's print styles: a cover (product,
 * version from canon/, date), a table of contents with page numbers, bookmarks following the sidebar, the family and
 * "第 x 页，共 y 页" on every page, links inside the PDF. Chromium cannot number a table of contents itself (no CSS
 * target-counter), so each handbook is printed twice: the first printing's named destinations (`pdfinfo -dests`)
 * give each section's page, which the second printing shows; the numbers take the space their placeholders took,
 * so nothing moves between the two. The first is a draft: no backgrounds, bookmarks, tags, header or footer, none
 * of which moves a page break (the margins are the same), so it gives the same pages for less work.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {chromium} from 'playwright-core';
import {build as esbuild} from 'esbuild';
import {FAMILIES, familyOfPath, type Family} from '../offline/families';
import {PRODUCTS} from '../products';
import {loadCompat} from '../canon-data/load';
import {MANIFEST_FILE, type ContentManifest} from '../plugins/content-manifest';
import {SITE_URL} from '../config/site';
import sidebars from '../../sidebars';
import {createStaticServer} from '../../lib/static-server';
import {HEADLESS_ARGS, HEADLESS_CHROMIUM} from '../../lib/browser';
import {familyOutline, outlinePages, type SidebarItemSource} from './outline';
import type {AssembleInput} from './assemble';
import {HANDBOOK_DIR, HANDBOOK_LIST_PATH, handbookPath, type HandbookList} from './paths';
import {fillSlot} from './landing';

const ROOT = path.resolve(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');

/** Each family's documented version, from canon/compatibility.yaml (src/products.ts says which product's). */
function familyVersion(family: Family): string {
  const compat = loadCompat();
  const of = PRODUCTS.find((p) => p.id === family.id)?.versionOf ?? family.id;
  const describes = compat.products[of]?.docs?.describes;
  if (!describes) throw new Error(`handbooks: canon/compatibility.yaml has no products.${of}.docs.describes`);
  return describes.startsWith('v') ? describes : `v${describes}`;
}

/** Page number of each named destination of a PDF. */
function destinations(pdf: string): Record<string, number> {
  const out = execFileSync('pdfinfo', ['-dests', pdf], {encoding: 'utf8'});
  const pages: Record<string, number> = {};
  for (const line of out.split('\n')) {
    const m = /^\s*(\d+)\s+\[[^\]]*\]\s+"(.+)"\s*$/.exec(line);
    if (m) pages[m[2]] = Number(m[1]);
  }
  return pages;
}

function pdfPageCount(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf], {encoding: 'utf8'});
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

async function main(): Promise<void> {
  const manifestFile = path.join(ROOT, '.docusaurus', MANIFEST_FILE);
  if (!fs.existsSync(path.join(BUILD, 'index.html')) || !fs.existsSync(manifestFile)) {
    throw new Error('handbooks: no build; run `npm run build` first');
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ContentManifest;
  const permalinks = new Map(manifest.docs.map((d) => [d.id, d.permalink]));
  const browserCode = (
    await esbuild({
      entryPoints: [path.join(__dirname, 'assemble.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: 'handbook',
      target: 'es2020',
    })
  ).outputFiles[0].text;
  const css = fs.readFileSync(path.join(__dirname, 'handbook.css'), 'utf8');
  const outDir = path.join(BUILD, ...HANDBOOK_DIR.split('/').filter(Boolean));
  fs.mkdirSync(outDir, {recursive: true});

  const server = createStaticServer(BUILD);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Chromium sees TrueType fonts only: it embeds OpenType CFF fonts (Noto CJK, if a machine has it) as Type 3 glyph
  // procedures, which made the handbooks several times larger, and the diagrams' text would fall back to them.
  const fontconfig = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'handbook-fonts-')), 'fonts.conf');
  fs.writeFileSync(
    fontconfig,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>/usr/share/fonts/truetype</dir><include ignore_missing="yes">/etc/fonts/conf.d</include><cachedir>${path.dirname(fontconfig)}</cachedir></fontconfig>`,
  );
  const browser = await chromium.launch({
    env: {...process.env, FONTCONFIG_FILE: fontconfig},
    executablePath: HEADLESS_CHROMIUM,
    args: [...HEADLESS_ARGS, '--font-render-hinting=none'],
  });
  const list: HandbookList = {handbooks: []};
  const date = new Date().toISOString().slice(0, 10);
  try {
    // `npm run build:handbooks -- lowcode janus` prints those only (handbooks.json then lists only them).
    const only = process.argv.slice(2);
    const families = FAMILIES.filter((f) => only.length === 0 || only.includes(f.id));
    const entries: HandbookList['handbooks'] = [];
    const printFamily = async (family: Family, slot: number) => {
      const started = Date.now();
      const familyPages = manifest.docs
        .filter((d) => !d.unlisted && familyOfPath(`${d.permalink}/`) === family)
        .map((d) => d.permalink);
      const landingHtml = fs.readFileSync(path.join(BUILD, `${family.landing}.html`), 'utf8');
      const article = /<article[\s\S]*?<\/article>/.exec(landingHtml)?.[0] ?? '';
      const landingLinks = [...article.matchAll(/href="(\/docs\/[^"#]+)/g)].map((m) => m[1]);
      const items = (family.sidebar ? sidebars[family.sidebar] : []) as unknown as SidebarItemSource[];
      const outline = familyOutline(family, items, (id) => permalinks.get(id), familyPages, landingLinks);

      const page = await browser.newPage();
      // The site's own scripts would hydrate the landing page over the handbook: only the document is wanted.
      await page.route('**/assets/js/**', (route) => route.abort());
      const file = path.join(outDir, `${family.id}.pdf`);
      const input: AssembleInput = {
        title: family.label,
        version: familyVersion(family),
        date,
        siteUrl: SITE_URL,
        outline,
        pageNumbers: {},
      };
      const print = async (draft: boolean) => {
        await page.goto(origin + family.landing);
        await page.addScriptTag({content: browserCode});
        await page.addStyleTag({content: css});
        await page.evaluate(
          (i) => (window as unknown as {handbook: typeof import('./assemble')}).handbook.assemble(i),
          input,
        );
        await page.pdf({
          path: file,
          format: 'A4',
          printBackground: !draft,
          outline: !draft,
          tagged: !draft,
          displayHeaderFooter: !draft,
          margin: {top: '20mm', bottom: '18mm', left: '16mm', right: '16mm'},
          headerTemplate: `<div style="width:100%;padding:0 16mm;font-size:8px;color:#555;font-family:'WenQuanYi Micro Hei',sans-serif">${family.label} 产品手册</div>`,
          footerTemplate: `<div style="width:100%;padding:0 16mm;font-size:8px;color:#555;text-align:right;font-family:'WenQuanYi Micro Hei',sans-serif">第 <span class="pageNumber"></span> 页，共 <span class="totalPages"></span> 页</div>`,
        });
      };
      await print(true);
      input.pageNumbers = destinations(file);
      await print(false);
      await page.close();
      const pages = pdfPageCount(file);
      const bytes = fs.statSync(file).size;
      entries[slot] = {family: family.id, title: family.label, pages, bytes};
      console.log(
        `${handbookPath(family.id)}: ${outlinePages(outline).length} doc pages, ${pages} PDF pages, ${(bytes / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    };
    // Two families at a time: one prints while the other is laid out (two cores).
    let next = 0;
    const worker = async () => {
      while (next < families.length) {
        const slot = next++;
        await printFamily(families[slot], slot);
      }
    };
    await Promise.all([worker(), worker()]);
    list.handbooks.push(...entries);
  } finally {
    await browser.close();
    server.close();
  }
  fs.writeFileSync(path.join(BUILD, ...HANDBOOK_LIST_PATH.split('/').filter(Boolean)), JSON.stringify(list, null, 2));
  // Each family's first page links its PDF in the served HTML (src/handbooks/slot.ts); a family printed by an earlier
  // run and not by this one loses its link, as the list no longer names it. Written whole (a rename), as the page may
  // be served meanwhile (the browser tests run beside this in CI).
  for (const family of FAMILIES) {
    const file = path.join(BUILD, `${family.landing}.html`);
    const handbook = list.handbooks.find((h) => h.family === family.id);
    fs.writeFileSync(
      `${file}.tmp`,
      fillSlot(fs.readFileSync(file, 'utf8'), family.id, handbookPath(family.id), handbook),
    );
    fs.renameSync(`${file}.tmp`, file);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
