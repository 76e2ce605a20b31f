import type { ProductListQuery } from '@vitrina/api-client/products';
import type { ProductSummary } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { listWithRating } from './listing-rating';
import type { ProductListing } from './product-view';

const product = (id: number, average: number, count = 3) =>
  ({ id, rating: { average, count } }) as ProductSummary;

describe('the rating filter of a listing', () => {
  it('keeps the shopper’s sort and page: the rated ids are listed in that order', async () => {
    const asked: ProductListQuery[] = [];
    const list = (query: ProductListQuery): Promise<ProductListing> => {
      asked.push(query);
      const items =
        query.orderby === 'rating'
          ? [product(7, 4.8), product(3, 4), product(9, 3.9), product(5, 0, 0)]
          : [product(3, 4)];
      return Promise.resolve({ items, total: items.length, totalPages: 1 });
    };
    const shown = await listWithRating(
      { category: 20, orderby: 'price', order: 'asc', page: 2, per_page: 24, minRating: 4 },
      list,
    );
    expect(asked).toEqual([
      { category: 20, orderby: 'rating', order: 'desc', page: 1, per_page: 100 },
      { category: 20, orderby: 'price', order: 'asc', page: 2, per_page: 24, include: [7, 3] },
    ]);
    expect(shown.items.map((item) => item.id)).toEqual([3]);
  });

  it('lists nothing, with one call, when no product is rated 4 or more', async () => {
    const asked: ProductListQuery[] = [];
    const shown = await listWithRating({ orderby: 'date', minRating: 4 }, (query) => {
      asked.push(query);
      return Promise.resolve({ items: [product(9, 3.5)], total: 1, totalPages: 1 });
    });
    expect(asked).toHaveLength(1);
    expect(shown).toEqual({ items: [], total: 0, totalPages: 0 });
  });
});
