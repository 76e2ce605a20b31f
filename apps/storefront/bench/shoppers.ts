// Issue 28's bench, on loopback against the shop server and the embedded store:
// 1. 200 purchases by 20 shoppers at once with faults at every step of placing each order (the
//    fault test's run, full size): orders made against orders expected, carts, stock, windows;
//    once through one instance, once spread over three sharing a Redis.
// 2. A mixed load of 50 virtual shoppers for 2 minutes (browse 70 %, cart 25 %, checkout 5 %):
//    p50/p95/p99 per kind of call, answers by status, orders made against orders confirmed.
// Run with `pnpm bench` or `tsx bench/shoppers.ts` (`load` for 2 alone, `faults` for 1 alone,
// `several` for its three-instance run alone).
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { startFaultStage } from '../test/support/fault-stage.js';
import {
  auditPurchases,
  makeFaultTestProduct,
  ownerRead,
  purchaseAll,
} from '../test/support/purchases-under-faults.js';
import { startShopStack } from '../test/support/shop-stack.js';
import { standInRenderer } from '../test/support/stand-in-page.js';
import { LoadResultSchema, type LoadPlan } from './shoppers-load.worker.js';
import type { TestStore } from '@vitrina/store-api/testing';
import { percentile } from './percentile.js';

const LOAD_SHOPPERS = 50;
const LOAD_SECONDS = 120;
/** The targets of the issue, per kind of call: p95 in ms. */
const P95_TARGETS: Record<string, number> = { catálogo: 100, carrito: 150, pedido: 500 };

const only = process.argv[2];

const adminKey = (store: TestStore) =>
  `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;

/** How many orders the store holds. */
async function orderCount(store: TestStore): Promise<number> {
  const listed = await fetch(`${store.baseUrl}/wp-json/wc/v3/orders?per_page=1&${adminKey(store)}`);
  return Number(listed.headers.get('x-wp-total'));
}

async function faultyPurchases(instances: 1 | 3): Promise<void> {
  const stage = await startFaultStage({ instances, faultSeed: 28 });
  try {
    const productId = await makeFaultTestProduct(stage.store, 1_000);
    const started = performance.now();
    // With three instances each call of a purchase goes to the next one, as a balancer without
    // sticky sessions sends them: a retried order lands elsewhere than the try it repeats.
    const purchases = await purchaseAll({
      shopUrl: stage.shopUrls,
      productId,
      shoppers: 20,
      each: 10,
      seed: 2_028,
    });
    const seconds = (performance.now() - started) / 1000;
    await stage.relay.commitLate();
    const audit = await auditPurchases(ownerRead(stage.store), purchases, productId);
    console.log(
      `\n200 purchases by 20 shoppers, faults at every step of each order (#28), ${String(instances)} instance(s)${instances === 3 ? ' sharing redis-server (#35)' : ''}`,
    );
    console.log(`  ${purchases.length} purchases confirmed in ${seconds.toFixed(1)} s`);
    console.log(`  faults injected: ${JSON.stringify(Object.fromEntries(stage.faults.fell))}`);
    console.log(
      `  orders made ${String(audit.orders)} / expected ${String(purchases.length)}; ` +
        `with two orders ${String(audit.purchasesWithTwoOrders)}, without ${String(audit.purchasesWithoutOrder)}; ` +
        `lines left in carts ${String(audit.linesLeft)}; stock ${String(audit.stock)} (expected ${String(1_000 - purchases.length)}); ` +
        `windows over capacity ${String(audit.overbooked)}`,
    );
  } finally {
    await stage.stop();
  }
}

async function mixedLoad(): Promise<void> {
  const stack = await startShopStack({ renderPage: standInRenderer(), env: { TRUST_PROXY: '1' } });
  try {
    const categories = z
      .array(z.object({ id: z.number(), count: z.number() }))
      .parse(
        await (
          await fetch(`${stack.shop.url}/wp-json/wc/v3/products/categories?per_page=100`)
        ).json(),
      )
      .filter((category) => category.count > 0)
      .map((category) => category.id);
    const productId = await makeFaultTestProduct(stack.store, 100_000);
    const ordersBefore = await orderCount(stack.store);
    // The shoppers run on a thread of their own, so their work is not counted as the shop's.
    const worker = new Worker(new URL('./shoppers-load.worker.ts', import.meta.url), {
      workerData: {
        shopUrl: stack.shop.url,
        categories,
        productId,
        shoppers: LOAD_SHOPPERS,
        seconds: LOAD_SECONDS,
      } satisfies LoadPlan,
      execArgv: ['--import', 'tsx'],
    });
    const [message] = (await once(worker, 'message')) as unknown[];
    const result = LoadResultSchema.parse(message);
    const made = (await orderCount(stack.store)) - ordersBefore;
    console.log(
      `\nMixed load: ${String(LOAD_SHOPPERS)} virtual shoppers for ${String(LOAD_SECONDS)} s (browse 70 %, cart 25 %, checkout 5 %), loopback, 2 cores`,
    );
    console.log('  kind         calls    p50 ms   p95 ms   p99 ms   p95 target');
    for (const [kind, list] of Object.entries(result.times)) {
      const target = P95_TARGETS[kind];
      console.log(
        `  ${kind.padEnd(11)} ${String(list.length).padStart(6)} ${percentile(list, 50).toFixed(0).padStart(8)} ${percentile(list, 95).toFixed(0).padStart(8)} ${percentile(list, 99).toFixed(0).padStart(8)}   ${target === undefined ? '—' : `< ${String(target)}`}`,
      );
    }
    console.log(
      `  answers by status: ${Object.entries(result.statuses)
        .map(([key, count]) => `${key}: ${String(count)}`)
        .join(', ')}`,
    );
    console.log(
      `  orders confirmed ${String(result.confirmed)}, orders made ${String(made)}; shoppers' failed actions ${String(result.failed)}`,
    );
  } finally {
    await stack.stop();
  }
}

if (only === undefined || only === 'faults') await faultyPurchases(1);
if (only === undefined || only === 'faults' || only === 'several') await faultyPurchases(3);
if (only === undefined || only === 'load') await mixedLoad();
