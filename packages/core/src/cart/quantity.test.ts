import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartQuantitySchema, quantityMessage } from './quantity.js';

describe('cart quantity', () => {
  it('F1: accepts whole numbers 1–99, as numbers or digit strings', () => {
    expect(CartQuantitySchema.parse(1)).toBe(1);
    expect(CartQuantitySchema.parse('99')).toBe(99);
  });

  it.each([-1, 0, 1.5, 'abc', '', null, 1e9, '1e3', '١', Number.MAX_SAFE_INTEGER + 2, 100, '100'])(
    'F1: refuses %j in Spanish',
    (value) => {
      expect(CartQuantitySchema.safeParse(value).error?.issues[0]?.message).toBe(
        'La cantidad debe ser un número entero entre 1 y 99.',
      );
    },
  );

  it('words the message for another maximum (stock left)', () => {
    expect(quantityMessage(5)).toBe('La cantidad debe ser un número entero entre 1 y 5.');
  });

  it('accepts exactly the integers 1–99 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (value) => {
        expect(CartQuantitySchema.safeParse(value).success).toBe(value >= 1 && value <= 99);
        expect(CartQuantitySchema.safeParse(String(value)).success).toBe(value >= 1 && value <= 99);
      }),
    );
  });
});
