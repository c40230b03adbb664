/** src/search/engine/highlight.ts: matches as text segments, never markup. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlight, matchMask, snippet, type HighlightSpec} from '../../../../../src/search/engine/highlight';
import {tokenize} from '../../../../../src/search/engine/tokenize';

const spec = (exact: string[], han: string[], prefixes: string[] = []): HighlightSpec => ({
  exact: new Set(exact),
  han: new Set(han),
  prefixes,
});
const marked = (segments: Array<{text: string; mark: boolean}>) =>
  segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

test('the matched words of a text are marked, the text stays as it was, markup included', () => {
  const text = '通过 MQTT 协议接入 <b>x</b>';
  const segments = highlight(text, spec(['mqtt'], ['接入']));
  assert.equal(segments.map((s) => s.text).join(''), text);
  assert.equal(marked(segments), '通过 [MQTT] 协议[接入] <b>x</b>');
  // A prefix is marked as far as it was typed.
  assert.equal(marked(highlight('Modbus', spec([], [], ['modb']))), '[Modb]us');
});

test('a snippet is a window around the best match, cut with an ellipsis', () => {
  const text = `${'无关内容'.repeat(30)}设备序列号已被使用${'其他'.repeat(40)}`;
  const s = snippet(text, spec([], ['设备', '备序', '序列', '列号']));
  assert.equal(s[0]!.text, '…');
  assert.equal(s[s.length - 1]!.text, '…');
  assert.match(marked(s), /\[设备序列号\]/);
  assert.equal(marked(snippet('短文本', spec(['mqtt'], []))), '短文本');
});

/** What tokenize marks: the reference the string search in matchMask must agree with. */
function tokenMask(text: string, s: HighlightSpec): string {
  const mask = new Uint8Array(text.length);
  for (const t of tokenize(text)) {
    const han = t.kind === 'bigram' || t.kind === 'unigram';
    if (han && s.han.has(t.term)) mask.fill(1, t.start, t.end);
    else if (han) {
      for (const ch of s.han)
        if (ch.length === 1 && t.term.includes(ch))
          mask.fill(1, t.start + t.term.indexOf(ch), t.start + t.term.indexOf(ch) + 1);
    } else if (s.exact.has(t.term)) mask.fill(1, t.start, t.end);
    else if (t.kind === 'word')
      for (const p of s.prefixes) if (t.term.startsWith(p)) mask.fill(1, t.start, t.start + p.length);
  }
  return [...mask].join('');
}

test('matches are found where the tokens of the text are: whole words, compounds and their parts, word starts', () => {
  const texts = [
    'POST https://api.neptune-iiot.net/api/device/create 返回 app_secret 与 APP_SECRET_V2。',
    'MQTT、mqtt.js、MQTTS 与 Ｍｑｔｔ（全角）；端口 1883/8883，地址 192.168.1.20:502/modbus。',
    '错误码 1003 与 10030、E201、-302：设备序列号已被使用；Ünïcode Größe',
    '设备数据上报失败，请检查设备是否在线；设备离线后数据缓存在本地。',
  ];
  const specs = [
    spec(['mqtt', 'app_secret', '1003', '192.168.1.20', 'device/create', '/device/create'], ['设备', '数据', '离']),
    spec(['api', 'secret', 'e201', '302', 'größe'], ['备序', '上报', '在'], ['mq', 'dev', 'ün', 'mod']),
  ];
  for (const text of texts) {
    for (const s of specs) {
      const got = [...matchMask(text, s)].join('');
      assert.equal(got, tokenMask(text, s), `${text} / ${[...s.exact, ...s.han, ...s.prefixes].join(' ')}`);
    }
  }
});
