/**
 * What the Janus API console weighs as a download, beside the STOMP tester (the other offline tool, the baseline),
 * both built in this run: the HTML file (raw and gzip, as a reader's browser reads it and as nginx would send it),
 * the zip a reader downloads, and the parts of the console's page (the page script, the inlined API description).
 * It adds nothing to a doc page: the pages only link the zip.
 *   npx tsx bench/api-console/run.ts
 */
import {gzipSync} from 'node:zlib';
import {buildConsoleHtml, buildConsoleZip, compileConsoleScript, specJson} from '../../tools/api-console/build';
import {loadSpec} from '../../tools/api-console/spec';
import {buildTesterHtml, buildTesterZip} from '../../tools/stomp-tester/build';
import {printTable} from '../lib/table';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const gzip = (text: string) => gzipSync(text, {level: 9}).length;

const spec = loadSpec();
const consoleHtml = buildConsoleHtml(spec);
const testerHtml = buildTesterHtml();
const consoleZip = buildConsoleZip(spec).length;
const testerZip = buildTesterZip().length;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const share = (a: number, b: number) => `${Math.round((100 * a) / b)}%`;

printTable(
  ['file', 'console (bytes)', 'STOMP tester (bytes)', 'console / tester'],
  [
    ['HTML, raw', bytes(consoleHtml), bytes(testerHtml), ratio(bytes(consoleHtml), bytes(testerHtml))],
    ['HTML, gzip -9', gzip(consoleHtml), gzip(testerHtml), ratio(gzip(consoleHtml), gzip(testerHtml))],
    ['zip download', consoleZip, testerZip, ratio(consoleZip, testerZip)],
  ],
);
console.log();
const script = compileConsoleScript();
const json = specJson(spec);
printTable(
  ['part of the console page', 'raw (bytes)', 'gzip -9 (bytes)', 'share of the raw HTML'],
  [
    ['page script (bundled, not minified)', bytes(script), gzip(script), share(bytes(script), bytes(consoleHtml))],
    [
      `API description (${spec.operations.length} operations, ${spec.codes.length} codes)`,
      bytes(json),
      gzip(json),
      share(bytes(json), bytes(consoleHtml)),
    ],
  ],
);
