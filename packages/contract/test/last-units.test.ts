import { describe, expect, test } from 'vitest';
import * as z from 'zod';

import { TV } from './cases/variations.js';
import { idOf } from './cases/checkout.js';
import {
  atInstant,
  orderMeta,
  placeOrder,
  remaining,
  shopInstant,
} from './support/agenda-orders.js';
import { productWithUnits, soldOutOf, stockOf } from './support/last-units.js';
import { contractTargets, type RawAnswer, type StoreTarget } from './support/targets.js';

// G8/M8 (#34): buyers racing for the last units on both stores, straight at `wc/v3/orders` with
// the write key as the shop's checkout places them. The embedded store takes stock with a
// conditional UPDATE; the real WooCommerce with the product's stock row locked in the order's
// transaction (the Vitrina plugin). Each refused order must leave nothing: no order, no booking,
// no NCF.
const { embedded, real } = contractTargets();
const BUYERS = 20;
/**
 * The capital's trucks (20 places each morning, as many as the buyers, so only the stock can
 * refuse), on days no other file books.
 */
const WHERE = { state: 'DO-01', zone: 'santo-domingo', service: 'entrega' };
const ORDERED_ON = shopInstant('2026-12-07', 8);

/** The race: `BUYERS` orders of one unit of `productId` at once, each booking `date`. */
function race(store: StoreTarget, productId: number, date: string): Promise<RawAnswer[]> {
  return atInstant(store, ORDERED_ON, () =>
    Promise.all(
      Array.from({ length: BUYERS }, () =>
        placeOrder(store, { productIds: [productId], state: WHERE.state, date }),
      ),
    ),
  );
}

const placesLeft = (store: StoreTarget, date: string) =>
  atInstant(store, ORDERED_ON, () => remaining(store, { ...WHERE, date }));

const ncfNumber = (answer: RawAnswer): number => Number(String(orderMeta(answer, 'ncf')).slice(3));

/**
 * What a race left: the orders made, every refusal as the contract words it, the stock read
 * back, the places its day lost, and whether an order placed right after got the NCF that
 * follows the winners' (a refused order took none).
 */
async function raceFor(store: StoreTarget, productId: number, date: string) {
  const before = await placesLeft(store, date);
  const answers = await race(store, productId, date);
  const made = answers.filter((answer) => answer.status === 201);
  const next = await placeOrder(store, {
    productIds: [await productWithUnits(store, `Abanico del Pedido Siguiente (${store.name})`, 1)],
    state: WHERE.state,
  });
  return {
    orders: made.length,
    refusals: answers.filter((answer) => answer.status !== 201).map(soldOutOf),
    stock: await stockOf(store, productId),
    booked: (before ?? 0) - ((await placesLeft(store, date)) ?? 0),
    nextNcfFollows: ncfNumber(next) === Math.max(...made.map(ncfNumber)) + 1,
  };
}

/** Every one of `count` refusals: 409 `out_of_stock`, «"{producto}" se agotó.», its id. */
const refusedAll = (count: number, name: string, productId: number) =>
  Array.from({ length: count }, () => ({
    status: 409,
    code: 'out_of_stock',
    message: `"${name}" se agotó.`,
    product_id: productId,
  }));

