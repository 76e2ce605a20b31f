<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;

/**
 * WooCommerce sends the shopper back from a payment gateway to its own "order received" page;
 * with the shop's public URL set, it sends them to the shop's confirmation page instead.
 */
final class PaymentReturn
{
    public static function register(): void
    {
        add_filter('woocommerce_get_checkout_order_received_url', [self::class, 'url'], 10, 2);
    }

    public static function url(string $url, WC_Order $order): string
    {
        $page = self::orderPage($order);
        return $page === '' ? $url : $page;
    }

    /**
     * The order's page in the shop, `/pedido-confirmado?order_id=…&key=…`, where the gateway sends
     * the shopper back and every order mail links; '' while the shop's address is not set.
     */
    public static function orderPage(WC_Order $order): string
    {
        $shop = Settings::publicUrl();
        if ($shop === '') {
            return '';
        }
        return sprintf(
            '%s/pedido-confirmado?order_id=%d&key=%s',
            $shop,
            $order->get_id(),
            rawurlencode($order->get_order_key()),
        );
    }
}
