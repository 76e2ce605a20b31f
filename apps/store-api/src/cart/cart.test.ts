import { toCartItem, ProductSchema } from '@vitrina/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  INSTALLATION_CODES,
  INSTALLATION_FOR,
  isGuestCartKey,
  newGuestCartKey,
} from '@vitrina/core';

import { startTestStore, type TestStore } from '../testing.js';
import { CartBodySchema, cartClient, ManualClock } from './cart-test-client.js';

const clock = new ManualClock();
let store: TestStore;
let api: ReturnType<typeof cartClient>;

beforeAll(async () => {
  store = await startTestStore({ clock });
  api = cartClient(store);
});
afterAll(() => store.stop());
// Each test starts in a fresh rate-limit window (K1 has its own tests).
beforeEach(() => clock.advance(11_000));

async function guestCartWith(id: string, quantity: string) {
  const response = await api.add({ id, quantity });
  expect(response.status).toBe(200);
  return api.cart(response);
}

async function adminPut(id: number, body: unknown): Promise<void> {
  const url = `${store.baseUrl}/wp-json/wc/v3/products/${String(id)}?consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('POST cocart/v2/cart/add-item', () => {
  it('creates a guest cart whose key comes in the header and the body', async () => {
    const response = await api.add({ id: '1004', quantity: '2' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const key = response.headers.get('cocart-api-cart-key');
    const raw: unknown = await response.json();
    const cart = CartBodySchema.parse(raw);
    expect(cart.cart_key).toBe(key);
    expect(isGuestCartKey(cart.cart_key)).toBe(true);
    expect(cart.item_count).toBe(2);
    expect(cart.items[0]).toMatchObject({
      id: 1004,
      price: '4490000',
      quantity: { value: 2, min_purchase: 1, max_purchase: 12 },
      totals: { subtotal: '8980000', subtotal_tax: 0, total: 89800, tax: 0 },
      featured_image: `${store.baseUrl}/media/products/1004-1.svg`,
    });
    expect(raw).toMatchObject({
      currency: { currency_code: 'DOP', currency_minor_unit: 2 },
      needs_payment: true,
      needs_shipping: true,
      removed_items: [],
      cross_sells: [],
    });
    expect(
      CartBodySchema.extend({ totals: z.record(z.string(), z.string()) }).parse(raw).totals,
    ).toEqual({
      subtotal: '8980000',
      subtotal_tax: '0',
      fee_total: '0',
      fee_tax: '0',
      discount_total: '0',
      discount_tax: '0',
      shipping_total: '0',
      shipping_tax: '0',
      total: '8980000',
      total_tax: '0',
    });
  });

  it('adds up the quantity when the same product is added again', async () => {
    const first = await guestCartWith('1007', '1');
    const again = await api.cart(await api.add({ id: '1007', quantity: '2' }, first.cart_key));
    expect(again.cart_key).toBe(first.cart_key);
    expect(again.items).toHaveLength(1);
    expect(again.items[0]?.quantity.value).toBe(3);
  });

  it('G1: ignores prices sent by the client, in the body or the query', async () => {
    const response = await fetch(`${api.url('cart/add-item')}?price=1&regular_price=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id: '1004',
        quantity: '1',
        price: '1',
        regular_price: '1',
        sale_price: '1',
        totals: { total: '1' },
      }),
    });
    const cart = await api.cart(response);
    expect(cart.items[0]?.price).toBe('4490000');
    expect(cart.totals.total).toBe('4490000');
  });

  it('turns into cart items with core’s mapping', async () => {
    const cart = await guestCartWith('1001', '2');
    const line = cart.items[0];
    const product = ProductSchema.parse(
      await (
        await fetch(
          `${store.baseUrl}/wp-json/wc/v3/products/1001?consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`,
        )
      ).json(),
    );
    if (!line) throw new Error('no line');
    expect(toCartItem(line, product)).toMatchObject({
      product_id: 1001,
      regular_price: 4_250_000,
      sale_price: 3_790_000,
      quantity: 2,
      brand: 'Carrier',
      type: 'AC',
      total_item_price: 7_580_000,
    });
  });

  describe('F1: a bad quantity is refused as CoCart 4.3.6 refuses it, and changes nothing', () => {
    let cartKey: string;
    let before: unknown;
    beforeAll(async () => {
      clock.advance(11_000);
      cartKey = (await guestCartWith('1010', '1')).cart_key;
      before = await (await api.get(cartKey)).json();
    });

    it.each([
      ['1.5 (a JSON number)', 1.5],
      ['2 (a JSON number)', 2],
      ['"abc"', 'abc'],
      ['""', ''],
      ['null', null],
      ['"١" (Arabic digit)', '١'],
      ['2^53 + 1 (unsafe integer)', Number.MAX_SAFE_INTEGER + 2],
    ])('quantity %s → 400 rest_invalid_param', async (_label, quantity) => {
      const response = await api.add({ id: '1010', quantity }, cartKey);
      expect(response.status).toBe(400);
      expect(await api.error(response)).toMatchObject({
        code: 'rest_invalid_param',
        message: 'Parámetro no válido: quantity.',
        data: { status: 400 },
      });
      expect(await (await api.get(cartKey)).json()).toEqual(before);
    });

    it.each([
      ['-1', '1010', '-1', 'La cantidad mínima es 1.'],
      ['0', '1010', '0', 'La cantidad mínima es 1.'],
      ['above the stock', '1003', '6', 'La cantidad máxima es 5.'],
      ['above the line cap', '1010', '100', 'La cantidad máxima es 18.'],
      [
        '"1.5" (not whole: CoCart takes it, this store does not)',
        '1010',
        '1.5',
        'La cantidad debe ser un número entero.',
      ],
      ['"1e3"', '1010', '1e3', 'La cantidad debe ser un número entero.'],
    ])(
      'quantity %s → 405 cocart_quantity_invalid_amount',
      async (_label, id, quantity, message) => {
        const response = await api.add({ id, quantity }, cartKey);
        expect(response.status).toBe(405);
        expect(await api.error(response)).toEqual({
          code: 'cocart_quantity_invalid_amount',
          message,
          data: { status: 405 },
        });
        expect(await (await api.get(cartKey)).json()).toEqual(before);
      },
    );

    it('quantity that with the cart’s would pass the stock → 404', async () => {
      const response = await api.add({ id: '1010', quantity: '18' }, cartKey);
      expect(response.status).toBe(404);
      expect((await api.error(response)).code).toBe('cocart_not_enough_stock_remaining');
      expect(await (await api.get(cartKey)).json()).toEqual(before);
    });
  });

  describe('F2: a product that cannot be bought answers an error and creates no cart', () => {
    it('unknown id → 400 cocart_invalid_product', async () => {
      const response = await api.add({ id: '999999', quantity: '1' });
      expect(response.status).toBe(400);
      expect(response.headers.get('cocart-api-cart-key')).toBeNull();
      expect(await api.error(response)).toEqual({
        code: 'cocart_invalid_product',
        message: 'Este producto no se puede añadir al carrito.',
        data: { status: 400 },
      });
    });

    it('out of stock → 404 cocart_product_out_of_stock', async () => {
      const response = await api.add({ id: '1006', quantity: '1' });
      expect(response.status).toBe(404);
      const error = await api.error(response);
      expect(error.code).toBe('cocart_product_out_of_stock');
      expect(error.message).toContain('agotado');
    });

    it('draft product → 403 cocart_cannot_be_purchased', async () => {
      await adminPut(1080, { status: 'draft' });
      const response = await api.add({ id: '1080', quantity: '1' });
      expect(response.status).toBe(403);
      expect((await api.error(response)).code).toBe('cocart_cannot_be_purchased');
      await adminPut(1080, { status: 'publish' });
    });

    it.each([
      ['missing', {}, 400, 'rest_missing_callback_param'],
      ['a JSON number', { id: 1001 }, 400, 'rest_invalid_param'],
      ['not numeric', { id: 'abc' }, 404, 'cocart_unknown_product_id'],
      ['negative', { id: '-4' }, 400, 'cocart_invalid_product'],
    ])('id %s → %i %s', async (_label, body, status, code) => {
      const response = await api.add(body);
      expect(response.status).toBe(status);
      expect(response.headers.get('cocart-api-cart-key')).toBeNull();
      expect(await api.error(response)).toMatchObject({ code, data: { status } });
    });

    it('a body that is not an object → 400', async () => {
      const response = await api.add(['1001', '1']);
      expect(response.status).toBe(400);
    });
  });
});

