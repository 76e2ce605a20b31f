import type { AccountTables } from '../account/account.tables.js';
import type { CartTables } from '../cart/cart.tables.js';
import type { CatalogTables } from '../catalog/catalog.tables.js';
import type { ContactTables } from '../contact/contact.tables.js';
import type { ContentTables } from '../content/content.tables.js';
import type { CouponTables } from '../coupons/coupon.tables.js';
import type { OrderTables } from '../orders/order.tables.js';
import type { RefundTables } from '../orders/refund.tables.js';
import type { NcfTables } from '../fiscal/ncf.tables.js';
import type { ReviewTables } from '../reviews/review.tables.js';
import type { ShippingTables } from '../shipping/shipping.tables.js';
import type { SlotTables } from '../slots/slot.tables.js';
import type { StockAlertTables } from '../stock-alerts/stock-alert.tables.js';
import type { WebhookTables } from '../webhooks/webhook.tables.js';
import type { VariationTables } from '../catalog/variations.tables.js';
import type { UserTables } from './users.tables.js';

/** Every table of the store, typed for Kysely. Each area adds its tables to the `extends` list. */
export interface Database
  extends
    UserTables,
    CatalogTables,
    CartTables,
    AccountTables,
    ShippingTables,
    CouponTables,
    OrderTables,
    RefundTables,
    ContentTables,
    ContactTables,
    ReviewTables,
    WebhookTables,
    SlotTables,
    StockAlertTables,
    NcfTables,
    VariationTables {}
