// @vitest-environment node
import {
  DEMO_CUSTOMER_CREDENTIALS,
  startTestStore,
  type TestStore,
} from '@vitrina/store-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopRefusalSchema } from '../../src/lib/shop-api/refusal.js';
import {
  ProductReviewsSchema,
  REVIEW_MESSAGES,
  ReviewSentSchema,
} from '../../src/lib/shop-api/reviews.js';
import { startCheckoutShop } from '../../test/support/checkout-shop.js';
import { customerToken, shopPurchases } from '../../test/support/shop-purchase.js';
import type { RunningShop } from '../start-server.js';

let store: TestStore;
let shop: RunningShop;
let token: string;
let productId: number;
let otherProductId: number;

beforeAll(async () => {
  store = await startTestStore();
  shop = await startCheckoutShop(store);
  const [customer] = DEMO_CUSTOMER_CREDENTIALS;
  if (customer === undefined) throw new Error('no demo customer');
  token = await customerToken(store.baseUrl, customer);
  const products = await fetch(
    `${store.baseUrl}/wp-json/wc/v3/products?stock_status=instock&orderby=id&order=asc&per_page=2&consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`,
  );
  [productId = 0, otherProductId = 0] = ((await products.json()) as { id: number }[]).map(
    (product) => product.id,
  );
}, 60_000);
afterAll(async () => {
  await shop.close();
  await store.stop();
});

const send = (
  body: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${token}` },
) =>
  fetch(`${shop.url}/api/resenas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('/api/resenas', () => {
  it('lists a product’s published reviews without any e-mail, names shortened', async () => {
    const response = await fetch(`${shop.url}/api/resenas?producto=${String(productId)}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('@');
    const answer = ProductReviewsSchema.parse(JSON.parse(text));
    expect(answer.total).toBe(3);
    expect(answer.reviews[0]).toMatchObject({ author: 'María R.', rating: 5, verified: true });
  });

  it('refuses a guest with a Spanish 401 and a bad body with its first reason (E1)', async () => {
    const guest = await send({ product_id: productId, rating: 5, review: 'Muy buen equipo' }, {});
    expect(guest.status).toBe(401);
    expect(ShopRefusalSchema.parse(await guest.json()).message).toBe(
      'Inicia sesión para escribir una reseña.',
    );
    const bad = await send({ product_id: productId, rating: 6, review: 'corto' });
    expect(bad.status).toBe(400);
    const refusal = ShopRefusalSchema.parse(await bad.json());
    expect([refusal.code, refusal.message]).toEqual(['invalid_review', REVIEW_MESSAGES.rating]);
  });

  it('I1: writes the verified customer’s review held for moderation, once per product, text kept as text', async () => {
    const sent = await send({
      product_id: productId,
      rating: 4,
      review: '<img src=x onerror=alert(1)> Muy buena, la recomiendo.',
      // Ignored: the name and e-mail come from the token.
      reviewer_email: 'otro@example.com',
    });
    expect(sent.status).toBe(201);
    expect(ReviewSentSchema.parse(await sent.json())).toMatchObject({ status: 'pending' });
    const held = (await (
      await fetch(
        `${store.baseUrl}/wp-json/wc/v3/products/reviews?product=${String(productId)}&status=hold&consumer_key=${store.consumerKey}&consumer_secret=${store.consumerSecret}`,
      )
    ).json()) as { reviewer: string; reviewer_email: string; review: string; verified: boolean }[];
    expect(held[0]).toMatchObject({
      reviewer: 'Ana Pérez',
      reviewer_email: DEMO_CUSTOMER_CREDENTIALS[0]?.email,
      verified: true,
    });
    expect(held[0]?.review).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const again = await send({
      product_id: productId,
      rating: 5,
      review: 'Otra vez, otra reseña.',
    });
    expect(again.status).toBe(409);
    expect(ShopRefusalSchema.parse(await again.json()).code).toBe('already_reviewed');
    const list = ProductReviewsSchema.parse(
      await (await fetch(`${shop.url}/api/resenas?producto=${String(productId)}`)).json(),
    );
    expect(list.total).toBe(3);
  });

  it('publishes at once when the owner says reviews are not held (REVIEWS_HELD=0)', async () => {
    const open = await startCheckoutShop(store, store.baseUrl, { REVIEWS_HELD: '0' });
    try {
      const sent = await fetch(`${open.url}/api/resenas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ product_id: otherProductId, rating: 5, review: 'Enfría rápido.' }),
      });
      expect(sent.status).toBe(201);
      expect(ReviewSentSchema.parse(await sent.json())).toMatchObject({
        status: 'published',
        message: 'Gracias por tu reseña. Ya está publicada.',
      });
      const list = ProductReviewsSchema.parse(
        await (await fetch(`${open.url}/api/resenas?producto=${String(otherProductId)}`)).json(),
      );
      expect(list.reviews.map((review) => review.html).join()).toContain('Enfría rápido.');
    } finally {
      await open.close();
    }
  });

  it('G12: a review written right after a cash-on-delivery order is no «Compra verificada»; paid at the door it is, cancelled it is not', async () => {
    const open = await startCheckoutShop(store, store.baseUrl, { REVIEWS_HELD: '0' });
    try {
      const purchases = shopPurchases(store, open);
      const credentials = {
        email: `g12.${String(Date.now())}@correo.do`,
        password: 'Mangos-y-Cocos-2026',
      };
      const signedUp = await fetch(`${store.baseUrl}/wp-json/api/v1/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...credentials,
          first_name: 'Rosa',
          last_name: 'Tejada',
          social_id: '001-1234567-3',
          passport: '',
          phone: '809-555-0199',
        }),
      });
      expect(signedUp.status).toBe(200);
      const buyer = await purchases.customerCart(credentials);
      const order = await purchases.place(buyer, {
        email: credentials.email,
        payment_method: 'cod',
      });
      const admin = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
      const orderAt = `${store.baseUrl}/wp-json/wc/v3/orders/${String(order.order_id)}?${admin}`;
      const stored = (await (await fetch(orderAt)).json()) as {
        status: string;
        line_items: { product_id: number }[];
      };
      expect(stored.status).toBe('processing');
      const bought = stored.line_items[0]?.product_id ?? 0;
      const sent = await fetch(`${open.url}/api/resenas`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...buyer },
        body: JSON.stringify({ product_id: bought, rating: 5, review: 'Llegó hoy y enfría bien.' }),
      });
      expect(sent.status).toBe(201);
      const mark = async () => {
        const list = ProductReviewsSchema.parse(
          await (await fetch(`${open.url}/api/resenas?producto=${String(bought)}`)).json(),
        );
        return list.reviews.find((review) => review.author === 'Rosa T.')?.verified;
      };
      expect(await mark()).toBe(false);
      const owner = (status: string) =>
        fetch(orderAt, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        });
      expect((await owner('completed')).status).toBe(200);
      expect(await mark()).toBe(true);
      expect((await owner('cancelled')).status).toBe(200);
      expect(await mark()).toBe(false);
    } finally {
      await open.close();
    }
  });
});
