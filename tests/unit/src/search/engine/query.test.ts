/** src/search/engine/query.ts: question words, typo tolerance, the thesaurus, from the index's vocabulary. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_QUERY_LENGTH,
  editDistance,
  planQuery,
  splitHanWords,
  stripQuestionWords,
  thesaurusTerm,
  withPrefix,
  type Vocabulary,
} from '../../../../../src/search/engine/query';

const LATIN = ['modbus', 'mqtt', 'neptune', 'stomp', 'subscribe'].sort();
const vocab: Vocabulary = {
  withPrefix: (prefix) => withPrefix(LATIN, prefix),
  all: () => LATIN,
  df: () => 1,
  has: (t) => LATIN.includes(t),
  thesaurus: [
    ['断线', '离线', '掉线'],
    ['组态', 'hmi'],
  ],
};
const terms = (query: string) => planQuery(vocab, query).words.map((w) => w.slots.map((s) => s.map((a) => a.term)));

test('question words and particles need not match; a lone character is kept rather than split off', () => {
  assert.equal(stripQuestionWords('控制密码忘了怎么办').replace(/\s+/g, ' ').trim(), '控制密码忘');
  assert.equal(stripQuestionWords('如何创建设备').trim(), '创建设备');
  assert.equal(stripQuestionWords('能不能离线使用吗').replace(/\s+/g, ' ').trim(), '离线使用');
  // 选哪个产品 without 哪个 would be 选 + 产品.
  assert.equal(stripQuestionWords('选哪个产品'), '选哪个产品');
  // …and only that word stays: the question's other question words still go.
  assert.equal(
    stripQuestionWords('拍了急停以后机器怎么重新开起来').replace(/\s+/g, ' '),
    '拍了急停以后机器 重新开起来',
  );
  // Colloquial question words (啥, 咋) and 该 (should, this) say no more about the topic than 什么, 怎么 and 应该.
  assert.equal(stripQuestionWords('画面和面板有啥区别').replace(/\s+/g, ' '), '画面和面板 区别');
  assert.equal(stripQuestionWords('设备一直离线咋办').trim(), '设备一直离线');
  assert.equal(stripQuestionWords('该注册码已绑定其他 Janus').trim(), '注册码已绑定其他 Janus');
  // 几 asks how many, as 哪些 asks which.
  assert.equal(stripQuestionWords('接入有几种办法'), '接入有 种办法');
  // Pronouns say nothing about the topic either.
  assert.equal(stripQuestionWords('同步进我们自己的数据库').replace(/\s+/g, ' ').trim(), '同步进 数据库');
  // 要不要 / 需不需要 ask whether, as 需要 and 是否 do; whole, not as 要 + 不要.
  assert.equal(
    stripQuestionWords('Lowcode 和 Automation 版本要不要对应').replace(/\s+/g, ' ').trim(),
    'Lowcode 和 Automation 版本 对应',
  );
  assert.equal(stripQuestionWords('换工控机需不需要重新激活').replace(/\s+/g, ' ').trim(), '换工控机 重新激活');
  // Nothing but question words: the query stays as typed.
  assert.equal(stripQuestionWords('怎么办'), '怎么办');
});

test('Latin typos are tolerated when the word occurs nowhere: stmop, mqqt, and a product name glued to Chinese', () => {
  assert.deepEqual(terms('stmop'), [[['stomp']]]);
  assert.deepEqual(terms('mqqt'), [[['mqtt']]]);
  assert.deepEqual(terms('neptune注册'), [[['neptune']], [['注册']]]);
  // A number never matches a neighbour through a typo.
  assert.deepEqual(terms('1007'), [[[]]]);
  assert.equal(editDistance('modbsu', 'modbus', 2), 1);
  assert.ok(editDistance('abcdef', 'uvwxyz', 2) > 2);
});

test('a thesaurus word matches its group, in a Chinese run and as a Latin word', () => {
  const [word] = planQuery(vocab, '设备掉线').words;
  assert.deepEqual(
    word!.slots.map((s) => s.map((a) => a.term)),
    [['设备'], ['备掉'], ['掉线', thesaurusTerm(0)]],
  );
  assert.deepEqual(terms('HMI'), [[[thesaurusTerm(1)]]]);
});

test('very long queries are cut', () => {
  assert.equal(planQuery(vocab, 'x'.repeat(MAX_QUERY_LENGTH * 4)).words.length, 1);
  assert.ok(planQuery(vocab, '设备 '.repeat(200)).words.length <= 12);
});

test('a Chinese run is cut where the docs never join two characters; function characters and unknown words stay out', () => {
  const docs = new Set(['开放', '放接', '接口', '调用', '频繁', '控制', '制密', '密码', '设备', '备接', '接到']);
  const split = (query: string) => {
    const plan = planQuery(vocab, query);
    splitHanWords(vocab, plan, (t) => docs.has(t));
    return {words: plan.words.map((w) => w.text), lone: plan.loneHan.map((l) => l.char)};
  };
  assert.deepEqual(split('开放接口调用太频繁'), {words: ['开放接口', '调用', '太', '频繁'], lone: ['太']});
  assert.deepEqual(split('控制密码忘了怎么办'), {words: ['控制密码', '忘'], lone: ['忘']});
  assert.deepEqual(split('把设备接到 Neptune 上').words, ['设备接到', 'neptune']);
  assert.deepEqual(split('量子纠缠').words, ['量子纠缠']);
  // A particle kept beside a lone character is never searched on its own once cut off.
  docs.add('急停');
  assert.deepEqual(split('拍了急停怎么办'), {words: ['拍', '急停'], lone: ['拍']});
});
