<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * A deposit (abono, G9) stands only on a gateway that takes one. The shop writes an order's
 * `deposit_amount` and `balance_amount` when it places it; when the order then moves to another
 * gateway (a declined card paid by cash on delivery, over REST or in wp-admin), WooCommerce keeps
 * them, and the order read as «Abono … / Saldo por pagar …» though nothing was paid. The embedded
 * store works the deposit out again on that move; here, a gateway whose «Permitir abono»
 * (`partial_payment`) is not on takes the order without them: it owes its whole total.
 */
final class OrderDeposit
{
    private const META = ['deposit_amount', 'balance_amount'];

    public static function register(): void
    {
        add_action('woocommerce_before_order_object_save', [self::class, 'onGatewayChange']);
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
