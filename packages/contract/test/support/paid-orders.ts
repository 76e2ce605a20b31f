import { expect } from 'vitest';

import type { StoreTarget } from './targets.js';

/** Pays an order: the embedded store's gateway page approves, WooCommerce's owner sets it paid. */
export async function markPaid(store: StoreTarget, id: number, paymentUrl: string): Promise<void> {
  if (store.name === 'woocommerce') {
    const answer = await store.raw('PUT', `wc/v3/orders/${String(id)}`, {
      auth: 'write',
      json: { set_paid: true },
    });
    expect(answer.status).toBe(200);
  } else {
    const answer = await fetch(`${paymentUrl}&outcome=approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
  }
}

/** The owner moves an order to `status`, as in wp-admin (completed, refunded, cancelled…). */
export async function ownerSets(store: StoreTarget, id: number, status: string): Promise<void> {
  const answer = await store.raw('PUT', `wc/v3/orders/${String(id)}`, {
    auth: 'write',
    json: { status },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * The unpaid orders' sweep at the store's clock: the real store's on demand (the kit runs the
 * plugin's WP-Cron sweep), the embedded one's before any read of orders.
 */
export async function sweepUnpaid(store: StoreTarget): Promise<void> {
  if (store.name === 'woocommerce') {
    const answer = await store.raw('POST', 'wc-vitrina-test/v1/unpaid-sweep', { auth: 'write' });
    expect(answer.status).toBe(200);
  } else {
    await store.raw('GET', 'wc/v3/orders?per_page=1', { auth: 'write' });
  }
}
