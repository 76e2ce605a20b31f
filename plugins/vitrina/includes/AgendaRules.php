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

    /** @return list<string> who comes: each crew has its own windows, bookings and lock */
    public static function crews(): array
    {
        return self::data()['crews'];
    }

    /** @return list<string> what an order books: one crew, or every crew the same day */
    public static function services(): array
    {
        return self::data()['services'];
    }

    /**
     * The crews a service books, in core's order (the order their agendas are locked in).
     *
     * @return list<string>
     */
    public static function crewsOf(string $service): array
    {
        return self::isJoint($service) ? self::crews() : [$service];
    }

    /**
     * Whether a service books both crews the same day (an order with goods and a service): a
     * service of the agenda that is not one crew's. An unknown service is not.
     */
    public static function isJoint(string $service): bool
    {
        return in_array($service, self::services(), true) && !in_array($service, self::crews(), true);
    }

    /** @return array{label: string, leadDays: int} */
    public static function zone(string $zone): array
    {
        return self::data()['zones'][$zone];
    }

    /**
     * A zone's windows for a crew, with the capacity the owner set or else core's.
     *
     * @return list<array{schedule: string, capacity: int}>
     */
    public static function windows(string $zone, string $crew): array
    {
        return array_map(
            static fn (array $window): array => [
                'schedule' => $window['schedule'],
                'capacity' => Settings::capacity($zone, $crew, $window['schedule']) ?? $window['capacity'],
            ],
            self::data()['zones'][$zone]['windows'][$crew],
        );
    }

    /**
     * The visits booked by choosing `schedule` in a service's agenda, as core's slotVisits: one
     * per crew, the technicians in the window core pairs with the truck's; none without a pair.
     *
     * @return list<array{crew: string, schedule: string}>
     */
    public static function visits(string $zone, string $service, string $schedule): array
    {
        if (!self::isJoint($service)) {
            return [['crew' => $service, 'schedule' => $schedule]];
        }
        $installation = self::data()['installationPairs'][$zone][$schedule] ?? null;
        if ($installation === null) {
            return [];
        }
        return [
            ['crew' => 'entrega', 'schedule' => $schedule],
            ['crew' => 'instalacion', 'schedule' => $installation],
        ];
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
     * The agenda an order books from each product's categories, as core's slotServiceFor: the
     * truck's for goods, the technicians' for services, both for goods and a service.
     *
     * @param list<list<int>> $products
     */
    public static function serviceFor(array $products): string
    {
        $serviceCategories = self::data()['serviceCategoryIds'];
        $services = count(array_filter(
            $products,
            static fn (array $categoryIds): bool => array_intersect($categoryIds, $serviceCategories) !== [],
        ));
        if ($services === 0) {
            return 'entrega';
        }
        return $services === count($products) ? 'instalacion' : 'entrega-e-instalacion';
    }

    private static function fold(string $text): string
    {
        return strtolower(trim(remove_accents($text)));
    }
}
