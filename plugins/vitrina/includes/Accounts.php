<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The shop's account API, `api/v1`, answering as the embedded store does (apps/store-api/src/
 * account/account.router.ts): login and its «¿Eres tú?» link, sign-up, the current user, logout,
 * password reset by e-mail,
 * password change by the signed-in customer and e-mail verification. Customers are WooCommerce
 * customers (names, billing and shipping, meta `phone`, `social_id`, `passport`, where the shop's
 * /api/cuenta reads them); the session token is CoCart JWT's (CustomerTokens). The routes live
 * by job in AccountSession, AccountSignUp and AccountPassword.
 */
final class Accounts
{
    private const NAMESPACE = 'api/v1';

    public static function register(): void
    {
        CustomerTokens::register();
        add_action('rest_api_init', [self::class, 'routes']);
    }

    public static function routes(): void
    {
        $routes = [
            ['/login', 'POST', [AccountSession::class, 'login']],
            ['/confirm-address', 'POST', [AccountSession::class, 'confirmAddress']],
            ['/users', 'POST', [AccountSignUp::class, 'signUp']],
            ['/users', 'GET', [AccountSession::class, 'currentUser']],
            ['/logout', 'POST', [AccountSession::class, 'logout']],
            ['/reset-password', 'POST', [AccountPassword::class, 'requestReset']],
            ['/reset-password-token', 'POST', [AccountPassword::class, 'resetWithToken']],
            ['/change-password', 'POST', [AccountPassword::class, 'changePassword']],
            ['/verify-email', 'POST', [AccountSignUp::class, 'verifyEmail']],
        ];
        foreach ($routes as [$path, $method, $callback]) {
            register_rest_route(self::NAMESPACE, $path, [
                'methods' => $method,
                'callback' => $callback,
                'permission_callback' => '__return_true',
            ]);
        }
    }
}
