<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * What the account routes check before they act, shared by all of them as in the embedded store
 * (apps/store-api/src/account/account-area.ts): the password behind the login throttle, the
 * Bearer's user, the e-mail and token of a mailed link and the count of wrong tokens.
 */
final class AccountGuard
{
    /** Core's RESET_LINK_MESSAGE: a reset link malformed, used or expired. */
    public static function resetLink(): string
    {
        return Rules::get('account', 'resetLink');
    }

    /**
     * Checks an account's password wherever one is asked for, counted by the login throttle (B1)
     * so no route guesses passwords faster than the login: the user, null (counted) for an unknown
     * account or a wrong password, or the 429 while the account waits at this address. On an
     * account under attack whose next slot is taken, the password is still checked but the answer
     * is the same 429 whatever it is (B1, B2); a right one gets the owner the «¿Eres tú?» mail for
     * this address.
     */
    public static function checkPassword(string $email, string $password): WP_User|WP_REST_Response|null
    {
        $limits = new AccountLimits();
        $ip = ClientIp::current();
        $wait = $limits->loginPerIp->hit($ip);
        if ($wait > 0) {
            return self::tooManyTries($wait);
        }
        $refused = $limits->login->admit($email, $ip);
        if ($refused !== null && !$refused['underAttack']) {
            return self::tooManyTries($refused['wait']);
        }
        $user = get_user_by('email', $email);
        $valid = false;
        if ($user instanceof WP_User) {
            $valid = wp_check_password($password, $user->user_pass, $user->ID);
        } else {
            // Unknown accounts cost a hash check too, so timing does not tell them apart (B2).
            wp_check_password($password, self::dummyHash());
        }
        if ($refused !== null) {
            $limits->login->withheld($email, $ip);
            if ($user instanceof WP_User && $valid) {
                AddressConfirmations::offer($user, $ip, $limits);
            }
            return self::heldSignIn($refused['wait']);
        }
        if (!$user instanceof WP_User || !$valid) {
            $limits->login->failed($email, $ip);
            return null;
        }
        $limits->login->trust($email, $ip);
        return $user;
    }

    /**
     * The user the request's Bearer token names, or the refusal: 403 `jwt_auth_no_auth_header`
     * without a Bearer, `jwt_auth_invalid_token` for a bad, expired or revoked one.
     */
    public static function bearerUser(WP_REST_Request $request): WP_User|WP_REST_Response
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
    public static function emailAndToken(array $values): array
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

    /**
     * A wrong reset or verification token for an e-mail (C2): counted, and past the limit a 429.
     * Only wrong tokens are counted and refused, so junk sent for a victim's e-mail never blocks
     * the real link (#28): a token is 256 random bits, nothing to guess at any rate.
     */
    public static function wrongToken(
        AccountLimits $limits,
        string $email,
        string $code,
        string $message
    ): WP_REST_Response {
        $wait = $limits->tokenPerEmail->hit($email);
        return $wait > 0 ? self::tooManyTries($wait) : Rest::error(400, $code, $message);
    }

    public static function tooManyTries(int $wait): WP_REST_Response
    {
        return Rest::rateLimited($wait, "Demasiados intentos. Espera {$wait} s e inténtalo de nuevo.");
    }

    /**
     * The one answer to a sign-in on an account under attack while its next slot is taken: a 429
     * that says the owner may have mail (`data.confirm_by_email`), for right and wrong alike (core's
     * heldSignInMessage).
     */
    private static function heldSignIn(int $wait): WP_REST_Response
    {
        return Rest::rateLimited(
            $wait,
            Rules::waitMessage($wait, 'account', 'heldSignIn'),
            ['confirm_by_email' => true]
        );
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
