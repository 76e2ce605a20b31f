<?php

declare(strict_types=1);

namespace Vitrina;

use WP_REST_Request;

/**
 * `wc/v3/orders?vitrina_attempt=<sha-256 hex>`: only the orders the shop server placed for one
 * checkout attempt (the `_vitrina_attempt` meta it writes on each order), as the embedded store
 * answers it. A retry after a lost answer finds its order with one small read, however many
 * orders the shop takes in a day (#28); without the plugin the parameter is ignored and the shop
 * server looks through the customer's latest orders instead.
 */
final class AttemptLookup
{
    public static function register(): void
    {
        add_filter('woocommerce_rest_orders_prepare_object_query', [self::class, 'onlyAttempt'], 10, 2);
    }

    /**
     * @param array<string, mixed> $args
     * @return array<string, mixed>
     */
    public static function onlyAttempt(array $args, WP_REST_Request $request): array
    {
        $attempt = $request->get_param('vitrina_attempt');
        if (!is_string($attempt) || preg_match('/^[0-9a-f]{64}$/', $attempt) !== 1) {
            return $args;
        }
        $meta = is_array($args['meta_query'] ?? null) ? $args['meta_query'] : [];
        // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- one indexed meta key
        $args['meta_query'] = [...$meta, ['key' => '_vitrina_attempt', 'value' => $attempt]];
        return $args;
    }
}
