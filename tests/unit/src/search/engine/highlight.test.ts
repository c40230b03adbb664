/** src/search/engine/highlight.ts: matches as text segments, never markup. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlight, snippet, type HighlightSpec} from '../../../../../src/search/engine/highlight';

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
