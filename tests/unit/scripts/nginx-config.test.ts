import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inlineScriptHashes} from '../../../scripts/nginx-config';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('the CSP lists each executable inline script once, and no data or external script, however attributes are quoted', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  const page = (ld: string) =>
    `<!doctype html><html><head><script type=application/ld+json>${ld}</script>` +
    `<script>var theme=1</script><script src=/assets/js/main.js></script>` +
    `<script type="text/javascript">var a="<b>"</script><script type='module'>import "/m.js"</script></head></html>`;
  fs.writeFileSync(path.join(dir, 'a.html'), page('{"name":"a"}'));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'b.html'), page('{"name":"b"}'));
  assert.deepEqual(inlineScriptHashes(dir), [sha('var theme=1'), sha('var a="<b>"'), sha('import "/m.js"')].sort());
});
