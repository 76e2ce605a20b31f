import { createHash } from 'node:crypto';
import { resolveBearerUser } from '../proxy/bearer-user.js';
import type { StoreFetch } from '../proxy/store-upstream.js';
import { refuse } from './answers.js';

/** Who is checking out: a customer by verified token, or a guest by cart key. */
export type Buyer =
  | { kind: 'customer'; id: number; token: string; scope: string }
  | { kind: 'guest'; cartKey: string; scope: string };

/** A guest cart key carries at least 128 random bits (22 base64url characters). */
const GUEST_CART_KEY = /^[A-Za-z0-9_-]{22,64}$/;

const hashed = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The buyer of a checkout call. A bearer is verified against the store (`GET api/v1/users`), and
 * the customer id comes only from that answer, never from the body (E3); an expired token is 401
 * `token_expired`. Without a bearer, the guest's `CoCart-API-Cart-Key` names the cart.
 */
export async function identifyBuyer(
  storeFetch: StoreFetch,
  headers: Headers,
  signal: AbortSignal,
): Promise<Buyer> {
  const user = await resolveBearerUser(storeFetch, headers, signal);
  if (user.kind === 'user') {
    return {
      kind: 'customer',
      id: user.id,
      token: user.authorization.slice('Bearer '.length),
      scope: `customer:${String(user.id)}`,
    };
  }
  if (user.kind === 'rejected') {
    return refuse({
      status: 401,
      code: 'token_expired',
      message: 'Tu sesión ha expirado. Inicia sesión de nuevo; no perderás lo que escribiste.',
    });
  }
  const cartKey = headers.get('cocart-api-cart-key') ?? '';
  if (!GUEST_CART_KEY.test(cartKey)) {
    return refuse({
      status: 400,
      code: 'cart_required',
      message: 'No encontramos tu carrito. Vuelve al carrito e inténtalo de nuevo.',
    });
  }
  return { kind: 'guest', cartKey, scope: `guest:${hashed(cartKey)}` };
}
