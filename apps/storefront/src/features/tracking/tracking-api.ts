import { shopCall } from '../../lib/shop-api/shop-client';
import { ShopRefused, isShopFailure } from '../../lib/shop-api/shop-errors';
import {
  TrackedOrderSchema,
  type TrackedOrder,
  type TrackingRequest,
} from '../../lib/shop-api/tracking';
import { TRACKING_COPY } from './tracking-copy';

/** Finds a guest's order by its number and e-mail through the shop server (a POST: no e-mail in a URL). */
export function trackOrder(request: TrackingRequest): Promise<TrackedOrder> {
  return shopCall({
    method: 'POST',
    path: 'pedidos/rastreo',
    body: request,
    answer: TrackedOrderSchema,
  });
}

/** What the page says when a look-up fails, and the message of each field the server refused. */
export interface TrackingFailure {
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * The shop's own Spanish message of a refusal (the one «not found» for a wrong number or e-mail,
 * the wait of a 429), of the store being down or of our fault; anything else, a generic one.
 */
export function trackingFailure(error: unknown): TrackingFailure {
  if (error instanceof ShopRefused) return { message: error.message, fields: error.fields };
  return { message: isShopFailure(error) ? error.message : TRACKING_COPY.failed, fields: {} };
}
