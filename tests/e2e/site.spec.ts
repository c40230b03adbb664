/** The site-wide behaviours of the spec, each as a reader would meet it. */
import {test, expect, hydrated} from '../support/fixtures';
import {elementsOf} from '../../scripts/lib/html';

const NAV = [
  {label: '低代码流程图控制系统软件', href: '/docs/automation/work-flow-intro', family: 'automation'},
  {label: '低代码HMI组态软件', href: '/docs/lowcode/hmi', family: 'lowcode'},
  {label: '边缘计算系统软件', href: '/docs/janus/user/introduction', family: 'janus'},
  {label: '工业云平台及服务', href: '/docs/neptune/user/introduction', family: 'neptune'},
];

test('an unknown path shows the not-found page with the note to contact the linking site', async ({page, watch}) => {
  watch.allowConsoleErrors(
    'the page itself answers 404',
    /^Failed to load resource: the server responded with a status of 404/,
  );
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('找不到页面');
  await expect(page.getByText('请联系原始链接来源网站的所有者')).toBeVisible();
});

test('a trailing index.html is removed from the path', async ({page}) => {
  await page.goto('/docs/janus/user/introduction/index.html');
  await hydrated(page);
  await expect(page).toHaveURL(/\/docs\/janus\/user\/introduction$/);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('找不到页面');
});

test('a hash link lands on its heading', async ({page}) => {
  await page.goto('/markdown-page#admonitions');
  await hydrated(page);
  await expect(page.locator('#admonitions')).toBeInViewport();
  // Client-side navigation to another page scrolls to the top. The navbar hides on scroll down (hideOnScroll): a
  // reader scrolls up a little to bring it back before using it.
  await page.mouse.wheel(0, -100);
  const navbarLink = page.getByRole('link', {name: '工业云平台及服务'});
  await expect(navbarLink).toBeInViewport();
  await navbarLink.click();
  await expect(page).toHaveURL(/\/docs\/neptune\/user\/introduction$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Neptune');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navbar: four sections with their labels, targets and active state', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const links = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
  await expect(links).toHaveText(NAV.map((n) => n.label));
  for (const [i, n] of NAV.entries()) await expect(links.nth(i)).toHaveAttribute('href', n.href);
  await expect(page.locator('a.navbar__link--active')).toHaveCount(0);
  for (const n of NAV) {
    await page.goto(n.href);
    await hydrated(page);
    await expect(page.locator('.navbar__items a.navbar__link--active')).toHaveText(n.label);
  }
});

test('each family shows its own sidebar, and the docs root shows none', async ({page}) => {
  const sidebar = page.getByRole('navigation', {name: '文档侧边栏'});
  for (const n of NAV) {
    await page.goto(n.href);
    await hydrated(page);
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator(`a[href="${n.href}"]`)).toHaveClass(/menu__link--active/);
    for (const other of NAV.filter((o) => o !== n))
      await expect(sidebar.locator(`a[href="${other.href}"]`)).toHaveCount(0);
  }
  // The sidebar cannot be hidden.
  await expect(page.getByRole('button', {name: /收起侧边栏/})).toHaveCount(0);
  await page.goto('/docs');
  await hydrated(page);
  await expect(sidebar).toHaveCount(0);
});

test('the table of contents lists h2 and h3, never h4', async ({page}) => {
  await page.goto('/docs/automation/work-flow-intro');
  await hydrated(page);
  const ids = (level: string) => page.locator(`article ${level}[id]`).evaluateAll((els) => els.map((e) => e.id));
  const [h2, h3, h4] = [await ids('h2'), await ids('h3'), await ids('h4')];
  expect(h3.length, 'the sample page has h3 headings').toBeGreaterThan(0);
  expect(h4.length, 'the sample page has h4 headings').toBeGreaterThan(0);
  const toc = await page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link')
    .evaluateAll((els) => els.map((e) => decodeURIComponent(e.getAttribute('href')!.slice(1))));
  expect(new Set(toc)).toEqual(new Set([...h2, ...h3]));
  for (const id of h4) expect(toc).not.toContain(id);
});

