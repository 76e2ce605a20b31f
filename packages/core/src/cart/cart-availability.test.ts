import { describe, expect, it } from 'vitest';
import {
  checkoutHold,
  exceedsStock,
  toUnavailableLine,
  unitsLeftToTell,
} from './cart-availability.js';

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
  const inStock = { name: 'TV', stock_status: 'instock', stock_quantity: 4, quantity: 2 } as const;
  const soldOut = {
    name: 'Monitor',
    stock_status: 'outofstock',
    stock_quantity: 0,
    quantity: 1,
  } as const;
  const backOrder = {
    name: 'Bocina',
    stock_status: 'onbackorder',
    stock_quantity: null,
    quantity: 3,
  } as const;

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

describe('units left', () => {
  it('tells 5 or fewer units of a product in stock, not more and not a product it does not count', () => {
    expect(unitsLeftToTell({ stock_status: 'instock', stock_quantity: 5 })).toBe(5);
    expect(unitsLeftToTell({ stock_status: 'instock', stock_quantity: 1 })).toBe(1);
    expect(unitsLeftToTell({ stock_status: 'instock', stock_quantity: 6 })).toBeNull();
    expect(unitsLeftToTell({ stock_status: 'instock', stock_quantity: null })).toBeNull();
    expect(unitsLeftToTell({ stock_status: 'outofstock', stock_quantity: 0 })).toBeNull();
  });

  it('holds a line asking for more than is left (stock fell after the add), after sold-out lines', () => {
    const short = {
      name: 'Nevera',
      stock_status: 'instock',
      stock_quantity: 2,
      quantity: 3,
    } as const;
    expect(exceedsStock(short)).toBe(true);
    expect(exceedsStock({ ...short, stock_quantity: null })).toBe(false);
    expect(checkoutHold([short], [])).toEqual({ kind: 'short', names: ['Nevera'] });
    expect(
      checkoutHold(
        [short, { name: 'Monitor', stock_status: 'outofstock', stock_quantity: 0, quantity: 1 }],
        [],
      )?.kind,
    ).toBe('sold-out');
  });
});
