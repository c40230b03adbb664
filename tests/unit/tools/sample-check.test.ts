/**
 * The sample check's parsers and rules (tools/sample-check): fence meta, curl parsing, the janus signature splitter, the
 * ST declaration scan, output matching and the CNC-01 register rule, each shown accepting a good input and rejecting a
 * broken one. (scripts/check-content.ts fails when a built page shows the fence meta.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {parseMeta} from '../../../tools/sample-check/meta';
import {curlRequests} from '../../../tools/sample-check/checkers/openapi';
import {signatures} from '../../../tools/sample-check/checkers/janus-types';
import {declarations, usedNames} from '../../../tools/sample-check/checkers/st';
import {windowsLines} from '../../../tools/sample-check/checkers/shell';
import {missingLines} from '../../../tools/sample-check/runs';
import {checkCanon, loadCanon} from '../../../tools/sample-check/checkers/canon';
import type {Block} from '../../../tools/sample-check/extract';
import {ROOT} from '../../../scripts/lib/docs';

function block(page: string, lang: string, code: string): Block {
  return {id: `${page}:1`, file: page, line: 1, page, lang, meta: parseMeta('', page), code, heading: ''};
}

test('fence meta: names, contexts and reasons; check=none without a reason is an error', () => {
  const meta = parseMeta('title="a.c" name=demo check=prelude:evc-body,after:set-item', 'x');
  assert.equal(meta.name, 'demo');
  assert.deepEqual(meta.directives, [
    {kind: 'prelude', name: 'evc-body'},
    {kind: 'after', name: 'set-item'},
  ]);
  assert.deepEqual(parseMeta('check=none reason="终端截图"', 'x').errors, []);
  assert.equal(parseMeta('check=none', 'x').errors.length, 1);
  assert.equal(parseMeta('check=sometimes', 'x').errors.length, 1);
});

test('curl: -G sends --data-urlencode fields as a GET query; -F and -d make a POST', () => {
  const [get] = curlRequests(
    'curl -G "https://api.neptune-iiot.net/team/users" \\\n  --data-urlencode "app_id=a" \\\n  --data-urlencode "role=工程师"\n',
    'x',
  );
  assert.equal(get.method, 'GET');
  assert.deepEqual([...get.url.searchParams.keys()], ['app_id', 'role']);
  const [post] = curlRequests(
    `curl -X POST "http://192.168.1.20:8080/api/file/upload" -F "token=t" -F "file=@a.nc"`,
    'x',
  );
  assert.equal(post.method, 'POST');
  assert.deepEqual(post.fields, ['token', 'file']);
});

test('janus signatures: one or several statements split at their top-level parentheses', () => {
  const sigs = signatures(
    'janus.request.get(url: string, options?: Omit<RequestOptions, "url">): Promise<Response>\njanus.route.back(delta?: number): void\n',
  );
  assert.deepEqual(
    sigs?.map((s) => [s.name, s.ret]),
    [
      ['janus.request.get', 'Promise<Response>'],
      ['janus.route.back', 'void'],
    ],
  );
  assert.equal(signatures('const x = 1;'), null);
});

test('ST: declared names come from VAR sections and POUs; a misspelled variable is a used name not declared', () => {
  const program =
    'PROGRAM P\nVAR\n    iRet, iCount : INT;\n    stSend : TritonDataSend;\nEND_VAR\niRet := triton_send(ADR(stSend));\n';
  const known = declarations(program);
  assert.ok(known.has('IRET') && known.has('ICOUNT') && known.has('STSEND') && known.has('P'));
  const used = usedNames('iRett := triton_send(ADR(stSend));\ntonA(IN := TRUE, PT := T#1s);').map((u) => u.name);
  assert.deepEqual(used, ['iRett', 'triton_send', 'ADR', 'stSend', 'tonA', 'TRUE']);
});

test('bash blocks with cmd or PowerShell lines are found', () => {
  assert.deepEqual(windowsLines('ls -l\ncertutil -hashfile a.zip SHA256\n'), ['certutil -hashfile a.zip SHA256']);
  assert.deepEqual(windowsLines('Get-Service Janus\n'), ['Get-Service Janus']);
  assert.deepEqual(windowsLines('sha256sum a.tar.gz\ncd ~/triton-sdk\n'), []);
});

test('run output: the page lines must appear in order', () => {
  assert.deepEqual(missingLines('  a\n  c\n', 'a\nb\nc\n'), []);
  assert.deepEqual(missingLines('c\na\n', 'a\nb\nc\n'), ['a']);
  assert.deepEqual(missingLines('c\na\n', 'a\nb\nc\n', false), []);
  assert.deepEqual(missingLines('a\na\n', 'a\nb\n', false), ['a']);
});

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
