// The fault proxy by hand, between a shop server and any store (the embedded one or a real
// WooCommerce): `tsx test/support/fault-proxy.ts <store-url> <fault> [port]`, then start the
// shop server with STORE_URL at the address it prints. Orders (`POST wc/v3/orders`) get the
// fault; every other call passes. Faults: see `StoreFault` in store-relay.ts.
import { z } from 'zod';
import { STORE_FAULTS, startStoreRelay } from './store-relay.js';

const { storeUrl, fault, port } = z
  .object({
    storeUrl: z.url(),
    fault: z.enum(STORE_FAULTS),
    port: z.coerce.number().int().min(0).max(65_535).default(0),
  })
  .parse({ storeUrl: process.argv[2], fault: process.argv[3], port: process.argv[4] });
const relay = await startStoreRelay(
  storeUrl,
  (request) =>
    Promise.resolve(
      request.method === 'POST' && request.target.startsWith('/wp-json/wc/v3/orders?')
        ? fault
        : undefined,
    ),
  port,
);
setInterval(() => void relay.commitLate(), 1_000);
console.log(`Proxy de fallos (${fault}) hacia ${storeUrl} en ${relay.url}`);
