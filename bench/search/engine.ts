/**
 * The search engine alone, in Node, over a built index: quality on both judged sets and the time per query, in seconds
 * instead of run.ts's minutes, for working on the engine (and for `node --cpu-prof`).
 *
 *   npx tsx bench/search/engine.ts [--out DIR] [--reindex] [--repeat N] [--misses] [--askai]
 *
 * --out is the built site (default bench/.work/local, which run.ts builds); --reindex writes its index again from its
 * built pages first (after a change to the extractor, the index writer or the thesaurus; not to the anchors, which are
 * in the pages). The time per query is what run.ts times in Chromium (20 DocSearch hits with highlights and snippets),
 * without the browser: compare it with a baseline of the same run, not with run.ts's p95.
 * A query that names a glossary term shows the term's definition first, leading to the section that explains it; the
 * figures are over the results as shown, the definition included, and a line below the table counts, for every name of
 * every term (alone and followed by 是什么), how often the definition shown first is that term's.
 * --askai measures Ask AI's retrieval instead: for each judged reader question, the sections Ask AI would send the
 * model (src/askai/browser/retrieve.ts's query and its best section of each page, src/askai/engine/prompt.ts's budget), how often a judged page is among
 * them (recall at the prompt's budget), and how many characters of the budget they use.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFINITION_ID, LocalSearchClient} from '../../src/search/browser/algolia';
import {readGlossary} from '../../src/glossary/canon';
import {INDEX_DIR} from '../../src/search/engine/format';
import {readSearchCanon} from '../../src/search/build/thesaurus';
import {writeSearchIndex} from '../../src/search/build/writeSearchIndex';
import {printTable} from '../lib/table';
import {QUERY_SETS, READER_SETS, quality, readQueries, type Judged, type QuerySet} from './lib';
import {DEFAULT_BUDGET, RETRIEVAL_HITS, onePerPage, retrievalQuery, selectSources} from '../../src/askai/engine/prompt';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const OUT = path.resolve(option('--out') ?? path.join(__dirname, '..', '.work', 'local'));
const repeat = Number(option('--repeat')) || 7;
const FACETS = ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** Routes of a built site: every HTML page (the site builds `docs/x.html`, not `docs/x/index.html`). */
function builtRoutes(dir: string, route = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== INDEX_DIR) {
      out.push(...builtRoutes(path.join(dir, entry.name), `${route}/${entry.name}`));
    } else if (entry.name === 'index.html') out.push(route || '/');
    else if (entry.name.endsWith('.html')) out.push(`${route}/${entry.name.slice(0, -'.html'.length)}`);
  }
  return out;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error(`${OUT}: no built site (run bench/search/run.ts)`);
  if (args.includes('--reindex'))
    await writeSearchIndex({outDir: OUT, routes: builtRoutes(OUT), baseUrl: '/', ...readSearchCanon('/')});
  const client = new LocalSearchClient({
    origin: 'http://127.0.0.1',
    load: (file) => fs.promises.readFile(path.join(OUT, INDEX_DIR, file), 'utf8').then((t) => JSON.parse(t) as unknown),
  });
  await client.preload();
  const shown = async (query: string) => {
    const {results} = await client.search({
      requests: [{indexName: 'docs', query, hitsPerPage: 20, facetFilters: FACETS}],
    });
    return results[0]!.hits;
  };
  const search = async (query: string) => (await shown(query)).map((h) => h.url);
  if (args.includes('--askai')) return askAiRetrieval(client);
  const rows: string[][] = [];
  // The goal's measure: every reader question (not the keywords), old and new, by part.
  const readerQuestions: Array<{judged: Judged; ranking: string[]}> = [];

  for (const set of Object.keys(QUERY_SETS) as QuerySet[]) {
    const judged = readQueries(set);
    const rankings: string[][] = [];
    const times: number[] = [];
    for (const {query} of judged) {
      rankings.push(await search(query)); // also loads the shards
      for (let i = 0; i < repeat; i++) {
        const t0 = performance.now();
        await search(query);
        times.push(performance.now() - t0);
      }
    }
    if (READER_SETS.includes(set)) judged.forEach((j, i) => readerQuestions.push({judged: j, ranking: rankings[i]!}));
    const q = quality(judged, rankings);
    rows.push([
      set,
      q.mrr.toFixed(3),
      q.recall5.toFixed(3),
      String(q.noResult),
      `${percentile(times, 95).toFixed(2)} ms`,
    ]);
    for (const part of ['tuning', 'held-out'] as const) {
      const at = judged.flatMap((j, i) => (j.part === part ? [i] : []));
      const p = quality(
        at.map((i) => judged[i]!),
        at.map((i) => rankings[i]!),
      );
      rows.push([`  ${part} (${at.length})`, p.mrr.toFixed(3), p.recall5.toFixed(3), String(p.noResult), '']);
    }
    if (args.includes('--misses')) {
      // Only the tuning part's misses: the held-out part is measured, never looked into.
      for (const m of q.perQuery.filter((p, i) => judged[i]!.part === 'tuning' && (p.rank !== 1 || p.recall5 < 1))) {
        console.log(`${set}\t${m.query}\trank ${m.rank}\tr@5 ${m.recall5.toFixed(2)}\t${m.top.slice(0, 4).join(' ')}`);
      }
    }
  }
  for (const part of ['tuning', 'held-out'] as const) {
    const mine = readerQuestions.filter((r) => r.judged.part === part);
    const p = quality(
      mine.map((r) => r.judged),
      mine.map((r) => r.ranking),
    );
    rows.push([
      `questions, all sets: ${part} (${mine.length})`,
      p.mrr.toFixed(3),
      p.recall5.toFixed(3),
      String(p.noResult),
      '',
    ]);
  }
  printTable(['set', 'MRR', 'recall@5', 'no result', 'p95 (Node)'], rows);
  let named = 0;
  let right = 0;
  for (const entry of readGlossary()) {
    for (const name of [entry.term, entry.en, ...entry.abbr]) {
      for (const query of [name, `${name}是什么`]) {
        named++;
        const first = (await shown(query))[0];
        if (
          first?.objectID.startsWith(DEFINITION_ID) &&
          new URL(first.url).pathname + `#${first.anchor}` === entry.page
        )
          right++;
        else if (args.includes('--misses')) console.log(`definition\t${query}\t${first?.url ?? 'no result'}`);
      }
    }
  }
  console.log(`Definition first: ${right} of ${named} term queries.`);
}

