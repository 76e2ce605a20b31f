import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { at, storeClient } from '../account/store-client.js';
import { startTestStore, type TestStore } from '../testing.js';

let store: TestStore;
let api: ReturnType<typeof storeClient>;
let boughtByAna: number;

beforeAll(async () => {
  store = await startTestStore();
  api = storeClient(store);
  const products = await api.call(
    'GET',
    '/wc/v3/products?stock_status=instock&orderby=id&order=asc&per_page=1',
    {
      key: 'proxy',
    },
  );
  boughtByAna = Number(at(products.json, '0.id'));
});
afterAll(() => store.stop());

const ratingOf = async (id: number) => {
  const product = await api.call('GET', `/wc/v3/products/${String(id)}`, { key: 'proxy' });
  return { average: at(product.json, 'average_rating'), count: at(product.json, 'rating_count') };
};

const write = (body: Record<string, unknown>) =>
  api.call('POST', '/wc/v3/products/reviews', { key: 'write', body });

describe('wc/v3/products/reviews', () => {
  it('lists the approved reviews of a product, newest first, with its total', async () => {
    const answer = await api.call('GET', `/wc/v3/products/reviews?product=${String(boughtByAna)}`, {
      key: 'proxy',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-wp-total')).toBe('3');
    const reviews = answer.json as Record<string, unknown>[];
    expect(reviews.map((review) => review['status'])).toEqual(['approved', 'approved', 'approved']);
    expect(reviews[0]).toMatchObject({ product_id: boughtByAna, rating: 5, verified: true });
    expect(String(reviews[0]?.['review'])).toMatch(/^<p>.*<\/p>\n$/);
    expect(await ratingOf(boughtByAna)).toEqual({ average: '4.67', count: 3 });
  });

  it('refuses a product id that is not a number, and needs a key', async () => {
    const bad = await api.call('GET', '/wc/v3/products/reviews?product=abc', { key: 'proxy' });
    expect([bad.status, at(bad.json, 'code')]).toEqual([400, 'rest_invalid_param']);
    const keyless = await api.call('GET', '/wc/v3/products/reviews');
    expect(keyless.status).toBe(401);
    const readKeyWrites = await api.call('POST', '/wc/v3/products/reviews', {
      key: 'proxy',
      body: {
        product_id: boughtByAna,
        review: 'x',
        reviewer: 'x',
        reviewer_email: 'x@example.com',
      },
    });
    expect(readKeyWrites.status).toBe(401);
  });

  it('creates an approved review by default and counts its rating on the next change, as WooCommerce does', async () => {
    const created = await write({
      product_id: boughtByAna,
      review: 'Muy buena <script>alert(1)</script><b>compra</b>',
      reviewer: 'Ana Pérez',
      reviewer_email: 'ana.perez@vitrina.do',
      rating: 1,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      status: 'approved',
      verified: true,
      rating: 1,
      review: 'Muy buena alert(1)<b>compra</b>',
    });
    expect(await ratingOf(boughtByAna)).toEqual({ average: '4.67', count: 3 });
    const id = Number(at(created.json, 'id'));
    const touched = await api.call('PUT', `/wc/v3/products/reviews/${String(id)}`, {
      key: 'write',
      body: { rating: 1 },
    });
    expect(touched.status).toBe(200);
    expect(await ratingOf(boughtByAna)).toEqual({ average: '3.75', count: 4 });

    const again = await write({
      product_id: boughtByAna,
      review: 'Muy buena <script>alert(1)</script><b>compra</b>',
      reviewer: 'Ana Pérez',
      reviewer_email: 'ana.perez@vitrina.do',
      rating: 1,
    });
    expect([again.status, at(again.json, 'code')]).toEqual([
      409,
      'woocommerce_rest_comment_duplicate',
    ]);
    await api.call('DELETE', `/wc/v3/products/reviews/${String(id)}?force=true`, { key: 'write' });
    expect(await ratingOf(boughtByAna)).toEqual({ average: '4.67', count: 3 });
  });

  it('holds a review when asked, lists it only under hold, and marks a stranger unverified', async () => {
    const held = await write({
      product_id: boughtByAna,
      review: 'Esperando moderación',
      reviewer: 'Alguien',
      reviewer_email: 'alguien@example.com',
      rating: 4,
      status: 'hold',
    });
    expect(held.json).toMatchObject({ status: 'hold', verified: false });
    const approved = await api.call(
      'GET',
      `/wc/v3/products/reviews?product=${String(boughtByAna)}`,
      {
        key: 'proxy',
      },
    );
    expect((approved.json as unknown[]).length).toBe(3);
    const onHold = await api.call(
      'GET',
      `/wc/v3/products/reviews?product=${String(boughtByAna)}&status=hold`,
      { key: 'proxy' },
    );
    expect(at(onHold.json, '0.id')).toBe(at(held.json, 'id'));
    expect(await ratingOf(boughtByAna)).toEqual({ average: '4.67', count: 3 });
  });

  it('answers WooCommerce errors: unknown product 404, empty review 400', async () => {
    const base = { reviewer: 'A', reviewer_email: 'a@example.com', rating: 5 };
    const unknown = await write({ ...base, product_id: 999_999, review: 'hola' });
    expect([unknown.status, at(unknown.json, 'code')]).toEqual([
      404,
      'woocommerce_rest_product_invalid_id',
    ]);
    const empty = await write({ ...base, product_id: boughtByAna, review: '' });
    expect([empty.status, at(empty.json, 'code')]).toEqual([
      400,
      'woocommerce_rest_review_content_invalid',
    ]);
  });

  describe('G12: «Compra verificada» only for a paid order not undone since', () => {
    const order = async (email: string, paymentMethod: string) => {
      const answer = await api.call('POST', '/wc/v3/orders', {
        key: 'write',
        body: {
          payment_method: paymentMethod,
          billing: {
            first_name: 'Rosa',
            last_name: 'Peña',
            address_1: 'Calle 8 #3',
            city: 'Santo Domingo',
            state: 'DO-01',
            email,
            phone: '8095550144',
          },
          line_items: [{ product_id: boughtByAna, quantity: 1 }],
          shipping_lines: [{ method_id: 'local_pickup' }],
        },
      });
      expect(answer.status).toBe(201);
      return answer.json;
    };
    const owner = (id: unknown, status: string) =>
      api.call('PUT', `/wc/v3/orders/${String(id)}`, { key: 'admin', body: { status } });
    const verifiedOf = async (id: unknown) =>
      at(
        (await api.call('GET', `/wc/v3/products/reviews/${String(id)}`, { key: 'proxy' })).json,
        'verified',
      );
    const review = (email: string, text: string) =>
      write({
        product_id: boughtByAna,
        review: text,
        reviewer: 'Rosa Peña',
        reviewer_email: email,
      });

    it('G12: cash on delivery on its way is no purchase; delivered (paid) it is, refunded it is not', async () => {
      const email = 'rosa.contraentrega@correo.do';
      const placed = await order(email, 'cod');
      expect(at(placed, 'status')).toBe('processing');
      expect(at(placed, 'date_paid')).toBeNull();
      const written = await review(email, 'Llegó ayer, todavía sin pagar.');
      expect(written.json).toMatchObject({ verified: false });
      const id = at(written.json, 'id');
      const delivered = await owner(at(placed, 'id'), 'completed');
      expect(delivered.json).toMatchObject({ status: 'completed' });
      expect(at(delivered.json, 'date_paid')).not.toBeNull();
      expect(await verifiedOf(id)).toBe(true);
      await owner(at(placed, 'id'), 'refunded');
      expect(await verifiedOf(id)).toBe(false);
      const unknown = await owner(at(placed, 'id'), 'pagado');
      expect([unknown.status, at(unknown.json, 'message')]).toEqual([
        400,
        'Elige un estado de pedido válido.',
      ]);
    });

    it('G12: a card order paid on the gateway is a purchase until the owner cancels it', async () => {
      const email = 'rosa.tarjeta@correo.do';
      const placed = await order(email, 'vitrina_test_card');
      const paid = await fetch(`${String(at(placed, 'payment_url'))}&outcome=approve`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const written = await review(email, 'Pagada con tarjeta y muy buena.');
      expect(written.json).toMatchObject({ verified: true });
      const cancelled = await owner(at(placed, 'id'), 'cancelled');
      expect(cancelled.json).toMatchObject({ status: 'cancelled' });
      expect(await verifiedOf(at(written.json, 'id'))).toBe(false);
    });
  });
});
