import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    errors: 'src/errors.ts',
    'resources/account': 'src/resources/account.ts',
    'resources/builds': 'src/resources/builds.ts',
    'resources/cart': 'src/resources/cart.ts',
    'resources/cashback': 'src/resources/cashback.ts',
    'resources/coupons': 'src/resources/coupons.ts',
    'resources/customers': 'src/resources/customers.ts',
    'resources/orders': 'src/resources/orders.ts',
    'resources/pages': 'src/resources/pages.ts',
    'resources/payment-gateways': 'src/resources/payment-gateways.ts',
    'resources/products': 'src/resources/products.ts',
    'resources/reviews': 'src/resources/reviews.ts',
    'resources/shipping': 'src/resources/shipping.ts',
    'resources/shop': 'src/resources/shop.ts',
    'resources/stock-alerts': 'src/resources/stock-alerts.ts',
    'resources/variations': 'src/resources/variations.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
});
