import { ecommerceEvent, toGaItem, valueOf, type TrackedItem } from '../lib/ecommerce-tracking';
import { pushHeld } from './held-analytics';

// The checkout's GA4 events live apart from the catalogue's and the cart's: holding them reads
// the tab's storage through zod, which stays out of every page's first load (issue 26).

/** A checkout event: pushed, and held for the confirmation page that loads the tag manager. */
function pushCheckoutEvent(event: string, ecommerce: Record<string, unknown>): void {
  pushHeld(ecommerceEvent(event, ecommerce));
}

/** Checkout started. */
export function trackBeginCheckout(items: readonly TrackedItem[], coupon?: string): void {
  pushCheckoutEvent('begin_checkout', {
    value: valueOf(items),
    ...(coupon ? { coupon } : {}),
    items: items.map((item) => toGaItem(item)),
  });
}

/** A shipping method was chosen. */
export function trackAddShippingInfo(items: readonly TrackedItem[], shippingTier: string): void {
  pushCheckoutEvent('add_shipping_info', {
    value: valueOf(items),
    shipping_tier: shippingTier,
    items: items.map((item) => toGaItem(item)),
  });
}

/** A payment method was chosen. */
export function trackAddPaymentInfo(items: readonly TrackedItem[], paymentType: string): void {
  pushCheckoutEvent('add_payment_info', {
    value: valueOf(items),
    payment_type: paymentType,
    items: items.map((item) => toGaItem(item)),
  });
}
