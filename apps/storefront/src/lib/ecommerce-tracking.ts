import { centsToPesos } from '@vitrina/core';
import { pushToDataLayer } from './data-layer';

/** GA4 e-commerce events carry prices in Dominican pesos; the shop counts centavos until here. */
const CURRENCY = 'DOP';

/** A product or cart line as analytics sees it. */
export type TrackedItem = {
  id: number;
  name: string;
  /** Unit price in centavos (the sale price when on sale). */
  priceCents: number;
  quantity?: number;
  brand?: string;
  category?: string;
};

export function toGaItem(item: TrackedItem, index?: number): Record<string, unknown> {
  return {
    item_id: String(item.id),
    item_name: item.name,
    price: centsToPesos(item.priceCents),
    quantity: item.quantity ?? 1,
    ...(item.brand === undefined ? {} : { item_brand: item.brand }),
    ...(item.category === undefined ? {} : { item_category: item.category }),
    ...(index === undefined ? {} : { index }),
  };
}

/** The items' value in pesos, summed in centavos so no float error creeps in. */
export function valueOf(items: readonly TrackedItem[]): number {
  return centsToPesos(items.reduce((sum, item) => sum + item.priceCents * (item.quantity ?? 1), 0));
}

/** A GA4 e-commerce event as the data layer takes it, in pesos. */
export function ecommerceEvent(
  event: string,
  ecommerce: Record<string, unknown>,
): Record<string, unknown> {
  return { event, ecommerce: { currency: CURRENCY, ...ecommerce } };
}

function pushEcommerce(event: string, ecommerce: Record<string, unknown>): void {
  // GA4 keeps the last ecommerce object; clearing it stops one event's items leaking into the next.
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer(ecommerceEvent(event, ecommerce));
}

/** A list of products was shown (catalogue, offers, search results). */
export function trackViewItemList(listName: string, items: readonly TrackedItem[]): void {
  pushEcommerce('view_item_list', {
    item_list_name: listName,
    items: items.map((item, index) => toGaItem(item, index)),
  });
}

/** A product was chosen from a list. */
export function trackSelectItem(listName: string, item: TrackedItem): void {
  pushEcommerce('select_item', { item_list_name: listName, items: [toGaItem(item)] });
}

/** A product page was shown. */
export function trackViewItem(item: TrackedItem): void {
  pushEcommerce('view_item', { value: valueOf([item]), items: [toGaItem(item)] });
}

/** Units were added to the cart. */
export function trackAddToCart(item: TrackedItem): void {
  pushEcommerce('add_to_cart', { value: valueOf([item]), items: [toGaItem(item)] });
}

/** Units were removed from the cart. */
export function trackRemoveFromCart(item: TrackedItem): void {
  pushEcommerce('remove_from_cart', { value: valueOf([item]), items: [toGaItem(item)] });
}

/** The cart was shown; `valueCents` is the store's total for the cart, not a browser sum. */
export function trackViewCart(items: readonly TrackedItem[], valueCents: number): void {
  pushEcommerce('view_cart', {
    value: centsToPesos(valueCents),
    items: items.map((item) => toGaItem(item)),
  });
}

/** An order was placed; `valueCents` is the store's total for the order, not a browser sum. */
export function trackPurchase(order: {
  transactionId: string;
  valueCents: number;
  shippingCents?: number;
  taxCents?: number;
  coupon?: string;
  items: readonly TrackedItem[];
}): void {
  pushEcommerce('purchase', {
    transaction_id: order.transactionId,
    value: centsToPesos(order.valueCents),
    ...(order.shippingCents === undefined ? {} : { shipping: centsToPesos(order.shippingCents) }),
    ...(order.taxCents === undefined ? {} : { tax: centsToPesos(order.taxCents) }),
    ...(order.coupon ? { coupon: order.coupon } : {}),
    items: order.items.map((item) => toGaItem(item)),
  });
}
