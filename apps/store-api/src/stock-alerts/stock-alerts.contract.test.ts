import { STOCK_ALERT_LIMITS, STOCK_ALERT_MESSAGES } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient, type OutboxMail } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
let now = Date.parse('2026-03-02T14:00:00Z');

beforeAll(async () => {
  store = await startTestStore({
    env: { TRUST_PROXY: '1' },
    clock: { now: () => now },
  });
  api = storeClient(store);
});
afterAll(() => store.stop());

/** A product of the owner's, sold out unless `units` are given. */
async function soldOutProduct(name: string): Promise<number> {
  const answer = await api.call('POST', '/wc/v3/products', {
    key: 'admin',
    body: {
      name,
      sku: `AVISO-${name}`,
      regular_price: '18999',
      manage_stock: true,
      stock_quantity: 0,
    },
  });
  expect(answer.status).toBe(201);
  return Number(at(answer.json, 'id'));
}

const restock = (id: number, units: number) =>
  api.call('PUT', `/wc/v3/products/${String(id)}`, {
    key: 'admin',
    body: { stock_quantity: units },
  });

const ask = (product_id: number, email: string, ip?: string) =>
  api.call('POST', '/vitrina/v1/stock-alerts', {
    body: { product_id, email },
    ...(ip === undefined ? {} : { ip }),
  });

const confirm = (token: string) =>
  api.call('POST', '/vitrina/v1/stock-alerts/confirm', { body: { token } });

const mailTo = async (email: string): Promise<OutboxMail[]> =>
  (await api.outbox()).filter((mail) => mail.to === email);

