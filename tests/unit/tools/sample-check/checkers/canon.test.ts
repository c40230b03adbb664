/** The CNC-01 register and data-ID rule against the canon map (tools/sample-check/checkers/canon.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {parseMeta} from '../../../../../tools/sample-check/meta';
import {checkCanon, loadCanon} from '../../../../../tools/sample-check/checkers/canon';
import type {Block} from '../../../../../tools/sample-check/extract';
import {ROOT} from '../../../../../scripts/lib/docs';

function block(page: string, lang: string, code: string): Block {
  return {id: `${page}:1`, file: page, line: 1, page, lang, meta: parseMeta('', page), code, heading: ''};
}

test('CNC-01: a Triton point or Go register the canon map lacks fails, the canon one passes', () => {
  const canon = loadCanon(path.join(ROOT, 'tools', 'sample-check', 'fixtures', 'cnc-01.yaml'));
  const page = 'docs/triton/developer/go/x.mdx';
  const good = block(
    page,
    'csv',
    'key,area,address,type,scale,write\nfeed,3,5,uint16,1,true\ncount,3,2,uint32,1,false\n',
  );
  assert.deepEqual(checkCanon([good], canon)[0].failures, []);
  const wrong = block(page, 'csv', 'key,area,address,type,scale,write\nfeed,3,2,uint16,1,true\n');
  assert.match(checkCanon([wrong], canon)[0].failures[0], /address 2, the triton map says 5/);
  const go = block(page, 'go', '// CNC-01\nconst (\n\tregFeed = 6\n)\n');
  assert.match(checkCanon([go], canon)[0].failures[0], /no register 6/);
  const janusPage = block(
    'docs/janus/user/x.mdx',
    'csv',
    'key,area,address,type,scale,write\nfeed,3,2,uint16,1,true\n',
  );
  assert.deepEqual(checkCanon([janusPage], canon)[0].failures, []);
  const id = block(page, 'c', 'put(&g_send, "sped", buf);\n');
  assert.match(checkCanon([id], canon)[0].failures[0], /data ID sped/);
});

test('CNC-01: a status code, label, written value, bound or raw key the canon lacks fails; the canon ones pass', () => {
  const canon = loadCanon(path.join(ROOT, 'tools', 'sample-check', 'fixtures', 'cnc-01.yaml'));
  const page = 'docs/neptune/api/x.mdx';
  const good = block(
    page,
    'json',
    '{"uuid": "3F2A-9C41-7B0D-E5A8", "data": {"speed": 12000, "feed": 150, "count": 1532, "status": 2001, "0100H": 1}}\n',
  );
  assert.deepEqual(checkCanon([good], canon)[0].failures, []);
  const wrong = block(
    page,
    'javascript',
    [
      '// CNC-01',
      "if (data.status === 1003) console.log('stopped');",
      "const names = {1001: {text: '待机'}};",
      "send({'feed': 200, '0100H': 2});",
      '<jn-input-text data-id="feed" min="0" max="200">',
      "const key = '3_7';",
    ].join('\n'),
  );
  assert.deepEqual(checkCanon([wrong], canon)[0].failures, [
    'line 2: status 1003 is no status code of CNC-01 (1001, 1002, 2001, 2002, 3001, 3002)',
    'line 3: status 1001 is 「运行」, not 「待机」',
    "line 4: feed 200 is outside CNC-01's feed (0–150)",
    "line 4: 0100H 2 is outside CNC-01's 0100H (1 / 0)",
    "line 5: feed max 200, CNC-01's feed max is 150",
    "line 6: raw key 3_7 is no register of CNC-01's janus map",
  ]);
});
