import { createHash } from 'node:crypto';
import { isGuestCartKey } from '@vitrina/core';
import type { ShopperVerifier } from '../shopper/verify-shopper.js';
import { refuse } from '../endpoints/answers.js';

/** Who is checking out: a customer by verified token, or a guest by cart key. */
export type Buyer =
  | { kind: 'customer'; id: number; token: string; scope: string }
  | { kind: 'guest'; cartKey: string; scope: string };

const hashed = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The scope of a customer: their limits, their cart's lock and tidying. */
export const customerScope = (id: number): string => `customer:${String(id)}`;
/** The scope of a guest, by their cart's key (hashed: scopes are logged and kept). */
export const guestScope = (cartKey: string): string => `guest:${hashed(cartKey)}`;

/**
 * The buyer of a checkout call. A bearer is verified by the shop's one verifier (server/shopper:
 * `GET api/v1/users`, kept ≤ 30 s), and the customer id comes only from that answer, never from
 * the body (E3); a refused token is 401 `token_expired`. Without a bearer, the guest's
 * `CoCart-API-Cart-Key` names the cart.
 */
export async function identifyBuyer(
  verifier: ShopperVerifier,
  headers: Headers,
  signal: AbortSignal,
): Promise<Buyer> {
  const shopper = await verifier.verify(headers, signal);
  if (shopper.kind === 'customer') {
    return {
      kind: 'customer',
      id: shopper.id,
      token: shopper.token,
      scope: customerScope(shopper.id),
    };
  }
  if (shopper.kind === 'rejected') {
    return refuse({
      status: 401,
      code: 'token_expired',
      message: 'Tu sesión ha expirado. Inicia sesión de nuevo; no perderás lo que escribiste.',
    });
  }
  const cartKey = headers.get('cocart-api-cart-key') ?? '';
  if (!isGuestCartKey(cartKey)) {
    return refuse({
      status: 400,
      code: 'cart_required',
      message: 'No encontramos tu carrito. Vuelve al carrito e inténtalo de nuevo.',
    });
  }
  return { kind: 'guest', cartKey, scope: guestScope(cartKey) };
}
