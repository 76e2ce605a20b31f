// The sale day's load (bench/sale-day.ts), on a worker thread: page views at a steady rate and
// purchases at a steady rate, each call timed by kind. Pages are read as a browser takes them
// (brotli) without decoding them: the machine's cores go to the shop, not to the load.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { seededRandom, virtualShopper } from '../test/support/virtual-shopper.js';
import { CallTimesSchema, callTimes } from './call-times.js';

export interface SaleDayPlan {
  shopUrl: string;
  /** Page paths browsed in turn, with the kind each is timed as. */
  pages: { path: string; kind: string }[];
  pagesPerSecond: number;
  ordersPerMinute: number;
  /** The product bought (shown on the browsed pages: its stock changes under them). */
  productId: number;
  seconds: number;
  /** Tells this run's buyers' e-mails apart from another run's. */
  run: string;
}

export const SaleDayResultSchema = CallTimesSchema.extend({
  views: z.number(),
  seconds: z.number(),
  confirmed: z.number(),
  failed: z.number(),
  emails: z.array(z.string()),
});

/** How long the purchases still running at the end may take to finish. */
const FINISH_MS = 90_000;

function pageView(url: URL, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const sent = request(url, { agent, headers: { 'accept-encoding': 'br' } }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.once('error', () => resolve(0));
    sent.end();
  });
}

async function run(plan: SaleDayPlan): Promise<z.infer<typeof SaleDayResultSchema>> {
  const { times, statuses, log } = callTimes();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const random = seededRandom(35);
  const started = performance.now();
  const ends = started + plan.seconds * 1000;
  const running: Promise<void>[] = [];
  let views = 0;
  let confirmed = 0;
  let failed = 0;
  const emails: string[] = [];

  const browse = setInterval(() => {
    const page = plan.pages[views % plan.pages.length];
    if (page === undefined) return;
    views += 1;
    const at = performance.now();
    running.push(
      pageView(new URL(page.path, plan.shopUrl), agent).then((status) =>
        log.record(page.kind, performance.now() - at, status),
      ),
    );
  }, 1000 / plan.pagesPerSecond);

  let purchases = 0;
  const buy = setInterval(() => {
    purchases += 1;
    const index = purchases;
    const email = `feria.${plan.run}.${String(index)}@example.do`;
    const shopper = virtualShopper({
      shopUrl: plan.shopUrl,
      address: `10.35.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`,
      random,
      log,
    });
    running.push(
      shopper
        .addToCart(plan.productId)
        .then((cartKey) => shopper.checkOut(cartKey, email))
        .then(
          () => {
            confirmed += 1;
            emails.push(email);
          },
          () => {
            failed += 1;
          },
        ),
    );
  }, 60_000 / plan.ordersPerMinute);

  await new Promise((resolve) => setTimeout(resolve, ends - performance.now()));
  clearInterval(browse);
  clearInterval(buy);
  const seconds = (performance.now() - started) / 1000;
  await Promise.race([
    Promise.all(running),
    new Promise((resolve) => setTimeout(resolve, FINISH_MS)),
  ]);
  agent.destroy();
  return { times, statuses, views, seconds, confirmed, failed, emails };
}

if (!isMainThread) parentPort?.postMessage(await run(workerData as SaleDayPlan));
