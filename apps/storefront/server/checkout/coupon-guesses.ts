import type { StoreHttp } from '@vitrina/api-client';
import { refuse, tooManyRequests } from './answers.js';
import { attemptLimit } from './attempt-limit.js';
import { readCoupons, type FoundCoupon } from './coupon-checks.js';

const TEN_MINUTES = 10 * 60_000;

/**
 * G7: unknown coupon codes are counted per cart and per address, 20 in 10 minutes; past that
 * every code is refused with a 429 until the window moves on, so a valid one does not stand out.
 * The shop counts them itself: a real WooCommerce does not, and the embedded store's own count
 * sees each shopper's address only because the shop forwards it.
 */
export function couponGuesses(limit = attemptLimit(20, TEN_MINUTES)) {
  return {
    /** Reads `codes` as the shop (`store`) for the shopper known by `scopes`, counting the unknown. */
    async read(
      store: StoreHttp,
      codes: readonly string[],
      scopes: readonly string[],
    ): Promise<FoundCoupon[]> {
      if (codes.length === 0) return [];
      const wait = Math.max(0, ...scopes.map((scope) => limit.waitFor(scope) ?? 0));
      if (wait > 0) {
        // The window is minutes long: a shopper reads «10 minutos», not «580 s».
        const minutes = Math.ceil(wait / 60);
        const waitText = `${String(minutes)} ${minutes === 1 ? 'minuto' : 'minutos'}`;
        refuse(
          tooManyRequests(
            `Demasiados cupones no válidos. Espera ${waitText} e inténtalo de nuevo.`,
            wait,
          ),
        );
      }
      const found = await readCoupons(store, codes);
      for (const { match } of found) {
        if (match === undefined) scopes.forEach((scope) => limit.record(scope));
      }
      return found;
    },
  };
}
