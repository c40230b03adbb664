/** src/search/ui/ProductFilter/products.ts: the products a /search address asks for. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {productsLabel, readProducts} from '../../../../../../src/search/ui/ProductFilter/products';

test('products in the address are read in the filter order, unknown ones dropped', () => {
  assert.deepEqual(readProducts(['triton', 'janus,nope', 'janus']), ['janus', 'triton']);
  assert.deepEqual(readProducts([]), []);
  assert.equal(productsLabel(['janus', 'open-platform']), 'Janus、开放平台');
});
