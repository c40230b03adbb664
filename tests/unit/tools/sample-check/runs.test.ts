/** Output matching of the runs (tools/sample-check/runs.ts). Each rule is shown accepting a good input and rejecting a broken one. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {RUNS, missingLines, runOutcomes, type Run} from '../../../../tools/sample-check/runs';
import type {Block} from '../../../../tools/sample-check/extract';

test('run output: the page lines must appear in order', () => {
  assert.deepEqual(missingLines('  a\n  c\n', 'a\nb\nc\n'), []);
  assert.deepEqual(missingLines('c\na\n', 'a\nb\nc\n'), ['a']);
});

function block(name: string, code = '', output?: string): Block {
  const directives = output ? [{kind: 'output' as const, run: output}] : [];
  return {
    id: `docs/x.mdx:${name}`,
    file: 'docs/x.mdx',
    line: 1,
    page: 'docs/x.mdx',
    lang: 'text',
    meta: {name, directives, errors: []},
    code,
    heading: '',
  };
}

test('the runs: their own checks in the table’s order, then each output block compared by the run that prints it', () => {
  const runs = [
    {
      name: 'first',
      start: async () => 'x',
      checks: [{block: 'a', row: 'run: first', failures: (r: string) => (r === 'printed a' ? [] : ['wrong'])}],
      outputs: [{name: 'a-out', compare: (text: string, r: string) => missingLines(text, r)}],
    },
    {
      name: 'second',
      start: async () => 'x',
      checks: [{block: 'b', row: 'run: second', failures: () => ['b failed']}],
      outputs: [],
    },
  ] as ReadonlyArray<Run<unknown>>;
  const blocks = [
    block('a'),
    block('b'),
    block('good', 'printed a', 'a-out'),
    block('bad', 'never', 'a-out'),
    block('lost', 'x', 'nope'),
  ];
  const named = (name: string) => blocks.find((b) => b.meta.name === name)!;
  const outcomes = runOutcomes(runs, ['printed a', null], blocks, named);
  assert.deepEqual(
    outcomes.map((o) => [o.block.meta.name, o.row, o.failures]),
    [
      ['a', 'run: first', []],
      ['b', 'run: second', ['b failed']],
      ['good', 'text (run output)', []],
      ['bad', 'text (run output)', ['never']],
      ['lost', 'text (run output)', ['no run named nope (tools/sample-check/runs.ts)']],
    ],
  );
});

test('every run and every output block a run prints has a name of its own', () => {
  const runNames = RUNS.map((r) => r.name);
  const outputNames = RUNS.flatMap((r) => r.outputs.map((o) => o.name));
  assert.equal(new Set(runNames).size, runNames.length);
  assert.equal(new Set(outputNames).size, outputNames.length);
  assert.ok(
    RUNS.every((r) => r.checks.length > 0),
    'each run reports something of its own',
  );
});

test('a Modbus reading on the page must be one the slave holds: 40.7 is, 40.3 never is', () => {
  const slave = RUNS.find((r) => r.name === 'modbus-slave')!;
  const reading = slave.outputs.find((o) => o.name === 'modbus-slave')!;
  const ran = {output: 'speed=12010 temperature=40.9 count=1 status=1001 feed=100 0100H=1', log: '', failures: []};
  const page = (temperature: string) =>
    `$ python3 mbread.py 127.0.0.1 1502\nspeed=11989 temperature=${temperature} count=0 status=1001 feed=100 0100H=1`;
  assert.deepEqual(reading.compare(page('40.7'), ran), []);
  assert.match(
    reading.compare(page('40.3'), ran).join(),
    /temperature=40\.3, which the slave never holds \(40\.2, 40\.4, 40\.7/,
  );
});
