// @vitrina/core: the union of its topics, each also its own entry (`@vitrina/core/<topic>`),
// which lists its exports by name.

export * from './errors/index.js';
export * from './money/index.js';
export * from './ids/index.js';
export * from './forms/index.js';
export * from './account/index.js';
export * from './stock-alerts/index.js';
export * from './catalog/index.js';
export * from './product/index.js';
export * from './search/index.js';
export * from './cart/index.js';
export * from './constants/index.js';
export * from './shop/index.js';
export * from './storage/index.js';
export * from './wishlist/index.js';
export * from './seo/index.js';
export * from './order/index.js';
export * from './checkout/index.js';
export * from './delivery/index.js';
export * from './invoice/index.js';
export * from './coupons/index.js';
export * from './shipping/index.js';
export * from './cashback/index.js';
export * from './calculators/index.js';
export * from './routes/index.js';
