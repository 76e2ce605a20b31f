import { WcOrderSchema } from '@vitrina/api-client/orders';
import {
  NCF_RANGE_MESSAGES,
  NCF_REFUSAL_MESSAGES,
  NcfRangeSchema,
  formatNcf,
  shopDate,
} from '@vitrina/core';
import * as z from 'zod';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import { outcome, sentMail, type StoreTarget } from '../support/targets.js';
import { BILLING, idOf, MINI_SPLIT, PICKUP } from './checkout.js';

const DAY_MS = 86_400_000;

const SequenceSchema = z.object({
  type: z.string(),
  label: z.string(),
  range: NcfRangeSchema.nullable(),
  last_issued: z.number(),
  remaining: z.number().nullable(),
  low: z.boolean(),
  expired: z.boolean(),
});

async function b02(store: StoreTarget) {
  const answer = await store.raw('GET', 'wc-vitrina/v1/ncf', { auth: 'write' });
  const sequences = z.array(SequenceSchema).parse(answer.body);
  return {
    types: sequences.map((sequence) => sequence.type),
    b02: sequences.find((sequence) => sequence.type === 'B02'),
  };
}

const setRange = (store: StoreTarget, json: object) =>
  store.raw('PUT', 'wc-vitrina/v1/ncf/B02', { auth: 'write', json });

/** A final consumer's order (B02) of a mini split, no delivery window, picked up. */
const order = (store: StoreTarget, email: string) =>
  store.raw('POST', 'wc/v3/orders', {
    auth: 'write',
    json: {
      line_items: [{ product_id: idOf(store, MINI_SPLIT), quantity: 1 }],
      billing: { ...BILLING, email },
      shipping_lines: [PICKUP],
      payment_method: 'bacs',
    },
  });

/** How many orders the store holds and the mini split's stock: what a refusal must not move. */
async function holdings(store: StoreTarget) {
  const orders = await store.raw('GET', 'wc/v3/orders?per_page=1', { auth: 'write' });
  const product = await store.raw('GET', `wc/v3/products/${String(idOf(store, MINI_SPLIT))}`, {
    auth: 'read',
  });
  return {
    orders: orders.headers.get('x-wp-total'),
    stock: (product.body as { stock_quantity: number | null }).stock_quantity,
  };
}

const meta = (body: unknown, key: string) =>
  WcOrderSchema.parse(body).meta_data.find((entry) => entry.key === key)?.value;

export const ncfRangeCases: ContractCase[] = [
  {
    name: 'N3: el rango autorizado de B02; el último número avisa al dueño, y pasado el rango o su fecha el pedido se rechaza (409) sin crear nada',
    async observe(store) {
      const before = await b02(store);
      const last = before.b02?.last_issued ?? 0;
      const refused = await setRange(store, { from: 50, to: 10, expires: '2099-12-31' });
      const today = shopDate(Date.now());
      const set = await setRange(store, { from: last + 1, to: last + 1, expires: today });
      const mailsBefore = (await sentMail(store)).length;
      const placed = await order(store, 'rango.ultimo@example.com');
      const after = await b02(store);
      const warnings = (await sentMail(store))
        .slice(mailsBefore)
        .filter((mail) => mail.subject.startsWith('Quedan pocos NCF'));
      const held = await holdings(store);
      const past = await order(store, 'rango.pasado@example.com');
      const heldAfter = await holdings(store);

      await setRange(store, { from: last + 2, to: last + 100, expires: today });
      await store.setClock(Date.now() + 2 * DAY_MS);
      const expired = await order(store, 'rango.vencido@example.com').finally(() =>
        store.setClock(null),
      );
      const cleared = await store.raw('DELETE', 'wc-vitrina/v1/ncf/B02', { auth: 'write' });
      const again = await order(store, 'rango.quitado@example.com');
      return {
        types: before.types,
        refused: { ...outcome(refused), message: (refused.body as { message?: string }).message },
        set: { status: set.status, remaining: (set.body as { remaining: number }).remaining },
        placed: {
          status: placed.status,
          ncf: meta(placed.body, 'ncf') === formatNcf('B02', last + 1),
          expires: meta(placed.body, 'ncf_expires') === today,
        },
        after: { remaining: after.b02?.remaining, low: after.b02?.low },
        warnings: warnings.map((mail) => ({ subject: mail.subject, text: mail.text.length > 0 })),
        past: { ...outcome(past), message: (past.body as { message?: string }).message },
        nothingMade: JSON.stringify(heldAfter) === JSON.stringify(held),
        expired: { ...outcome(expired), message: (expired.body as { message?: string }).message },
        cleared: { status: cleared.status, range: (cleared.body as { range: unknown }).range },
        again: again.status,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        types: ['B01', 'B02', 'B04'],
        refused: { status: 400, code: 'invalid_ncf_range', message: NCF_RANGE_MESSAGES.order },
        set: { status: 200, remaining: 1 },
        placed: { status: 201, ncf: true, expires: true },
        after: { remaining: 0, low: true },
        warnings: [{ subject: 'Quedan pocos NCF de Consumo final (B02)', text: true }],
        past: {
          status: 409,
          code: 'ncf_range_exhausted',
          message: NCF_REFUSAL_MESSAGES.order.ncf_range_exhausted,
        },
        nothingMade: true,
        expired: {
          status: 409,
          code: 'ncf_range_expired',
          message: NCF_REFUSAL_MESSAGES.order.ncf_range_expired,
        },
        cleared: { status: 200, range: null },
        again: 201,
      });
    },
  },
];
