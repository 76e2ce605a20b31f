import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from './storage-keys.js';

describe('browser storage keys of spec §3', () => {
  it('keeps token, order_id, order_key, local_cart_b and the wishlist locally and cart_key per session', () => {
    expect(Object.values(LOCAL_STORAGE_KEYS)).toEqual([
      'token',
      'order_id',
      'order_key',
      'local_cart_b',
      'wishlist',
    ]);
    expect(Object.values(SESSION_STORAGE_KEYS)).toEqual(['cart_key']);
  });
});
