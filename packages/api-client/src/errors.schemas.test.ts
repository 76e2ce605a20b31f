import { describe, expect, it } from 'vitest';
import { WpErrorSchema } from './errors.schemas.js';
import { readFixture } from '../test/support/fixtures.js';

describe('WpErrorSchema reads documented error bodies', () => {
  it('the WordPress/WooCommerce and CoCart error bodies', () => {
    expect(WpErrorSchema.parse(readFixture('wc-error.json'))).toEqual({
      code: 'woocommerce_rest_term_invalid',
      message: "Resource doesn't exist.",
      data: { status: 404 },
    });
    expect(WpErrorSchema.parse(readFixture('cocart-error.json'))).toMatchObject({
      code: 'cocart_not_enough_in_stock',
      data: { status: 403 },
    });
  });
});
