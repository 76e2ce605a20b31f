import { afterAll, beforeAll, expect, inject, test } from 'vitest';

import type { PlaceOrderBody } from '../../../apps/storefront/src/lib/shop-api/checkout-request.js';
import {
  startRedisServer,
  type RedisServer,
} from '../../../apps/storefront/test/support/redis-server.js';
import {
  startShopProcess,
  type ShopProcess,
} from '../../../apps/storefront/test/support/shop-process.js';
import { virtualShopper } from '../../../apps/storefront/test/support/virtual-shopper.js';
import { productWithUnits, soldOutOf, stockOf } from './support/last-units.js';
import { contractTargets } from './support/targets.js';

// M8 (#34) through the shop server in front of the real WooCommerce with the Vitrina plugin: the
// shop reads the stock, then creates the order, so guests who confirm at once all pass its read;
// the store's own check, inside the order's transaction, is what sells the last unit once. Then
// again with three instances sharing a Redis, each guest's calls spread over them (#35).
const { real } = contractTargets();
const GUESTS = 20;

let shop: ShopProcess;
let redis: RedisServer;
let shops: ShopProcess[];

/** A shop server in front of the real store, as production runs it; `env` adds to it. */
const shopProcess = (env: Record<string, string> = {}) =>
  startShopProcess({
    NODE_EXTRA_CA_CERTS: inject('contractStores').real.caPath,
    STORE_URL: real.settings.keyedUrl,
    WC_CONSUMER_KEY: real.settings.readKey.key,
    WC_CONSUMER_SECRET: real.settings.readKey.secret,
    WC_WRITE_CONSUMER_KEY: real.settings.writeKey.key,
    WC_WRITE_CONSUMER_SECRET: real.settings.writeKey.secret,
    // Each guest comes from an address of their own, as behind a reverse proxy.
    TRUST_PROXY: '1',
    ...env,
  });

beforeAll(async () => {
  redis = await startRedisServer();
  [shop, ...shops] = await Promise.all([
    shopProcess(),
    ...Array.from({ length: 3 }, () => shopProcess({ REDIS_URL: redis.url })),
  ]);
});
afterAll(async () => {
  for (const running of [shop, ...shops]) running.stop();
  await Promise.all([shop, ...shops].map((running) => running.exited));
  await redis.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * «Confirmar pedido» until the shop answers it: the page confirms again with the same key when
 * no answer came, a 5xx or «ya se está procesando» (the order may exist, H3), waiting longer each
 * time, and stops at an order or a refusal. The store makes one order at a time (its NCF) and
 * answers four requests at once, so 20 confirmations queue there.
 */
async function confirmAsThePageDoes(confirm: () => Promise<Response | undefined>) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await confirm();
    const body: unknown = answer === undefined ? undefined : await answer.json();
    const inProgress = (body as { code?: unknown } | undefined)?.code === 'order_in_progress';
    const status = answer?.status ?? 0;
    if ((status > 0 && status < 500 && !inProgress) || attempt === 7) return { status, body };
    await pause(1_000 * 2 ** Math.min(attempt, 3));
  }
}

/**
 * 20 guests fill their carts with the product's one unit through the shop at `shopUrls` (each
 * guest's calls taken in turn by the instances), reach the review, and confirm at once: one
 * order, 19 Spanish 409s naming the product, the refused guests' carts intact, stock 0.
 */
async function lastUnitRace(name: string, shopUrls: readonly string[]) {
  const productId = await productWithUnits(real, name, 1);
  // The guests fill their carts and reach the review four at a time (the store answers four
  // requests at once; 20 reviews together outlast the shop's 15 s for one call): every one of
  // them sees the unit there.
  const guests: {
    shopper: ReturnType<typeof virtualShopper>;
    cartKey: string;
    body: PlaceOrderBody;
  }[] = [];
  for (let first = 0; first < GUESTS; first += 4) {
    const batch = Array.from(
      { length: Math.min(4, GUESTS - first) },
      (_, offset) => first + offset,
    );
    guests.push(
      ...(await Promise.all(
        batch.map(async (index) => {
          const shopper = virtualShopper({
            shopUrl: shopUrls.slice(index % shopUrls.length).concat(shopUrls),
            address: `192.0.2.${String(100 + index)}`,
            random: Math.random,
          });
          const cartKey = await shopper.addToCart(productId);
          const email = `ultima.${String(index)}@tienda.example.do`;
          return { shopper, cartKey, body: (await shopper.review(cartKey, email)).body };
        }),
      )),
    );
  }
  // Now they all press «Confirmar pedido» at once, each as the checkout page does it.
  const seen = await Promise.all(
    guests.map(({ shopper, cartKey, body }, index) => {
      const key = `ultima-unidad-${String(index)}-${String(Date.now())}`;
      return confirmAsThePageDoes(() => shopper.confirm(cartKey, body, key));
    }),
  );
  const refused = seen.filter((answer) => answer.status !== 201);
  expect(refused.map(soldOutOf)).toEqual(
    Array.from({ length: GUESTS - 1 }, () => ({
      status: 409,
      code: 'out_of_stock',
      message: `"${name}" se agotó mientras comprabas. Revisa tu carrito.`,
      product_id: productId,
    })),
  );
  expect(seen.filter((answer) => answer.status === 201)).toHaveLength(1);
  expect(await stockOf(real, productId)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
  // The refused guests keep their line: the cart is theirs to change. Read as the page reads it,
  // through the shop: the winner's line leaves the cart behind the order's answer (#40).
  const lines = await Promise.all(guests.map(({ shopper, cartKey }) => shopper.cartLines(cartKey)));
  expect(lines.filter((ids) => ids.length === 0)).toHaveLength(1);
  expect(lines.filter((ids) => ids.length === 1 && ids[0] === productId)).toHaveLength(GUESTS - 1);
}

test('M8: 1 unidad y 20 invitados confirman a la vez a través de la tienda → 1 pedido y 19 «se agotó» en español (409 con el producto), sus carritos intactos, stock 0', async () => {
  await lastUnitRace('Lavadora Última Unidad por la Tienda', [shop.url]);
}, 400_000);

test('M8: 1 unidad y 20 invitados repartidos entre 3 instancias con Redis → 1 pedido y 19 «se agotó», carritos intactos, stock 0', async () => {
  await lastUnitRace(
    'Lavadora Última Unidad en Tres Instancias',
    shops.map((running) => running.url),
  );
}, 400_000);