/** Ask AI's retrieval over the reader questions: a judged page among the sections that fit the prompt. */
async function askAiRetrieval(client: LocalSearchClient): Promise<void> {
  const rows: string[][] = [];
  for (const set of READER_SETS) {
    const judged = readQueries(set);
    const outcomes = await Promise.all(
      judged.map(async (q: Judged) => {
        const answer = await client.query({
          query: retrievalQuery(q.query, []),
          page: 0,
          hitsPerPage: RETRIEVAL_HITS,
          products: [],
          facetFilters: [],
        });
        const sections = onePerPage(answer.hits).map((hit) => ({
          url: hit.url,
          headings: hit.headings,
          content: hit.content,
        }));
        const {used, text} = selectSources(sections, DEFAULT_BUDGET);
        const pages = new Set(used.map((s) => new URL(s.url, 'http://x').pathname.replace(/\/$/, '')));
        return {q, found: q.relevant.some((r) => pages.has(r)), chars: text.length, sent: used.length};
      }),
    );
    for (const part of ['tuning', 'held-out', 'all'] as const) {
      const mine = outcomes.filter((o) => part === 'all' || o.q.part === part);
      if (mine.length === 0) continue;
      const recall = mine.filter((o) => o.found).length / mine.length;
      const chars = mine.map((o) => o.chars).sort((a, b) => a - b);
      rows.push([
        `${set} ${part}`,
        String(mine.length),
        recall.toFixed(3),
        String(chars[Math.floor(chars.length / 2)]),
        (mine.reduce((n, o) => n + o.sent, 0) / mine.length).toFixed(1),
      ]);
    }
    // Only the tuning part's misses, as above.
    if (args.includes('--misses'))
      for (const o of outcomes.filter((x) => !x.found && x.q.part === 'tuning'))
        console.log(`${set}\t${o.q.query}\tnot sent`);
  }
  printTable(
    ['questions', 'n', `recall in the prompt (${DEFAULT_BUDGET.sources} chars)`, 'median chars used', 'sections sent'],
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
