import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from '../money/cents.js';
import { CartItemSchema } from './cart-item-schema.js';
import {
  cartItemType,
  effectiveUnitPrice,
  toCartItem,
  type CartLineInput,
  type CartProductInput,
} from './cart-item.js';

const line: CartLineInput = {
  item_key: 'f28cd9f0560070670a861d86462b8f14',
  id: 101,
  quantity: { value: 2 },
  totals: { total: 49998 },
};

const product: CartProductInput = {
  name: 'Aire acondicionado inverter 12,000 BTU',
  images: [
    { src: 'https://tienda.example/ac-front.jpg', alt: 'Vista frontal' },
    { src: 'https://tienda.example/ac-side.jpg', alt: 'Vista lateral' },
  ],
  regular_price: '25999',
  sale_price: '24999.00',
  stock_status: 'instock',
  stock_quantity: 7,
  tags: [{ name: 'Gree' }, { name: 'Inverter' }],
  categories: [{ id: 194 }, { id: 193 }],
};

describe('toCartItem', () => {
  it('maps a cart line and its product to the letter of the spec', () => {
    const item = toCartItem(line, product);
    expect(item).toEqual({
      cart_key: 'f28cd9f0560070670a861d86462b8f14',
      product_id: 101,
      name: 'Aire acondicionado inverter 12,000 BTU',
      regular_price: 2_599_900,
      sale_price: 2_499_900,
      quantity: 2,
      img: { alt: 'Vista frontal', url: 'https://tienda.example/ac-front.jpg' },
      stock_status: 'instock',
      stock_quantity: 7,
      brand: 'Gree',
      type: 'AC',
      total_item_price: 4_999_800,
      options: [],
      installation_for: null,
    });
    expect(CartItemSchema.parse(item)).toEqual(item);
  });

  it('names the appliance a line is an installation for, from its CoCart item data', () => {
    const tied = { ...line, cart_item_data: { vitrina_installation_for: 'abc' } };
    expect(toCartItem(tied, product).installation_for).toBe('abc');
    expect(toCartItem({ ...line, cart_item_data: [] }, product).installation_for).toBeNull();
  });

  it('names a variation’s line by its product, with its options apart (issue 29)', () => {
    const variation = {
      ...line,
      title: 'Televisor Samsung Crystal UHD Smart TV',
      meta: { product_type: 'variation', variation: { 'Tamaño de pantalla': '55"' } },
    };
    const item = toCartItem(variation, {
      ...product,
      name: 'Televisor Samsung Crystal UHD Smart TV - 55"',
    });
    expect(item).toMatchObject({
      name: 'Televisor Samsung Crystal UHD Smart TV',
      options: [{ label: 'Tamaño de pantalla', value: '55"' }],
    });
    expect(CartItemSchema.parse(item)).toEqual(item);
  });

  it('gives stock_quantity null for a product kept without one (local cart)', () => {
    const { stock_quantity: _left, ...kept } = product;
    expect(toCartItem(line, kept).stock_quantity).toBeNull();
  });

  it('gives sale_price 0 when the product is not on sale (empty string)', () => {
    expect(toCartItem(line, { ...product, sale_price: '' }).sale_price).toBe(0);
  });

  it('gives regular_price 0 when the product has no regular price', () => {
    expect(toCartItem(line, { ...product, regular_price: '' }).regular_price).toBe(0);
  });

  it('reads whole and decimal price strings alike', () => {
    const whole = toCartItem(line, { ...product, regular_price: '25999', sale_price: '' });
    const decimal = toCartItem(line, { ...product, regular_price: '25999.00', sale_price: '' });
    expect(whole.regular_price).toBe(decimal.regular_price);
  });

  it('uses an empty url and the product name as alt when there is no image', () => {
    expect(toCartItem(line, { ...product, images: [] }).img).toEqual({
      alt: product.name,
      url: '',
    });
  });

  it('uses the product name as alt when the first image has none', () => {
    const images = [{ src: 'https://tienda.example/x.jpg', alt: '' }];
    expect(toCartItem(line, { ...product, images }).img.alt).toBe(product.name);
  });

  it('gives brand "" when the product has no tags', () => {
    expect(toCartItem(line, { ...product, tags: [] }).brand).toBe('');
  });

  it('reads the line total as CoCart documents it: a number in major units', () => {
    expect(toCartItem({ ...line, totals: { total: 14.4 } }, product).total_item_price).toBe(1440);
  });

  it('refuses a line total that is not a major-unit amount', () => {
    expect(() => toCartItem({ ...line, totals: { total: -5 } }, product)).toThrow(
      InvalidAmountError,
    );
  });

  it('refuses malformed product prices', () => {
    expect(() => toCartItem(line, { ...product, regular_price: '25,999.00' })).toThrow(
      InvalidAmountError,
    );
  });

  it('types the item "Other" outside category 193', () => {
    expect(toCartItem(line, { ...product, categories: [{ id: 338 }] }).type).toBe('Other');
    expect(toCartItem(line, { ...product, categories: [] }).type).toBe('Other');
  });
});

describe('cartItemType', () => {
  it('follows spec §9 to the letter: only category 193 itself makes an "AC" (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 })), (ids) => {
        const categories = ids.map((id) => ({ id }));
        expect(cartItemType(categories)).toBe(ids.includes(193) ? 'AC' : 'Other');
      }),
    );
  });
});

describe('effectiveUnitPrice', () => {
  it('is the sale price when there is one, else the regular price', () => {
    expect(effectiveUnitPrice({ regular_price: 100, sale_price: 80 })).toBe(80);
    expect(effectiveUnitPrice({ regular_price: 100, sale_price: 0 })).toBe(100);
  });
});
