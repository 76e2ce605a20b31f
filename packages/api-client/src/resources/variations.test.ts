import { describe, expect, it } from 'vitest';
import { isStoreApiError } from '../errors.js';
import { createStoreHttp } from '../http.js';
import { clientFor, useTestStore } from '../../test/support/store.js';
import { createProductsApi } from './products.js';
import { createVariationsApi } from './variations.js';

const store = useTestStore();

function apis() {
  const http = createStoreHttp({
    baseUrl: store().baseUrl,
    consumerKey: store().consumerKey,
    consumerSecret: store().consumerSecret,
  });
  return { products: createProductsApi(http), variations: createVariationsApi(http) };
}

describe('variations against the embedded store (issue 29)', () => {
  it('a variable product reads its options and the ids of its variations', async () => {
    const { products } = apis();
    const product = await products.getBySlug('aire-acondicionado-mini-split-midea-inverter');
    expect(product?.type).toBe('variable');
    expect(product?.variations).toHaveLength(4);
    expect(
      product?.attributes.filter((attribute) => attribute.variation).map((a) => a.slug),
    ).toEqual(['pa_btu', 'pa_voltaje']);
  });

  it('lists every variation with its price, stock, SKU, image and options', async () => {
    const { products, variations } = apis();
    const product = await products.getBySlug('aire-acondicionado-mini-split-midea-inverter');
    if (!product) throw new Error('no variable product in the seed');
    const list = await variations.list(product.id);
    expect(list.map((variation) => variation.id).sort()).toEqual([...product.variations].sort());
    const soldOut = list.find((variation) => variation.sku === 'MID-MS-INV-24-220');
    expect(soldOut).toMatchObject({
      stock_status: 'outofstock',
      stock_quantity: 0,
      attributes: [
        expect.objectContaining({ slug: 'pa_btu', option: '24,000 BTU' }),
        expect.objectContaining({ slug: 'pa_voltaje', option: '220 V' }),
      ],
    });
    expect(soldOut?.image?.src).toMatch(/\.svg$/);
    const one = await variations.get(product.id, soldOut?.id ?? 0);
    expect(one.sku).toBe('MID-MS-INV-24-220');
  });

  it('a variation asked of another product is a 404 StoreApiError; a simple product has none', async () => {
    const { products, variations } = apis();
    const simple = (await products.list({ per_page: 1, type: 'simple' })).items[0];
    if (!simple) throw new Error('no simple product');
    expect(await variations.list(simple.id)).toEqual([]);
    const error: unknown = await variations
      .get(simple.id, 50011)
      .catch((caught: unknown) => caught);
    expect(isStoreApiError(error) && error.status === 404).toBe(true);
    expect(isStoreApiError(error) && error.code).toBe(
      'woocommerce_rest_product_variation_invalid_id',
    );
  });
});

describe('a variation in the cart (issue 29)', () => {
  it('is mapped from its own product, which `include` never lists, not left as unavailable', async () => {
    const client = clientFor(store());
    const cart = await client.cart.addItem({ id: 50012, quantity: 1 });
    const { items, unavailable } = await client.cart.withItems(cart);
    expect(unavailable).toEqual([]);
    expect(items[0]).toMatchObject({
      product_id: 50012,
      // The product's name, its options apart (CoCart's title and meta.variation).
      name: 'Televisor Samsung Crystal UHD Smart TV',
      options: [{ label: 'Tamaño de pantalla', value: '55"' }],
      sale_price: 3_490_000,
      stock_status: 'instock',
    });
  });
});
