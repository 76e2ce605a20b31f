import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StoreLoader } from '../../lib/api';
import { privateQueryRoots } from '../../lib/query-keys';
import type { SessionSnapshot } from '../../lib/session';
import {
  EMPTY_CART_DATA,
  showPending,
  unitCount,
  type CartData,
  type CartIntent,
} from './cart-data';

/**
 * The cart's key: its identity (spec §4), the bearer token when signed in, else the guest
 * `cart_key`. A visitor with neither has no cart yet.
 */
export function cartQueryKey(identity: SessionSnapshot) {
  if (identity.token !== null) return [...privateQueryRoots.cart, 'token', identity.token] as const;
  if (identity.cartKey !== null)
    return [...privateQueryRoots.cart, 'cart_key', identity.cartKey] as const;
  return [...privateQueryRoots.cart, 'none'] as const;
}

/** The cart writes of this tab still in flight (or queued), oldest first. */
export function pendingIntents(queryClient: QueryClient, except?: string): CartIntent[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: privateQueryRoots.cart, status: 'pending' })
    .flatMap((mutation) => {
      const intent = mutation.state.variables as CartIntent | undefined;
      return intent === undefined || intent.id === except ? [] : [intent];
    });
}

/**
 * The cart of this browser: one cart call and one batched products call, whatever its size;
 * lines become cart items through `@vitrina/core`'s `toCartItem`. A visitor with no cart costs
 * no request. A failure is logged (spec §8) and the last good cart stays in the cache.
 */
export function cartQueryOptions(store: StoreLoader, identity: SessionSnapshot) {
  const queryKey = cartQueryKey(identity);
  return queryOptions({
    queryKey,
    // Another tab may have changed this cart (R23): coming back to the tab reads it again, however
    // fresh the last answer is, so a change made there is shown before the next edit here.
    refetchOnWindowFocus: 'always',
    queryFn: async ({ signal, client }): Promise<CartData> => {
      // No cart yet: nothing to ask, but an add in flight is already shown.
      if (identity.token === null && identity.cartKey === null)
        return showPending(EMPTY_CART_DATA.confirmed, pendingIntents(client));
      try {
        const [storeClient, { toCartView }] = await Promise.all([store(), import('./cart-answer')]);
        const answer = await storeClient.cart.getWithProducts({ signal });
        // Writes still in flight stay shown on top of the fresh cart.
        return showPending(toCartView(answer), pendingIntents(client));
      } catch (error) {
        // A read cancelled because a write answered, or the page left, is not a failure.
        if (!signal.aborted) console.error('No se pudo cargar el carrito', error);
        throw error;
      }
    },
  });
}

/** Units in a cart as shown (the header's badge). */
export function countCartUnits(data: CartData): number {
  return unitCount(data.shown);
}
