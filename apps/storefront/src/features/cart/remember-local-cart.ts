import { LOCAL_STORAGE_KEYS, type LocalCart } from '@vitrina/core';
import type { Session } from '../../lib/session';
import type { SafeStorage } from '../../lib/storage';
import type { CartView } from './cart-data';

// Writing the local cart needs no schema: it stays apart from reading it back (local-cart.ts,
// through zod), so an add button's code keeps zod out of a page's first load (issue 26).

/**
 * The guest's lines as `local_cart_b` keeps them (spec §3): product id, quantity and product,
 * and for an installation the product id of its appliance (issue 29).
 */
function toLocalCart(view: CartView): LocalCart {
  return view.items.flatMap((item) => {
    const product = view.products[item.product_id];
    const appliance = view.items.find((line) => line.cart_key === item.installation_for);
    return product
      ? [
          {
            product_id: item.product_id,
            quantity: item.quantity,
            product,
            ...(appliance && { installation_for: appliance.product_id }),
          },
        ]
      : [];
  });
}

/**
 * Keeps a guest's cart in `local_cart_b` after every answer of the store, so the lines survive
 * the tab (the `cart_key` lives in sessionStorage) and are added again after login. A signed-in
 * cart lives on the store and is not copied.
 */
export function rememberLocalCart(local: SafeStorage, session: Session, view: CartView): void {
  if (session.isLoggedIn()) return;
  local.set(LOCAL_STORAGE_KEYS.local_cart_b, JSON.stringify(toLocalCart(view)));
}
