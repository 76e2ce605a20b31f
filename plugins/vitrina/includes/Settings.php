<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * What the owner sets in WooCommerce → Vitrina, kept in one option: the shop's public URL, the
 * product webhooks' secret, capacities that differ from core's, extra holidays, the inbox of the
 * contact form, whether the shop server stands in front (its `X-Forwarded-For` counts), the
 * shop's own data (ShopIdentity) and until how many hours before the window a shopper may cancel
 * or move an order (OrderChangeRules).
 */
final class Settings
{
    public const OPTION = 'vitrina_settings';
    /** WooCommerce signs webhooks with it; the shop server refuses a shorter one. */
    public const MIN_SECRET_LENGTH = 16;

    /**
     * @return array{public_url: string, webhook_secret: string, capacities: array<string, int>,
     *     holidays: array<string, string>, contact_email: string, trust_proxy: bool,
     *     identity: array<string, mixed>, change_hours: ?int}
     */
    public static function all(): array
    {
        $stored = get_option(self::OPTION, []);
        $stored = is_array($stored) ? $stored : [];
        return [
            'public_url' => (string) ($stored['public_url'] ?? ''),
            'webhook_secret' => (string) ($stored['webhook_secret'] ?? ''),
            'capacities' => (array) ($stored['capacities'] ?? []),
            'holidays' => (array) ($stored['holidays'] ?? []),
            'contact_email' => (string) ($stored['contact_email'] ?? ''),
            'trust_proxy' => (bool) ($stored['trust_proxy'] ?? false),
            'identity' => (array) ($stored['identity'] ?? []),
            'change_hours' => isset($stored['change_hours']) ? (int) $stored['change_hours'] : null,
        ];
    }

    /**
     * @param array{public_url: string, webhook_secret: string, capacities: array<string, int>,
     *     holidays: array<string, string>, contact_email: string, trust_proxy: bool,
     *     identity: array<string, mixed>, change_hours: ?int} $settings
     */
    public static function save(array $settings): void
    {
        update_option(self::OPTION, $settings, false);
    }

    /** The shop's public address without a trailing slash, or '' when not set. */
    public static function publicUrl(): string
    {
        return untrailingslashit(self::all()['public_url']);
    }

    /** Where the contact form's messages are mailed: the owner's inbox, else the site's admin. */
    public static function contactEmail(): string
    {
        $inbox = self::all()['contact_email'];
        return $inbox !== '' ? $inbox : (string) get_option('admin_email');
    }

    /** @return array<string, mixed> the shop's own data the owner set, checked by ShopIdentity */
    public static function identity(): array
    {
        return self::all()['identity'];
    }

    /** Whether requests come through the shop server, whose `X-Forwarded-For` names the shopper. */
    public static function trustProxy(): bool
    {
        return self::all()['trust_proxy'];
    }

    /** The owner's hours before the window for a shopper's changes, or null to keep core's. */
    public static function changeHours(): ?int
    {
        return self::all()['change_hours'];
    }

    public static function webhookSecret(): string
    {
        return self::all()['webhook_secret'];
    }

    /** The capacity the owner set for a crew's window, or null to keep core's. */
    public static function capacity(string $zone, string $crew, string $schedule): ?int
    {
        $capacity = self::all()['capacities'][self::capacityKey($zone, $crew, $schedule)] ?? null;
        return $capacity === null ? null : (int) $capacity;
    }

    public static function capacityKey(string $zone, string $crew, string $schedule): string
    {
        return "$zone|$crew|$schedule";
    }

    /** @return array<string, string> the owner's holidays by `YYYY-MM-DD` */
    public static function extraHolidays(): array
    {
        return self::all()['holidays'];
    }
}
