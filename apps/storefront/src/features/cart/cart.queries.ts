import { queryOptions } from '@tanstack/react-query';
import type { CoCartCart } from '@vitrina/api-client/cart';
import type { StoreLoader } from '../../lib/api';
import { privateQueryRoots } from '../../lib/query-keys';
import type { SessionSnapshot } from '../../lib/session';

/**
 * The cart of this browser: by bearer token when signed in, else by the guest `cart_key`
 * (spec §4). A visitor with neither has no cart yet (`null`) and costs no request.
 */
export function cartQueryOptions(store: StoreLoader, identity: SessionSnapshot) {
  const owner = identity.token !== null ? 'customer' : identity.cartKey;
  return queryOptions({
    queryKey: [...privateQueryRoots.cart, owner ?? 'none'] as const,
    queryFn: async ({ signal }): Promise<CoCartCart | null> =>
      owner === null ? null : (await store()).cart.get({ signal }),
  });
}

/** Units in a cart (the header's badge). */
export function countCartUnits(cart: CoCartCart | null): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity.value, 0) ?? 0;
}
