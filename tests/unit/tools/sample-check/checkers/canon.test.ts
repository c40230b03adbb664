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
