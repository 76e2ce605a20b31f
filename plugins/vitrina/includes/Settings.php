<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * What the owner sets in WooCommerce → Vitrina, kept in one option: the shop's public URL, the
 * product webhooks' secret, capacities that differ from core's and extra holidays.
 */
final class Settings
{
    public const OPTION = 'vitrina_settings';
    /** WooCommerce signs webhooks with it; the shop server refuses a shorter one. */
    public const MIN_SECRET_LENGTH = 16;

    /**
     * @return array{public_url: string, webhook_secret: string, capacities: array<string, int>,
     *     holidays: array<string, string>}
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
        ];
    }

    /**
     * @param array{public_url: string, webhook_secret: string, capacities: array<string, int>,
     *     holidays: array<string, string>} $settings
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

    public static function webhookSecret(): string
    {
        return self::all()['webhook_secret'];
    }

    /** The capacity the owner set for a window, or null to keep core's. */
    public static function capacity(string $zone, string $service, string $schedule): ?int
    {
        $capacity = self::all()['capacities'][self::capacityKey($zone, $service, $schedule)] ?? null;
        return $capacity === null ? null : (int) $capacity;
    }

    public static function capacityKey(string $zone, string $service, string $schedule): string
    {
        return "$zone|$service|$schedule";
    }

    /** @return array<string, string> the owner's holidays by `YYYY-MM-DD` */
    public static function extraHolidays(): array
    {
        return self::all()['holidays'];
    }
}
