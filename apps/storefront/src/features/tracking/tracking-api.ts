import { shopCall } from '../../lib/shop-api/shop-client';
import {
  TrackedOrderSchema,
  type TrackedOrder,
  type TrackingRequest,
} from '../../lib/shop-api/tracking';

/** Finds a guest's order by its number and e-mail through the shop server (a POST: no e-mail in a URL). */
export function trackOrder(request: TrackingRequest): Promise<TrackedOrder> {
  return shopCall({
    method: 'POST',
    path: 'pedidos/rastreo',
    body: request,
    answer: TrackedOrderSchema,
  });
}
