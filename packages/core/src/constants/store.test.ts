import { describe, expect, it } from 'vitest';
import { STORE_API_VERSION, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './store.js';

describe('store constants', () => {
  it('talks to WooCommerce REST v3', () => {
    expect(STORE_API_VERSION).toBe('wc/v3');
  });

  it('sends the XSRF-TOKEN cookie back in X-XSRF-TOKEN', () => {
    expect([XSRF_COOKIE_NAME, XSRF_HEADER_NAME]).toEqual(['XSRF-TOKEN', 'X-XSRF-TOKEN']);
  });
});
