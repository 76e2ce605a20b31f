<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * «Salió a entrega» (issue 37): the order status `wc-out-for-delivery`, «En camino», which the
 * dispatch list's action (and the orders list's bulk action, and the REST API's `status`) gives an
 * order once its truck leaves. From then on the shopper can no longer cancel it nor move it
 * (OrderChangeRules). Reaching it writes the note the embedded store writes; whoever mails the
 * shopper listens to WooCommerce's own `woocommerce_order_status_out-for-delivery`.
 */
final class OutForDelivery
{
    /** The status without WooCommerce's `wc-` prefix, as the REST API and hooks name it. */
    public static function status(): string
    {
        return (string) OrderChangeRules::data()['outForDelivery'];
    }

    public static function register(): void
    {
        add_action('init', [self::class, 'registerStatus']);
        add_filter('wc_order_statuses', [self::class, 'withStatus']);
        // Sales reports count an order on its way as they count one being prepared.
        add_filter('woocommerce_reports_order_statuses', [self::class, 'withReportStatus']);
        add_action('woocommerce_order_status_' . self::status(), [self::class, 'note'], 10, 2);
        foreach (['bulk_actions-woocommerce_page_wc-orders', 'bulk_actions-edit-shop_order'] as $list) {
            add_filter($list, [self::class, 'withBulkAction']);
        }
    }

    public static function registerStatus(): void
    {
        $label = self::label();
        $count = "$label <span class=\"count\">(%s)</span>";
        register_post_status('wc-' . self::status(), [
            'label' => $label,
            'public' => false,
            'exclude_from_search' => false,
            'show_in_admin_all_list' => true,
            'show_in_admin_status_list' => true,
            /* translators: %s: how many orders */
            'label_count' => _n_noop($count, $count, 'vitrina'),
        ]);
    }

    /**
     * WooCommerce's statuses with «En camino» after «Procesando».
     *
     * @param array<string, string> $statuses
     * @return array<string, string>
     */
    public static function withStatus(array $statuses): array
    {
        $with = [];
        foreach ($statuses as $key => $label) {
            $with[$key] = $label;
            if ($key === 'wc-processing') {
                $with['wc-' . self::status()] = self::label();
            }
        }
        $with['wc-' . self::status()] ??= self::label();
        return $with;
    }

    /**
     * @param mixed $statuses false, or the statuses a report reads
     * @return mixed
     */
    public static function withReportStatus(mixed $statuses): mixed
    {
        return is_array($statuses) && in_array('processing', $statuses, true)
            ? [...$statuses, self::status()]
            : $statuses;
    }

    /**
     * @param array<string, string> $actions
     * @return array<string, string>
     */
    public static function withBulkAction(array $actions): array
    {
        $actions['mark_' . self::status()] = 'Cambiar estado a ' . strtolower(self::label());
        return $actions;
    }

    public static function note(int $orderId, WC_Order $order): void
    {
        $order->add_order_note(OrderChangeRules::message('outForDeliveryNote'));
    }

    private static function label(): string
    {
        return (string) OrderChangeRules::data()['outForDeliveryLabel'];
    }
}
