<?php

declare(strict_types=1);

namespace Vitrina;

/**
 * The delivery and installation bookings, one per order and crew (an order with goods and a
 * service books the truck and the technicians), counted per zone, crew, day and window; and one
 * lock row per crew's agenda, taken `FOR UPDATE` inside the order's transaction so two orders
 * never both take the last place. The `service` column holds the crew.
 */
final class SlotBookings
{
    /**
     * WooCommerce's order statuses that give the window back. Not `failed`: a declined card leaves
     * the order payable on its order-pay page, as its stock stays taken; it lets go of all of it
     * when the hold runs out (UnpaidOrders).
     */
    private const RELEASING_STATUSES = ['cancelled', 'refunded'];

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
                UNIQUE KEY order_service (order_id, service),
                KEY slot_window (zone, service, date, schedule)
            ) ENGINE=InnoDB $charset"
        );
        self::allowOneRowPerCrew();
        $wpdb->query(
            "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}vitrina_agenda_locks (
                zone VARCHAR(32) NOT NULL,
                service VARCHAR(32) NOT NULL,
                PRIMARY KEY (zone, service)
            ) ENGINE=InnoDB $charset"
        );
        foreach (AgendaRules::zones() as $zone) {
            foreach (AgendaRules::crews() as $crew) {
                self::createLock($zone, $crew);
            }
        }
    }

    /**
     * A table created before an order could book two crews had one row per order (the unique key
     * `order_id`); it becomes one per order and crew, keeping its rows.
     */
    private static function allowOneRowPerCrew(): void
    {
        global $wpdb;
        $table = "{$wpdb->prefix}vitrina_slot_bookings";
        if ($wpdb->get_var("SHOW INDEX FROM $table WHERE Key_name = 'order_id'") === null) {
            return;
        }
        $wpdb->query("ALTER TABLE $table DROP INDEX order_id, ADD UNIQUE KEY order_service (order_id, service)");
    }

    public static function register(): void
    {
        foreach (self::RELEASING_STATUSES as $status) {
            add_action("woocommerce_order_status_$status", [self::class, 'release']);
        }
    }

    /**
     * How many visits of each crew of a service each window holds from `from` to `to`, read in one
     * query.
     *
     * @return callable(string, string, string): int by date, window and crew
     */
    public static function counts(string $zone, string $service, string $from, string $to): callable
    {
        global $wpdb;
        $crews = AgendaRules::crewsOf($service);
        $among = implode(', ', array_fill(0, count($crews), '%s'));
        $rows = $wpdb->get_results(
            $wpdb->prepare(
                "SELECT date, schedule, service, COUNT(*) AS booked FROM {$wpdb->prefix}vitrina_slot_bookings
                 WHERE zone = %s AND service IN ($among) AND date BETWEEN %s AND %s
                 GROUP BY date, schedule, service",
                ...[$zone, ...$crews, $from, $to],
            ),
            ARRAY_A,
        );
        $counts = [];
        foreach ($rows as $row) {
            $counts["{$row['date']} {$row['schedule']} {$row['service']}"] = (int) $row['booked'];
        }
        return static fn (string $date, string $schedule, string $crew): int => $counts["$date $schedule $crew"] ?? 0;
    }

    /**
     * Waits for, then holds until the transaction ends, the right to book in one crew's agenda;
     * false when the database refused the lock (a timeout), and the order must not go on.
     */
    public static function lock(string $zone, string $crew): bool
    {
        global $wpdb;
        $table = "{$wpdb->prefix}vitrina_agenda_locks";
        $select = $wpdb->prepare(
            "SELECT zone FROM $table WHERE zone = %s AND service = %s FOR UPDATE",
            $zone,
            $crew,
        );
        if ($wpdb->get_var($select) !== null) {
            return true;
        }
        // Only for an agenda added since install(): an INSERT IGNORE that meets an existing row
        // takes a shared lock, and two of them waiting to upgrade it deadlock.
        self::createLock($zone, $crew);
        return $wpdb->get_var($select) !== null;
    }

    /**
     * Writes the order's visits: one row per crew, each in its own window.
     *
     * @param array{zone: string, service: string, date: string, schedule: string} $slot
     */
    public static function insert(int $orderId, array $slot): void
    {
        global $wpdb;
        foreach (AgendaRules::visits($slot['zone'], $slot['service'], $slot['schedule']) as $visit) {
            $wpdb->insert("{$wpdb->prefix}vitrina_slot_bookings", [
                'order_id' => $orderId,
                'zone' => $slot['zone'],
                'service' => $visit['crew'],
                'date' => $slot['date'],
                'schedule' => $visit['schedule'],
                'created_at' => gmdate('Y-m-d H:i:s'),
            ]);
        }
    }

    private static function createLock(string $zone, string $crew): void
    {
        global $wpdb;
        $table = "{$wpdb->prefix}vitrina_agenda_locks";
        $wpdb->query($wpdb->prepare("INSERT IGNORE INTO $table (zone, service) VALUES (%s, %s)", $zone, $crew));
    }

    /**
     * The agenda the order booked, from its rows: its zone and the service its crews make up;
     * null when it booked none.
     *
     * @return array{zone: string, service: string}|null
     */
    public static function agendaOf(int $orderId): ?array
    {
        global $wpdb;
        $rows = $wpdb->get_results(
            $wpdb->prepare(
                "SELECT zone, service FROM {$wpdb->prefix}vitrina_slot_bookings WHERE order_id = %d",
                $orderId,
            ),
            ARRAY_A,
        );
        $crews = array_column($rows, 'service');
        sort($crews);
        foreach (AgendaRules::services() as $service) {
            $booked = AgendaRules::crewsOf($service);
            sort($booked);
            if ($rows !== [] && $booked === $crews) {
                return ['zone' => (string) $rows[0]['zone'], 'service' => $service];
            }
        }
        return null;
    }

    /** Gives the order's windows back (every crew's) when it is cancelled or refunded. */
    public static function release(int $orderId): void
    {
        global $wpdb;
        $wpdb->delete("{$wpdb->prefix}vitrina_slot_bookings", ['order_id' => $orderId]);
    }
}
