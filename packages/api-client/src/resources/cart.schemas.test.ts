import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/support/fixtures.js';
import { CoCartCartSchema, CoCartClearSchema } from './cart.schemas.js';

describe('CoCartCartSchema reads documented CoCart v2 carts', () => {
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

  it('refuses item totals sent as minor-unit strings, which would read a hundred times too big', () => {
    const line = { item_key: 'a', id: 1, name: 'x', quantity: { value: 1 } };
    const cart = (total: unknown) => ({
      items: [{ ...line, totals: { total } }],
      totals: { subtotal: '1800', total: '1800' },
    });
    expect(CoCartCartSchema.safeParse(cart('1800')).success).toBe(false);
    expect(CoCartCartSchema.safeParse(cart(18)).success).toBe(true);
  });

  it('an empty CoCart cart and the plain-message answer of clear', () => {
    expect(CoCartCartSchema.parse({ totals: { subtotal: '0', total: '0' } })).toMatchObject({
      items: [],
      item_count: 0,
    });
    expect(CoCartClearSchema.parse('Cart is cleared.')).toBe('Cart is cleared.');
  });
});
