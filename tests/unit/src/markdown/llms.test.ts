/** /llms.txt and /llms-full-<product>.txt (src/markdown/llms.ts) and the pages they list (src/markdown/plugin.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {llmsFullTxt, llmsTxt, type LlmsSite} from '../../../../src/markdown/llms';
import {llmsSite, type DocInfo} from '../../../../src/markdown/plugin';
import {PRODUCTS} from '../../../../src/products';

const site: LlmsSite = {
  name: '产品文档中心',
  summary: '一段\n概述。',
  sections: [
    {id: null, label: '全站', pages: [{route: '/docs', title: '文档导航', description: '入口。'}]},
    {
      id: 'lowcode',
      label: 'Lowcode HMI 组态',
      pages: [
        {route: '/docs/lowcode/hmi', title: 'HMI [入门]', description: '第一页。'},
        {route: '/docs/lowcode/quick-start', title: '快速开始', description: ''},
      ],
    },
    {id: 'janus', label: 'Janus 边缘计算', pages: []},
  ],
};

test('llms.txt: the name, a one-paragraph summary, then each product’s pages as links to their twins', () => {
  const text = llmsTxt(site);
  assert.ok(text.startsWith('# 产品文档中心\n\n> 一段 概述。\n\n'), text);
  assert.ok(
    text.includes(
      '## 全站\n\n- [文档导航](/docs.md): 入口。\n\n## Lowcode HMI 组态\n\n' +
        '- [HMI \\[入门\\]](/docs/lowcode/hmi.md): 第一页。\n- [快速开始](/docs/lowcode/quick-start.md)\n',
    ),
    text,
  );
  // A product with no page has no section; each product with pages has its full file listed once.
  assert.doesNotMatch(text, /Janus/);
  assert.ok(text.includes('- [Lowcode HMI 组态：全部文档](/llms-full-lowcode.txt): 2 页，按侧边栏顺序\n'), text);
});

test('llms-full: every page of the product in order, each with its address, and no page without its twin', () => {
  const twins = new Map([
    ['/docs/lowcode/hmi', '# HMI\n\n正文一。\n'],
    ['/docs/lowcode/quick-start', '# 快速开始\n\n正文二。\n'],
  ]);
  const text = llmsFullTxt('产品文档中心', site.sections[1]!, twins);
  assert.ok(text.startsWith('# 产品文档中心：Lowcode HMI 组态\n\n> Lowcode HMI 组态的全部 2 页文档'), text);
  const first = text.indexOf('来源：[/docs/lowcode/hmi](/docs/lowcode/hmi)\n\n# HMI\n\n正文一。');
  const second = text.indexOf('来源：[/docs/lowcode/quick-start](/docs/lowcode/quick-start)\n\n# 快速开始\n\n正文二。');
  assert.ok(first > 0 && second > first, text);
  assert.throws(() => llmsFullTxt('x', site.sections[1]!, new Map()), /no Markdown twin of \/docs\/lowcode\/hmi/);
});

test('every page is listed once: under its product in sidebar order, pages of no product first', () => {
  const doc = (id: string, permalink = `/docs/${id}`): DocInfo => ({
    id,
    permalink,
    title: id,
    description: '',
    unlisted: false,
  });
  const docs = [
    doc('index', '/docs'),
    doc('compatibility'),
    // In the Lowcode sidebar, in this order (sidebars/lowcode.ts), and one page no sidebar lists.
    doc('lowcode/quick-start'),
    doc('lowcode/hmi'),
    doc('lowcode/not-in-sidebar'),
    doc('open-platform/introduction'),
    doc('open-platform/getting-started'),
    {...doc('lowcode/hidden'), unlisted: true},
  ];
  const result = llmsSite(docs, (landing) =>
    landing === '/docs/open-platform/introduction' ? ['/docs/open-platform/getting-started'] : [],
  );
  const routes = result.sections.flatMap((s) => s.pages.map((p) => p.route));
  assert.deepEqual(
    routes.sort(),
    docs
      .filter((d) => !d.unlisted)
      .map((d) => d.permalink)
      .sort(),
  );
  assert.deepEqual(
    result.sections.map((s) => s.id),
    [null, ...PRODUCTS.map((p) => p.id)],
  );
  assert.deepEqual(
    result.sections[0]!.pages.map((p) => p.route),
    ['/docs', '/docs/compatibility'],
  );
  const lowcode = result.sections.find((s) => s.id === 'lowcode')!.pages.map((p) => p.route);
  assert.deepEqual(lowcode, ['/docs/lowcode/hmi', '/docs/lowcode/quick-start', '/docs/lowcode/not-in-sidebar']);
  const open = result.sections.find((s) => s.id === 'open-platform')!.pages.map((p) => p.route);
  assert.deepEqual(open, ['/docs/open-platform/introduction', '/docs/open-platform/getting-started']);
});
