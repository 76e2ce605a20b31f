import type { StoreHttp } from '@vitrina/api-client';
import { refuse, tooManyRequests, type Refusal } from '../endpoints/answers.js';
import { memoryAttemptLimit, type AttemptLimit } from '../endpoints/attempt-limit.js';
import { readCoupons, type FoundCoupon } from './coupon-checks.js';

/** Unknown codes a cart or an address may try in {@link TEN_MINUTES} (G7). */
export const GUESSES = 20;
export const TEN_MINUTES = 10 * 60_000;

/** The shop's one count of coupon guessing, shared by the checkout and the proxy's lookup. */
export type CouponGuesses = ReturnType<typeof couponGuesses>;

/**
 * G7: unknown coupon codes are counted per cart and per address, 20 in 10 minutes; past that
 * every code is refused with a 429 until the window moves on, so a valid one does not stand out.
 * The shop counts them itself: a real WooCommerce does not, and the embedded store's own count
 * sees each shopper's address only because the shop forwards it.
 */
export function couponGuesses(limit: AttemptLimit = memoryAttemptLimit(GUESSES, TEN_MINUTES)) {
  /** The 429 while one of `scopes` has guessed too much, else `undefined`. */
  async function blocked(scopes: readonly string[]): Promise<Refusal | undefined> {
    const waits = await Promise.all(scopes.map((scope) => limit.waitFor(scope)));
    const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
    if (wait === 0) return undefined;
    // The window is minutes long: a shopper reads «10 minutos», not «580 s».
    const minutes = Math.ceil(wait / 60);
    const waitText = `${String(minutes)} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    return tooManyRequests(
      `Demasiados cupones no válidos. Espera ${waitText} e inténtalo de nuevo.`,
      wait,
    );
  }

  /** Counts `misses` unknown codes against each of `scopes`. */
  async function count(scopes: readonly string[], misses: number): Promise<void> {
    for (let miss = 0; miss < misses; miss += 1) {
      await Promise.all(scopes.map((scope) => limit.record(scope)));
    }
  }

  return {
    blocked,
    count,
    /** Reads `codes` as the shop (`store`) for the shopper known by `scopes`, counting the unknown. */
    async read(
      store: StoreHttp,
      codes: readonly string[],
      scopes: readonly string[],
    ): Promise<FoundCoupon[]> {
      if (codes.length === 0) return [];
      const refusal = await blocked(scopes);
      if (refusal) refuse(refusal);
      const found = await readCoupons(store, codes);
      await count(scopes, found.filter(({ match }) => match === undefined).length);
      return found;
    },
  };
}
