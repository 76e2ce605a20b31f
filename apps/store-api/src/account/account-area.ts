import { heldSignInMessage } from '@vitrina/core';
import type { Context } from 'hono';

import type { Deps } from '../deps.js';
import type { AuthUser } from '../http/bearer.js';
import { clientIp } from '../http/client-ip.js';
import { StoreError } from '../http/errors.js';
import { rateLimited, type RateLimitHit, type SlidingWindowLimiter } from '../http/rate-limit.js';
import { createAccountLimits, type AccountLimits } from './account-limits.js';
import { addressConfirmations, type AddressConfirmations } from './address-confirmations.js';
import { findLoginUser } from './account-store.js';
import { accountTokens, type AccountTokens } from './account-tokens.js';
import { recordSecurityEvent, type SecurityEventKind } from './security-events.js';
import { invalidTokenError } from './token-errors.js';

/** A user whose password was just checked. */
type LoginUser = NonNullable<Awaited<ReturnType<typeof findLoginUser>>>;

/**
 * What the account routes share, made once per store: the limits count across routes (a
 * password guessed at the login and at a password change is one count), and the guards use them.
 */
export interface AccountArea {
  deps: Deps;
  limits: AccountLimits;
  tokens: AccountTokens;
  /** The «¿Eres tú?» links of accounts under attack (B1). */
  confirmations: AddressConfirmations;
  /** The caller's address, forwarded only with TRUST_PROXY (K4). */
  ip: (c: Context) => string;
  /** Records a security event from the caller's address. */
  logEvent: (c: Context, kind: SecurityEventKind, userId?: number | null) => Promise<void>;
  /**
   * Counts a wrong reset or verification token for an e-mail (C2): past the limit the answer is
   * 429. Only wrong tokens are counted and refused, so junk sent for a victim's e-mail never
   * blocks the real link (#28): a token is 256 random bits, nothing to guess at any rate.
   */
  wrongToken: (c: Context, email: string) => Promise<void>;
  /** The bearer's user: 403 without a bearer, `jwt_auth_invalid_token` for a bad one. */
  currentUser: (c: Context) => Promise<AuthUser>;
  /**
   * Checks an account's password wherever one is asked for, counted by the login throttle (B1) so
   * no route guesses passwords faster than the login: the user, or undefined (counted and logged)
   * for an unknown account or a wrong password; 429 while the account waits at this address. On
   * an account under attack whose next slot is taken, the password is still checked but the
   * answer is the same 429 whatever it is (B1, B2); a right one gets the owner the «¿Eres tú?»
   * mail for this address.
   */
  checkPassword: (c: Context, email: string, password: string) => Promise<LoginUser | undefined>;
}

/** The account API's 429. */
export const tooManyTries = (hit: RateLimitHit, message?: string): StoreError =>
  rateLimited(
    hit,
    message ?? `Demasiados intentos. Espera ${hit.resetSeconds} s e inténtalo de nuevo.`,
  );

/**
 * The one answer to a sign-in on an account under attack while its next slot is taken: a 429
 * that says the owner may have mail (`data.confirm_by_email`), for right and wrong alike.
 */
const heldSignIn = (hit: RateLimitHit): StoreError =>
  rateLimited(hit, heldSignInMessage(hit.resetSeconds), { confirm_by_email: true });

/** Counts a try against `limiter`; over the limit, a 429. */
export function spend(limiter: SlidingWindowLimiter, key: string, message?: string): void {
  const hit = limiter.hit(key);
  if (!hit.allowed) throw tooManyTries(hit, message);
}

export function createAccountArea(deps: Deps): AccountArea {
  const { db, clock, config } = deps;
  const limits = createAccountLimits(clock);
  const tokens = accountTokens(deps);
  const confirmations = addressConfirmations(deps, limits.confirmationMailPerAccount);
  const ip = (c: Context) => clientIp(c, config.trustProxy);
  const logEvent = (c: Context, kind: SecurityEventKind, userId: number | null = null) =>
    recordSecurityEvent(db, { kind, userId, ip: ip(c), atMs: clock.now() });
  /** Counts a try; when over the limit, logs `kind` and answers 429. */
  const spendLogged = async (
    c: Context,
    limiter: SlidingWindowLimiter,
    key: string,
    kind: SecurityEventKind,
  ) => {
    try {
      spend(limiter, key);
    } catch (error) {
      await logEvent(c, kind);
      throw error;
    }
  };

  const wrongToken = (c: Context, email: string) =>
    spendLogged(c, limits.tokenPerEmail, email, 'token_rate_limited');

  const currentUser = async (c: Context) => {
    const user = await deps.auth.userFromBearer(c.req.header('authorization'));
    if (user === null) {
      throw new StoreError(403, 'jwt_auth_no_auth_header', 'Falta el encabezado de autorización.');
    }
    if (user === 'invalid') throw invalidTokenError();
    return user;
  };

  const checkPassword = async (c: Context, email: string, password: string) => {
    await spendLogged(c, limits.loginPerIp, ip(c), 'login_rate_limited');
    const refused = limits.login.admit(email, ip(c));
    if (refused && !refused.underAttack) {
      await logEvent(c, 'login_rate_limited');
      throw tooManyTries(refused.wait);
    }
    const user = await findLoginUser(db, email);
    const valid = user
      ? await tokens.hasher.verify(password, user.password_hash)
      : await tokens.hasher.verifyUnknownUser(password);
    if (refused) {
      limits.login.withheld(email, ip(c));
      await logEvent(c, 'login_rate_limited');
      if (user && valid) await confirmations.offer(user, ip(c));
      throw heldSignIn(refused.wait);
    }
    if (!user || !valid) {
      limits.login.failed(email, ip(c));
      await logEvent(c, 'login_failed', user?.id ?? null);
      return undefined;
    }
    limits.login.trust(email, ip(c));
    return user;
  };

  return {
    deps,
    limits,
    tokens,
    confirmations,
    ip,
    logEvent,
    wrongToken,
    currentUser,
    checkPassword,
  };
}
