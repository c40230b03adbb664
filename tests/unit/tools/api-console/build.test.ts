/** The console's build (tools/api-console/build.ts): one self-contained, reviewable, reproducible page. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {strFromU8, unzipSync} from 'fflate';
import {
  CONSOLE_VERSION,
  HTML_NAME,
  ZIP_FOLDER,
  buildConsoleZip,
  compileConsoleScript,
  specJson,
} from '../../../../tools/api-console/build';
import {loadSpec} from '../../../../tools/api-console/spec';

test('page script: bundled, nothing left to import, and no way to put markup on the page', () => {
  const script = compileConsoleScript();
  assert.doesNotMatch(script, /^\s*(import|export)\b/m);
  for (const name of ['parseEnvString', 'buildRequest', 'curlCommand', 'interpretResponse', 'normalizeAddress'])
    assert.match(script, new RegExp(`function ${name}\\b`), `${name} is missing from the bundle`);
  // Whatever the reader types or a server returns goes on the page as text.
  assert.doesNotMatch(
    script,
    /innerHTML|outerHTML|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser/,
  );
  assert.match(script, /已导入：/);
});

test('the spec inlined as JSON cannot close its script element', () => {
  const spec = loadSpec();
  spec.operations[0].description = '</script><script>alert(1)</script><!--';
  const json = specJson(spec);
  assert.doesNotMatch(json, /</);
  assert.deepEqual(JSON.parse(json), spec);
});

test('zip: the page with every placeholder filled, README with the version, byte-for-byte reproducible', () => {
  const zip = buildConsoleZip();
  assert.deepEqual(buildConsoleZip(), zip);
  const files = unzipSync(zip);
  assert.deepEqual(
    Object.keys(files).sort(),
    [`${ZIP_FOLDER}/`, `${ZIP_FOLDER}/${HTML_NAME}`, `${ZIP_FOLDER}/README.txt`].sort(),
  );
  const html = strFromU8(files[`${ZIP_FOLDER}/${HTML_NAME}`]);
  assert.doesNotMatch(html, /__[A-Z]+_VERSION__|\/\*@inline:/);
  assert.match(html, new RegExp(`版本 ${CONSOLE_VERSION.replace(/\./g, '\\.')} · 按 Janus HTTP API 3\\.6\\.0`));
  // Offline: nothing but the address the reader types; no src or href leaves the file.
  assert.doesNotMatch(html, /\s(src|href)=["']?(https?:)?\/\//);
  const readme = strFromU8(files[`${ZIP_FOLDER}/README.txt`]);
  assert.match(readme, new RegExp(`^Janus API 控制台 ${CONSOLE_VERSION.replace(/\./g, '\\.')}\r\n`));
});
