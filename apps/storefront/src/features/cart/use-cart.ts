import { useIsMutating, useQuery } from '@tanstack/react-query';
import {
  checkoutHold,
  type CartItem,
  type CartState,
  type Product,
  type UnavailableLine,
} from '@vitrina/core';
import { useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { isLinePending, type CartData } from './cart-data';
import { useCartContext } from './cart-context';
import { nextIntentId, useCartWrites } from './cart.mutations';
import { cartQueryOptions } from './cart.queries';

// The server renders for a visitor with no cart; the browser's identity is read after hydration.
const serverIdentity: SessionSnapshot = { token: null, cartKey: null };

/** The shopper's identity (token or guest `cart_key`), updated when it changes. */
export function useCartIdentity(): SessionSnapshot {
  const { session } = useCartContext();
  return useSyncExternalStore(session.subscribe, session.snapshot, () => serverIdentity);
}

/** The cart query of the current identity. */
export function useCartQuery() {
  const { store } = useCartContext();
  const identity = useCartIdentity();
  return useQuery({
    ...cartQueryOptions(store, identity),
    // A guest's first add gives the cart its key: keep showing the cart while it moves there.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-1) === 'none' ? previous : undefined,
  });
}

/**
 * The cart (spec §3 cart state) and what the shopper can do with it. The store's last answer
 * stays shown when a refresh fails (`isStale`), with `retry`.
 */
export function useCart() {
  const identity = useCartIdentity();
  const { toast } = useCartContext();
  const query = useCartQuery();
  const writes = useCartWrites();
  const online = useOnline();
  const updating = useIsMutating({ mutationKey: ['cart'] }) > 0;
  const data: CartData | undefined = query.data;
  const state: CartState = {
    local_cart: data?.shown.items ?? [],
    total_price: data?.confirmed.total_price ?? 0,
    sub_total: data?.confirmed.sub_total ?? 0,
    token: identity.token,
    cart_key: identity.cartKey,
    loading: query.isPending,
    updating,
    toast_status: toast.status,
    toast_message: toast.message,
  };
  const unavailable = data?.shown.unavailable ?? [];
  return {
    state,
    /** Lines whose product left the catalogue (greyed, removable; they hold the checkout). */
    unavailable,
    /** Why the checkout is held (lines not for sale or sold out), or `null`. */
    hold: checkoutHold(state.local_cart, unavailable),
    /** The refresh failed and nothing was ever loaded: there is no cart to show. */
    failed: query.isError && data === undefined,
    /** The refresh failed: what is shown is the last good cart. */
    isStale: query.isError && data !== undefined,
    retry: () => void query.refetch(),
    isPending: (item: CartItem) => data !== undefined && isLinePending(data, item),
    /** A change of this line made offline: its write waits for the connection (R10). */
    isWaitingOffline: (item: CartItem) =>
      !online && data !== undefined && isLinePending(data, item),
    add: (product: Product, quantity = 1) =>
      writes.mutate({ kind: 'add', id: nextIntentId(), product, quantity }),
    /** Adds an installation attached to `appliance`'s line: its quantity follows it (issue 29). */
    addInstallation: (product: Product, appliance: CartItem) =>
      writes.mutate({
        kind: 'add',
        id: nextIntentId(),
        product,
        quantity: appliance.quantity,
        attachTo: appliance.product_id,
      }),
    setQuantity: (item: CartItem, quantity: number) =>
      writes.mutate({
        kind: 'quantity',
        id: nextIntentId(),
        product_id: item.product_id,
        quantity,
      }),
    remove: (item: Pick<CartItem | UnavailableLine, 'product_id'>) =>
      writes.mutate({ kind: 'remove', id: nextIntentId(), product_id: item.product_id }),
    clear: () => writes.mutate({ kind: 'clear', id: nextIntentId() }),
  };
}
