/** A family's handbook outline (src/handbooks/outline.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FAMILIES} from '../../../../src/offline/families';
import {familyOutline, outlinePages} from '../../../../src/handbooks/outline';

test("a handbook follows its sidebar, keeps only its family's pages, then the pages its first page links", () => {
  const triton = FAMILIES.find((f) => f.id === 'triton')!;
  const permalink = (id: string) => `/docs/${id}`;
  const outline = familyOutline(
    triton,
    [
      {type: 'category', label: '了解 Janus', items: ['janus/user/introduction']},
      {
        type: 'category',
        label: 'Triton 部署',
        items: ['triton/deploy/introduction', {type: 'category', label: '空', items: []}, 'triton/deploy/run'],
      },
    ],
    permalink,
    ['/docs/triton/deploy/introduction', '/docs/triton/deploy/run', '/docs/triton/b', '/docs/triton/a'],
    ['/docs/triton/b'],
  );
  assert.deepEqual(outline, [
    {
      kind: 'category',
      label: 'Triton 部署',
      children: [
        {kind: 'page', path: '/docs/triton/deploy/introduction'},
        {kind: 'page', path: '/docs/triton/deploy/run'},
      ],
    },
    {kind: 'page', path: '/docs/triton/b'},
    {kind: 'page', path: '/docs/triton/a'},
  ]);
  assert.equal(outlinePages(outline).length, 4);
});
