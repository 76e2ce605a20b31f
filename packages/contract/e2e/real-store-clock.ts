import * as z from 'zod';

import { wooCall } from '../src/woo-http.js';
import { writer } from './real-store-reads.js';

// The real store's time as the test kit's clock plugin moves it (realwoo/vitrina-test-clock.php):
// the Vitrina plugin's rules read it, WooCommerce's own dates do not.

/** Sets the store's clock to `now` (ms since the epoch), or back to the wall clock with `null`. */
export async function setStoreClock(now: number | null): Promise<void> {
  const answer = await wooCall(writer(), 'PUT', 'wc-vitrina-test/v1/clock', { now });
  if (answer.status !== 200) throw new Error(`wc-vitrina-test/v1/clock: ${String(answer.status)}`);
}

/**
 * Runs the plugin's unpaid-order sweep now, at the store's clock, as WP-Cron would within five
 * minutes; answers the ids of the orders it cancelled.
 */
export async function sweepUnpaidOrders(): Promise<number[]> {
  const answer = await wooCall(writer(), 'POST', 'wc-vitrina-test/v1/unpaid-sweep');
  if (answer.status !== 200) {
    throw new Error(`wc-vitrina-test/v1/unpaid-sweep: ${String(answer.status)}`);
  }
  return z.object({ cancelled: z.array(z.number()) }).parse(answer.body).cancelled;
}
