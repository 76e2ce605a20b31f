import type { CoCartCart } from '@vitrina/api-client/cart';
import { isGuestCartKey, newGuestCartKey } from '@vitrina/core';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import {
  failureOf,
  type GuestSession,
  type RawAnswer,
  type StoreTarget,
} from '../support/targets.js';
import { stockOf } from '../support/last-units.js';

/** In stock, 49,900; the cases buy it again and again, so its stock is read where it counts. */
const MINI_SPLIT = 'GRE-1012';
/** On sale: 29,900 → 26,900. */
const ON_SALE = 'GRE-1011';
/** Out of stock. */
const SOLD_OUT = 'INN-1015';
/** A service: no stock kept. */
const SERVICE = 'SRV-1075';

function idOf(store: StoreTarget, sku: string): number {
  const id = store.ids.products[sku];
  if (id === undefined) throw new Error(`No product ${sku} in ${store.name}`);
  return id;
}

/** What the shop reads of a cart (spec §7 and decision 006), without ids and keys. */
function cartView(store: StoreTarget, cart: CoCartCart) {
  const skuOf = new Map(Object.entries(store.ids.products).map(([sku, id]) => [id, sku]));
  return {
    items: cart.items.map((line) => ({
      sku: skuOf.get(line.id),
      name: line.name,
      quantity: line.quantity.value,
      price: line.price,
      totals: { subtotal: line.totals.subtotal, total: line.totals.total },
    })),
    item_count: cart.item_count,
    totals: {
      subtotal: cart.totals.subtotal,
      discount_total: cart.totals.discount_total,
      shipping_total: cart.totals.shipping_total,
      total: cart.totals.total,
    },
  };
}

async function guestWith(
  store: StoreTarget,
  sku: string,
  quantity: number,
): Promise<{ guest: GuestSession; cart: CoCartCart }> {
  const guest = store.guest();
  const cart = await guest.client.cart.addItem({ id: idOf(store, sku), quantity });
  return { guest, cart };
}

function lineKey(cart: CoCartCart): string {
  const key = cart.items[0]?.item_key;
  if (key === undefined) throw new Error('The cart has no line');
  return key;
}

/** How many units of `sku` the store has now. */
async function unitsOf(store: StoreTarget, sku: string): Promise<number> {
  const { stock_quantity } = await stockOf(store, idOf(store, sku));
  if (stock_quantity === null) throw new Error(`${sku} keeps no stock in ${store.name}`);
  return stock_quantity;
}

/** A raw add-item as a guest, for the refusals the api-client's own checks would stop first. */
async function refusedAdd(store: StoreTarget, body: Record<string, unknown>) {
  const answer = await store.raw('POST', 'cocart/v2/cart/add-item', { via: 'open', json: body });
  const code = (answer.body as { code?: unknown }).code;
  return { status: answer.status, code };
}

/** Which key a cart answer names (body and header), against the one the client chose. */
function namedKey(answer: RawAnswer, chosen: string) {
  const body = answer.body as { cart_key?: unknown; items?: unknown };
  return {
    status: answer.status,
    bodyKeyIsChosen: body.cart_key === chosen,
    headerKeyIsChosen: answer.headers.get('CoCart-API-Cart-Key') === chosen,
    lines: Array.isArray(body.items) ? body.items.length : undefined,
  };
}

