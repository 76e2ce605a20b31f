import { describe, expect, it } from 'vitest';
import { isProductOnSale, payablePrice, productHref } from './product-summary.js';

describe('payablePrice', () => {
  it('is the sale price while the product is on sale', () => {
    expect(payablePrice({ regularCents: 2_599_900, saleCents: 2_299_900 })).toBe(2_299_900);
  });

  it('is the regular price otherwise', () => {
    expect(payablePrice({ regularCents: 2_599_900 })).toBe(2_599_900);
    expect(payablePrice({ regularCents: 2_599_900, saleCents: undefined })).toBe(2_599_900);
  });
});

describe('productHref', () => {
  it('puts goods under /producto and services under /servicios', () => {
    expect(productHref({ slug: 'mini-split-12000', isService: false })).toBe(
      '/producto/mini-split-12000',
    );
    expect(productHref({ slug: 'instalacion-basica', isService: true })).toBe(
      '/servicios/instalacion-basica',
    );
  });

  it('percent-encodes the slug', () => {
    expect(productHref({ slug: 'aire-ñ', isService: false })).toBe('/producto/aire-%C3%B1');
  });
});

describe('isProductOnSale', () => {
  it('is a product’s own sale price', () => {
    expect(isProductOnSale({ saleCents: 2_299_900 })).toBe(true);
    expect(isProductOnSale({ saleCents: undefined })).toBe(false);
  });

  it('is, for a product with options, any option on sale', () => {
    expect(isProductOnSale({ hasOptions: true, optionOnSale: true })).toBe(true);
    expect(isProductOnSale({ hasOptions: true, optionOnSale: false })).toBe(false);
    expect(isProductOnSale({ hasOptions: true })).toBe(false);
  });
});