describe('R12: a cart key the client made (CoCart: «Creating a Cart Key Manually»)', () => {
  it('a read before any add answers an empty cart under that key and keeps nothing', async () => {
    const key = newGuestCartKey();
    const response = await api.get(key);
    expect(response.headers.get('cocart-api-cart-key')).toBe(key);
    expect(await api.cart(response)).toMatchObject({ cart_key: key, items: [], notices: [] });
    expect(await api.cart(await api.clear(key))).toMatchObject({ cart_key: '', items: [] });
  });

  it('the first add creates the cart under it, by ?cart_key= or by the CoCart-API-Cart-Key header', async () => {
    const byQuery = newGuestCartKey();
    const added = await api.add({ id: '1004', quantity: '1' }, byQuery);
    expect(added.headers.get('cocart-api-cart-key')).toBe(byQuery);
    expect((await api.cart(added)).cart_key).toBe(byQuery);
    const again = await api.cart(await api.add({ id: '1007', quantity: '1' }, byQuery));
    expect(again.items.map((item) => item.id)).toEqual([1004, 1007]);

    const byHeader = newGuestCartKey();
    const viaHeader = await api.add({ id: '1004', quantity: '2' }, undefined, undefined, {
      'CoCart-API-Cart-Key': byHeader,
    });
    expect((await api.cart(viaHeader)).cart_key).toBe(byHeader);
    expect((await api.cart(await api.get(byHeader))).item_count).toBe(2);
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity, deletes a line and clears the cart', async () => {
    const created = await guestCartWith('1004', '1');
    const key = created.cart_key;
    const withTwo = await api.cart(await api.add({ id: '1010', quantity: '1' }, key));
    const [first, second] = withTwo.items;
    if (!first || !second) throw new Error('two lines expected');

    const updated = await api.cart(await api.update(first.item_key, { quantity: '3' }, key));
    expect(updated.items.find((item) => item.id === 1004)?.quantity.value).toBe(3);
    expect(updated.totals.total).toBe(String(3 * 4_490_000 + 3_350_000));

    const withoutFirst = await api.cart(await api.remove(first.item_key, key));
    expect(withoutFirst.items.map((item) => item.id)).toEqual([1010]);

    const deleted = await api.cart(await api.remove(second.item_key, key));
    expect(deleted.items).toEqual([]);

    await api.add({ id: '1004', quantity: '2' }, key);
    const cleared = await api.cart(await api.clear(key));
    expect(cleared.items).toEqual([]);
    expect(cleared.totals.total).toBe('0');
    expect(cleared.cart_key).toBe(key);
  });

  it('F1: refuses a bad quantity on update, 0 included, and keeps the line', async () => {
    const cart = await guestCartWith('1004', '2');
    const itemKey = cart.items[0]?.item_key ?? '';
    for (const [quantity, status, code] of [
      ['x', 400, 'rest_invalid_param'],
      [2, 400, 'rest_invalid_param'],
      [undefined, 400, 'rest_missing_callback_param'],
      ['0', 405, 'cocart_quantity_invalid_amount'],
      ['-1', 405, 'cocart_quantity_invalid_amount'],
      ['2.5', 405, 'cocart_quantity_invalid_amount'],
      ['13', 405, 'cocart_quantity_invalid_amount'],
    ] as const) {
      const response = await api.update(itemKey, { quantity }, cart.cart_key);
      expect(response.status).toBe(status);
      expect((await api.error(response)).code).toBe(code);
    }
    const after = await api.cart(await api.get(cart.cart_key));
    expect(after.items[0]?.quantity.value).toBe(2);
  });

  it('E5: a line of another cart answers 404 and that cart is unchanged', async () => {
    const mine = await guestCartWith('1004', '1');
    const theirs = await guestCartWith('1007', '2');
    const theirItem = theirs.items[0]?.item_key ?? '';
    const before: unknown = await (await api.get(theirs.cart_key)).json();

    const updated = await api.update(theirItem, { quantity: '5' }, mine.cart_key);
    expect(updated.status).toBe(404);
    expect(await api.error(updated)).toEqual({
      code: 'cocart_item_not_in_cart',
      message: 'El artículo no está en tu carrito.',
      data: { status: 404 },
    });
    expect((await api.remove(theirItem, mine.cart_key)).status).toBe(404);
    expect((await api.remove('not-a-key', mine.cart_key)).status).toBe(404);
    expect(await (await api.get(theirs.cart_key)).json()).toEqual(before);
  });
});

