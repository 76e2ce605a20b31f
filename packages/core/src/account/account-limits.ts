import { ADDRESS_CONFIRMATION } from '../forms/address-confirmation.js';

const MINUTE_MS = 60_000;

/** At most `limit` hits in a sliding window of `windowMs`. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * The account API's buckets (B1, C2, C3, D3, K3), the same on both stores: the embedded store's
 * limiters and the plugin's AccountLimits.php (through data/rules.json).
 */
export const ACCOUNT_LIMITS = {
  /** Login attempts per address, generous so one office's customers don't lock each other out. */
  loginPerIp: { limit: 50, windowMs: 15 * MINUTE_MS },
  /** Reset e-mails per account: past it the answer is the same but no mail is sent (C3). */
  resetMailPerEmail: { limit: 3, windowMs: 15 * MINUTE_MS },
  /** Reset requests per address (K3). */
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE_MS },
  /** Attempts to use a reset, verification or «¿Eres tú?» token per e-mail (C2). */
  tokenPerEmail: { limit: 10, windowMs: 15 * MINUTE_MS },
  /** «¿Eres tú?» mails per account (B1): never a flood, whoever knows the password. */
  confirmationMailPerAccount: {
    limit: ADDRESS_CONFIRMATION.mailsPerAccount,
    windowMs: ADDRESS_CONFIRMATION.ttlMs,
  },
  /** Sign-ups per address (D3). */
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/**
 * The login throttle's figures (B1), the same on both stores (login-throttle.ts and the plugin's
 * LoginThrottle.php): an address waits out `pairFailures` after that many failures on one account;
 * past `slowAfter` failures of an account in `accountWindowMs` its attempts are spaced out, at most
 * `maxSpacingMs` apart (well under 100 failures an hour, ASVS 2.2.1); an address the owner signed
 * in from stays theirs `knownForMs`, `knownPerAccount` of them per account.
 */
export const LOGIN_THROTTLE = {
  pairFailures: { limit: 5, windowMs: 15 * MINUTE_MS },
  accountWindowMs: 60 * MINUTE_MS,
  slowAfter: 10,
  maxSpacingMs: 60_000,
  knownForMs: 30 * 24 * 60 * MINUTE_MS,
  knownPerAccount: 5,
} as const;
