<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;
use WC_Order_Item_Product;
use WC_Product;
use WP_Error;

/**
 * Whether an order's units are there, decided inside the order's transaction with the stock row
 * of each product it draws from locked until the commit, as the embedded store's conditional
 * UPDATE decides it (G8): WooCommerce takes the units at the commit (wc_maybe_reduce_stock_levels)
 * without looking, so two orders for the last unit would both get it. A short product is 409
 * `out_of_stock`, «"{producto}" se agotó.», with its id in `data.product_id`, word for word the
 * embedded store's refusal.
 */
final class StockCheck
{
    /**
     * Locks the stock of every product the order draws from, always by ascending id (so two
     * orders with several lines never each hold a row the other waits for) and before the
     * agenda's locks, and checks each has the units; null when the order may take them.
     */
    public static function take(WC_Order $order): ?WP_Error
    {
        $draws = [];
        foreach ($order->get_items() as $item) {
            if (!$item instanceof WC_Order_Item_Product) {
                continue;
            }
            $product = $item->get_product();
            if (!$product instanceof WC_Product) {
                continue;
            }
            // A variation whose product manages the stock draws from its product's, as
            // WooCommerce reduces it; one that allows backorders is never short.
            $holderId = $product->get_stock_managed_by_id();
            $holder = $holderId === $product->get_id() ? $product : wc_get_product($holderId);
            if (!$product->managing_stock() || !$holder instanceof WC_Product) {
                if ($product->get_stock_status() === 'outofstock') {
                    return self::soldOut($product);
                }
                continue;
            }
            if ($holder->backorders_allowed()) {
                continue;
            }
            $draws[$holderId] ??= ['units' => 0, 'first' => $product];
            $draws[$holderId]['units'] += (float) $item->get_quantity();
        }
        ksort($draws);
        foreach ($draws as $holderId => $draw) {
            $units = self::lockedStock($holderId);
            if ($units === null) {
                // The database refused the lock (a timeout): whether the units are there is not
                // known, and the order must not go on; the shop tries again with the same attempt.
                return new WP_Error(
                    'stock_busy',
                    'La tienda está ocupada en este momento. Intenta de nuevo en unos segundos.',
                    ['status' => 503],
                );
            }
            if ($units < $draw['units']) {
                return self::soldOut($draw['first']);
            }
        }
        return null;
    }

    /**
     * The units of a product, its stock row locked until the transaction ends. Locked by the
     * row's primary key: a `FOR UPDATE` through `post_id` or `meta_key` would also wait on the
     * other rows it reads on the way (other products' stock among them) and could deadlock.
     * No row is no stock, as WooCommerce reads it; null when the database refused the lock.
     */
    private static function lockedStock(int $productId): ?float
    {
        global $wpdb;
        $rows = array_map('intval', $wpdb->get_col($wpdb->prepare(
            "SELECT meta_id FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_stock'",
            $productId,
        )));
        if ($rows === []) {
            return 0.0;
        }
        $among = implode(', ', array_fill(0, count($rows), '%d'));
        $units = $wpdb->get_col($wpdb->prepare(
            "SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_id IN ($among) FOR UPDATE",
            ...$rows,
        ));
        if ($wpdb->last_error !== '') {
            return null;
        }
        return max(0.0, ...array_map('floatval', $units));
    }

    private static function soldOut(WC_Product $product): WP_Error
    {
        return new WP_Error(
            'out_of_stock',
            sprintf('"%s" se agotó.', $product->get_name()),
            ['status' => 409, 'product_id' => $product->get_id()],
        );
    }
}
