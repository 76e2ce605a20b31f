import { LOGIN_THROTTLE } from '@vitrina/core';

import type { Clock } from '../clock.js';
import { SlidingWindowLimiter, type RateLimitHit } from '../http/rate-limit.js';

// Core's figures (B1), the plugin's LoginThrottle.php reads the same.
const { pairFailures, slowAfter, maxSpacingMs, knownForMs, knownPerAccount } = LOGIN_THROTTLE;
/** Accounts whose addresses are remembered at once; the oldest is forgotten first. */
const KNOWN_ACCOUNTS = 10_000;

/** Why an attempt must wait: its address for this account, or the account's next slot. */
export interface LoginRefusal {
  wait: RateLimitHit;
  /**
   * The account is under attack and its next slot is taken: the attempt may still be checked,
   * its answer withheld (the «¿Eres tú?» mail, decision 017). False: the address closed itself.
   */
  underAttack: boolean;
}

/**
 * Login throttling that nobody can turn into a lockout (B1). Failures are counted per account and
 * address: five from one address close that address for that account only. Failures per account
 * from every address (rotating addresses, credential stuffing) do not close the account: past
 * core's `slowAfter` in an hour its attempts are let through one at a time, spaced by a delay that
 * doubles with each further failure up to a minute, and an attempt that comes early is told when
 * to come back (429 with `Retry-After`). From an address they signed in from in the last 30 days,
 * or one they vouched for by the «¿Eres tú?» link, the owner gets in at once: an attacker who
 * reads `Retry-After` and takes every slot cannot keep them out (#28, #34). Such an address still
 * has the five failures every address has.
 */
export class LoginThrottle {
  private readonly pairFailures: SlidingWindowLimiter;
  private readonly accountFailures: SlidingWindowLimiter;
  /** When each slowed account takes its next attempt (epoch ms). */
  private readonly nextAttemptAt = new Map<string, number>();
  /** The addresses each account signed in from, with when (epoch ms), oldest account first. */
  private readonly knownAddresses = new Map<string, Map<string, number>>();

  constructor(private readonly clock: Clock) {
    this.pairFailures = new SlidingWindowLimiter(pairFailures.limit, pairFailures.windowMs, clock);
    this.accountFailures = new SlidingWindowLimiter(
      Number.MAX_SAFE_INTEGER,
      LOGIN_THROTTLE.accountWindowMs,
      clock,
    );
  }

  /**
   * Admits a login attempt, or answers how long the caller must wait and why. An admitted attempt
   * on a slowed account takes that account's next slot at once, so parallel attempts cannot share
   * it.
   */
  admit(email: string, ip: string): LoginRefusal | undefined {
    const pair = this.pairFailures.peek(pairKey(email, ip));
    if (!pair.allowed) return { wait: pair, underAttack: false };
    if (this.isKnown(email, ip)) return undefined;
    const failures = this.accountFailures.count(email);
    if (failures < slowAfter) return undefined;
    const now = this.clock.now();
    const next = this.nextAttemptAt.get(email) ?? 0;
    if (now < next) {
      const wait = Math.ceil((next - now) / 1000);
      return {
        wait: { allowed: false, limit: 1, remaining: 0, resetSeconds: wait },
        underAttack: true,
      };
    }
    const spacing = Math.min(1000 * 2 ** (failures - slowAfter), maxSpacingMs);
    this.nextAttemptAt.set(email, now + spacing);
    if (this.nextAttemptAt.size > 10_000) this.sweep(now);
    return undefined;
  }

  /** Counts a wrong password (or an unknown account) for the account and the address. */
  failed(email: string, ip: string): void {
    this.pairFailures.hit(pairKey(email, ip));
    this.accountFailures.hit(email);
  }

  /**
   * An attempt whose answer was withheld counts against its address like a failure, right or
   * wrong alike: how soon the address closes must not tell a right password from a wrong one.
   */
  withheld(email: string, ip: string): void {
    this.pairFailures.hit(pairKey(email, ip));
  }

  /**
   * A right password, or the owner's «¿Eres tú?» link, clears that address's failures for the
   * account and makes it known.
   */
  trust(email: string, ip: string): void {
    this.pairFailures.reset(pairKey(email, ip));
    const known = this.knownAddresses.get(email) ?? new Map<string, number>();
    this.knownAddresses.delete(email);
    known.delete(ip);
    known.set(ip, this.clock.now());
    if (known.size > knownPerAccount) known.delete(known.keys().next().value ?? ip);
    this.knownAddresses.set(email, known);
    if (this.knownAddresses.size > KNOWN_ACCOUNTS) {
      this.knownAddresses.delete(this.knownAddresses.keys().next().value ?? email);
    }
  }

  private isKnown(email: string, ip: string): boolean {
    const since = this.knownAddresses.get(email)?.get(ip);
    return since !== undefined && this.clock.now() - since < knownForMs;
  }

  /**
   * A new password set by the owner (by a reset link, or by the current password) ends the
   * account's slowdown and frees the owner's address.
   */
  passwordReset(email: string, ip: string): void {
    this.pairFailures.reset(pairKey(email, ip));
    this.accountFailures.reset(email);
    this.nextAttemptAt.delete(email);
  }

  private sweep(now: number): void {
    for (const [email, at] of this.nextAttemptAt) {
      if (at <= now) this.nextAttemptAt.delete(email);
    }
  }
}

const pairKey = (email: string, ip: string): string => `${email}\n${ip}`;
