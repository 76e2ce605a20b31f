<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * The shop's account API, `api/v1`, answering as the embedded store does (apps/store-api/src/
 * account/account.router.ts): login, sign-up, the current user, logout, password reset by e-mail,
 * password change by the signed-in customer and e-mail verification. Customers are WooCommerce
 * customers (names, billing and shipping, meta `phone`, `social_id`, `passport`, where the shop's
 * /api/cuenta reads them); the session token is CoCart JWT's (CustomerTokens).
 */
final class Accounts
{
    private const NAMESPACE = 'api/v1';
    private const RESET_META = '_vitrina_password_reset';
    private const VERIFY_META = '_vitrina_email_verification';
    private const VERIFIED_META = '_vitrina_email_verified_at';
    private const RESET_TTL = HOUR_IN_SECONDS;
    private const VERIFY_TTL = 48 * HOUR_IN_SECONDS;

    private const BAD_CREDENTIALS = 'Correo o contraseña incorrectos.';
    private const RESET_SENT =
        'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.';
    private const RESET_LINK = 'El enlace para restablecer la contraseña no es válido o ya se usó.';
    private const BAD_VERIFY_LINK = 'El enlace de verificación no es válido o ya venció.';
    private const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';

    public static function register(): void
    {
        CustomerTokens::register();
        add_action('rest_api_init', [self::class, 'routes']);
    }

