// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { loadShopConfig } from '../env.js';
import { startShop, type RunningShop } from '../start-server.js';
import { standInRenderer } from '../../test/support/stand-in-page.js';

// #28 item 4: a store that sends its headers and then nothing more. The shop's wait for the
// store covers the whole answer, not only its headers: the shopper is told, never left hanging.
let stalled: Server;
let shop: RunningShop;
beforeAll(async () => {
  stalled = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    res.write('[{"id":');
  });
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  const { port } = stalled.address() as AddressInfo;
  shop = await startShop(
    loadShopConfig({
      PORT: '0',
      STORE_URL: `http://127.0.0.1:${String(port)}`,
      WC_CONSUMER_KEY: 'ck_stalled',
      WC_CONSUMER_SECRET: 'cs_stalled',
    }),
    {
      distDir: '/nonexistent',
      renderPage: standInRenderer(),
      writeKey: { key: 'ck_write', secret: 'cs_write' },
    },
  );
});
afterAll(async () => {
  await shop.close();
  stalled.closeAllConnections();
  await new Promise<void>((resolve) => stalled.close(() => resolve()));
});

it('the delivery options of a store that stalls after its headers end in a Spanish 5xx', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await fetch(`${shop.url}/api/pedidos/envio?provincia=DO-01`, {
    signal: AbortSignal.timeout(25_000),
  });
  expect(response.status).toBeGreaterThanOrEqual(502);
  expect(response.status).toBeLessThanOrEqual(504);
  const body = (await response.json()) as { message: string };
  expect(body.message).toMatch(/tienda/);
}, 30_000);
