import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './store.js';

describe('store constants', () => {
  it('sends the XSRF-TOKEN cookie back in X-XSRF-TOKEN', () => {
    expect([XSRF_COOKIE_NAME, XSRF_HEADER_NAME]).toEqual(['XSRF-TOKEN', 'X-XSRF-TOKEN']);
  });
});
