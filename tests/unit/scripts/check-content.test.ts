import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readRequiredRoutes} from '../../../scripts/check-content';

test('the route list holds the required pages with known sidebars', () => {
  const routes = readRequiredRoutes();
  assert.ok(routes.length >= 160, `${routes.length} routes`);
  for (const r of routes) {
    assert.match(r.route, /^\/docs(\/|$)/);
    assert.ok(r.sidebar === null || ['neptune', 'janus', 'automation', 'lowcode'].includes(r.sidebar), r.route);
  }
  assert.equal(new Set(routes.map((r) => r.route)).size, routes.length, 'no route listed twice');
});

test('a malformed line in a route list is reported with the file', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'r.tsv');
  fs.writeFileSync(file, '/docs/a\tneptune\nnot-a-route\n');
  assert.throws(() => readRequiredRoutes(file), /malformed line "not-a-route"/);
});
