import { expect } from 'vitest';
import * as z from 'zod';

import type { ContractCase } from '../support/contract-case.js';
import { outcome, type StoreTarget } from '../support/targets.js';
import { BILLING, idOf, PICKUP } from './checkout.js';
import { TV } from './variations.js';

// Issue 34: a variation is on sale only while its variable product is published. WooCommerce
// keeps their statuses apart (a draft's variations stay `publish`), so each door checks both.
const TV_50 = `${TV}-50`;

/** A call with the write key that must succeed; its JSON answer. */
async function write(store: StoreTarget, method: string, route: string, json?: unknown) {
  const answer = await store.raw(method, route, { auth: 'write', json });
  if (answer.status >= 300) {
    throw new Error(`${store.name}: ${method} ${route} → ${String(answer.status)}`);
  }
  return answer.body;
}

/** Runs `during` with the seeded TV set to `status`; the TV is published again whatever happens. */
export async function withTvAs<T>(
  store: StoreTarget,
  status: 'draft' | 'private',
  during: () => Promise<T>,
): Promise<T> {
  const route = `wc/v3/products/${String(idOf(store, TV))}`;
  await write(store, 'PUT', route, { status });
  try {
    return await during();
  } finally {
    await write(store, 'PUT', route, { status: 'publish' });
  }
}

const NewestOrderSchema = z.array(z.object({ id: z.number() })).max(1);

/** The id of the newest order in the store (0 with none): an order made moves it. */
async function newestOrder(store: StoreTarget): Promise<number> {
  const [newest] = NewestOrderSchema.parse(await write(store, 'GET', 'wc/v3/orders?per_page=1'));
  return newest?.id ?? 0;
}

/** An order of one unit of `productId` made with the write key, as the shop's checkout makes it. */
async function order(store: StoreTarget, productId: number) {
  const answer = await store.raw('POST', 'wc/v3/orders', {
    auth: 'write',
    json: {
      payment_method: 'bacs',
      billing: BILLING,
      shipping_lines: [PICKUP],
      line_items: [{ product_id: productId, quantity: 1 }],
    },
  });
  const message = (answer.body as { message?: unknown }).message;
  return {
    ...outcome(answer),
    // The ids differ between the stores; the words must not.
    message:
      typeof message === 'string' ? message.replace(`#${String(productId)}`, '#id') : message,
  };
}

/** A product of the owner's, still a draft, made with the write key on this store; its id. */
async function draftProduct(store: StoreTarget, name: string): Promise<number> {
  return z.object({ id: z.number() }).parse(
    await write(store, 'POST', 'wc/v3/products', {
      name,
      status: 'draft',
      regular_price: '27500',
    }),
  ).id;
}

/** A guest's add-item of `productId` as the shop's browser sends it: status, code and words. */
async function addToCart(store: StoreTarget, productId: number) {
  const answer = await store.raw('POST', 'cocart/v2/cart/add-item', {
    via: 'open',
    json: { id: String(productId), quantity: '1' },
  });
  return { ...outcome(answer), message: (answer.body as { message?: unknown }).message };
}

export const unpublishedProductCases: ContractCase[] = [
  {
    name: 'F2: CoCart no toma un producto en borrador ni una variación cuyo producto no está publicado (borrador o privado)',
    async observe(store) {
      const draft = await draftProduct(store, 'Nevera borrador del contrato');
      try {
        const variation = () => addToCart(store, idOf(store, TV_50));
        return {
          draftProduct: await addToCart(store, draft),
          draft: await withTvAs(store, 'draft', variation),
          private: await withTvAs(store, 'private', variation),
          // Published again, the same variation is taken.
          published: (await variation()).status,
        };
      } finally {
        await write(store, 'DELETE', `wc/v3/products/${String(draft)}?force=true`);
      }
    },
    check(seen) {
      const refused = (name: string) => ({
        status: 403,
        code: 'cocart_cannot_be_purchased',
        message: `«${name}» no está disponible para la venta en este momento.`,
      });
      const tv = refused('Televisor Samsung Crystal UHD Smart TV - 50"');
      expect(seen).toEqual({
        draftProduct: refused('Nevera borrador del contrato'),
        draft: tv,
        private: tv,
        published: 200,
      });
    },
  },
  {
    name: 'F2: pedidos: una variación de un producto sin publicar, o un producto en borrador, → 400 sin pedido',
    async observe(store) {
      const draft = await draftProduct(store, 'Lavadora borrador del contrato');
      try {
        const before = await newestOrder(store);
        const variation = await withTvAs(store, 'draft', () => order(store, idOf(store, TV_50)));
        const draftProduct = await order(store, draft);
        return { variation, draftProduct, made: (await newestOrder(store)) !== before };
      } finally {
        await write(store, 'DELETE', `wc/v3/products/${String(draft)}?force=true`);
      }
    },
    check(seen) {
      const refused = {
        status: 400,
        code: 'woocommerce_rest_invalid_product_id',
        message: 'El producto #id no existe.',
      };
      expect(seen).toEqual({ variation: refused, draftProduct: refused, made: false });
    },
  },
];
