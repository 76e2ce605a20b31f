import { defineConfig } from 'tsup';

// One entry per topic (`@vitrina/core/<topic>`) besides the union (`.`); shared code is split
// into chunks, so a name is defined once however many entries export it.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'account/index': 'src/account/index.ts',
    'calculators/index': 'src/calculators/index.ts',
    'cart/index': 'src/cart/index.ts',
    'cashback/index': 'src/cashback/index.ts',
    'catalog/index': 'src/catalog/index.ts',
    'checkout/index': 'src/checkout/index.ts',
    'constants/index': 'src/constants/index.ts',
    'coupons/index': 'src/coupons/index.ts',
    'delivery/index': 'src/delivery/index.ts',
    'errors/index': 'src/errors/index.ts',
    'forms/index': 'src/forms/index.ts',
    'ids/index': 'src/ids/index.ts',
    'invoice/index': 'src/invoice/index.ts',
    'money/index': 'src/money/index.ts',
    'order/index': 'src/order/index.ts',
    'product/index': 'src/product/index.ts',
    'routes/index': 'src/routes/index.ts',
    'search/index': 'src/search/index.ts',
    'seo/index': 'src/seo/index.ts',
    'shipping/index': 'src/shipping/index.ts',
    'shop/index': 'src/shop/index.ts',
    'stock-alerts/index': 'src/stock-alerts/index.ts',
    'storage/index': 'src/storage/index.ts',
    'wishlist/index': 'src/wishlist/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
});
