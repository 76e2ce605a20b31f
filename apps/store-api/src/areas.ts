import type { Hono } from 'hono';

import {
  accountMigration,
  addressConfirmationsMigration,
  addressReferencesMigration,
  securityEventsMigration,
} from './account/account.migration.js';
import { accountRouter } from './account/account.router.js';
import { accountBearerAuth } from './account/account-tokens.js';
import { cartItemDataMigration, cartMigration } from './cart/cart.migration.js';
import { cartRouter } from './cart/cart.router.js';
import { catalogMigration, catalogVersionMigration } from './catalog/catalog.migration.js';
import { catalogRouter } from './catalog/catalog.router.js';
import {
  orderItemVariationsMigration,
  variationsMigration,
} from './catalog/variations.migration.js';
import { variableCatalogSeed } from './catalog/variable-seed.js';
import { contactMigration } from './contact/contact.migration.js';
import { contactRouter } from './contact/contact.router.js';
import { contentMigration } from './content/content.migration.js';
import { couponMigration } from './coupons/coupon.migration.js';
import { contentRouter } from './content/content.router.js';
import { contentSeed } from './content/content-seed.js';
import { couponRouter } from './coupons/coupon.router.js';
import { couponSeed } from './coupons/coupon-seed.js';
import { customerRouter } from './customers/customer.router.js';
import { wishlistMetaMigration } from './customers/wishlist-meta.migration.js';
import { demoCustomerSeed } from './customers/demo-customer-seed.js';
import type { Migration } from './db/migrate.js';
import { usersMigration } from './db/migrations/0001-users.js';
import type { Deps } from './deps.js';
import type { BearerAuth } from './http/bearer.js';
import type { AppEnv } from './http/env.js';
import { mediaRouter } from './media/media.router.js';
import { orderMigration } from './orders/order.migration.js';
import { orderNotesMigration, outForDeliveryMigration } from './orders/order-changes.migration.js';
import { orderRouter } from './orders/order.router.js';
import { orderNotesRouter } from './orders/order-notes.js';
import { refundMigration } from './orders/refund.migration.js';
import { refundRouter } from './orders/refund.router.js';
import { shopperChangesRouter } from './orders/shopper-changes.router.js';
import { dispatchRouter } from './dispatch/dispatch.router.js';
import { paymentRouter } from './payments/payment.router.js';
import { reviewMigration } from './reviews/review.migration.js';
import {
  verifiedPurchasesMigration,
  verifiedReviewsFollowOrdersMigration,
} from './reviews/verified-purchases.migration.js';
import { reviewSeed } from './reviews/review-seed.js';
import { reviewsRouter } from './reviews/reviews.router.js';
import { testGatewayRouter } from './payments/test-gateway.router.js';
import { catalogSeed } from './catalog/catalog-seed.js';
import type { SeedModule } from './seed/seed-module.js';
import { shippingMigration } from './shipping/shipping.migration.js';
import { shippingRouter } from './shipping/shipping.router.js';
import { shippingSeed } from './shipping/shipping-seed.js';
import { shopRouter } from './shop/shop.router.js';
import { slotMigration, slotPerCrewMigration } from './slots/slot.migration.js';
import { slotsRouter } from './slots/slots.router.js';
import { stockAlertMigration } from './stock-alerts/stock-alert.migration.js';
import { stockAlertsRouter } from './stock-alerts/stock-alerts.router.js';
import { ncfMigration, ncfRangesMigration } from './fiscal/ncf.migration.js';
import { ncfRouter } from './fiscal/ncf.router.js';
import { webhookMigration } from './webhooks/webhook.migration.js';
import { webhookRouter } from './webhooks/webhook.router.js';

/** An area's router factory, mounted under `base` (e.g. `/wp-json/wc/v3`). */
export interface Area {
  base: string;
  router: (deps: Deps) => Hono<AppEnv>;
}

/** Every router of the store, in mount order. Several areas may share a base. */
export const areas: readonly Area[] = [
  { base: '/wp-json/wc/v3', router: catalogRouter },
  { base: '/wp-json/wc/v3', router: reviewsRouter },
  { base: '/wp-json/cocart/v2', router: cartRouter },
  { base: '/media', router: mediaRouter },
  { base: '/wp-json/api/v1', router: accountRouter },
  { base: '/wp-json/wc/v3', router: customerRouter },
  { base: '/wp-json/wc/v3', router: orderRouter },
  { base: '/wp-json/wc/v3', router: orderNotesRouter },
  { base: '/wp-json/wc/v3', router: refundRouter },
  { base: '/wp-json/wc-vitrina/v1', router: shopperChangesRouter },
  { base: '/wp-json/wc-vitrina/v1', router: dispatchRouter },
  { base: '/wp-json/wc/v3', router: couponRouter },
  { base: '/wp-json/wc/v3', router: shippingRouter },
  { base: '/wp-json/wc/v3', router: paymentRouter },
  { base: '/wp-json/wc/v3', router: webhookRouter },
  { base: '/wp-json/wp/v2', router: contentRouter },
  { base: '/wp-json/vitrina/v1', router: slotsRouter },
  { base: '/wp-json/vitrina/v1', router: contactRouter },
  { base: '/wp-json/vitrina/v1', router: stockAlertsRouter },
  { base: '/wp-json/vitrina/v1', router: shopRouter },
  { base: '/wp-json/wc-vitrina/v1', router: ncfRouter },
  { base: '/pasarela-prueba', router: testGatewayRouter },
];

/** Every schema step of the store; the runner applies them in name order. */
export const migrations: readonly Migration[] = [
  usersMigration,
  catalogMigration,
  catalogVersionMigration,
  cartMigration,
  accountMigration,
  securityEventsMigration,
  addressReferencesMigration,
  wishlistMetaMigration,
  addressConfirmationsMigration,
  shippingMigration,
  couponMigration,
  orderMigration,
  contentMigration,
  webhookMigration,
  slotMigration,
  contactMigration,
  reviewMigration,
  verifiedPurchasesMigration,
  stockAlertMigration,
  ncfMigration,
  variationsMigration,
  orderItemVariationsMigration,
  cartItemDataMigration,
  slotPerCrewMigration,
  outForDeliveryMigration,
  orderNotesMigration,
  verifiedReviewsFollowOrdersMigration,
  ncfRangesMigration,
  refundMigration,
];

/** Demo data, in dependency order (catalogue before customers before orders). */
export const seedModules: readonly SeedModule[] = [
  catalogSeed,
  variableCatalogSeed,
  contentSeed,
  shippingSeed,
  couponSeed,
  demoCustomerSeed,
  reviewSeed,
];

/** Builds the bearer-token resolver from everything else the store has. */
export const createBearerAuth: (deps: Omit<Deps, 'auth'>) => BearerAuth = accountBearerAuth;
