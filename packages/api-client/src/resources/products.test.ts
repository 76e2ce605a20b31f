import { startTestStore } from '@vitrina/store-api/testing';
import { describe, expect, it } from 'vitest';
import { isStoreApiError, isStoreNetworkError } from '../errors.js';
import { createStoreHttp } from '../http.js';
import { clientFor, failure, useTestStore } from '../../test/support/store.js';
import { createProductsApi } from './products.js';

const store = useTestStore();

describe('products against the embedded store', () => {
  it('lists a page and turns X-WP-Total / X-WP-TotalPages into total and totalPages', async () => {
    const page = await clientFor(store()).products.list({ per_page: 5, page: 2 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(80);
    expect(page.totalPages).toBe(Math.ceil(page.total / 5));
  });

  it('every product of the catalogue parses with the product schema', async () => {
    const { products } = clientFor(store());
    const first = await products.list({ per_page: 100 });
    const rest = await Promise.all(
      Array.from({ length: first.totalPages - 1 }, (_, index) =>
        products.list({ per_page: 100, page: index + 2 }),
      ),
    );
    expect([first, ...rest].flatMap((page) => page.items)).toHaveLength(first.total);
  });

  it('filters with WooCommerce parameter names: category, on_sale, orderby price', async () => {
    const { products } = clientFor(store());
    const airs = await products.list({ category: 193, per_page: 100 });
    expect(airs.items.length).toBeGreaterThan(0);
    const onSale = await products.list({ on_sale: true, per_page: 100 });
    expect(onSale.items.every((product) => product.on_sale)).toBe(true);
    const byPrice = await products.list({ orderby: 'price', order: 'asc', per_page: 20 });
    const prices = byPrice.items.map((product) => Number(product.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const some = byPrice.items.slice(0, 3).map((product) => product.id);
    const included = await products.list({ include: some, per_page: 3 });
    expect(included.items.map((product) => product.id).sort()).toEqual([...some].sort());
  });

  it('gets one product by id and by slug, with the fields the spec reads', async () => {
    const { products } = clientFor(store());
    const [listed] = (await products.list({ per_page: 1 })).items;
    if (listed === undefined) throw new Error('empty catalogue');
    const byId = await products.get(listed.id);
    const bySlug = await products.getBySlug(listed.slug);
    expect(byId.id).toBe(listed.id);
    expect(bySlug?.id).toBe(listed.id);
    expect(byId.name).toBe(listed.name);
    expect(await products.getBySlug('no-existe-este-producto')).toBeUndefined();
  });

  it('reads the products of a cart by id with the key, an unknown id simply absent', async () => {
    const { items } = await clientFor(store()).products.list({ per_page: 2 });
    const ids = items.map((product) => product.id);
    const found = await clientFor(store()).products.byIds([...ids, 987_654]);
    expect(found.map((product) => product.id).sort()).toEqual([...ids].sort());
    expect(found.every((product) => typeof product.manage_stock === 'boolean')).toBe(true);
  });

  it('a missing product is a 404 StoreApiError with the store code', async () => {
    const error = await failure(clientFor(store()).products.get(999_999));
    expect(isStoreApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 404,
      code: 'woocommerce_rest_product_invalid_id',
      method: 'GET',
    });
  });

  it('without the consumer key a wc/v3 read is refused with 401', async () => {
    const error = await failure(
      clientFor(store(), { consumerKey: undefined, consumerSecret: undefined }).products.list(),
    );
    expect(error).toMatchObject({ name: 'StoreApiError', status: 401 });
  });

  it('categories, tags (brands), attributes and their terms', async () => {
    const { products } = clientFor(store());
    const categories = await products.categories({ per_page: 100 });
    expect(categories.items.map((category) => category.id)).toEqual(
      expect.arrayContaining([193, 210, 338]),
    );
    const brands = await products.brands({ per_page: 100 });
    expect(brands.total).toBeGreaterThan(0);
    const attributes = await products.attributes();
    const [attribute] = attributes;
    if (attribute === undefined) throw new Error('no attributes');
    const terms = await products.attributeTerms(attribute.id, { per_page: 100 });
    expect(terms.items.length).toBeGreaterThan(0);
  });

  it('works as a standalone factory on a transport, as a products-only page uses it', async () => {
    const products = createProductsApi(
      createStoreHttp({
        baseUrl: store().baseUrl,
        consumerKey: store().consumerKey,
        consumerSecret: store().consumerSecret,
      }),
    );
    expect((await products.list({ per_page: 1 })).items).toHaveLength(1);
  });
});

describe('store down', () => {
  it('network down: a call to a stopped store is a StoreNetworkError', async () => {
    const stopped = await startTestStore();
    const client = clientFor(stopped);
    await stopped.stop();
    const error = await failure(client.products.list());
    expect(isStoreNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ method: 'GET', path: 'wp-json/wc/v3/products' });
  });
});
