import { describe, expect, it } from 'vitest';
import {
  StoredCartKeySchema,
  StoredOrderIdSchema,
  StoredOrderKeySchema,
  StoredTokenSchema,
} from './stored-values.js';

describe('values read back from browser storage', () => {
  it('reads stored values strictly', () => {
    expect(StoredTokenSchema.safeParse('eyJhbGciOi.x.y').success).toBe(true);
    expect(StoredTokenSchema.safeParse('').success).toBe(false);
    expect(StoredCartKeySchema.safeParse('9e18904482b4faf8762361836a83b93d').success).toBe(true);
    expect(StoredCartKeySchema.safeParse('a b').success).toBe(false);
    expect(StoredCartKeySchema.safeParse('1234').success).toBe(false);
    expect(StoredOrderIdSchema.parse('1234')).toBe(1234);
    expect(StoredOrderIdSchema.safeParse('0').success).toBe(false);
    expect(StoredOrderIdSchema.safeParse('12a').success).toBe(false);
    expect(StoredOrderKeySchema.safeParse('wc_order_AbC123').success).toBe(true);
    expect(StoredOrderKeySchema.safeParse('order').success).toBe(false);
  });
});
