<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The account API's buckets, with the embedded store's numbers (account-limits.ts; B1, C2, C3,
 * D3, K3).
 */
final class AccountLimits
{
    /** Failures per account and address, and the slowdown of an account under attack (B1). */
    public readonly LoginThrottle $login;
    /** Login attempts per address, generous so one office's customers don't block each other. */
    public readonly RateLimiter $loginPerIp;
    /** Reset e-mails per account: past it the answer is the same but no mail is sent (C3). */
    public readonly RateLimiter $resetMailPerEmail;
    /** Reset requests per address (K3). */
    public readonly RateLimiter $resetPerIp;
    /** Attempts to use a reset, verification or «¿Eres tú?» token per e-mail (C2). */
    public readonly RateLimiter $tokenPerEmail;
    /** «¿Eres tú?» mails per account (B1): never a flood, whoever knows the password. */
    public readonly RateLimiter $confirmationMailPerAccount;
    /** Sign-ups per address (D3). */
    public readonly RateLimiter $registerPerIp;

    public function __construct()
    {
        $quarter = 15 * MINUTE_IN_SECONDS;
        $this->login = new LoginThrottle();
        $this->loginPerIp = new RateLimiter('login-ip', 50, $quarter);
        $this->resetMailPerEmail = new RateLimiter('reset-mail', 3, $quarter);
        $this->resetPerIp = new RateLimiter('reset-ip', 20, $quarter);
        $this->tokenPerEmail = new RateLimiter('token-email', 10, $quarter);
        // core's ADDRESS_CONFIRMATION.mailsPerAccount in its ttlMs
        $this->confirmationMailPerAccount = new RateLimiter('address-confirmation-mail', 3, $quarter);
        $this->registerPerIp = new RateLimiter('register-ip', 10, HOUR_IN_SECONDS);
    }
}
