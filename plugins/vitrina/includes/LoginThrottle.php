<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * Login throttling that nobody can turn into a lockout (B1), as the embedded store's
 * login-throttle.ts: five failures of one account from one address close that address for that
 * account only, for 15 minutes. Failures of one account from every address (rotating addresses,
 * credential stuffing) never close the account: past ten in an hour its attempts are let through
 * one at a time, spaced by a delay that doubles with each further failure up to a minute, so the
 * owner gets in after that wait and an attacker gets well under 100 tries an hour (ASVS 2.2.1).
 * From an address the owner signed in from in the last 30 days, or one they vouched for by the
 * «¿Eres tú?» link, the owner gets in at once: an attacker who reads `Retry-After` and takes every
 * slot cannot keep them out (#28, #34).
 */
final class LoginThrottle
{
    private RateLimiter $pairFailures;
    private RateLimiter $accountFailures;

    public function __construct()
    {
        $this->pairFailures = Rules::limiter('login-pair', 'account', 'loginThrottle', 'pairFailures');
        $this->accountFailures = new RateLimiter('login-account', PHP_INT_MAX, self::rule('accountWindowSeconds'));
    }

    /** One of core's LOGIN_THROTTLE figures (B1). */
    private static function rule(string $key): int
    {
        return Rules::get('account', 'loginThrottle', $key);
    }

    /**
     * Admits an attempt (null) or answers the seconds to wait and whether the account is under
     * attack with its next slot taken (the attempt may still be checked, its answer withheld: the
     * «¿Eres tú?» mail, decision 017) rather than the address closed. An admitted attempt on a
     * slowed account takes the account's next slot at once, so parallel attempts cannot share it.
     *
     * @return array{wait: int, underAttack: bool}|null
     */
    public function admit(string $email, string $ip): ?array
    {
        $wait = $this->pairFailures->peek(self::pair($email, $ip));
        if ($wait > 0) {
            return ['wait' => $wait, 'underAttack' => false];
        }
        if (self::isKnown($email, $ip)) {
            return null;
        }
        $failures = $this->accountFailures->count($email);
        if ($failures < self::rule('slowAfter')) {
            return null;
        }
        $now = microtime(true);
        $next = (float) get_transient(self::slot($email));
        if ($now < $next) {
            return ['wait' => (int) ceil($next - $now), 'underAttack' => true];
        }
        $spacing = min(2 ** ($failures - self::rule('slowAfter')), self::rule('maxSpacingSeconds'));
        set_transient(self::slot($email), $now + $spacing, HOUR_IN_SECONDS);
        return null;
    }

    /** Counts a wrong password (or an unknown account) for the account and the address. */
    public function failed(string $email, string $ip): void
    {
        $this->pairFailures->hit(self::pair($email, $ip));
        $this->accountFailures->hit($email);
    }

    /**
     * An attempt whose answer was withheld counts against its address like a failure, right or
     * wrong alike: how soon the address closes must not tell a right password from a wrong one.
     */
    public function withheld(string $email, string $ip): void
    {
        $this->pairFailures->hit(self::pair($email, $ip));
    }

    /**
     * A right password, or the owner's «¿Eres tú?» link, clears that address's failures for the
     * account and makes it known.
     */
    public function trust(string $email, string $ip): void
    {
        $this->pairFailures->reset(self::pair($email, $ip));
        $known = self::knownAddresses($email);
        unset($known[$ip]);
        $known[$ip] = time();
        while (count($known) > self::rule('knownPerAccount')) {
            array_shift($known);
        }
        set_transient(self::known($email), $known, self::rule('knownForSeconds'));
    }

    /**
     * A new password set by the owner (by a reset link, or by the current password) ends the
     * account's slowdown and frees the owner's address.
     */
    public function passwordReset(string $email, string $ip): void
    {
        $this->pairFailures->reset(self::pair($email, $ip));
        $this->accountFailures->reset($email);
        delete_transient(self::slot($email));
    }

    private static function isKnown(string $email, string $ip): bool
    {
        $since = self::knownAddresses($email)[$ip] ?? null;
        return is_int($since) && time() - $since < self::rule('knownForSeconds');
    }

    /** @return array<string, int> the addresses the account signed in from, oldest first */
    private static function knownAddresses(string $email): array
    {
        $stored = get_transient(self::known($email));
        return is_array($stored) ? $stored : [];
    }

    private static function known(string $email): string
    {
        return 'vitrina_login_known_' . md5($email);
    }

    private static function pair(string $email, string $ip): string
    {
        return $email . "\n" . $ip;
    }

    private static function slot(string $email): string
    {
        return 'vitrina_login_next_' . md5($email);
    }
}