describe.each([
  ['tienda embebida', embedded],
  ['WooCommerce real', real],
])('G8/M8 en la %s: compradores a la vez por las últimas unidades', (_name, store) => {
  test('G8/M8: 1 unidad y 20 compradores a la vez → 1 pedido y 19 «se agotó» (409 out_of_stock con el producto); stock 0, un solo cupo tomado, ningún NCF gastado', async () => {
    const name = `Nevera Última Unidad (${store.name})`;
    const productId = await productWithUnits(store, name, 1);
    expect(await raceFor(store, productId, '2026-12-28')).toEqual({
      orders: 1,
      refusals: refusedAll(BUYERS - 1, name, productId),
      stock: { stock_quantity: 0, stock_status: 'outofstock' },
      booked: 1,
      nextNcfFollows: true,
    });
  });

  test('G8/M8: 5 unidades y 20 compradores a la vez → 5 pedidos y 15 «se agotó»; el stock queda en 0, nunca negativo', async () => {
    const name = `Nevera Cinco Unidades (${store.name})`;
    const productId = await productWithUnits(store, name, 5);
    expect(await raceFor(store, productId, '2026-12-29')).toEqual({
      orders: 5,
      refusals: refusedAll(BUYERS - 5, name, productId),
      stock: { stock_quantity: 0, stock_status: 'outofstock' },
      booked: 5,
      nextNcfFollows: true,
    });
  });

  test('G8/M8: la última unidad de una variación (el televisor de 65") se vende una vez; los demás oyen su nombre y su id', async () => {
    const parent = idOf(store, TV);
    const variation = idOf(store, `${TV}-65`);
    const setStock = (units: number) =>
      store.raw('PUT', `wc/v3/products/${String(parent)}/variations/${String(variation)}`, {
        auth: 'write',
        json: { stock_quantity: units },
      });
    expect((await setStock(1)).status).toBe(200);
    try {
      const { name } = z
        .looseObject({ name: z.string() })
        .parse(
          (await store.raw('GET', `wc/v3/products/${String(variation)}`, { auth: 'read' })).body,
        );
      const answers = await Promise.all(
        Array.from({ length: BUYERS }, () =>
          placeOrder(store, { productIds: [variation], state: 'DO-01' }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status !== 201).map(soldOutOf)).toEqual(
        refusedAll(BUYERS - 1, name, variation),
      );
      expect(await stockOf(store, variation)).toEqual({
        stock_quantity: 0,
        stock_status: 'outofstock',
      });
    } finally {
      // Back to the seeded 3 units: the other files see the TV as it was.
      await setStock(3);
    }
  });
});

const CreatedSchema = z.looseObject({ id: z.number(), name: z.string() });

/** A call with the write key that must succeed; what it made. */
async function made(store: StoreTarget, route: string, json: unknown) {
  const answer = await store.raw('POST', route, { auth: 'write', json });
  expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBe(201);
  return CreatedSchema.parse(answer.body);
}

// Only WooCommerce lets a variable product keep one stock for all its variations (the embedded
// store keeps each variation's own): there the product's stock row is the one locked.
describe('G8/M8 en el WooCommerce real: variaciones que comparten el stock de su producto', () => {
  test('G8/M8: 1 unidad del producto y 20 compradores de sus dos colores a la vez → 1 pedido; cada rechazo nombra la variación que pidió', async () => {
    const product = await made(real, 'wc/v3/products', {
      name: 'Abanico Última Unidad en Dos Colores',
      type: 'variable',
      manage_stock: true,
      stock_quantity: 1,
      attributes: [{ name: 'Color', options: ['Blanco', 'Negro'], variation: true, visible: true }],
    });
    const colours = await Promise.all(
      ['Blanco', 'Negro'].map((option) =>
        made(real, `wc/v3/products/${String(product.id)}/variations`, {
          regular_price: '2500',
          attributes: [{ name: 'Color', option }],
        }),
      ),
    );
    const wanted = Array.from({ length: BUYERS }, (_, index) => colours[index % 2]);
    const answers = await Promise.all(
      wanted.map((colour) => placeOrder(real, { productIds: [colour?.id ?? 0], state: 'DO-01' })),
    );
    const named = async (id: number) =>
      CreatedSchema.parse(
        (await real.raw('GET', `wc/v3/products/${String(id)}`, { auth: 'read' })).body,
      ).name;
    const names = new Map(
      await Promise.all(
        colours.map(async (colour) => [colour.id, await named(colour.id)] as const),
      ),
    );
    const refused = wanted.flatMap((colour, index) =>
      answers[index]?.status === 201 || colour === undefined
        ? []
        : [
            {
              status: 409,
              code: 'out_of_stock',
              message: `"${names.get(colour.id) ?? ''}" se agotó.`,
              product_id: colour.id,
            },
          ],
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 201).map(soldOutOf)).toEqual(refused);
    expect(await stockOf(real, product.id)).toEqual({
      stock_quantity: 0,
      stock_status: 'outofstock',
    });
  });
});
