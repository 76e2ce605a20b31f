import { WcProductReviewSchema } from '@vitrina/api-client/reviews';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import { ownerSets } from '../support/paid-orders.js';
import type { StoreTarget } from '../support/targets.js';
import { BILLING, idOf, MINI_SPLIT, PICKUP } from './checkout.js';

const BUYER = 'resenas.comprador@example.com';
const STRANGER = 'resenas.visitante@example.com';

/** The product's rating as both stores print it ("0" and "0.00" are the same none). */
async function ratingOf(store: StoreTarget, id: number) {
  const product = await store.reader.products.get(id);
  return { average: Number(product['average_rating']), count: product['rating_count'] };
}

/**
 * An order of the product billed to `email`, paid at the door: cash on delivery starts
 * «processing» in the embedded store (as WooCommerce's checkout does; over REST, WooCommerce
 * takes the status it is sent) and is paid once the owner completes it, which is what makes its
 * review «verified» (G12, cases/paid-orders.ts).
 */
async function buy(store: StoreTarget, productId: number, email: string) {
  const order = await store.writer.orders.create({
    line_items: [{ product_id: productId, quantity: 1 }],
    billing: { ...BILLING, email },
    shipping_lines: [PICKUP],
    payment_method: 'cod',
    status: 'processing',
  });
  await ownerSets(store, order.id, 'completed');
  return order.status;
}

export const reviewCases: ContractCase[] = [
  {
    name: 'reseñas: la clave de escritura publica o retiene una reseña; «verified» para quien compró; el promedio del producto',
    async observe(store) {
      const productId = idOf(store, MINI_SPLIT);
      const before = await ratingOf(store, productId);
      const orderStatus = await buy(store, productId, BUYER);
      const bought = await store.writer.reviews.create({
        product_id: productId,
        review: 'Enfría rápido y es silencioso.',
        reviewer: 'Ana Pérez',
        reviewer_email: BUYER,
        rating: 4,
      });
      const justCreated = await ratingOf(store, productId);
      await store.writer.reviews.recount(bought);
      const recounted = await ratingOf(store, productId);
      const held = await store.writer.reviews.create({
        product_id: productId,
        review: 'No lo he comprado todavía.',
        reviewer: 'Luis Gómez',
        reviewer_email: STRANGER,
        rating: 1,
        status: 'hold',
      });
      const afterHeld = await ratingOf(store, productId);
      const approved = await store.reader.reviews.list({
        product: [productId],
        status: 'approved',
        per_page: 100,
      });
      const onHold = await store.reader.reviews.list({ product: [productId], status: 'hold' });
      const badProduct = await store.raw('GET', 'wc/v3/products/reviews?product=abc', {
        auth: 'read',
      });
      const readKeyWrites = await store.raw('POST', 'wc/v3/products/reviews', {
        auth: 'read',
        json: { product_id: productId, review: 'x', reviewer: 'x', reviewer_email: STRANGER },
      });
      const duplicate = await store.raw('POST', 'wc/v3/products/reviews', {
        auth: 'write',
        json: {
          product_id: productId,
          review: 'Enfría rápido y es silencioso.',
          reviewer: 'Ana Pérez',
          reviewer_email: BUYER,
          rating: 4,
        },
      });
      const mine = approved.items.filter((review) => review.reviewer_email === BUYER);
      const raw = await store.raw('GET', `wc/v3/products/reviews?product=${String(productId)}`, {
        auth: 'read',
      });
      const first = Array.isArray(raw.body) ? (raw.body[0] as Record<string, unknown>) : {};
      return {
        before,
        orderStatus,
        created: { status: bought.status, verified: bought.verified, rating: bought.rating },
        countedAtCreation: justCreated,
        recounted,
        held: { status: held.status, verified: held.verified },
        afterHeld,
        approved: mine.map((review) => ({
          status: review.status,
          reviewer: review.reviewer,
          rating: review.rating,
          verified: review.verified,
          review: review.review,
        })),
        heldListed: onHold.items.some((review) => review.id === held.id),
        heldAmongApproved: approved.items.some((review) => review.id === held.id),
        fields: WcProductReviewSchema.keyof()
          .options.filter((key) => key in first)
          .sort(),
        badProduct: [badProduct.status, (badProduct.body as { code?: string }).code],
        readKeyWrites: readKeyWrites.status,
        duplicate: [duplicate.status, (duplicate.body as { code?: string }).code],
      };
    },
    check(seen) {
      const before = seen['before'] as { average: number; count: number };
      expect(seen).toMatchObject({
        orderStatus: 'processing',
        created: { status: 'approved', verified: true, rating: 4 },
        // WooCommerce counts before it keeps the new review's rating; a write of it counts it.
        countedAtCreation: before,
        recounted: {
          average:
            Math.round(((before.average * before.count + 4) / (before.count + 1)) * 100) / 100,
          count: before.count + 1,
        },
        held: { status: 'hold', verified: false },
        heldListed: true,
        heldAmongApproved: false,
        badProduct: [400, 'rest_invalid_param'],
        readKeyWrites: 401,
        duplicate: [409, 'woocommerce_rest_comment_duplicate'],
      });
      expect(seen['afterHeld']).toEqual(seen['recounted']);
      expect(seen['approved']).toEqual([
        {
          status: 'approved',
          reviewer: 'Ana Pérez',
          rating: 4,
          verified: true,
          review: '<p>Enfría rápido y es silencioso.</p>\n',
        },
      ]);
    },
  },
];
