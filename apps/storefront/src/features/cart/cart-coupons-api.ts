import * as z from 'zod';
import type { SessionSnapshot } from '../../lib/session';

// Loaded when a coupon is applied or checked, never with a page (it reads answers with zod).

const CartCouponsSchema = z.object({
  coupons: z.array(z.string()),
  discount: z.number(),
  dropped: z.array(z.object({ code: z.string(), message: z.string() })),
});
/** The coupons the cart holds after the shop server checked them against the store's cart. */
export type CartCoupons = z.infer<typeof CartCouponsSchema>;

const RefusalSchema = z.object({ message: z.string() });

const UNREACHABLE = 'No pudimos comprobar el cupón. Revisa tu conexión e inténtalo de nuevo.';

/** Refused or unreachable: the shop server's Spanish message. */
export class CouponRefused extends Error {}

async function post(
  identity: SessionSnapshot,
  path: '/cupon' | '/cupones',
  body: { code?: string; coupons: readonly string[]; email?: string },
  signal?: AbortSignal,
): Promise<CartCoupons> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
  };
  if (identity.token !== null) headers['authorization'] = `Bearer ${identity.token}`;
  else if (identity.cartKey !== null) headers['cocart-api-cart-key'] = identity.cartKey;
  const response = await fetch(`/api/pedidos${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: signal ?? AbortSignal.timeout(10_000),
  }).catch(() => undefined);
  const answer: unknown = await response?.json().catch(() => undefined);
  if (response?.ok === true) {
    const parsed = CartCouponsSchema.safeParse(answer);
    if (parsed.success) return parsed.data;
  }
  throw new CouponRefused(RefusalSchema.safeParse(answer).data?.message ?? UNREACHABLE);
}

const withEmail = (email: string | undefined) =>
  email === undefined || email === '' ? {} : { email };

/** Adds `code` beside the codes held; refused with the shop server's Spanish reason (G4). */
export const applyCartCoupon = (
  identity: SessionSnapshot,
  code: string,
  held: readonly string[],
  email?: string,
) => post(identity, '/cupon', { code, coupons: held, ...withEmail(email) });

/** Checks the held codes against the cart as the store has it now: kept, dropped and why. */
export const recheckCartCoupons = (
  identity: SessionSnapshot,
  held: readonly string[],
  email?: string,
  signal?: AbortSignal,
) => post(identity, '/cupones', { coupons: held, ...withEmail(email) }, signal);
