<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * A deposit (abono, G9) on a gateway the owner marks «Permitir abono» (`partial_payment`). The shop
 * writes an order's `deposit_amount` and `balance_amount` when it places it (core's rule, the
 * shop server's figures); the gateway charges what is due now (`due()`: the deposit, then the
 * balance) and reports each payment to WooCommerce as usual (`payment_complete`). The first one
 * leaves the order «Abono pagado» (`partially-paid`, the status this module adds), payable again
 * for its balance on the same page; the second completes it. A gateway whose setting is not on
 * takes the order without the deposit: moved there (a declined card paid by cash on delivery,
 * over REST or in wp-admin), it owes its whole total and nothing reads as paid, as the embedded
 * store works the deposit out again on that move.
 */
final class OrderDeposit
{
    /** The status of an order whose deposit came in and whose balance is due (core's name). */
    public const STATUS = 'partially-paid';
    private const META = ['deposit_amount', 'balance_amount'];

    public static function register(): void
    {
        add_action('init', [self::class, 'registerStatus']);
        add_filter('wc_order_statuses', [self::class, 'addStatus']);
        add_filter('woocommerce_valid_order_statuses_for_payment', [self::class, 'takesPayment']);
        add_filter('woocommerce_valid_order_statuses_for_payment_complete', [self::class, 'takesPayment']);
        add_filter('woocommerce_payment_complete_order_status', [self::class, 'statusOnPayment'], 10, 3);
        add_action('woocommerce_before_order_object_save', [self::class, 'onGatewayChange']);
    }

    public static function registerStatus(): void
    {
        $label = OrderData::statusLabel(self::STATUS);
        $count = $label . ' <span class="count">(%s)</span>';
        register_post_status('wc-' . self::STATUS, [
            'label' => $label,
            'public' => false,
            'exclude_from_search' => false,
            'show_in_admin_all_list' => true,
            'show_in_admin_status_list' => true,
            'label_count' => _n_noop($count, $count),
        ]);
    }

    /**
     * WooCommerce's statuses, with `partially-paid` after `pending` (core's labels): the owner sees it in
     * wp-admin and sets it by hand when a bank transfer's deposit comes in; REST reads and takes it.
     *
     * @param array<string, string> $statuses
     * @return array<string, string>
     */
    public static function addStatus(array $statuses): array
    {
        $added = [];
        foreach ($statuses as $key => $label) {
            $added[$key] = $label;
            if ($key === 'wc-pending') {
                $added['wc-' . self::STATUS] = OrderData::statusLabel(self::STATUS);
            }
        }
        return $added + ['wc-' . self::STATUS => OrderData::statusLabel(self::STATUS)];
    }

    /**
     * The balance after an abono is paid as the order was: WooCommerce's order-pay page and
     * `payment_complete` take `partially-paid` orders too.
     *
     * @param list<string> $statuses
     * @return list<string>
     */
    public static function takesPayment(array $statuses): array
    {
        return [...$statuses, self::STATUS];
    }

    /** A first payment on an order with a deposit due is the deposit: «Abono pagado», not paid. */
    public static function statusOnPayment(string $status, int $orderId, ?WC_Order $order = null): string
    {
        $order ??= wc_get_order($orderId);
        return $order instanceof WC_Order && self::depositDueNow($order) ? self::STATUS : $status;
    }

    /**
     * What the gateway charges now, in pesos: the deposit while the first payment is due, the
     * balance after it, else the order's total.
     */
    public static function due(WC_Order $order): float
    {
        $deposit = self::depositCents($order) ?? 0;
        if ($order->has_status(self::STATUS)) {
            return (PayLater::cents((string) $order->get_total()) - $deposit) / 100;
        }
        return self::depositDueNow($order) ? $deposit / 100 : (float) $order->get_total();
    }

    /** The deposit the order was placed with, in centavos; null without one. */
    public static function depositCents(WC_Order $order): ?int
    {
        $deposit = (string) $order->get_meta('deposit_amount');
        return $deposit === '' ? null : PayLater::cents($deposit);
    }

    /** Whether the order's next payment is its deposit: unpaid, with one, on a gateway that takes it. */
    private static function depositDueNow(WC_Order $order): bool
    {
        return $order->has_status(['pending', 'failed'])
            && self::depositCents($order) !== null
            && self::takesDeposit($order->get_payment_method());
    }

    public static function onGatewayChange(WC_Order $order): void
    {
        if ($order->get_id() === 0 || !array_key_exists('payment_method', $order->get_changes())) {
            return;
        }
        if (self::takesDeposit($order->get_payment_method())) {
            return;
        }
        foreach (self::META as $key) {
            $order->delete_meta_data($key);
        }
    }

    private static function takesDeposit(string $gatewayId): bool
    {
        $gateway = WC()->payment_gateways()->payment_gateways()[$gatewayId] ?? null;
        return $gateway !== null && $gateway->get_option('partial_payment') === 'yes';
    }
}
