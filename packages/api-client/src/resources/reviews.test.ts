import { describe, expect, it } from 'vitest';
import { ANA, clientFor, failure, useTestStore, writerFor } from '../../test/support/store.js';

const store = useTestStore();

async function firstBoughtByAna() {
  const { items } = await clientFor(store()).products.list({
    stock_status: 'instock',
    orderby: 'id',
    order: 'asc',
    per_page: 1,
  });
  const product = items[0];
  if (!product) throw new Error('no product in stock');
  return product;
}

describe('reviews against the embedded store', () => {
  it('lists a product’s approved reviews with their total, and the product carries its rating', async () => {
    const product = await firstBoughtByAna();
    expect(product).toMatchObject({
      average_rating: '4.67',
      rating_count: 3,
      reviews_allowed: true,
    });
    const page = await clientFor(store()).reviews.list({ product: [product.id] });
    expect(page.total).toBe(3);
    expect(page.items.every((review) => review.status === 'approved')).toBe(true);
    expect(page.items.some((review) => review.verified)).toBe(true);
  });

  it('writes a held review with the write key; it stays out of the approved list and the rating', async () => {
    const product = await firstBoughtByAna();
    const created = await writerFor(store()).reviews.create({
      product_id: product.id,
      review: 'Llegó a tiempo.',
      reviewer: 'Ana Pérez',
      reviewer_email: ANA,
      rating: 5,
      status: 'hold',
    });
    expect(created).toMatchObject({ status: 'hold', verified: true });
    const approved = await clientFor(store()).reviews.list({ product: [product.id] });
    expect(approved.items.map((review) => review.id)).not.toContain(created.id);
    await writerFor(store()).reviews.recount(created);
    expect((await clientFor(store()).products.get(product.id)).rating_count).toBe(3);
  });

  it('the read key cannot write a review (401)', async () => {
    const product = await firstBoughtByAna();
    const error = await failure(
      clientFor(store()).reviews.create({
        product_id: product.id,
        review: 'Hola',
        reviewer: 'X',
        reviewer_email: 'x@example.com',
        rating: 4,
      }),
    );
    expect(error).toMatchObject({ name: 'StoreApiError', status: 401 });
  });
});
