<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;
use WP_REST_Response;
use WP_User;

/**
 * A new password (apps/store-api/src/account/password.router.ts): by a link mailed to the
 * account (asked for, then used) or by the signed-in customer who knows the current one. Either
 * way the owner is told by e-mail.
 */
final class AccountPassword
{
    private const RESET_META = '_vitrina_password_reset';
    private const RESET_TTL = HOUR_IN_SECONDS;
    private const RESET_SENT =
        'Si existe una cuenta con ese correo, te enviamos un enlace para restablecer la contraseña.';
    private const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';

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
            return AccountGuard::tooManyTries($wait);
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
            $link = AccountGuard::emailAndToken($request->get_query_params());
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid, AccountGuard::resetLink());
        }
        $limits = new AccountLimits();
        try {
            $form = Form::parse(Rest::body($request), ['password' => [Fields::class, 'newPassword']]);
        } catch (InvalidForm $invalid) {
            return Rest::invalid($invalid);
        }
        $user = get_user_by('email', $link['email']);
        if (!$user instanceof WP_User || !OneTimeToken::consume($user->ID, self::RESET_META, $link['token'])) {
            return AccountGuard::wrongToken(
                $limits,
                $link['email'],
                'invalid_reset_token',
                AccountGuard::resetLink()
            );
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
        $user = AccountGuard::bearerUser($request);
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
        $checked = AccountGuard::checkPassword($email, $form['current_password']);
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
}
