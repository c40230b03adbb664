/** bench/lighthouse/sites.ts: a bench never measures a server it did not start. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import {assertPortFree} from '../../../../bench/lighthouse/sites';

test('a port another server holds stops the bench, naming the port; a free one does not', async () => {
  const other = net.createServer();
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const {port} = other.address() as net.AddressInfo;
  try {
    await assert.rejects(assertPortFree(port), new RegExp(`port ${port} is in use`));
  } finally {
    await new Promise<void>((resolve) => other.close(() => resolve()));
  }
  await assertPortFree(port);
});
