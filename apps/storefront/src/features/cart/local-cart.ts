import type { QueryClient } from '@tanstack/react-query';
import type { CoCartCart } from '@vitrina/api-client/cart';
import {
  LOCAL_STORAGE_KEYS,
  localCartToReAdd,
  parseLocalCart,
  type LocalCart,
} from '@vitrina/core';
import type { StoreLoader } from '../../lib/api';
import { privateQueryRoots } from '../../lib/query-keys';
import type { Session } from '../../lib/session';
import type { SafeStorage } from '../../lib/storage';
import type { CartView } from './cart-data';

/** The guest's lines as `local_cart_b` keeps them (spec §3): product id, quantity and product. */
function toLocalCart(view: CartView): LocalCart {
  return view.items.flatMap((item) => {
    const product = view.products[item.product_id];
    return product ? [{ product_id: item.product_id, quantity: item.quantity, product }] : [];
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

/** `local_cart_b` as stored (an unreadable value is an empty cart). */
export function readLocalCart(local: SafeStorage): LocalCart {
  return parseLocalCart(local.get(LOCAL_STORAGE_KEYS.local_cart_b));
}

/**
 * After login (spec §4): merges the guest cart into the customer's (`GET cart?cart_key=` with the
 * bearer token), adds again what `local_cart_b` holds beyond that cart (a tab that lost the
 * guest key), then forgets the guest key and the local cart and refreshes the cart query so
 * the header's count is right. Call it once the session holds the new token. Answers the
 * customer's cart as the store last gave it.
 */
export async function mergeCartsAtLogin({
  store,
  session,
  local,
  queryClient,
  guestCartKey,
}: {
  store: StoreLoader;
  session: Session;
  local: SafeStorage;
  queryClient: QueryClient;
  /** The guest's `cart_key` from before the sign-in, if any. */
  guestCartKey: string | null;
}): Promise<CoCartCart> {
  const client = await store();
  let cart =
    guestCartKey === null
      ? await client.cart.get()
      : await client.cart.mergeGuestCart(guestCartKey);
  if (guestCartKey !== null) session.forgetCartKey();
  for (const entry of localCartToReAdd(readLocalCart(local), cart.items)) {
    try {
      cart = await client.cart.addItem({ id: entry.product_id, quantity: entry.quantity });
    } catch (error) {
      // Sold out or withdrawn since: the other lines still go in (spec §8: logged only).
      console.error('No se pudo volver a agregar un producto guardado', error);
    }
  }
  local.remove(LOCAL_STORAGE_KEYS.local_cart_b);
  await queryClient.invalidateQueries({ queryKey: privateQueryRoots.cart });
  return cart;
}
