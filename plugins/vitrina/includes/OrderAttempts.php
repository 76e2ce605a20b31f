<?php

declare(strict_types=1);

namespace Vitrina;

use WP_Error;
use WP_REST_Request;

/**
 * The shop server's checkout attempts (the `_vitrina_attempt` meta it writes on each order, a
 * SHA-256 in hex), as the embedded store keeps them with its `Idempotency-Key` (#28):
 * - one order per attempt: the attempt is claimed in the order's own transaction, so a retry
 *   racing a late commit of the same attempt waits for it and is refused with 409
 *   `order_in_progress` instead of making a second order;
 * - `wc/v3/orders?vitrina_attempt=<hex>` answers only that attempt's order, so a retry finds it
 *   with one small read, however many orders the shop takes in a day.
 */
final class OrderAttempts
{
    /** How long an attempt is kept: its key's life at the shop server (24 h), and a day more. */
    private const KEPT_FOR = 2 * DAY_IN_SECONDS;

    public static function install(): void
    {
        global $wpdb;
        $charset = $wpdb->get_charset_collate();
        $wpdb->query(
            "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}vitrina_order_attempts (
                attempt CHAR(64) NOT NULL,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (attempt),
                KEY created_at (created_at)
            ) ENGINE=InnoDB $charset"
        );
    }

    public static function register(): void
    {
        add_filter('woocommerce_rest_orders_prepare_object_query', [self::class, 'onlyAttempt'], 10, 2);
    }

    /**
     * Claims `$attempt` inside the open order transaction (null: claimed, or no attempt named).
     * A second claim of the same attempt waits on the first's row lock, then finds it taken.
     */
    public static function claim(string $attempt): ?WP_Error
    {
        if (!self::isAttempt($attempt)) {
            return null;
        }
        global $wpdb;
        $table = "{$wpdb->prefix}vitrina_order_attempts";
        $now = time();
        $wpdb->query($wpdb->prepare(
            "DELETE FROM $table WHERE created_at < %s LIMIT 100",
            gmdate('Y-m-d H:i:s', $now - self::KEPT_FOR)
        ));
        $claimed = $wpdb->query($wpdb->prepare(
            "INSERT IGNORE INTO $table (attempt, created_at) VALUES (%s, %s)",
            $attempt,
            gmdate('Y-m-d H:i:s', $now)
        ));
        if ($claimed === 1) {
            return null;
        }
        return new WP_Error('order_in_progress', 'Tu pedido ya se está procesando.', ['status' => 409]);
    }

    /**
     * @param array<string, mixed> $args
     * @return array<string, mixed>
     */
    public static function onlyAttempt(array $args, WP_REST_Request $request): array
    {
        $attempt = $request->get_param('vitrina_attempt');
        if (!is_string($attempt) || !self::isAttempt($attempt)) {
            return $args;
        }
        $meta = is_array($args['meta_query'] ?? null) ? $args['meta_query'] : [];
        // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one indexed meta key
        $args['meta_query'] = [...$meta, ['key' => '_vitrina_attempt', 'value' => $attempt]];
        return $args;
    }

    private static function isAttempt(string $attempt): bool
    {
        return preg_match('/^[0-9a-f]{64}$/', $attempt) === 1;
    }
}
