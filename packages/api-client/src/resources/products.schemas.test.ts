import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/support/fixtures.js';
import { WcProductSchema } from './products.schemas.js';

describe('WcProductSchema reads documented WooCommerce products', () => {
  it('a variable product with empty prices, null sale dates and its variation ids', () => {
    const product = WcProductSchema.parse(readFixture('wc-product-variable.json'));
    expect(product).toMatchObject({
      id: 799,
      type: 'variable',
      price: '',
      regular_price: '',
      sale_price: '',
      date_on_sale_from: null,
      stock_status: 'instock',
      variations: [800, 801, 802, 803],
    });
    expect(product.categories.map((category) => category.id)).toEqual([193, 194]);
    expect(product.tags[0]?.name).toBe('Carrier');
    expect(product.attributes[0]).toMatchObject({ id: 6, options: ['12000 BTU', '18000 BTU'] });
    expect(product.images[0]?.alt).toBe('');
    expect(product.images[0]?.src).toContain('split-frente');
    // Fields the client does not read still pass through untouched.
    expect(product).toHaveProperty('price_html', '');
    expect(product).toHaveProperty('_links.self');
  });

  it('a simple product with an empty sale_price and no images member', () => {
    const product = WcProductSchema.parse(readFixture('wc-product-simple.json'));
    expect(product).toMatchObject({
      regular_price: '32999.00',
      sale_price: '',
      images: [],
      stock_quantity: 7,
    });
  });

  it('refuses a product whose id is not a number, naming the field', () => {
    const result = WcProductSchema.safeParse({
      ...asRecord(readFixture('wc-product-simple.json')),
      id: '794x',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['id']);
  });
});

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('not an object');
  return Object.fromEntries(Object.entries(value));
}
