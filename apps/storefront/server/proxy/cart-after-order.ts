import { setTimeout as delay } from 'node:timers/promises';
import { isGuestCartKey } from '@vitrina/core';
import { customerScope, guestScope } from '../checkout/buyer.js';
import type { CartTidies } from '../checkout/cart-tidies.js';
import { bearerHeader, type ShopperVerifier } from '../shopper/verify-shopper.js';
import type { Exchange } from './exchange.js';

/** The longest a cart call waits for an order to leave the cart; then it goes on regardless. */
const MAX_WAIT_MS = 5_000;

/** The buyer a cart call names: the customer of its token, or the guest of its cart key. */
async function buyerScopeOf(ex: Exchange, verifier: ShopperVerifier): Promise<string | undefined> {
  const headers = ex.c.req.raw.headers;
  if (bearerHeader(headers) !== undefined) {
    // A token the shop cannot check now waits for nothing: the store judges the call itself.
    const shopper = await verifier.verify(headers, ex.c.req.raw.signal).catch(() => undefined);
    return shopper?.kind === 'customer' ? customerScope(shopper.id) : undefined;
  }
  const cartKey = ex.query.get('cart_key') ?? headers.get('cocart-api-cart-key') ?? '';
  return isGuestCartKey(cartKey) ? guestScope(cartKey) : undefined;
}

/**
 * A cart call of a buyer whose order is leaving the cart (its lines are taken out after the
 * order's answer, issue 40) waits until it has: the cart the page reads after the order never
 * shows the ordered lines, and a change the shopper makes meanwhile is not undone by it.
 */
export async function afterOrderLeft(
  ex: Exchange,
  verifier: ShopperVerifier,
  tidies: CartTidies,
): Promise<void> {
  if (!tidies.leaving()) return;
  const scope = await buyerScopeOf(ex, verifier);
  if (scope === undefined) return;
  await Promise.race([tidies.settled(scope), delay(MAX_WAIT_MS, undefined, { ref: false })]);
}
