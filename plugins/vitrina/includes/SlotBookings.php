<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The delivery and installation bookings, one per order, counted per zone, service, day and
 * window; and one lock row per agenda, taken `FOR UPDATE` inside the order's transaction so two
 * orders never both take the last place.
 */
final class SlotBookings
{
    /** WooCommerce's order statuses that give the window back. */
    private const RELEASING_STATUSES = ['cancelled', 'refunded', 'failed'];

    public static function install(): void
    {
        global $wpdb;
        $charset = $wpdb->get_charset_collate();
        // InnoDB named: the booking is only as safe as the transaction and the row lock.
        $wpdb->query(
            "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}vitrina_slot_bookings (
                id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
                order_id BIGINT UNSIGNED NOT NULL,
                zone VARCHAR(32) NOT NULL,
                service VARCHAR(32) NOT NULL,
                date DATE NOT NULL,
                schedule VARCHAR(32) NOT NULL,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (id),
                UNIQUE KEY order_id (order_id),
                KEY slot_window (zone, service, date, schedule)
            ) ENGINE=InnoDB $charset"
        );
        $wpdb->query(
            "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}vitrina_agenda_locks (
                zone VARCHAR(32) NOT NULL,
                service VARCHAR(32) NOT NULL,
                PRIMARY KEY (zone, service)
            ) ENGINE=InnoDB $charset"
        );
        foreach (AgendaRules::zones() as $zone) {
            foreach (AgendaRules::services() as $service) {
                self::createLock($zone, $service);
            }
        }
    }

    public static function register(): void
    {
        foreach (self::RELEASING_STATUSES as $status) {
            add_action("woocommerce_order_status_$status", [self::class, 'release']);
        }
    }

    /**
     * How many visits each window of an agenda holds from `from` to `to`, read in one query.
     *
     * @return callable(string, string): int
     */
    public static function counts(string $zone, string $service, string $from, string $to): callable
    {
        global $wpdb;
        $rows = $wpdb->get_results(
            $wpdb->prepare(
                "SELECT date, schedule, COUNT(*) AS booked FROM {$wpdb->prefix}vitrina_slot_bookings
                 WHERE zone = %s AND service = %s AND date BETWEEN %s AND %s GROUP BY date, schedule",
                $zone,
                $service,
                $from,
                $to,
            ),
            ARRAY_A,
        );
        $counts = [];
        foreach ($rows as $row) {
            $counts["{$row['date']} {$row['schedule']}"] = (int) $row['booked'];
        }
        return static fn (string $date, string $schedule): int => $counts["$date $schedule"] ?? 0;
    }

    /**
     * Waits for, then holds until the transaction ends, the right to book in one agenda; false
     * when the database refused the lock (a timeout), and the order must not go on.
     */
    public static function lock(string $zone, string $service): bool
    {
        global $wpdb;
        $table = "{$wpdb->prefix}vitrina_agenda_locks";
        $select = $wpdb->prepare(
            "SELECT zone FROM $table WHERE zone = %s AND service = %s FOR UPDATE",
            $zone,
            $service,
        );
        if ($wpdb->get_var($select) !== null) {
            return true;
        }
        // Only for an agenda added since install(): an INSERT IGNORE that meets an existing row
        // takes a shared lock, and two of them waiting to upgrade it deadlock.
        self::createLock($zone, $service);
        return $wpdb->get_var($select) !== null;
    }

    /** @param array{zone: string, service: string, date: string, schedule: string} $slot */
    public static function insert(int $orderId, array $slot): void
    {
        global $wpdb;
        $wpdb->insert(
            "{$wpdb->prefix}vitrina_slot_bookings",
            ['order_id' => $orderId, 'created_at' => gmdate('Y-m-d H:i:s')] + $slot,
        );
    }

    private static function createLock(string $zone, string $service): void
    {
        global $wpdb;
        $table = "{$wpdb->prefix}vitrina_agenda_locks";
        $wpdb->query($wpdb->prepare("INSERT IGNORE INTO $table (zone, service) VALUES (%s, %s)", $zone, $service));
    }

    /** Gives the window back when its order is cancelled, refunded or fails. */
    public static function release(int $orderId): void
    {
        global $wpdb;
        $wpdb->delete("{$wpdb->prefix}vitrina_slot_bookings", ['order_id' => $orderId]);
    }
}
