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