/** The token of the last confirmation link mailed to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const link = (await mailTo(email)).findLast((mail) => mail.subject.startsWith('Confirma'))
    ?.links[0];
  return new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
}

describe('vitrina/v1/stock-alerts', () => {
  it('answers a request with one Spanish 202 and mails a link to the shop’s confirmation page', async () => {
    const id = await soldOutProduct('Nevera Avisos 1');
    const email = api.newEmail();
    const answer = await ask(id, email.toUpperCase());
    expect(answer.status).toBe(202);
    expect(answer.json).toEqual({ message: STOCK_ALERT_MESSAGES.requested });
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Confirma tu aviso de «Nevera Avisos 1»');
    expect(mail?.links[0]).toMatch(/^http:\/\/[^/]+\/avisos\/confirmar\?token=[\w-]{43}$/);
  });

  it('answers the same whether the address already asked, and keeps one alert per product', async () => {
    const id = await soldOutProduct('Nevera Avisos 2');
    const email = api.newEmail();
    const first = await ask(id, email);
    expect(await confirm(await confirmationToken(email))).toMatchObject({ status: 200 });
    const again = await ask(
      id,
      email.replace(/^./, (letter) => letter.toUpperCase()),
    );
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    // A confirmed alert gets no second link; on restock it writes once.
    expect(await mailTo(email)).toHaveLength(1);
    await restock(id, 2);
    expect(
      (await mailTo(email)).filter((mail) => mail.subject.includes('disponible')),
    ).toHaveLength(1);
  });

  it('confirms once: a used, wrong or malformed token is the same Spanish 400', async () => {
    const id = await soldOutProduct('Nevera Avisos 3');
    const email = api.newEmail();
    await ask(id, email);
    const token = await confirmationToken(email);
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ message: STOCK_ALERT_MESSAGES.confirmed, product_id: id });
    for (const bad of [token, 'x'.repeat(43), 'corto']) {
      const refused = await confirm(bad);
      expect(refused.status).toBe(400);
      expect(at(refused.json, 'message')).toBe(STOCK_ALERT_MESSAGES.token);
    }
    expect(at((await confirm(token)).json, 'code')).toBe('stock_alert_invalid_token');
  });

  it('on restock sends exactly one mail per confirmed alert, with the product page, and spends it', async () => {
    const id = await soldOutProduct('Nevera Avisos 4');
    const [confirmed, alsoConfirmed, unconfirmed] = [
      api.newEmail(),
      api.newEmail(),
      api.newEmail(),
    ];
    for (const email of [confirmed, alsoConfirmed, unconfirmed]) await ask(id, email);
    for (const email of [confirmed, alsoConfirmed]) await confirm(await confirmationToken(email));

    expect((await restock(id, 3)).status).toBe(200);
    await restock(id, 5); // still in stock: nothing left to send
    const product = await api.call('GET', `/wc/v3/products/${String(id)}`, {
      key: 'proxy',
    });
    for (const email of [confirmed, alsoConfirmed]) {
      const back = (await mailTo(email)).filter((mail) =>
        mail.subject.includes('ya está disponible'),
      );
      expect(back).toHaveLength(1);
      expect(back[0]?.subject).toBe('«Nevera Avisos 4» ya está disponible');
      expect(back[0]?.links).toEqual([at(product.json, 'permalink')]);
    }
    expect(await mailTo(unconfirmed)).toHaveLength(1); // its confirmation only

    // Spent: sold out and back again, nobody is written to a second time.
    await restock(id, 0);
    await restock(id, 1);
    expect(
      (await mailTo(confirmed)).filter((mail) => mail.subject.includes('disponible')),
    ).toHaveLength(1);
  });

  it('refuses a product in stock or unknown, and bad fields, in Spanish, storing and mailing nothing', async () => {
    const before = (await api.outbox()).length;
    const inStock = await api.call('POST', '/wc/v3/products', {
      key: 'admin',
      body: {
        name: 'Nevera con existencias',
        sku: 'AVISO-EXISTENCIAS',
        regular_price: '18999',
        manage_stock: true,
        stock_quantity: 4,
      },
    });
    const email = api.newEmail();
    expect(await ask(Number(at(inStock.json, 'id')), email)).toMatchObject({
      status: 400,
      json: { code: 'stock_alert_in_stock', message: STOCK_ALERT_MESSAGES.inStock },
    });
    expect(await ask(999_999, email)).toMatchObject({
      status: 400,
      json: { code: 'stock_alert_unknown_product', message: STOCK_ALERT_MESSAGES.unknownProduct },
    });
    const bad = await api.call('POST', '/vitrina/v1/stock-alerts', {
      body: { product_id: 'uno', email: 'no-es-correo' },
    });
    expect(bad.status).toBe(400);
    expect(at(bad.json, 'code')).toBe('rest_invalid_param');
    expect(at(bad.json, 'message')).toBe(STOCK_ALERT_MESSAGES.product);
    expect(await api.outbox()).toHaveLength(before);
  });

  it('lets an unconfirmed alert expire: its link stops working and it is never written to', async () => {
    const id = await soldOutProduct('Nevera Avisos 6');
    const email = api.newEmail();
    await ask(id, email);
    const token = await confirmationToken(email);
    now += STOCK_ALERT_LIMITS.pendingTtlMs + 1;
    expect((await confirm(token)).status).toBe(400);
    await restock(id, 2);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('C3 K3: a 4th request for one e-mail in an hour is a 429 and mails nothing more', async () => {
    const id = await soldOutProduct('Nevera Avisos 7');
    const email = api.newEmail();
    const statuses: number[] = [];
    for (let sent = 0; sent < 4; sent += 1) statuses.push((await ask(id, email)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await mailTo(email)).toHaveLength(3);
  });

  it('K3 K4: one address asking too often gets 429 with Retry-After and a Spanish wait', async () => {
    const id = await soldOutProduct('Nevera Avisos 8');
    const ip = api.freshIp();
    const statuses: number[] = [];
    let last = await ask(id, api.newEmail(), ip);
    for (let sent = 0; sent < STOCK_ALERT_LIMITS.requestsPerAddress; sent += 1) {
      statuses.push(last.status);
      last = await ask(id, api.newEmail(), ip);
    }
    expect(statuses.every((status) => status === 202)).toBe(true);
    expect(last.status).toBe(429);
    expect(at(last.json, 'code')).toBe('rate_limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(String(at(last.json, 'message'))).toMatch(
      /^Recibimos varias solicitudes de aviso\. Espera \d+ s/,
    );
  });
});
