/** The STOMP tester's build (tools/stomp-tester/build.ts): one self-contained, reviewable, reproducible page. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {strFromU8, unzipSync} from 'fflate';
import {
  HTML_NAME,
  TESTER_VERSION,
  ZIP_FOLDER,
  buildTesterZip,
  compileTesterScript,
} from '../../../../tools/stomp-tester/build';

test('page script: the binding and its four modules bundled, nothing left to import', () => {
  const script = compileTesterScript();
  assert.doesNotMatch(script, /^\s*(import|export)\b/m);
  for (const name of ['normalizeAddress', 'lookupEndpoint', 'negotiateHeartbeat', 'handshakeError', 'renderMessage'])
    assert.match(script, new RegExp(`function ${name}\\b`), `${name} is missing from the bundle`);
  // Chinese stays readable in the HTML instead of \u escapes.
  assert.match(script, /任意 STOMP 代理（高级）/);
});

test('zip: the page with every placeholder filled, README with the version, byte-for-byte reproducible', () => {
  const zip = buildTesterZip();
  assert.deepEqual(buildTesterZip(), zip);
  const files = unzipSync(zip);
  const html = strFromU8(files[`${ZIP_FOLDER}/${HTML_NAME}`]);
  assert.doesNotMatch(html, /__[A-Z]+_VERSION__|\/\*@inline:/);
  assert.match(html, new RegExp(`版本 ${TESTER_VERSION.replace(/\./g, '\\.')}`));
  const readme = strFromU8(files[`${ZIP_FOLDER}/README.txt`]);
  assert.match(readme, new RegExp(`^Janus STOMP 测试工具 ${TESTER_VERSION.replace(/\./g, '\\.')}\r\n`));
  assert.match(readme, /任意 STOMP 代理，高级/);
});
