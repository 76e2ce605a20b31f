import { describe, expect, it } from 'vitest';
import { STORE_API_VERSION } from './store.js';

describe('store constants', () => {
  it('talks to WooCommerce REST v3', () => {
    expect(STORE_API_VERSION).toBe('wc/v3');
  });
});
