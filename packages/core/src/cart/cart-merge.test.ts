import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeCartLines, type MergeableLine } from './cart-merge.js';
import { MAX_LINE_QUANTITY } from './quantity.js';

// A product's item key is its id: one line per product, as in both stores for simple products.
const line = (productId: number, quantity: number): MergeableLine => ({
  itemKey: `item-${String(productId)}`,
  productId,
  quantity,
});

const cartArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) => fc.integer({ min: 1, max: MAX_LINE_QUANTITY }).map((q) => line(id, q))),
    ),
  );
// What each product allows: 0 (cannot be bought) up to the line maximum.
const limitsArb = fc.dictionary(
  fc.integer({ min: 1, max: 12 }).map(String),
  fc.integer({ min: 0, max: MAX_LINE_QUANTITY }),
);

const byKey = (lines: readonly MergeableLine[]) =>
  new Map(lines.map((entry) => [entry.itemKey, entry.quantity]));

describe('merging a guest cart into a customer’s', () => {
  it('keeps the customer’s lines and adds what can be bought', () => {
    const merged = mergeCartLines(
      [line(1, 2), line(2, 1)],
      [line(2, 3), line(3, 5), line(4, 1)],
      (id) => ({ 1: 10, 2: 3, 3: 99, 4: 0 })[id] ?? 0,
    );
    expect(merged).toEqual([line(1, 2), line(2, 3), line(3, 5)]);
  });

  it('any two carts merge to the sum of their lines, capped by stock, and no line is lost (property)', () => {
    fc.assert(
      fc.property(cartArb, cartArb, limitsArb, (customer, guest, limits) => {
        const limit = (id: number) => limits[String(id)] ?? MAX_LINE_QUANTITY;
        const merged = mergeCartLines(customer, guest, limit);
        const before = byKey(customer);
        const after = byKey(merged);
        // One line per item key.
        expect(after.size).toBe(merged.length);
        // No customer line lost, none changed unless the guest had the same line.
        for (const [key, quantity] of before) {
          expect(after.has(key)).toBe(true);
          if (!guest.some((entry) => entry.itemKey === key && limit(entry.productId) > 0)) {
            expect(after.get(key)).toBe(quantity);
          }
        }
        // Every guest line that can be bought is there with the sum, capped by what can be bought.
        for (const entry of guest) {
          const max = limit(entry.productId);
          if (max === 0) {
            expect(after.get(entry.itemKey)).toBe(before.get(entry.itemKey));
            continue;
          }
          const sum = (before.get(entry.itemKey) ?? 0) + entry.quantity;
          expect(after.get(entry.itemKey)).toBe(Math.min(sum, max));
        }
        // Nothing appears that neither cart had.
        for (const key of after.keys()) {
          expect(before.has(key) || guest.some((entry) => entry.itemKey === key)).toBe(true);
        }
      }),
    );
  });
});
