import { ACCOUNT_LIMITS, type RateLimit } from '@vitrina/core';

import type { Clock } from '../clock.js';
import { SlidingWindowLimiter } from '../http/rate-limit.js';
import { LoginThrottle } from './login-throttle.js';

/** The account API's buckets (B1, C2, C3, D3, K3), with core's ACCOUNT_LIMITS. */
export interface AccountLimits {
  /** Login failures per account and address, and the slowdown of an account under attack (B1). */
  login: LoginThrottle;
  /** Login attempts per address, generous so one office's customers don't lock each other out. */
  loginPerIp: SlidingWindowLimiter;
  /** Reset e-mails per account: past it the answer is the same but no mail is sent (C3). */
  resetMailPerEmail: SlidingWindowLimiter;
  /** Reset requests per address (K3). */
  resetPerIp: SlidingWindowLimiter;
  /** Attempts to use a reset, verification or «¿Eres tú?» token per e-mail (C2). */
  tokenPerEmail: SlidingWindowLimiter;
  /** «¿Eres tú?» mails per account (B1): never a flood, whoever knows the password. */
  confirmationMailPerAccount: SlidingWindowLimiter;
  /** Sign-ups per address (D3). */
  registerPerIp: SlidingWindowLimiter;
}

export function createAccountLimits(clock: Clock): AccountLimits {
  const limiter = ({ limit, windowMs }: RateLimit) =>
    new SlidingWindowLimiter(limit, windowMs, clock);
  return {
    login: new LoginThrottle(clock),
    loginPerIp: limiter(ACCOUNT_LIMITS.loginPerIp),
    resetMailPerEmail: limiter(ACCOUNT_LIMITS.resetMailPerEmail),
    resetPerIp: limiter(ACCOUNT_LIMITS.resetPerIp),
    tokenPerEmail: limiter(ACCOUNT_LIMITS.tokenPerEmail),
    confirmationMailPerAccount: limiter(ACCOUNT_LIMITS.confirmationMailPerAccount),
    registerPerIp: limiter(ACCOUNT_LIMITS.registerPerIp),
  };
}
