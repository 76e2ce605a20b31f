import type { QueryClient } from '@tanstack/react-query';
import type { StoreClient } from '@vitrina/api-client';
import type { CoCartCart } from '@vitrina/api-client/cart';
import {
  LOCAL_STORAGE_KEYS,
  localCartToReAdd,
  parseLocalCart,
  reAddItem,
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
 * Adds again what `local` holds beyond `cart`, each line on its own (one sold out or withdrawn
 * since does not keep the others out; spec §8: logged only), an installation attached again to
 * its appliance's line. Answers the cart after the last add.
 */
export async function reAddLocalLines(
  client: StoreClient,
  local: LocalCart,
  cart: CoCartCart,
): Promise<CoCartCart> {
  let current = cart;
  for (const entry of localCartToReAdd(local, current.items)) {
    const add = reAddItem(entry, current.items);
    if (add === undefined) continue;
    try {
      current = await client.cart.addItem(add);
    } catch (error) {
      console.error('No se pudo volver a agregar un producto guardado', error);
    }
  }
  return current;
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
  const merged =
    guestCartKey === null
      ? await client.cart.get()
      : await client.cart.mergeGuestCart(guestCartKey);
  if (guestCartKey !== null) session.forgetCartKey();
  const cart = await reAddLocalLines(client, readLocalCart(local), merged);
  local.remove(LOCAL_STORAGE_KEYS.local_cart_b);
  await queryClient.invalidateQueries({ queryKey: privateQueryRoots.cart });
  return cart;
}
