// The mixed load's shoppers (bench/shoppers.ts), on a worker thread: browse 70 %, cart 25 %,
// checkout 5 %, each call timed by kind. A shopper reads a page before the next action (0.5 to
// 1.5 s, as load tools model people); without it 50 loops measure a saturated machine instead.
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { seededRandom, virtualShopper } from '../test/support/virtual-shopper.js';
import { CallTimesSchema, callTimes } from './call-times.js';

/** The shortest pause between a shopper's actions; the longest is three times it. */
const THINK_MS = 500;

export interface LoadPlan {
  shopUrl: string;
  categories: number[];
  productId: number;
  shoppers: number;
  seconds: number;
}

export const LoadResultSchema = CallTimesSchema.extend({
  confirmed: z.number(),
  failed: z.number(),
});

async function run(plan: LoadPlan): Promise<z.infer<typeof LoadResultSchema>> {
  const { times, statuses, log } = callTimes();
  const ends = performance.now() + plan.seconds * 1000;
  const random = seededRandom(50);
  let confirmed = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: plan.shoppers }, async (_, index) => {
      const shopper = virtualShopper({
        shopUrl: plan.shopUrl,
        address: `198.51.100.${String(index + 1)}`,
        random,
        log,
      });
      let cartKey: string | undefined;
      let orders = 0;
      while (performance.now() < ends) {
        const roll = random();
        const category = plan.categories[Math.floor(random() * plan.categories.length)] ?? 0;
        try {
          if (roll < 0.7) await shopper.browse(category);
          else if (roll < 0.95) cartKey = await shopper.addToCart(plan.productId, cartKey);
          else {
            const cart = await shopper.addToCart(plan.productId, cartKey);
            orders += 1;
            await shopper.checkOut(cart, `carga.${String(index)}.${String(orders)}@example.do`);
            confirmed += 1;
            cartKey = undefined;
          }
        } catch {
          failed += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, THINK_MS * (1 + 2 * random())));
      }
    }),
  );
  return { times, statuses, confirmed, failed };
}

if (!isMainThread) parentPort?.postMessage(await run(workerData as LoadPlan));
