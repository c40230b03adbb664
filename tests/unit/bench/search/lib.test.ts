/**
 * bench/search/lib.ts: the search benchmark keeps running (its easyops copy builds without this site's search) and its
 * judged sets stay judgeable (every route exists, every family is asked about).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unresolvedImports} from '../../../../bench/lib/siteCopy';
import {
  QUERY_SETS,
  READER_SETS,
  partOf,
  prepareEasyopsSite,
  quality,
  readQueries,
  type QuerySet,
} from '../../../../bench/search/lib';

const ROOT = path.join(__dirname, '..', '..', '..', '..');

test('the easyops copy of the site has neither this site search theme files nor anything importing its aliases', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'easyops-site-'));
  prepareEasyopsSite(ROOT, site, path.join(ROOT, 'node_modules'));
  const src = path.join(site, 'src');
  const theme = path.join(src, 'theme');
  assert.ok(!fs.existsSync(path.join(theme, 'SearchBar')));
  assert.ok(!fs.existsSync(path.join(theme, 'SearchPage')));
  // What the build reaches from the theme must not import the alias only this site's search plugin defines.
  for (const f of fs.readdirSync(theme, {recursive: true, encoding: 'utf8'}) as string[]) {
    if (!/\.tsx?$/.test(f)) continue;
    assert.doesNotMatch(fs.readFileSync(path.join(theme, f), 'utf8'), /from '@site-search\//, f);
  }
  const config = fs.readFileSync(path.join(site, 'docusaurus.config.ts'), 'utf8');
  assert.match(config, /src\/search\/build\/plugin/, 'the copy drops this site search plugin by its path');
  assert.ok(fs.readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8').includes('./src/search/build/plugin.ts'));
  // Its config spreads the site's, whose plugin paths Docusaurus resolves from the copy's folder.
  assert.deepEqual(unresolvedImports(site, path.join(ROOT, 'docusaurus.config.ts')), []);
  fs.rmSync(site, {recursive: true, force: true});
});

test('every judged route is a page of the docs, and the questions cover every family', () => {
  const docs = path.join(ROOT, 'docs');
  for (const set of Object.keys(QUERY_SETS) as QuerySet[]) {
    for (const {query, relevant} of readQueries(set)) {
      for (const route of relevant) {
        const file = path.join(docs, route.replace(/^\/docs\/?/, ''));
        const exists = ['.mdx', '.md', '/index.mdx'].some((ext) => fs.existsSync(file + ext));
        assert.ok(exists, `${set}: ${query} → ${route} is not a page`);
      }
    }
  }
  const questions = readQueries('questions');
  assert.ok(questions.length >= 80, `${questions.length} questions`);
  for (const family of ['neptune', 'janus', 'triton', 'lowcode', 'automation', 'open-platform'])
    assert.ok(
      questions.some((q) => q.relevant[0]!.startsWith(`/docs/${family}/`)),
      family,
    );
});

test('MRR, recall@5 and no-result count', () => {
  const judged = [
    {query: 'a', relevant: ['/docs/x', '/docs/y'], part: 'tuning' as const},
    {query: 'b', relevant: ['/docs/z'], part: 'tuning' as const},
  ];
  const q = quality(judged, [['http://h/docs/w', 'http://h/docs/x#s', 'http://h/docs/x'], []]);
  assert.equal(q.mrr, 0.25);
  assert.equal(q.recall5, 0.25);
  assert.equal(q.noResult, 1);
});

test('each set splits by a fixed rule into a tuning part and a held-out third; fresh questions carry their kind', () => {
  // The rule is the query's FNV-1a hash: these never move, however the sets grow.
  assert.equal(partOf('MQTT 接入'), partOf('MQTT 接入'));
  const parts = (Object.keys(QUERY_SETS) as QuerySet[]).flatMap((set) => readQueries(set).map((q) => q.part));
  const heldOut = parts.filter((p) => p === 'held-out').length / parts.length;
  assert.ok(heldOut > 0.2 && heldOut < 0.45, `held out: ${heldOut}`);
  // A new set of reader questions counts in the goals' all-sets measure.
  assert.deepEqual(
    [...READER_SETS].sort(),
    Object.keys(QUERY_SETS)
      .filter((set) => set !== 'keywords')
      .sort(),
  );
  for (const set of ['fresh', 'fresh2'] as const) {
    const fresh = readQueries(set);
    assert.ok(fresh.length >= 100, `${fresh.length} ${set} questions`);
    for (const kind of ['everyday', 'reworded', 'cross', 'canit', 'howto'])
      assert.ok(fresh.filter((q) => q.kind === kind).length >= 20, `${set} ${kind}`);
  }
});
