/** src/search/ui/siteSearch.ts: the see-all count and the "let us know" link. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {HitCounter, missingResultsUrl} from '../../../../../src/search/ui/siteSearch';

test('the see-all count is the latest answer for the query, not a sum over keystrokes', () => {
  const counter = new HitCounter();
  counter.record([{query: 'M', nbHits: 40}]);
  counter.record([{query: 'MQ', nbHits: 12}]);
  counter.record([
    {query: 'MQTT', nbHits: 5},
    {query: 'MQTT', nbHits: 2},
  ]);
  assert.equal(counter.get('MQTT'), 7);
  assert.equal(counter.get('MQ'), 12);
  assert.equal(
    missingResultsUrl('mailto:a@b?body={query}', 'MQTT 接入&x'),
    'mailto:a@b?body=MQTT%20%E6%8E%A5%E5%85%A5%26x',
  );
});
