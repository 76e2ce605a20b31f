import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as z from 'zod';
import { startTestStore, DEMO_CUSTOMER_CREDENTIALS } from '@vitrina/store-api/testing';
import type { TestProject } from 'vitest/node';

import { REALWOO_DIR } from '../../src/real-store.js';
import { readCashback, seedCashback } from '../../src/seed/cashback.js';
import { setPublicUrl } from '../../src/seed/public-url.js';
import { readVitrinaCatalogue } from '../../src/seed/catalogue.js';
import {
  CONTRACT_SHOP_IDENTITY,
  CONTRACT_SHOP_URL,
  readShopIdentity,
  seedShopIdentity,
  shopIdentityForm,
} from '../../src/seed/shop-identity.js';
import { startSeededRealStore } from '../../src/seeded-real-store.js';
import { serializeIds, type ContractStores } from '../../src/stores.js';
import { fileClock, setFileClock } from '../../src/test-clock.js';

declare module 'vitest' {
  export interface ProvidedContext {
    contractStores: ContractStores;
  }
}

let stopAll: (() => Promise<void>) | undefined;

/**
 * The product most cases buy (a mini split), and the units the whole run's purchases take: below
 * the 99 one cart line may hold on the embedded store (core's MAX_LINE_QUANTITY; CoCart has no
 * such cap), so a cart case asking for one more than the stock is judged alike by both stores.
 */
const MOST_BOUGHT = { sku: 'GRE-1012', units: 90 };

/**
 * The contract's cases buy the demo's mini split again and again (orders, mails, refunds,
 * changes, the agenda), more than the demo keeps: it is given enough on the embedded store before
 * the real one is seeded from it, so both stores start alike and no case meets it sold out.
 */
async function stockForEveryPurchase(source: { url: string; key: string; secret: string }) {
  const auth = `consumer_key=${source.key}&consumer_secret=${source.secret}`;
  const found = z
    .array(z.object({ id: z.number() }))
    .parse(
      await (
        await fetch(`${source.url}/wp-json/wc/v3/products?sku=${MOST_BOUGHT.sku}&${auth}`)
      ).json(),
    );
  const [product] = found;
  if (product === undefined) throw new Error(`No product ${MOST_BOUGHT.sku} in the demo store`);
  const answer = await fetch(`${source.url}/wp-json/wc/v3/products/${String(product.id)}?${auth}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stock_quantity: MOST_BOUGHT.units }),
  });
  if (!answer.ok) throw new Error(`Stocking ${MOST_BOUGHT.sku} answered ${String(answer.status)}`);
}

/**
 * Starts the embedded store and the real WooCommerce, seeds the real one with the embedded one's
 * catalogue, and lets the test workers trust the real store's certificate as the shop server
 * would in production (`NODE_EXTRA_CA_CERTS`, read by each worker when it starts).
 */
export async function setup(project: TestProject): Promise<void> {
  // The agenda's cases move both stores' clocks; the real store's is set through its own route.
  const clockFile = join(tmpdir(), `vitrina-contract-clock-${String(process.pid)}`);
  const embedded = await startTestStore({
    clock: fileClock(clockFile),
    env: {
      SHOP_NAME: CONTRACT_SHOP_IDENTITY.name,
      SHOP_STREET: CONTRACT_SHOP_IDENTITY.street,
      SHOP_CITY: CONTRACT_SHOP_IDENTITY.city,
      STOREFRONT_URL: CONTRACT_SHOP_URL,
    },
  });
  try {
    const source = {
      url: embedded.baseUrl,
      key: embedded.adminConsumerKey,
      secret: embedded.adminConsumerSecret,
    };
    await stockForEveryPurchase(source);
    const read = await readVitrinaCatalogue(source);
    const started = Date.now();
    const real = await startSeededRealStore(read);
    console.info(
      `WooCommerce real arrancado y sembrado en ${String(Math.round((Date.now() - started) / 1000))} s (${real.store.dir})`,
    );
    // If the run is cut short, the store's processes must not outlive it.
    const onExit = (): void => {
      execFileSync(join(REALWOO_DIR, 'stop.sh'), [real.store.dir], { stdio: 'ignore' });
    };
    process.once('exit', onExit);
    stopAll = async () => {
      process.off('exit', onExit);
      await real.store.stop();
      await embedded.stop();
      setFileClock(clockFile, null);
    };
    seedCashback(real.store, await readCashback(embedded.baseUrl));
    // The owner's settings page, filled with the embedded store's identity.
    const refused = seedShopIdentity(
      real.store,
      shopIdentityForm(await readShopIdentity(embedded.baseUrl)),
    );
    if (Object.keys(refused).length > 0) {
      throw new Error(`The real store refused the shop's identity: ${JSON.stringify(refused)}`);
    }
    // The shop's address, as the owner sets it: the way back from a gateway and every mail's link.
    await setPublicUrl(real.writer, CONTRACT_SHOP_URL);
    process.env['NODE_EXTRA_CA_CERTS'] = real.store.caPath;
    const [ana] = DEMO_CUSTOMER_CREDENTIALS;
    if (ana === undefined) throw new Error('The embedded store has no demo customer');
    project.provide('contractStores', {
      embedded: {
        keyedUrl: embedded.baseUrl,
        openUrl: embedded.baseUrl,
        clockFile,
        readKey: { key: embedded.consumerKey, secret: embedded.consumerSecret },
        writeKey: { key: embedded.adminConsumerKey, secret: embedded.adminConsumerSecret },
        customer: ana,
        mailPath: embedded.outboxPath,
        ids: serializeIds(read.ids),
      },
      real: {
        keyedUrl: real.store.httpsUrl,
        openUrl: real.store.httpUrl,
        caPath: real.store.caPath,
        dir: real.store.dir,
        readKey: real.store.readKey,
        writeKey: real.store.writeKey,
        customer: real.store.customer,
        mailPath: real.store.mailPath,
        ids: serializeIds(real.ids),
      },
    });
  } catch (error) {
    if (stopAll === undefined) await embedded.stop();
    else await stopAll();
    throw error;
  }
}

export async function teardown(): Promise<void> {
  await stopAll?.();
}
