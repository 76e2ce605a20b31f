import { ADDRESS_CONFIRMATION } from '@vitrina/core';

import type { Clock } from '../clock.js';
import { SlidingWindowLimiter } from '../http/rate-limit.js';
import { LoginThrottle } from './login-throttle.js';

const MINUTE = 60_000;

/** The account API's buckets (B1, C2, C3, D3, K3). */
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
  return {
    login: new LoginThrottle(clock),
    loginPerIp: new SlidingWindowLimiter(50, 15 * MINUTE, clock),
    resetMailPerEmail: new SlidingWindowLimiter(3, 15 * MINUTE, clock),
    resetPerIp: new SlidingWindowLimiter(20, 15 * MINUTE, clock),
    tokenPerEmail: new SlidingWindowLimiter(10, 15 * MINUTE, clock),
    confirmationMailPerAccount: new SlidingWindowLimiter(
      ADDRESS_CONFIRMATION.mailsPerAccount,
      ADDRESS_CONFIRMATION.ttlMs,
      clock,
    ),
    registerPerIp: new SlidingWindowLimiter(10, 60 * MINUTE, clock),
  };
}