export const cartCases: ContractCase[] = [
  {
    name: 'carrito: un invitado añade y recibe CoCart-API-Cart-Key',
    async observe(store) {
      const answer = await store.raw('POST', 'cocart/v2/cart/add-item', {
        via: 'open',
        json: { id: String(idOf(store, MINI_SPLIT)), quantity: '2' },
      });
      const body = answer.body as { cart_key?: unknown };
      const header = answer.headers.get('CoCart-API-Cart-Key');
      return {
        status: answer.status,
        headerIsCartKey: header !== null && header === body.cart_key,
        exposesHeader: (answer.headers.get('Access-Control-Expose-Headers') ?? '')
          .toLowerCase()
          .includes('cocart-api-cart-key'),
      };
    },
    check(seen) {
      expect(seen).toEqual({ status: 200, headerIsCartKey: true, exposesHeader: true });
    },
  },
  {
    name: 'carrito: una clave elegida por el cliente (R12: «Creating a Cart Key Manually»)',
    async observe(store) {
      const id = String(idOf(store, MINI_SPLIT));
      const byQuery = newGuestCartKey();
      const cart = (key: string) => `cocart/v2/cart?cart_key=${key}`;
      // A reloaded page may read the cart before the add it was left on has landed.
      const readFirst = await store.raw('GET', cart(byQuery), { via: 'open' });
      const add = await store.raw('POST', `cocart/v2/cart/add-item?cart_key=${byQuery}`, {
        via: 'open',
        json: { id, quantity: '1' },
      });
      const readAfter = await store.raw('GET', cart(byQuery), { via: 'open' });
      const byHeader = newGuestCartKey();
      const headerAdd = await store.raw('POST', 'cocart/v2/cart/add-item', {
        via: 'open',
        headers: { 'CoCart-API-Cart-Key': byHeader },
        json: { id, quantity: '2' },
      });
      const headerRead = await store.raw('GET', cart(byHeader), { via: 'open' });
      // The api-client makes the key of a guest's first add and keeps it.
      const guest = store.guest();
      const added = await guest.client.cart.addItem({ id: idOf(store, SERVICE), quantity: 1 });
      const again = await guest.client.cart.addItem({ id: idOf(store, SERVICE), quantity: 1 });
      return {
        readBeforeTheAdd: namedKey(readFirst, byQuery),
        add: namedKey(add, byQuery),
        readAfterTheAdd: namedKey(readAfter, byQuery),
        addByHeader: namedKey(headerAdd, byHeader),
        readAfterTheHeaderAdd: namedKey(headerRead, byHeader),
        apiClient: {
          madeKey: isGuestCartKey(guest.cartKey() ?? ''),
          answeredUnderIt: added.cart_key === guest.cartKey(),
          quantity: again.items[0]?.quantity.value,
          keyKept: again.cart_key === guest.cartKey(),
        },
      };
    },
    check(seen) {
      const named = { status: 200, bodyKeyIsChosen: true, headerKeyIsChosen: true };
      expect(seen).toEqual({
        readBeforeTheAdd: { ...named, lines: 0 },
        add: { ...named, lines: 1 },
        readAfterTheAdd: { ...named, lines: 1 },
        addByHeader: { ...named, lines: 1 },
        readAfterTheHeaderAdd: { ...named, lines: 1 },
        apiClient: { madeKey: true, answeredUnderIt: true, quantity: 2, keyKept: true },
      });
    },
  },
  {
    name: 'carrito: líneas y totales (con un producto en oferta y un servicio)',
    async observe(store) {
      const { guest } = await guestWith(store, ON_SALE, 2);
      const cart = await guest.client.cart.addItem({ id: idOf(store, SERVICE), quantity: 1 });
      return cartView(store, cart);
    },
    check(seen) {
      expect(seen).toMatchObject({ item_count: 3 });
    },
  },
  {
    name: 'carrito: cambiar la cantidad de una línea',
    async observe(store) {
      const { guest, cart } = await guestWith(store, MINI_SPLIT, 1);
      return cartView(store, await guest.client.cart.updateItem(lineKey(cart), 3));
    },
    check(seen) {
      expect(seen).toMatchObject({ item_count: 3 });
    },
  },
  {
    name: 'carrito: quitar una línea y vaciar el carrito',
    async observe(store) {
      const { guest, cart } = await guestWith(store, MINI_SPLIT, 1);
      await guest.client.cart.addItem({ id: idOf(store, SERVICE), quantity: 1 });
      const removed = await guest.client.cart.removeItem(lineKey(cart));
      await guest.client.cart.clear();
      const cleared = await guest.client.cart.get();
      return { afterRemove: cartView(store, removed), afterClear: cartView(store, cleared) };
    },
    check(seen) {
      expect(seen['afterClear']).toMatchObject({ items: [], item_count: 0 });
    },
  },
  {
    name: 'carrito: cantidades que no son un número entero positivo',
    async observe(store) {
      const id = String(idOf(store, MINI_SPLIT));
      return {
        letters: await refusedAdd(store, { id, quantity: 'abc' }),
        zero: await refusedAdd(store, { id, quantity: '0' }),
        negative: await refusedAdd(store, { id, quantity: '-1' }),
        fraction: await refusedAdd(store, { id, quantity: '1.5' }),
        jsonNumber: await refusedAdd(store, { id, quantity: 2 }),
      };
    },
    check(seen) {
      expect(seen['letters']).toEqual({ status: 400, code: 'rest_invalid_param' });
      expect(seen['zero']).toEqual({ status: 405, code: 'cocart_quantity_invalid_amount' });
    },
  },
  {
    name: 'carrito: más unidades de las que hay, agotado y producto inexistente',
    async observe(store) {
      const oneMore = String((await unitsOf(store, MINI_SPLIT)) + 1);
      return {
        tooMany: await refusedAdd(store, {
          id: String(idOf(store, MINI_SPLIT)),
          quantity: oneMore,
        }),
        soldOut: await refusedAdd(store, { id: String(idOf(store, SOLD_OUT)), quantity: '1' }),
        missing: await refusedAdd(store, { id: '987654', quantity: '1' }),
        idNotANumber: await refusedAdd(store, { id: 'abc', quantity: '1' }),
        idAsJsonNumber: await refusedAdd(store, { id: idOf(store, MINI_SPLIT), quantity: '1' }),
        noId: await refusedAdd(store, { quantity: '1' }),
      };
    },
    check(seen) {
      expect(seen['soldOut']).toEqual({ status: 404, code: 'cocart_product_out_of_stock' });
      expect(seen['tooMany']).toEqual({ status: 405, code: 'cocart_quantity_invalid_amount' });
    },
  },
  {
    name: 'carrito: cambiar a 0, a más de lo que hay o una línea que no está',
    async observe(store) {
      const { guest, cart } = await guestWith(store, MINI_SPLIT, 2);
      const key = lineKey(cart);
      const units = await unitsOf(store, MINI_SPLIT);
      return {
        zero: await failureOf(guest.client.cart.updateItem(key, 0)),
        tooMany: await failureOf(guest.client.cart.updateItem(key, units + 1)),
        // With the 2 in the cart, one more than the store has.
        moreThanRemains: await failureOf(
          guest.client.cart.addItem({ id: idOf(store, MINI_SPLIT), quantity: units - 1 }),
        ),
        notInCart: await failureOf(
          guest.client.cart.updateItem('0123456789abcdef0123456789abcdef', 1),
        ),
        removeNotInCart: await failureOf(
          guest.client.cart.removeItem('0123456789abcdef0123456789abcdef'),
        ),
        unchanged: cartView(store, await guest.client.cart.get()),
      };
    },
    check(seen) {
      expect(seen['unchanged']).toMatchObject({ item_count: 2 });
    },
  },
  {
    name: 'carrito: iniciar sesión con JWT y fusionar el carrito de invitado',
    async observe(store) {
      const { guest } = await guestWith(store, MINI_SPLIT, 1);
      const token = await store.signIn();
      const customer = store.customer(token);
      await customer.cart.clear();
      const merged = await customer.cart.mergeGuestCart(guest.cartKey());
      const after = await customer.cart.get();
      await customer.cart.clear();
      return { merged: cartView(store, merged), after: cartView(store, after) };
    },
    check(seen) {
      expect(seen['after']).toMatchObject({ item_count: 1 });
    },
  },
];
