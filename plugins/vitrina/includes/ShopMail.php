<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The shop's plain mails (account, stock alerts) and who writes every mail: the shop's name and
 * address from WooCommerce → Vitrina (ShopIdentity), as the embedded store signs with its
 * configured ones (core's shopSignature); the site's title and WooCommerce's store address while
 * the owner has not set them.
 */
final class ShopMail
{
    public static function name(): string
    {
        $name = (string) (Settings::identity()['name'] ?? '');
        return $name !== '' ? $name : wp_specialchars_decode((string) get_option('blogname'), ENT_QUOTES);
    }

    /** «street, city», or WooCommerce's store address. */
    public static function address(): string
    {
        $identity = Settings::identity();
        $street = (string) ($identity['street'] ?? '');
        $city = (string) ($identity['city'] ?? '');
        if ($street === '' || $city === '') {
            return WC()->mailer()->get_store_address();
        }
        return "{$street}, {$city}";
    }

    /** The signature's lines: the name, then the address (core's shopSignature). */
    public static function signature(): string
    {
        return self::name() . "\n" . self::address();
    }

    /**
     * A plain mail with one link to the shop, signed.
     *
     * @param list<string> $paragraphs
     */
    public static function send(string $to, string $subject, array $paragraphs, string $label, string $href): bool
    {
        return wp_mail($to, $subject, implode("\n\n", [...$paragraphs, "{$label}: {$href}", self::signature()]));
    }
}
