import { describe, expect, it } from 'vitest';
import { isStoreApiError } from '../errors.js';
import { clientFor, failure, useTestStore } from '../../test/support/store.js';

const store = useTestStore();

describe('coupons against the embedded store', () => {
  it('finds a coupon by its code, case-insensitively', async () => {
    const coupon = await clientFor(store()).coupons.byCode('VITRINA10');
    expect(coupon?.code).toBe('vitrina10');
  });

  it('answers undefined for a code that does not exist', async () => {
    expect(await clientFor(store()).coupons.byCode('noexiste')).toBeUndefined();
  });

  it('a malformed code is a 400 with the server message (F6)', async () => {
    const error = await failure(clientFor(store()).coupons.byCode('<script>'));
    expect(error).toMatchObject({ name: 'StoreApiError', status: 400 });
    expect(isStoreApiError(error) && error.message !== '').toBe(true);
  });
});
