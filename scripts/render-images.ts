/**
 * Renders the raster images the site needs from their SVG sources, in Debian Chromium (needs fonts-noto-cjk for the
 * Chinese text of the social card). Run by hand after changing a source; the PNGs and the .ico are committed.
 *   npx tsx scripts/render-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {ROOT} from './lib/docs';

const ICONS = path.join(ROOT, 'static', 'img', 'icons');

/** An .ico file holding one PNG image (Vista+ format, read by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const render = async (svgFile: string, width: number, height: number, out: string, background = 'transparent') => {
    const svg = fs.readFileSync(svgFile, 'utf8');
    await page.setViewportSize({width, height});
    await page.setContent(
      `<html><body style="margin:0;background:${background}"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${width}" height="${height}" style="display:block"></body></html>`,
    );
    await page.waitForLoadState('load');
    const png = await page.screenshot({omitBackground: background === 'transparent', type: 'png'});
    if (out) fs.writeFileSync(out, png);
    return png;
  };
  fs.mkdirSync(ICONS, {recursive: true});
  const logo = path.join(ROOT, 'static', 'img', 'logo.svg');
  await render(
    path.join(ROOT, 'assets-src', 'social-card.svg'),
    1200,
    630,
    path.join(ROOT, 'static', 'img', 'social-card.png'),
  );
  for (const size of [192, 512]) await render(logo, size, size, path.join(ICONS, `icon-${size}.png`));
  await render(logo, 180, 180, path.join(ICONS, 'apple-touch-icon.png'), '#ffffff');
  const ico = await render(logo, 32, 32, '');
  fs.writeFileSync(path.join(ROOT, 'static', 'favicon.ico'), pngToIco(ico, 32));
  await browser.close();
  console.log('rendered social card, app icons and favicon.ico');
}

void main();