test('colour mode: light by default even when the system prefers dark; toggle; kept across reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/docs/lowcode/hmi');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: /暗黑模式/}).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await hydrated(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('announcement bar: dismissal is remembered, and a new announcement id brings it back', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const bar = page.getByRole('banner').filter({hasText: 'Neptune v2.9'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: '关闭'}).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await page.reload();
  await hydrated(page);
  await expect(bar).toHaveCount(0);
  // A reader who dismissed an older announcement sees the current one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await hydrated(page);
  await expect(bar).toBeVisible();
});

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 600});
  await page.goto('/docs/automation/work-flow-intro');
  await hydrated(page);
  const navbarBottom = () => page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  await page.mouse.move(640, 400);
  const scrollY = () => page.evaluate(() => window.scrollY);
  // Scroll the way a reader does, in steps, each one landed before the next.
  for (let i = 0; i < 6; i++) {
    const before = await scrollY();
    await page.mouse.wheel(0, 150);
    await expect.poll(scrollY).toBeGreaterThan(before);
  }
  await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
  for (let i = 0; i < 2; i++) {
    const before = await scrollY();
    await page.mouse.wheel(0, -100);
    await expect.poll(scrollY).toBeLessThan(before);
  }
  await expect.poll(navbarBottom).toBeGreaterThan(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`PNG and SVG images zoom on click, on a ${mode} backdrop`, async ({page}) => {
    await page.goto('/markdown-page');
    await hydrated(page);
    if (mode === 'dark') await page.getByRole('button', {name: /暗黑模式/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // Small SVGs are inlined by the bundler as data URLs; PNGs are emitted as files.
    for (const selector of [
      'article img[src$=".png"]',
      'article img[src^="data:image/svg+xml"], article img[src$=".svg"]',
    ]) {
      const img = page.locator(selector).first();
      await img.scrollIntoViewIfNeeded();
      // The image says it zooms; medium-zoom itself is loaded by the first click.
      expect(await img.evaluate((el) => getComputedStyle(el).cursor)).toBe('zoom-in');
      await img.click();
      await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
      const background = await page
        .locator('.medium-zoom-overlay')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe(mode === 'light' ? 'rgb(255, 255, 255)' : 'rgb(50, 50, 50)');
      // medium-zoom ignores a close while its opening transition runs: click until it closes, as a reader would.
      await expect(async () => {
        await page.mouse.click(5, 5);
        await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0, {timeout: 1000});
      }).toPass({timeout: 15_000});
    }
  });
}

test('below 996 px the navbar becomes a drawer with the four sections', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('.navbar__items a.navbar__link').first()).toBeHidden();
  await page.getByRole('button', {name: /导航栏/}).click();
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer).toBeVisible();
  for (const n of NAV) await expect(drawer.getByRole('link', {name: n.label})).toBeVisible();
  await drawer.getByRole('link', {name: NAV[2].label}).click();
  await expect(page).toHaveURL(/\/docs\/janus\/user\/introduction$/);
});

test('code blocks in bash, go, ini, properties, shell-session and toml are highlighted', async ({page}) => {
  await page.goto('/markdown-page');
  await hydrated(page);
  for (const lang of ['bash', 'go', 'ini', 'properties', 'shell-session', 'toml']) {
    const block = page.locator(`div.language-${lang} pre`).first();
    await expect(block, `a ${lang} block`).toBeVisible();
    const colours = await block
      .locator('span.token:not(.plain)')
      .evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).color))]);
    expect(colours.length, `${lang}: tokens in more than one colour`).toBeGreaterThan(1);
  }
  // The theme's own colours: VS Dark's keyword blue and plain light blue on #1E1E1E.
  const go = page.locator('div.language-go pre').first();
  await expect(go.locator('span.token.keyword').first()).toHaveCSS('color', 'rgb(86, 156, 214)');
  await expect(go.locator('span.token-line').first()).toHaveCSS('color', 'rgb(156, 220, 254)');
  await expect(go).toHaveCSS('background-color', 'rgb(30, 30, 30)');
});

const HIGHLIGHTER = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

