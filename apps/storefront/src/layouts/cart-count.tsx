import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartQueryOptions, countCartUnits } from '../features/cart/cart.queries';
import type { StoreLoader } from '../lib/api';
import type { SessionSnapshot } from '../lib/session';

/**
 * Keeps the header's cart badge in step with the cart query. Loaded only once the browser has
 * a cart (a token or a cart_key), so a first visit does not download the query hooks.
 */
export function CartCount({
  store,
  identity,
  onCount,
}: {
  store: StoreLoader;
  identity: SessionSnapshot;
  onCount: (count: number) => void;
}) {
  const { data } = useQuery({ ...cartQueryOptions(store, identity), select: countCartUnits });
  useEffect(() => onCount(data ?? 0), [data, onCount]);
  return null;
}
