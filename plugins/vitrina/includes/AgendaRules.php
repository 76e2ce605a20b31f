<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The agenda's data: data/agenda.json, written from @vitrina/core (scripts/agenda-data.ts) so the
 * plugin and the embedded store book with the same windows, hours and holidays, with what the
 * owner changed in the settings page on top (capacities, extra holidays).
 */
final class AgendaRules
{
    /** @var array<string, mixed>|null */
    private static ?array $data = null;

    /** @return array<string, mixed> */
    public static function data(): array
    {
        if (self::$data === null) {
            $json = (string) file_get_contents(dirname(PLUGIN_FILE) . '/data/agenda.json');
            self::$data = json_decode($json, true, 32, JSON_THROW_ON_ERROR);
        }
        return self::$data;
    }

    /** @return list<string> */
    public static function zones(): array
    {
        return array_keys(self::data()['zones']);
    }

    /** @return list<string> */
    public static function services(): array
    {
        return self::data()['services'];
    }

    /** @return array{label: string, leadDays: int} */
    public static function zone(string $zone): array
    {
        return self::data()['zones'][$zone];
    }

    /**
     * A zone's windows for a service, with the capacity the owner set or else core's.
     *
     * @return list<array{schedule: string, capacity: int}>
     */
    public static function windows(string $zone, string $service): array
    {
        return array_map(
            static fn (array $window): array => [
                'schedule' => $window['schedule'],
                'capacity' => Settings::capacity($zone, $service, $window['schedule']) ?? $window['capacity'],
            ],
            self::data()['zones'][$zone]['windows'][$service],
        );
    }

    /** The holiday observed on a `YYYY-MM-DD` date: core's calendar, then the owner's. */
    public static function holidayOn(string $date): ?string
    {
        return self::data()['holidays'][$date] ?? Settings::extraHolidays()[$date] ?? null;
    }

    /** The delivery zone of a WooCommerce state (`DO-25`, `25` or `Santiago`), as core maps it. */
    public static function zoneForState(string $state): string
    {
        $provinces = self::data()['provinces'];
        $text = strtoupper(trim($state));
        $numbered = ctype_digit($text) ? sprintf('DO-%02d', (int) $text) : $text;
        foreach ($provinces as $code => $province) {
            if ($code === $numbered || self::fold($province['name']) === self::fold($state)) {
                return $province['zone'];
            }
        }
        return 'resto-del-pais';
    }

    /**
     * The agenda an order books: an installer's when a product is in a service category.
     *
     * @param list<int> $categoryIds
     */
    public static function serviceFor(array $categoryIds): string
    {
        $services = self::data()['serviceCategoryIds'];
        return array_intersect($categoryIds, $services) === [] ? 'entrega' : 'instalacion';
    }

    private static function fold(string $text): string
    {
        return strtolower(trim(remove_accents($text)));
    }
}