describe('an installation tied to its appliance (issue 29)', () => {
  const tiedTo = (itemKey: string) => ({ [INSTALLATION_FOR]: itemKey });

  it('ties only a service onto goods: a television or a service on a service is 400, the cart unchanged', async () => {
    const cart = await guestCartWith('1001', '2');
    const key = cart.cart_key;
    const airConditioner = cart.items[0]?.item_key ?? '';
    const loneService = (await api.cart(await api.add({ id: '1076', quantity: '1' }, key))).items;
    const serviceLine = loneService.find((item) => item.id === 1076)?.item_key ?? '';
    const before: unknown = await (await api.get(key)).json();

    for (const [id, line] of [
      ['1037', airConditioner],
      ['50011', airConditioner],
      ['1075', serviceLine],
    ] as const) {
      const refused = await api.add({ id, quantity: '1', item_data: tiedTo(line) }, key);
      expect(refused.status).toBe(400);
      expect(await api.error(refused)).toEqual({
        code: INSTALLATION_CODES.notAService,
        message: 'Solo un servicio de instalación se puede unir a un equipo.',
        data: { status: 400 },
      });
    }
    expect(await (await api.get(key)).json()).toEqual(before);

    const tied = await api.cart(
      await api.add({ id: '1075', quantity: '1', item_data: tiedTo(airConditioner) }, key),
    );
    expect(tied.items.find((item) => item.id === 1075)?.quantity.value).toBe(2);
  });

  it('takes a variation’s categories from its variable product', async () => {
    const cart = await guestCartWith('50021', '3');
    const response = await api.add(
      { id: '1075', quantity: '1', item_data: tiedTo(cart.items[0]?.item_key ?? '') },
      cart.cart_key,
    );
    expect(response.status).toBe(200);
    expect((await api.cart(response)).items.map((item) => [item.id, item.quantity.value])).toEqual([
      [50021, 3],
      [1075, 3],
    ]);
  });
});

