import { describe, expect, it } from 'vitest';
import { checkoutHold, toUnavailableLine } from './cart-availability.js';

describe('toUnavailableLine', () => {
  it('keeps the name, quantity and the total the store still counts, in centavos', () => {
    const line = {
      item_key: 'k1',
      id: 7,
      name: 'Estufa',
      quantity: { value: 2 },
      totals: { total: 150.5 },
    };
    expect(toUnavailableLine(line)).toEqual({
      cart_key: 'k1',
      product_id: 7,
      name: 'Estufa',
      quantity: 2,
      total_item_price: 15050,
    });
  });
});

describe('checkoutHold', () => {
  const inStock = { name: 'TV', stock_status: 'instock' } as const;
  const soldOut = { name: 'Monitor', stock_status: 'outofstock' } as const;
  const backOrder = { name: 'Bocina', stock_status: 'onbackorder' } as const;

  it('lets a cart of lines in stock or on back order go to the checkout', () => {
    expect(checkoutHold([inStock, backOrder], [])).toBeNull();
  });

  it('holds a cart with a sold-out line, naming it', () => {
    expect(checkoutHold([inStock, soldOut], [])).toEqual({ kind: 'sold-out', names: ['Monitor'] });
  });

  it('names the lines that left the catalogue first', () => {
    expect(checkoutHold([soldOut], [{ name: 'Estufa' }])).toEqual({
      kind: 'unavailable',
      names: ['Estufa'],
    });
  });
});
