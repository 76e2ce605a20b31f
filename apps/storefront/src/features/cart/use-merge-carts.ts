import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCartContext } from './cart-context';
import { mergeCartsAtLogin } from './local-cart';

/**
 * The cart's part of a sign-in (spec §4), for the route to hand to the login: merge the guest
 * cart named by `guestCartKey`, add `local_cart_b` again and refresh the cart query, so the
 * header's count is the merged cart's.
 */
export function useMergeCarts(): (guestCartKey: string | null) => Promise<unknown> {
  const { store, session, local } = useCartContext();
  const queryClient = useQueryClient();
  return useCallback(
    (guestCartKey) => mergeCartsAtLogin({ store, session, local, queryClient, guestCartKey }),
    [store, session, local, queryClient],
  );
}