    public static function routes(): void
    {
        $routes = [
            ['/login', 'POST', 'login'],
            ['/users', 'POST', 'signUp'],
            ['/users', 'GET', 'currentUser'],
            ['/logout', 'POST', 'logout'],
            ['/reset-password', 'POST', 'requestReset'],
            ['/reset-password-token', 'POST', 'resetWithToken'],
            ['/change-password', 'POST', 'changePassword'],
            ['/verify-email', 'POST', 'verifyEmail'],
        ];
        foreach ($routes as [$path, $method, $handler]) {
            register_rest_route(self::NAMESPACE, $path, [
                'methods' => $method,
                'callback' => [self::class, $handler],
                'permission_callback' => '__return_true',
            ]);
        }
    }

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
        $user = self::checkPassword($form['email'], $form['password']);
        if ($user instanceof WP_REST_Response) {
            return $user;
        }
        if ($user === null) {
            return Rest::error(400, 'invalid_credentials', self::BAD_CREDENTIALS);
        }
        return self::withToken($user->ID, 'Sesión iniciada correctamente.');
    }

    public static function signUp(WP_REST_Request $request): WP_REST_Response
    {
        $wait = (new AccountLimits())->registerPerIp->hit(ClientIp::current());
        if ($wait > 0) {
            return Rest::rateLimited($wait, 'Demasiados registros desde esta conexión. Inténtalo más tarde.');
        }
        try {
            $form = Form::parse(Rest::body($request), [
                'email' => [Fields::class, 'email'],
                'password' => [Fields::class, 'newPassword'],
                'first_name' => Fields::requiredText(
                    100,
                    'Escribe tu nombre.',
                    'El nombre no puede tener más de 100 caracteres.'
                ),
                'last_name' => Fields::requiredText(
                    100,
                    'Escribe tu apellido.',
                    'El apellido no puede tener más de 100 caracteres.'
                ),
                'social_id' => [Fields::class, 'optionalCedula'],
                'passport' => [Fields::class, 'optionalPassport'],
                'phone' => [Fields::class, 'optionalPhone'],
            ]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        if (email_exists($form['email']) !== false) {
            return Rest::error(400, 'registration_email_exists', 'Ya existe una cuenta con este correo.');
        }
        $userId = Customers::create($form);
        if ($userId === null) {
            return Rest::error(500, 'registration_failed', 'No pudimos crear tu cuenta. Inténtalo de nuevo.');
        }
        $token = OneTimeToken::issue($userId, self::VERIFY_META, self::VERIFY_TTL);
        AccountEmails::verifyEmail($form['email'], $form['first_name'], $token);
        return self::withToken($userId, 'Tu cuenta fue creada. Te enviamos un correo para confirmar tu dirección.');
    }

    public static function currentUser(WP_REST_Request $request): WP_REST_Response
    {
        $user = self::bearerUser($request);
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
        $user = self::bearerUser($request);
        if (!$user instanceof WP_User) {
            return $user;
        }
        // CoCart JWT revokes every token of the user on wp_logout (B6).
        wp_set_current_user($user->ID);
        wp_logout();
        return new WP_REST_Response(['message' => 'Cerraste sesión.'], 200);
    }

    public static function requestReset(WP_REST_Request $request): WP_REST_Response
    {
        try {
            $form = Form::parse(Rest::body($request), ['email' => [Fields::class, 'email']]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        $limits = new AccountLimits();
        $wait = $limits->resetPerIp->hit(ClientIp::current());
        if ($wait > 0) {
            return self::tooManyTries($wait);
        }
        $sent = new WP_REST_Response(['message' => self::RESET_SENT], 200);
        // Past the per-account limit the answer is the same but no mail goes out (C3).
        if ($limits->resetMailPerEmail->hit($form['email']) > 0) {
            return $sent;
        }
        $user = get_user_by('email', $form['email']);
        if ($user instanceof WP_User) {
            $token = OneTimeToken::issue($user->ID, self::RESET_META, self::RESET_TTL);
            AccountEmails::resetPassword($user->user_email, $token);
        }
        return $sent;
    }

    public static function resetWithToken(WP_REST_Request $request): WP_REST_Response
    {
        try {
            $link = self::emailAndToken($request->get_query_params());
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid, self::RESET_LINK);
        }
        $limits = new AccountLimits();
        try {
            $form = Form::parse(Rest::body($request), ['password' => [Fields::class, 'newPassword']]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        $user = get_user_by('email', $link['email']);
        if (!$user instanceof WP_User || !OneTimeToken::consume($user->ID, self::RESET_META, $link['token'])) {
            return self::wrongToken($limits, $link['email'], 'invalid_reset_token', self::RESET_LINK);
        }
        // WordPress's own reset: CoCart JWT revokes every earlier token on after_password_reset (B6).
        reset_password($user, $form['password']);
        $limits->tokenPerEmail->reset($link['email']);
        $limits->login->passwordReset($link['email'], ClientIp::current());
        AccountEmails::passwordChanged($user->user_email);
        return new WP_REST_Response(['message' => 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.'], 200);
    }

    /**
     * The customer is the token's, never the body's. Every token ends with the old password, this
     * one too (B6), as a reset does: the shop signs in again with the new one.
     */
    public static function changePassword(WP_REST_Request $request): WP_REST_Response
    {
        $user = self::bearerUser($request);
        if (!$user instanceof WP_User) {
            return $user;
        }
        try {
            $form = Form::parse(Rest::body($request), [
                'current_password' => [Fields::class, 'currentPassword'],
                'password' => [Fields::class, 'newPassword'],
            ]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        $email = mb_strtolower($user->user_email);
        $checked = self::checkPassword($email, $form['current_password']);
        if ($checked instanceof WP_REST_Response) {
            return $checked;
        }
        if ($checked === null) {
            return Rest::error(400, 'incorrect_password', self::WRONG_CURRENT_PASSWORD, [
                'params' => ['current_password' => self::WRONG_CURRENT_PASSWORD],
            ]);
        }
        // WordPress's own reset, as resetWithToken: CoCart JWT revokes every token on
        // after_password_reset (B6).
        reset_password($checked, $form['password']);
        (new AccountLimits())->login->passwordReset($email, ClientIp::current());
        AccountEmails::passwordChanged($checked->user_email);
        return new WP_REST_Response([
            'message' => 'Cambiamos tu contraseña y cerramos todas tus sesiones. Inicia sesión con la nueva.',
        ], 200);
    }

    /**
     * A wrong reset or verification token for an e-mail (C2): counted, and past the limit a 429.
     * Only wrong tokens are counted and refused, so junk sent for a victim's e-mail never blocks
     * the real link (#28): a token is 256 random bits, nothing to guess at any rate.
     */
    private static function wrongToken(
        AccountLimits $limits,
        string $email,
        string $code,
        string $message
    ): WP_REST_Response {
        $wait = $limits->tokenPerEmail->hit($email);
        return $wait > 0 ? self::tooManyTries($wait) : Rest::error(400, $code, $message);
    }

    public static function verifyEmail(WP_REST_Request $request): WP_REST_Response
    {
        try {
            $link = self::emailAndToken(Rest::body($request));
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid, self::BAD_VERIFY_LINK);
        }
        $user = get_user_by('email', $link['email']);
        if (!$user instanceof WP_User || !OneTimeToken::consume($user->ID, self::VERIFY_META, $link['token'])) {
            return self::wrongToken(
                new AccountLimits(),
                $link['email'],
                'invalid_verification_token',
                self::BAD_VERIFY_LINK
            );
        }
        update_user_meta($user->ID, self::VERIFIED_META, time());
        return new WP_REST_Response(['message' => 'Tu correo quedó confirmado. ¡Gracias!'], 200);
    }

    /**
     * Checks an account's password wherever one is asked for, counted by the login throttle (B1)
     * so no route guesses passwords faster than the login: the user, null (counted) for an unknown
     * account or a wrong password, or the 429 while the account waits at this address.
     */
    private static function checkPassword(string $email, string $password): WP_User|WP_REST_Response|null
    {
        $limits = new AccountLimits();
        $ip = ClientIp::current();
        $wait = $limits->loginPerIp->hit($ip) ?: $limits->login->admit($email, $ip);
        if ($wait > 0) {
            return self::tooManyTries($wait);
        }
        $user = get_user_by('email', $email);
        if (!$user instanceof WP_User || !wp_check_password($password, $user->user_pass, $user->ID)) {
            if (!$user instanceof WP_User) {
                // Unknown accounts cost a hash check too, so timing does not tell them apart (B2).
                wp_check_password($password, self::dummyHash());
            }
            $limits->login->failed($email, $ip);
            return null;
        }
        $limits->login->succeeded($email, $ip);
        return $user;
    }

    /**
     * The user the request's Bearer token names, or the refusal: 403 `jwt_auth_no_auth_header`
     * without a Bearer, `jwt_auth_invalid_token` for a bad, expired or revoked one.
     */
    private static function bearerUser(WP_REST_Request $request): WP_User|WP_REST_Response
    {
        $token = CustomerTokens::bearer($request);
        if ($token === '') {
            return Rest::error(403, 'jwt_auth_no_auth_header', 'Falta el encabezado de autorización.');
        }
        $user = CustomerTokens::userOf($token);
        return $user instanceof WP_User
            ? $user
            : Rest::error(403, 'jwt_auth_invalid_token', 'Tu sesión no es válida o ha expirado.');
    }

    /**
     * The e-mail and token of a reset or verification link (core's ResetPasswordQuerySchema).
     *
     * @param array<string, mixed> $values
     * @return array{email: string, token: string}
     * @throws InvalidForm
     */
    private static function emailAndToken(array $values): array
    {
        /** @var array{email: string, token: string} */
        return Form::parse($values, [
            'email' => [Fields::class, 'email'],
            'token' => static function (mixed $value): string {
                $token = is_string($value) ? Fields::trim($value) : '';
                if (preg_match('/^[\w.~-]{1,512}$/', $token) !== 1) {
                    throw new InvalidField(self::RESET_LINK);
                }
                return $token;
            },
        ]);
    }

    private static function withToken(int $userId, string $message): WP_REST_Response
    {
        $token = CustomerTokens::issue($userId);
        if ($token === null) {
            return Rest::error(500, 'jwt_auth_unavailable', 'No pudimos iniciar tu sesión. Inténtalo de nuevo.');
        }
        return new WP_REST_Response(['message' => $message, 'results' => ['token' => $token]], 200);
    }

    private static function tooManyTries(int $wait): WP_REST_Response
    {
        return Rest::rateLimited($wait, "Demasiados intentos. Espera {$wait} s e inténtalo de nuevo.");
    }

    /** A hash of no one's password, made once per site, for unknown accounts' checks. */
    private static function dummyHash(): string
    {
        $hash = get_option('vitrina_login_dummy_hash');
        if (!is_string($hash) || $hash === '') {
            $hash = wp_hash_password(wp_generate_password(32, true, true));
            update_option('vitrina_login_dummy_hash', $hash, false);
        }
        return $hash;
    }
}
