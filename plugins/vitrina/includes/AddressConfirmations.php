<?php

declare(strict_types=1);

namespace Vitrina;

use WP_User;

/**
 * The «¿Eres tú?» links (B1, decision 017), as the embedded store's address-confirmations.ts.
 * While an account is under attack, a right password from an address it has not signed in from
 * gets the same answer as a wrong one; the owner gets a mail instead, whose link makes that
 * address theirs. One live link per account and address, kept in the user's meta as a SHA-256
 * with the address and an expiry (asking again mails nothing new), and at most three mails per
 * account in 15 minutes, so not even someone who knows the password floods the inbox.
 */
final class AddressConfirmations
{
    private const META = '_vitrina_address_confirmations';

    /** Core's ADDRESS_CONFIRMATION: `path`, `ttlSeconds`, `confirmed`, `invalid`. */
    public static function rule(string $key): mixed
    {
        return Rules::get('account', 'addressConfirmation', $key);
    }

    /** Mails `$user` a link that vouches for `$ip`, unless one is out already or the account had its. */
    public static function offer(WP_User $user, string $ip, AccountLimits $limits): void
    {
        $now = time();
        $links = array_filter(
            self::links($user->ID),
            static fn (array $link): bool => $link['expires'] > $now
        );
        if (isset($links[$ip]) || $limits->confirmationMailPerAccount->hit((string) $user->ID) > 0) {
            return;
        }
        $token = OneTimeToken::fresh();
        $links[$ip] = ['hash' => hash('sha256', $token), 'expires' => $now + self::rule('ttlSeconds')];
        update_user_meta($user->ID, self::META, $links);
        AccountEmails::confirmAddress($user->user_email, $token);
    }

    /** The address a link vouches for, spending the link; null for a wrong, used or old one. */
    public static function redeem(string $email, string $token): ?string
    {
        $user = get_user_by('email', $email);
        if (!$user instanceof WP_User) {
            return null;
        }
        $stored = get_user_meta($user->ID, self::META, true);
        $hash = hash('sha256', $token);
        foreach (self::links($user->ID) as $ip => $link) {
            if ($link['expires'] > time() && hash_equals($link['hash'], $hash)) {
                $rest = self::links($user->ID);
                unset($rest[$ip]);
                // Conditional on the stored value: of two uses of one link only one spends it.
                return update_user_meta($user->ID, self::META, $rest, $stored) ? (string) $ip : null;
            }
        }
        return null;
    }

    /** @return array<string, array{hash: string, expires: int}> the live and old links, by address */
    private static function links(int $userId): array
    {
        $stored = get_user_meta($userId, self::META, true);
        $links = [];
        foreach (is_array($stored) ? $stored : [] as $ip => $link) {
            if (is_array($link) && is_string($link['hash'] ?? null) && is_int($link['expires'] ?? null)) {
                $links[(string) $ip] = ['hash' => $link['hash'], 'expires' => $link['expires']];
            }
        }
        return $links;
    }
}
