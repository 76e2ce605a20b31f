<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * The session (apps/store-api/src/account/session.router.ts): login, the «¿Eres tú?» link that
 * vouches for an address of an account under attack (B1), the current user behind a token, and
 * logout, which ends every token of the user.
 */
final class AccountSession
{
    private const BAD_CREDENTIALS = 'Correo o contraseña incorrectos.';

    public static function login(WP_REST_Request $request): WP_REST_Response
    {
        try {
            $form = Form::parse(Rest::body($request), [
                'email' => [Fields::class, 'email'],
                'password' => [Fields::class, 'currentPassword'],
            ]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid, self::BAD_CREDENTIALS);
        }
        $user = AccountGuard::checkPassword($form['email'], $form['password']);
        if ($user instanceof WP_REST_Response) {
            return $user;
        }
        if ($user === null) {
            return Rest::error(400, 'invalid_credentials', self::BAD_CREDENTIALS);
        }
        return self::withToken($user->ID, 'Sesión iniciada correctamente.');
    }

    public static function confirmAddress(WP_REST_Request $request): WP_REST_Response
    {
        try {
            /** @var array{email: string, token: string} $link */
            $link = Form::parse(Rest::body($request), [
                'email' => [Fields::class, 'email'],
                'token' => static function (mixed $value): string {
                    if (!is_string($value) || preg_match('/^[A-Za-z0-9_-]{43}$/', $value) !== 1) {
                        throw new InvalidField(AddressConfirmations::rule('invalid'));
                    }
                    return $value;
                },
            ]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid, AddressConfirmations::rule('invalid'));
        }
        $ip = AddressConfirmations::redeem($link['email'], $link['token']);
        $limits = new AccountLimits();
        if ($ip === null) {
            return AccountGuard::wrongToken(
                $limits,
                $link['email'],
                'invalid_address_token',
                AddressConfirmations::rule('invalid')
            );
        }
        $limits->login->trust($link['email'], $ip);
        return new WP_REST_Response(['message' => AddressConfirmations::rule('confirmed')], 200);
    }

    public static function currentUser(WP_REST_Request $request): WP_REST_Response
    {
        $user = AccountGuard::bearerUser($request);
        if (!$user instanceof WP_User) {
            return $user;
        }
        return new WP_REST_Response([
            'code' => 'jwt_auth_valid_token',
            'message' => 'Token válido.',
            'results' => [
                'userData' => [
                    // WP_User's data, as strings, as a serialised WP_User sends it.
                    'data' => [
                        'ID' => (string) $user->ID,
                        'user_login' => $user->user_login,
                        'user_email' => $user->user_email,
                        'user_nicename' => $user->user_nicename,
                        'display_name' => $user->display_name,
                        'user_registered' => $user->user_registered,
                    ],
                    'ID' => $user->ID,
                    'roles' => array_values($user->roles),
                ],
            ],
            'data' => ['status' => 200],
        ], 200);
    }

    public static function logout(WP_REST_Request $request): WP_REST_Response
    {
        $user = AccountGuard::bearerUser($request);
        if (!$user instanceof WP_User) {
            return $user;
        }
        // CoCart JWT revokes every token of the user on wp_logout (B6).
        wp_set_current_user($user->ID);
        wp_logout();
        return new WP_REST_Response(['message' => 'Cerraste sesión.'], 200);
    }

    /** Signs the user in: `$message` with a new session token, as a login and a sign-up answer. */
    public static function withToken(int $userId, string $message): WP_REST_Response
    {
        $token = CustomerTokens::issue($userId);
        if ($token === null) {
            return Rest::error(500, 'jwt_auth_unavailable', 'No pudimos iniciar tu sesión. Inténtalo de nuevo.');
        }
        return new WP_REST_Response(['message' => $message, 'results' => ['token' => $token]], 200);
    }
}
