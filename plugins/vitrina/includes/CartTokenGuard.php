<?php

declare(strict_types=1);

namespace Vitrina;

use WP_Error;

/**
 * CoCart JWT Authentication (checked with its release in the test kit) crashes with a PHP fatal
 * error, a 500 HTML page, when a CoCart route gets a Bearer token it refuses: it calls a
 * protected method of CoCart's authentication. A shopper whose token expired or was revoked by a
 * logout would see the cart fail instead of being asked to sign in again. This answers such
 * requests as the embedded store does: 403 `jwt_auth_invalid_token`, before CoCart JWT sees it.
 */
final class CartTokenGuard
{
    private static bool $refused = false;

    public static function register(): void
    {
        add_filter('cocart_auth_header', [self::class, 'screen']);
        add_filter('rest_authentication_errors', [self::class, 'refuse'], 20);
    }

    /** Hides a token CoCart JWT would refuse from it, and remembers the refusal. */
    public static function screen(mixed $header): mixed
    {
        $token = is_string($header) && preg_match('/^Bearer\s+(\S+)$/i', trim($header), $match) === 1
            ? $match[1]
            : '';
        if ($token === '' || CustomerTokens::userOf($token) !== null) {
            return $header;
        }
        self::$refused = true;
        return '';
    }

    public static function refuse(mixed $result): mixed
    {
        return self::$refused
            ? new WP_Error(
                'jwt_auth_invalid_token',
                'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
                ['status' => 403]
            )
            : $result;
    }
}
