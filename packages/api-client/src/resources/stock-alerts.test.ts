import { readFile } from 'node:fs/promises';

import { STOCK_ALERT_MESSAGES } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { clientFor, useTestStore } from '../../test/support/store.js';

const store = useTestStore();

/** A client as the browser holds it: no key. */
const shopper = () => clientFor(store(), { consumerKey: undefined, consumerSecret: undefined });

/** A sold-out product of the owner's, made with the admin key. */
async function soldOut(name: string): Promise<number> {
  const { baseUrl, adminConsumerKey, adminConsumerSecret } = store();
  const url = new URL(`${baseUrl}/wp-json/wc/v3/products`);
  url.searchParams.set('consumer_key', adminConsumerKey);
  url.searchParams.set('consumer_secret', adminConsumerSecret);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      sku: name,
      regular_price: '9999',
      manage_stock: true,
      stock_quantity: 0,
    }),
  });
  const { id } = (await response.json()) as { id: number };
  return id;
}

async function lastToken(email: string): Promise<string> {
  const lines = (await readFile(store().outboxPath, 'utf8')).trim().split('\n');
  const mail = lines
    .map((line) => JSON.parse(line) as { to: string; links: string[] })
    .findLast((entry) => entry.to === email);
  return new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token') ?? '';
}

describe('stock alerts against the embedded store', () => {
  it('requests an alert and confirms it with the mailed token', async () => {
    const product_id = await soldOut('AVISO-API-1');
    const email = 'aviso.api@example.com';
    await expect(shopper().stockAlerts.request({ product_id, email })).resolves.toEqual({
      message: STOCK_ALERT_MESSAGES.requested,
    });
    await expect(shopper().stockAlerts.confirm(await lastToken(email))).resolves.toEqual({
      message: STOCK_ALERT_MESSAGES.confirmed,
      product_id,
    });
  });

  it('throws the store’s Spanish refusal with its code', async () => {
    const refusal = await shopper()
      .stockAlerts.confirm('x'.repeat(43))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StoreApiError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'stock_alert_invalid_token',
      message: STOCK_ALERT_MESSAGES.token,
    });
  });
});
