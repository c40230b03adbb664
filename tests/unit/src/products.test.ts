/** The one product list (src/products.ts): every route it names is a page, every page is some product's or a shared one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {PRODUCTS, productOfPath} from '../../../src/products';
import {DOCS_DIR, listDocFiles, readDoc} from '../../../scripts/lib/docs';
import sidebars from '../../../sidebars';
import {FAMILIES} from '../../../src/offline/families';
import {footerLinks} from '../../../src/config/navigation';
import {products as homeCards} from '../../../src/pages/_components/products';

/** The route of every doc page (index pages and slugs as Docusaurus gives them). */
function routes(): Set<string> {
  const out = new Set<string>();
  for (const file of listDocFiles()) {
    const doc = readDoc(file);
    if (doc.partial) continue;
    const slug = doc.frontMatter.slug;
    const rel = path.relative(DOCS_DIR, file).replace(/\.mdx?$/, '');
    out.add(typeof slug === 'string' && slug === '/' ? '/docs' : `/docs/${rel.replace(/\/index$/, '')}`);
  }
  return out;
}

/** Pages that belong to no product: the docs home, the cross-product compatibility page and the glossary. */
const SHARED = new Set(['/docs', '/docs/compatibility', '/docs/glossary']);

test('every route the product list names is a page, and every page belongs to a product or is a shared one', () => {
  const all = routes();
  for (const p of PRODUCTS) {
    for (const to of [p.landing, ...p.home.more.map((m) => m.to), ...(p.developerLink ? [p.developerLink.to] : [])])
      assert.ok(all.has(to), `${p.id}: ${to} is no page`);
    assert.equal(productOfPath(p.landing)?.id, p.id, `${p.id}: its landing page belongs to another product`);
    for (const prefix of p.prefixes)
      assert.ok(
        [...all].some((r) => r.startsWith(prefix)),
        `${p.id}: no page under ${prefix}`,
      );
    if (p.sidebar) assert.ok(p.sidebar in sidebars, `${p.id}: no sidebar ${p.sidebar}`);
  }
  const orphans = [...all].filter((r) => !SHARED.has(r) && !productOfPath(r));
  assert.deepEqual(orphans, [], 'pages of no product');
});

test('the offline families, the home cards and the footer are the product list', () => {
  assert.deepEqual(
    FAMILIES.map((f) => f.id),
    PRODUCTS.map((p) => p.id),
  );
  assert.deepEqual(homeCards.map((c) => c.name).sort(), PRODUCTS.map((p) => p.name).sort());
  assert.equal(homeCards[0]!.name, 'Automation', "the home page's cards start with the navbar's first section");
  const developer = footerLinks.find((c) => c.title === '开发者')!.items.map((i) => ('to' in i ? i.to : ''));
  assert.deepEqual(developer, [
    '/docs/neptune/api/overview',
    '/docs/janus/api/introduction',
    '/docs/triton/developer/introduction',
    '/docs/open-platform/janus-api/overview',
  ]);
});
