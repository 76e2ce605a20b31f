<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * Sign-up, which signs the new customer in and mails them a link to confirm their address, and
 * that confirmation (apps/store-api/src/account/sign-up.router.ts).
 */
final class AccountSignUp
{
    private const VERIFY_META = '_vitrina_email_verification';
    private const VERIFIED_META = '_vitrina_email_verified_at';
    private const VERIFY_TTL = 48 * HOUR_IN_SECONDS;
    private const BAD_VERIFY_LINK = 'El enlace de verificación no es válido o ya venció.';

    public static function signUp(WP_REST_Request $request): WP_REST_Response
    {
        $wait = (new AccountLimits())->registerPerIp->hit(ClientIp::current());
        if ($wait > 0) {
            return Rest::rateLimited($wait, 'Demasiados registros desde esta conexión. Inténtalo más tarde.');
        }
        try {
            $form = self::signUpForm(Rest::body($request));
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
        return AccountSession::withToken(
            $userId,
            'Tu cuenta fue creada. Te enviamos un correo para confirmar tu dirección.'
        );
    }

    public static function verifyEmail(WP_REST_Request $request): WP_REST_Response
    {
        try {
            $link = AccountGuard::emailAndToken(Rest::body($request));
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid, self::BAD_VERIFY_LINK);
        }
        $user = get_user_by('email', $link['email']);
        if (!$user instanceof WP_User || !OneTimeToken::consume($user->ID, self::VERIFY_META, $link['token'])) {
            return AccountGuard::wrongToken(
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
     * The sign-up form (core's SignUpSchema).
     *
     * @param array<string, mixed> $values
     * @return array<string, mixed>
     * @throws InvalidForm
     */
    private static function signUpForm(array $values): array
    {
        return Form::parse($values, [
            'email' => [Fields::class, 'email'],
            'password' => [Fields::class, 'newPassword'],
            'first_name' => Fields::requiredName('firstName'),
            'last_name' => Fields::requiredName('lastName'),
            'social_id' => [Fields::class, 'optionalCedula'],
            'passport' => [Fields::class, 'optionalPassport'],
            'phone' => [Fields::class, 'optionalPhone'],
        ]);
    }
}
