import { describe, expect, it } from 'vitest';
import { WpErrorSchema } from '../errors.schemas.js';
import { readFixture } from '../testing/fixtures.js';
import { CoCartCartSchema, CoCartClearSchema } from './cart.schemas.js';
import { WpCashbackSchema } from './cashback.schemas.js';
import { WcCustomerSchema } from './customers.schemas.js';
import { readCustomerMeta } from './customers.js';
import { WcOrderSchema } from './orders.schemas.js';
import { WcProductSchema } from './products.schemas.js';

describe('schemas read documented WooCommerce and CoCart bodies', () => {
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

  it('a CoCart v2 cart: string totals in minor units, numeric item totals, cart key', () => {
    const cart = CoCartCartSchema.parse(readFixture('cocart-cart.json'));
    expect(cart.cart_key).toBe('9e18904482b4faf8762361836a83b93d');
    expect(cart.totals).toMatchObject({ subtotal: '6599800', total: '6649800' });
    expect(cart.items[0]).toMatchObject({
      item_key: '1ad001efb8a576ded17c71534502f4a5',
      id: 794,
      quantity: { value: 2 },
      totals: { total: 65998 },
    });
    expect(cart).toHaveProperty('shipping.packages.default.chosen_method', 'flat_rate:1');
  });

  it('an empty CoCart cart and the plain-message answer of clear', () => {
    expect(CoCartCartSchema.parse({ totals: { subtotal: '0', total: '0' } })).toMatchObject({
      items: [],
      item_count: 0,
    });
    expect(CoCartClearSchema.parse('Cart is cleared.')).toBe('Cart is cleared.');
  });

  it('a customer with meta_data, including entries the shop does not use', () => {
    const customer = WcCustomerSchema.parse(readFixture('wc-customer.json'));
    expect(customer).toMatchObject({
      id: 25,
      email: 'ana.perez@vitrina.do',
      billing: { city: 'Santo Domingo' },
    });
    expect(customer.meta_data).toHaveLength(4);
    expect(readCustomerMeta(customer)).toEqual({
      phone: '8095550101',
      social_id: '00112345678',
      passport: '',
      rnc: '',
      trade_name: '',
    });
  });

  it('an order with a numeric line price, string totals and a null completion date', () => {
    const order = WcOrderSchema.parse(readFixture('wc-order.json'));
    expect(order).toMatchObject({
      id: 727,
      order_key: 'wc_order_58d2d042d1d',
      total: '66498.00',
      date_completed: null,
      line_items: [{ product_id: 794, quantity: 2, price: 32999, total: '65998.00' }],
      shipping_lines: [{ method_id: 'flat_rate', total: '500.00' }],
    });
  });

  it('the WordPress/WooCommerce and CoCart error bodies', () => {
    expect(WpErrorSchema.parse(readFixture('wc-error.json'))).toEqual({
      code: 'woocommerce_rest_term_invalid',
      message: "Resource doesn't exist.",
      data: { status: 404 },
    });
    expect(WpErrorSchema.parse(readFixture('cocart-error.json'))).toMatchObject({
      code: 'cocart_not_enough_in_stock',
      data: { status: 403 },
    });
  });

  it('cashback ACF fields: an object, or [] / false when a post has none', () => {
    const entries = [{ a: 1 }, [], false].map((acf, index) =>
      WpCashbackSchema.parse({ id: index, title: { rendered: 'Banco' }, acf }),
    );
    expect(entries.map((entry) => entry.acf)).toEqual([{ a: 1 }, {}, {}]);
  });
});

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('not an object');
  return Object.fromEntries(Object.entries(value));
}
