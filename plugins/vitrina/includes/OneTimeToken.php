<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The reset and verification links' tokens (C1): 256 random bits, URL-safe, kept in the user's
 * meta only as a SHA-256 with an expiry, and taken out by the one use that matches.
 */
final class OneTimeToken
{
    /** A fresh URL-safe token of 256 random bits (43 base64url characters). */
    public static function fresh(): string
    {
        return rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
    }

    /** Issues a token for `$userId` under `$metaKey`, replacing any earlier one. */
    public static function issue(int $userId, string $metaKey, int $ttl): string
    {
        $token = self::fresh();
        update_user_meta($userId, $metaKey, ['hash' => hash('sha256', $token), 'expires' => time() + $ttl]);
        return $token;
    }

    /**
     * Uses the token: true once for the right, unexpired token. The meta row is deleted by its
     * exact value, so of two simultaneous uses only one deletes it and succeeds.
     */
    public static function consume(int $userId, string $metaKey, string $token): bool
    {
        $stored = get_user_meta($userId, $metaKey, true);
        if (!is_array($stored) || !isset($stored['hash'], $stored['expires'])) {
            return false;
        }
        if ($stored['expires'] <= time() || !hash_equals((string) $stored['hash'], hash('sha256', $token))) {
            return false;
        }
        return delete_user_meta($userId, $metaKey, $stored);
    }
}
