import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  RETRIEVAL_HITS,
  RETRIEVED_SECTIONS,
  SYSTEM_INSTRUCTIONS,
  buildMessages,
  onePerPage,
  retrievalQuery,
  selectSources,
  trimHistory,
  type PromptBudget,
  type Section,
} from '../../../../../src/askai/engine/prompt';

const section = (n: number, length = 100): Section => ({
  url: `http://docs.test/docs/janus/page-${n}#s${n}`,
  headings: [`页面 ${n}`, `章节 ${n}`],
  content: `第 ${n} 节：${'文'.repeat(length)}`,
});

const budget: PromptBudget = {sources: 1000, perSection: 400, history: 300};

test('sources go in numbered in retrieval order, each with its headings, URL and text', () => {
  const {messages, used} = buildMessages('怎样配置？', [section(1), section(2)], [], budget);
  assert.deepEqual(used, [section(1), section(2)]);
  assert.equal(messages.length, 2);
  const system = messages[0]!;
  assert.equal(system.role, 'system');
  assert.ok(system.content.startsWith(SYSTEM_INSTRUCTIONS));
  const first = system.content.indexOf('[1] 页面 1 > 章节 1\n链接：http://docs.test/docs/janus/page-1#s1\n第 1 节');
  const second = system.content.indexOf('[2] 页面 2 > 章节 2\n链接：http://docs.test/docs/janus/page-2#s2\n第 2 节');
  assert.ok(first > 0 && second > first, system.content);
  assert.deepEqual(messages[1], {role: 'user', content: '怎样配置？'});
});

test('the sources stay within the budget: a long section is cut, sections that no longer fit are left out', () => {
  const sections = [section(1, 2000), section(2, 300), section(3, 300), section(4, 300)];
  const {used, text} = selectSources(sections, budget);
  assert.ok(text.length <= budget.sources, `${text.length} > ${budget.sources}`);
  assert.deepEqual(
    used.map((s) => s.url),
    sections.slice(0, used.length).map((s) => s.url),
  );
  assert.ok(used.length >= 2 && used.length < 4, `used ${used.length}`);
  // The first section was cut to perSection, with an ellipsis.
  const firstBlock = text.split('\n\n')[0]!;
  assert.ok(firstBlock.endsWith('…'));
  assert.ok(firstBlock.split('\n')[2]!.length <= budget.perSection);
});

test('the same section twice is given once', () => {
  const {used} = selectSources([section(1), section(1), section(2)], budget);
  assert.deepEqual(
    used.map((s) => s.url),
    [section(1).url, section(2).url],
  );
});

test('history keeps the newest turns that fit, whole, in conversation order, before the question', () => {
  const history = [
    {question: '一', answer: 'a'.repeat(200)},
    {question: '二', answer: 'b'.repeat(100)},
    {question: '三', answer: 'c'.repeat(100)},
  ];
  assert.deepEqual(
    trimHistory(history, 300).map((t) => t.question),
    ['二', '三'],
  );
  const {messages} = buildMessages('四', [section(1)], history, budget);
  assert.deepEqual(
    messages.map((m) => `${m.role}:${m.content.slice(0, 1)}`),
    ['system:你', 'user:二', 'assistant:b', 'user:三', 'assistant:c', 'user:四'],
  );
});

test('a short follow-up is searched with the question before it; a full question alone', () => {
  const history = [{question: 'Janus 怎样采集 Modbus TCP 数据', answer: '…'}];
  assert.equal(retrievalQuery('第二步呢？', history), 'Janus 怎样采集 Modbus TCP 数据 第二步呢？');
  assert.equal(retrievalQuery('Triton 的 C 接口怎样上报属性', history), 'Triton 的 C 接口怎样上报属性');
  assert.equal(retrievalQuery('第二步呢？', []), '第二步呢？');
});

test('a section cut inside a code block has the block closed, within its share of the budget', () => {
  const code = ['```bash', ...Array.from({length: 60}, (_, i) => `echo line-${i}`), '```'].join('\n');
  const section = {
    url: 'https://docs.example.com/docs/a#run',
    headings: ['页', '运行'],
    content: `先运行：\n\n${code}`,
  };
  const {text} = selectSources([section], {sources: 1000, perSection: 200, history: 0});
  const body = text.split('\n').slice(2).join('\n');
  assert.ok(body.length <= 200, `${body.length}`);
  assert.ok(body.endsWith('…\n```'), body);
  assert.equal(body.split('\n').filter((l) => l.startsWith('```')).length, 2);
});

test('retrieval keeps the best section of each page, in rank order, up to eight pages', () => {
  const hit = (page: number, anchor: string) => ({
    url: `https://docs.example/docs/p${page}${anchor ? `#${anchor}` : ''}`,
  });
  // Search lists up to three sections of a page together: p1's three, then p2's, then eight more pages.
  const hits = [
    hit(1, 'a'),
    hit(1, ''),
    hit(1, 'b'),
    hit(2, 'x'),
    hit(2, 'y'),
    ...[3, 4, 5, 6, 7, 8, 9, 10].map((p) => hit(p, '')),
  ];
  assert.equal(RETRIEVAL_HITS, 3 * RETRIEVED_SECTIONS);
  assert.deepEqual(
    onePerPage(hits).map((h) => h.url.replace('https://docs.example/docs/', '')),
    ['p1#a', 'p2#x', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'],
  );
  assert.deepEqual(onePerPage([hit(1, 'a'), hit(1, 'b')]).length, 1);
});
