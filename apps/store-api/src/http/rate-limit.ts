import type { Context, MiddlewareHandler } from 'hono';

import type { Clock } from '../clock.js';
import type { AppEnv } from './env.js';
import { StoreError } from './errors.js';

/** The outcome of counting one request against a key. */
export interface RateLimitHit {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the oldest counted request leaves the window. */
  resetSeconds: number;
}

/**
 * A sliding-window counter per key, in memory: at most `limit` hits in any `windowMs`.
 * Only hits that were allowed are counted, so a client hammering a closed window reopens on time.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one request for `key` and says whether it may proceed. */
  hit(key: string): RateLimitHit {
    const now = this.clock.now();
    const recent = this.recent(key, now);
    const allowed = recent.length < this.limit;
    if (allowed) recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
    return { allowed, ...this.state(recent, now) };
  }

  /** Says whether one more request for `key` would be allowed, without counting it. */
  peek(key: string): RateLimitHit {
    const now = this.clock.now();
    const recent = this.recent(key, now);
    return { allowed: recent.length < this.limit, ...this.state(recent, now) };
  }

  /** How many requests for `key` the window holds now. */
  count(key: string): number {
    return this.recent(key, this.clock.now()).length;
  }

  private state(recent: number[], now: number): Omit<RateLimitHit, 'allowed'> {
    const oldest = recent[0] ?? now;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - recent.length),
      resetSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
    };
  }

  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  private sweep(now: number): void {
    for (const [key] of this.hits) {
      if (this.recent(key, now).length === 0) this.hits.delete(key);
    }
  }
}

/** Writes the IETF `RateLimit-*` headers of a hit on the answer. */
export function setRateLimitHeaders(c: Context, hit: RateLimitHit): void {
  c.header('RateLimit-Limit', String(hit.limit));
  c.header('RateLimit-Remaining', String(hit.remaining));
  c.header('RateLimit-Reset', String(hit.resetSeconds));
}

/**
 * The 429 answer: `{code: "rate_limited", message, data: {status: 429, retry_after}}`, with
 * `data` added to its `data`.
 */
export function rateLimited(
  hit: RateLimitHit,
  message?: string,
  data: Record<string, unknown> = {},
): StoreError {
  return new StoreError(
    429,
    'rate_limited',
    message ?? `Demasiadas solicitudes. Espera ${hit.resetSeconds} s e inténtalo de nuevo.`,
    {
      data: { ...data, retry_after: hit.resetSeconds },
      headers: {
        'Retry-After': String(hit.resetSeconds),
        'RateLimit-Limit': String(hit.limit),
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': String(hit.resetSeconds),
      },
    },
  );
}

/**
 * Middleware counting every request it sees against `keyOf(c)`; over the limit it answers 429.
 * Mount it only on the routes the bucket covers (e.g. cart writes, not cart reads).
 */
export function rateLimit(
  limiter: SlidingWindowLimiter,
  keyOf: (c: Context<AppEnv>) => string | Promise<string>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hit = limiter.hit(await keyOf(c));
    if (!hit.allowed) throw rateLimited(hit);
    setRateLimitHeaders(c, hit);
    await next();
  };
}
