import type { Session, SessionSnapshot } from '../../lib/session';
import type { SafeStorage } from '../../lib/storage';

/** Where the codes are kept: this tab's sessionStorage, like the guest cart key they go with. */
export const COUPON_HOLD_KEY = 'cart_coupons';

/** The cart held codes belong to: the guest's cart key, or the signed-in customer's cart. */
function cartOf(identity: SessionSnapshot): string | null {
  return identity.token !== null ? 'cliente' : identity.cartKey;
}

const NONE: readonly string[] = [];

function parseHold(raw: string | null): { cart: string; codes: readonly string[] } | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { cart, codes } = value as { cart?: unknown; codes?: unknown };
    if (typeof cart !== 'string' || !Array.isArray(codes)) return undefined;
    return { cart, codes: codes.filter((code): code is string => typeof code === 'string') };
  } catch {
    return undefined;
  }
}

/**
 * The coupon codes the cart holds. CoCart (without Pro) keeps no coupons on a cart, and the shop
 * server keeps no state, so the codes live in the browser beside the cart's identity, and the
 * shop server checks them against the store's cart on every change (decision 010). Codes of a
 * guest cart follow it into the customer's cart at login, as its lines do; any other change of
 * cart leaves them behind, and signing out forgets them.
 */
export interface CouponHold {
  /** The codes of the current cart, in the order they were applied (a stable array). */
  codes: () => readonly string[];
  /** Replaces them with what the shop server answered, with why any was let go (G4). */
  hold: (codes: readonly string[], notices?: readonly string[]) => void;
  /** Why coupons were last let go, until the shopper changes the coupons again. */
  notices: () => readonly string[];
  subscribe: (listener: () => void) => () => void;
}

export function createCouponHold(tab: SafeStorage, session: Session): CouponHold {
  const listeners = new Set<() => void>();
  let notices: readonly string[] = NONE;
  let cache: { raw: string | null; cart: string | null; codes: readonly string[] } | undefined;

  function codes(): readonly string[] {
    const raw = tab.get(COUPON_HOLD_KEY);
    const cart = cartOf(session.snapshot());
    if (cache?.raw === raw && cache.cart === cart) return cache.codes;
    const stored = parseHold(raw);
    const follows = stored !== undefined && cart === 'cliente' && stored.cart !== 'cliente';
    const held = stored !== undefined && (stored.cart === cart || follows) ? stored.codes : NONE;
    cache = { raw, cart, codes: held };
    return held;
  }

  session.subscribe(() => {
    // Signed out: the customer's coupons stay with the customer's cart, not with this tab.
    if (cartOf(session.snapshot()) === null) tab.remove(COUPON_HOLD_KEY);
    listeners.forEach((listener) => listener());
  });
  return {
    codes,
    hold(next, why = NONE) {
      notices = why;
      const cart = cartOf(session.snapshot());
      if (next.length === 0 || cart === null) tab.remove(COUPON_HOLD_KEY);
      else tab.set(COUPON_HOLD_KEY, JSON.stringify({ cart, codes: next }));
      listeners.forEach((listener) => listener());
    },
    notices: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
