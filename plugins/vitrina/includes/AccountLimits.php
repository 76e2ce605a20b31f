<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The account API's buckets (B1, C2, C3, D3, K3), with core's ACCOUNT_LIMITS (Rules), as the
 * embedded store's account-limits.ts.
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
        $this->login = new LoginThrottle();
        $this->loginPerIp = self::limiter('login-ip', 'loginPerIp');
        $this->resetMailPerEmail = self::limiter('reset-mail', 'resetMailPerEmail');
        $this->resetPerIp = self::limiter('reset-ip', 'resetPerIp');
        $this->tokenPerEmail = self::limiter('token-email', 'tokenPerEmail');
        $this->confirmationMailPerAccount = self::limiter('address-confirmation-mail', 'confirmationMailPerAccount');
        $this->registerPerIp = self::limiter('register-ip', 'registerPerIp');
    }

    private static function limiter(string $name, string $limit): RateLimiter
    {
        return Rules::limiter($name, 'account', 'limits', $limit);
    }
}