test('code arrives highlighted: a page load never fetches the highlighter, a page opened in the browser is highlighted', async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (HIGHLIGHTER.test(r.url())) fetched.push(r.url());
  });
  const start = '/docs/triton/developer/go/dataexchange-via-modbus-device-implementation';
  await page.goto(start);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Every highlighted token the server sent is still there after hydration, and nothing loaded Prism for it.
  const html = await (await request.get(start)).text();
  const tokens = elementsOf(html, 'span').filter((span) => /^token /.test(span.attribs.class ?? ''));
  const served = tokens.length;
  expect(served).toBeGreaterThan(1000);
  // Colours travel as classes (src/prism/tokenClasses.ts), not as a style attribute on every token and line.
  expect(tokens.filter((span) => /color/.test(span.attribs.style ?? ''))).toEqual([]);
  await expect(page.locator('pre code span.token')).toHaveCount(served);
  expect(fetched, 'highlighter fetched on page load').toEqual([]);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => u.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(2);
  for (const url of scripts)
    expect(await (await request.get(url)).text(), `${url} carries Prism`).not.toContain('languages.extend(');
  // A page rendered by the browser (client-side navigation) loads the highlighter and colours its code.
  await page.locator('a.menu__link[href="/docs/triton/developer/go/run-triton"]').click();
  await expect(page).toHaveURL(/\/run-triton$/);
  const block = page.locator('div.language-bash pre').first();
  await expect
    .poll(() =>
      block
        .locator('span.token:not(.plain)')
        .evaluateAll((els) => new Set(els.map((e) => getComputedStyle(e).color)).size),
    )
    .toBeGreaterThan(1);
  expect(fetched.length).toBe(1);
});

test('synced tabs: the served samples survive hydration, and the language chosen follows to the next page', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (HIGHLIGHTER.test(r.url())) fetched.push(r.url());
  });
  const shownSample = () => page.locator('.tabs-container [role="tabpanel"]:not([hidden]) pre').first();
  await page.goto('/docs/neptune/api/device_management/send');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The panels hydrate as the server rendered them: none is rendered again, so nothing needs the highlighter.
  expect(fetched, 'highlighter fetched on page load').toEqual([]);
  await expect(shownSample()).toHaveClass(/language-bash|language-shell/);
  const python = page.getByRole('tab', {name: 'Python'}).first();
  await python.click();
  await expect(python).toHaveAttribute('aria-selected', 'true');
  await expect(shownSample()).toHaveClass(/language-python/);
  // Another page of the group opens on the reader's language once hydrated, still from the server's HTML.
  await page.goto('/docs/neptune/api/device_management/create');
  await hydrated(page);
  await expect(page.getByRole('tab', {name: 'Python'}).first()).toHaveAttribute('aria-selected', 'true');
  await expect(shownSample()).toHaveClass(/language-python/);
  await page.waitForLoadState('networkidle');
  expect(fetched, 'highlighter fetched on page load').toEqual([]);
});

test('inlined diagrams are drawn at once, image files still load lazily', async ({request}) => {
  const images = async (route: string) =>
    elementsOf(await (await request.get(route)).text(), 'img').filter((img) => /^img_/.test(img.attribs.class ?? ''));
  const inlined = (await images('/docs/neptune/api/device_management/send')).filter((img) =>
    img.attribs.src?.startsWith('data:'),
  );
  expect(inlined.length).toBeGreaterThan(0);
  for (const img of inlined) expect(img.attribs.loading).toBe('eager');
  const files = (await images('/docs/janus/user/command-debugging')).filter(
    (img) => !img.attribs.src?.startsWith('data:'),
  );
  expect(files.length).toBeGreaterThan(0);
  for (const img of files) expect(img.attribs.loading).toBe('lazy');
});

test('links in view are still prefetched once the page has settled', async ({page}) => {
  await page.goto('/docs/neptune/user/introduction');
  await hydrated(page);
  await expect.poll(() => page.locator('link[rel="prefetch"][href*="/assets/js/"]').count()).toBeGreaterThan(0);
});

test('robots.txt, sitemap, web manifest and icons are served for search engines and home screens', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://docs.neptune-iiot.net/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://docs.neptune-iiot.net/docs/lowcode/hmi</loc>');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {icons: Array<{src: string}>};
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  for (const file of ['/favicon.ico', '/img/icons/apple-touch-icon.png', '/img/social-card.png']) {
    expect((await request.get(file)).status(), file).toBe(200);
  }
});
