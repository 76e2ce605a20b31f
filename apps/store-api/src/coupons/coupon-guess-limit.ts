import type { Context } from 'hono';

import type { Deps } from '../deps.js';
import { clientIp } from '../http/client-ip.js';
import { rateLimited, SlidingWindowLimiter, type RateLimitHit } from '../http/rate-limit.js';

const TEN_MINUTES = 10 * 60_000;

/** G7: unknown coupon codes per client address, 20 in 10 minutes. */
export interface CouponGuessLimit {
  /** Throws 429 while the address is blocked, for any code: a valid one must not stand out. */
  assertAllowed(c: Context): void;
  /** Counts an unknown code; the 21st blocks the address until the window moves on. */
  countMiss(c: Context): void;
}

const limits = new WeakMap<Deps, CouponGuessLimit>();

function tooMany(hit: RateLimitHit) {
  return rateLimited(
    hit,
    `Demasiados cupones no válidos. Espera ${hit.resetSeconds} s e inténtalo de nuevo.`,
  );
}

/** The store's one coupon-guessing limit, shared by the coupon lookup and order creation. */
export function couponGuessLimit(deps: Deps): CouponGuessLimit {
  const existing = limits.get(deps);
  if (existing) return existing;
  const limiter = new SlidingWindowLimiter(20, TEN_MINUTES, deps.clock);
  const blocked = new Map<string, RateLimitHit & { until: number }>();
  const ipOf = (c: Context) => clientIp(c, deps.config.trustProxy);
  const created: CouponGuessLimit = {
    assertAllowed(c) {
      const ip = ipOf(c);
      const block = blocked.get(ip);
      if (!block) return;
      const left = block.until - deps.clock.now();
      if (left <= 0) {
        blocked.delete(ip);
        return;
      }
      throw tooMany({ ...block, resetSeconds: Math.ceil(left / 1000) });
    },
    countMiss(c) {
      const ip = ipOf(c);
      const hit = limiter.hit(ip);
      if (hit.allowed) return;
      blocked.set(ip, { ...hit, until: deps.clock.now() + hit.resetSeconds * 1000 });
      throw tooMany(hit);
    },
  };
  limits.set(deps, created);
  return created;
}
