<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The account e-mails, as the embedded store writes them (account-emails.ts), sent with wp_mail
 * in the shop's name (ShopMail).
 * Links always point at the shop's configured public address (setting `public_url`), never at
 * the request's Host (C5).
 */
final class AccountEmails
{
    /** The password-reset e-mail, linking to `/auth/cambiar-contrasena?email=…&token=…`. */
    public static function resetPassword(string $to, string $token): bool
    {
        $shop = ShopMail::name();
        return ShopMail::send($to, "Restablece tu contraseña de {$shop}", [
            "Recibimos una solicitud para restablecer la contraseña de tu cuenta en {$shop}.",
            'El enlace sirve una sola vez y vence en una hora. Si no fuiste tú, ignora este correo: '
                . 'tu contraseña no cambiará.',
        ], 'Restablecer mi contraseña', self::link('/auth/cambiar-contrasena', ['email' => $to, 'token' => $token]));
    }

    /** Sent after a password change; never contains the password (C6). */
    public static function passwordChanged(string $to): bool
    {
        return ShopMail::send($to, 'Tu contraseña fue cambiada', [
            'La contraseña de tu cuenta en ' . ShopMail::name()
                . ' acaba de cambiar y cerramos todas tus sesiones abiertas.',
            'Si no fuiste tú, recupera tu cuenta ahora y escríbenos a seguridad@vitrina.do.',
        ], 'Recuperar mi cuenta', self::link('/auth/recuperar-contrasena', []));
    }

    /** The welcome e-mail with the link to `/verificar-correo?email=…&token=…`. */
    public static function verifyEmail(string $to, string $firstName, string $token): bool
    {
        $shop = ShopMail::name();
        return ShopMail::send($to, "Confirma tu correo en {$shop}", [
            "¡Hola, {$firstName}! Gracias por crear tu cuenta en {$shop}.",
            'Confirma tu correo para recibir el estado de tus pedidos y recuperar tu cuenta si olvidas '
                . 'la contraseña. El enlace vence en 48 horas.',
        ], 'Confirmar mi correo', self::link('/verificar-correo', ['email' => $to, 'token' => $token]));
    }

    /**
     * The «¿Eres tú?» mail (B1, decision 017): a right password came from an address the account
     * has not signed in from while it was under attack; the link makes that address the owner's.
     * Sent once the answer has gone out (PHP-FPM), so how long the mail takes cannot tell the
     * caller that the password was right.
     */
    public static function confirmAddress(string $to, string $token): void
    {
        $href = self::link(AddressConfirmations::rule('path'), ['email' => $to, 'token' => $token]);
        add_action('shutdown', static function () use ($to, $href): void {
            if (function_exists('fastcgi_finish_request')) {
                fastcgi_finish_request();
            }
            $shop = ShopMail::name();
            ShopMail::send($to, "¿Eres tú? Confirma que quieres entrar a tu cuenta de {$shop}", [
                "Alguien escribió la contraseña correcta de tu cuenta en {$shop} desde un dispositivo o una "
                    . 'red desde los que no habías entrado, mientras tu cuenta recibía muchos intentos fallidos.',
                'Si fuiste tú, abre este enlace y vuelve a iniciar sesión desde ese mismo dispositivo. Sirve '
                    . 'una sola vez y vence en 15 minutos.',
                'Si no fuiste tú, alguien conoce tu contraseña: cámbiala ahora con «¿Olvidaste tu contraseña?».',
            ], 'Sí, soy yo', $href);
        });
    }

    /** @param array<string, string> $query */
    private static function link(string $path, array $query): string
    {
        $base = Settings::publicUrl();
        $url = ($base !== '' ? $base : untrailingslashit(home_url())) . $path;
        return $query === [] ? $url : $url . '?' . http_build_query($query, '', '&', PHP_QUERY_RFC3986);
    }
}
