import { CartCouponsSchema } from '../../lib/shop-api/checkout';
import type { CartCouponsRequest } from '../../lib/shop-api/checkout-request';
import { shopCall } from '../../lib/shop-api/shop-client';
import type { SessionSnapshot } from '../../lib/session';

// Loaded when a coupon is applied or checked, never with a page (it reads answers with zod).

const withEmail = (email: string | undefined) =>
  email === undefined || email === '' ? {} : { email };

const post = (
  identity: SessionSnapshot,
  path: 'pedidos/cupon' | 'pedidos/cupones',
  body: CartCouponsRequest,
  signal?: AbortSignal,
) => shopCall({ method: 'POST', path, caller: identity, body, answer: CartCouponsSchema, signal });

/** Adds `code` beside the codes held; refused with the shop server's Spanish reason (G4). */
export const applyCartCoupon = (
  identity: SessionSnapshot,
  code: string,
  held: readonly string[],
  email?: string,
) => post(identity, 'pedidos/cupon', { code, coupons: [...held], ...withEmail(email) });

/** Checks the held codes against the cart as the store has it now: kept, dropped and why. */
export const recheckCartCoupons = (
  identity: SessionSnapshot,
  held: readonly string[],
  email?: string,
  signal?: AbortSignal,
) => post(identity, 'pedidos/cupones', { coupons: [...held], ...withEmail(email) }, signal);
