import { effectiveUnitPrice, type CartItem } from '@vitrina/core';
import type { CartEvents } from '../features/cart/cart-context';
import {
  trackAddToCart,
  trackRemoveFromCart,
  trackViewCart,
  type TrackedItem,
} from '../lib/ecommerce-tracking';

function tracked(item: CartItem, quantity: number): TrackedItem {
  return {
    id: item.product_id,
    name: item.name,
    priceCents: effectiveUnitPrice(item),
    quantity,
    ...(item.brand ? { brand: item.brand } : {}),
  };
}

/** The cart's events as GA4 e-commerce events (`add_to_cart`, `remove_from_cart`, `view_cart`). */
export const cartTracking: CartEvents = {
  added: (item, quantity) => trackAddToCart(tracked(item, quantity)),
  removed: (item, quantity) => trackRemoveFromCart(tracked(item, quantity)),
  viewed: (items, totalCents) =>
    trackViewCart(
      items.map((item) => tracked(item, item.quantity)),
      totalCents,
    ),
};