describe('GET cocart/v2/cart', () => {
  it('answers an empty cart to a guest without a key', async () => {
    const cart = await api.cart(await api.get());
    expect(cart).toMatchObject({
      cart_key: '',
      items: [],
      item_count: 0,
      coupons: [],
      notices: [],
    });
    expect(cart.totals.total).toBe('0');
  });

  it('D2: a registered user’s id as cart_key answers 401 and shows nothing', async () => {
    const response = await api.get('3');
    expect(response.status).toBe(401);
    expect(await api.error(response)).toEqual({
      code: 'cocart_cannot_read_cart',
      message: 'Inicia sesión para ver este carrito.',
      data: { status: 401 },
    });
  });

  it.each([['../../x'], ['x'.repeat(43)], ['abc$def'], ['ABCDEF']])(
    'D2: cart_key %s answers 400',
    async (key) => {
      const response = await api.get(key);
      expect(response.status).toBe(400);
      expect((await api.error(response)).code).toBe('cocart_cart_key_invalid');
    },
  );

  it('D3: a guest cart untouched for 49 h gives a new empty cart and key, once', async () => {
    const cart = await guestCartWith('1004', '1');
    clock.advance(47 * 3_600_000);
    expect((await api.cart(await api.get(cart.cart_key))).items).toHaveLength(1);
    clock.advance(49 * 3_600_000);
    const response = await api.get(cart.cart_key);
    const renewed = await api.cart(response);
    expect(renewed.items).toEqual([]);
    expect(renewed.cart_key).not.toBe(cart.cart_key);
    expect(response.headers.get('cocart-api-cart-key')).toBe(renewed.cart_key);
    expect(renewed.notices).toEqual({ notice: ['Tu carrito anterior expiró.'] });
    const again = await api.cart(await api.get(renewed.cart_key));
    expect(again.cart_key).toBe(renewed.cart_key);
    expect(again.notices).toEqual([]);
  });

  it('D3: adding to an expired cart starts a new cart with a new key', async () => {
    const cart = await guestCartWith('1004', '1');
    clock.advance(49 * 3_600_000);
    const response = await api.add({ id: '1007', quantity: '1' }, cart.cart_key);
    const renewed = await api.cart(response);
    expect(renewed.cart_key).not.toBe(cart.cart_key);
    expect(renewed.items.map((item) => item.id)).toEqual([1007]);
  });

  it('clears nothing and answers an empty cart when a guest has no cart yet', async () => {
    const response = await api.clear();
    expect(response.status).toBe(200);
    expect(await api.cart(response)).toMatchObject({ cart_key: '', items: [] });
  });

  it('answers 404 to a line change when there is no cart at all', async () => {
    const response = await api.update('0'.repeat(32), { quantity: '1' });
    expect(response.status).toBe(404);
    expect((await api.error(response)).code).toBe('cocart_item_not_in_cart');
  });

  it('R11: answers 403 jwt_auth_invalid_token to a cart read with an invalid bearer token', async () => {
    const response = await api.get(undefined, 'not-a-token');
    expect(response.status).toBe(403);
    expect(await api.error(response)).toEqual({
      code: 'jwt_auth_invalid_token',
      message: 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
      data: { status: 403 },
    });
  });

  it('R11: answers 403 jwt_auth_invalid_token to a write with an invalid bearer and changes nothing', async () => {
    const cart = await guestCartWith('1004', '1');
    const before: unknown = await (await api.get(cart.cart_key)).json();
    const response = await api.add({ id: '1004', quantity: '1' }, cart.cart_key, 'not-a-token');
    expect(response.status).toBe(403);
    expect((await api.error(response)).code).toBe('jwt_auth_invalid_token');
    expect(await (await api.get(cart.cart_key)).json()).toEqual(before);
  });
});
