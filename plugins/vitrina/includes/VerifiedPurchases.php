<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;
use WC_Order_Item_Product;

/**
 * «Compra verificada» (G12) as the embedded store marks it: a review's `verified` is true only
 * while its author has an order of the product that was paid (`date_paid`) and was not cancelled,
 * refunded or failed since. WooCommerce's own `wc_customer_bought_product` counts every order in
 * a «paid» status, so a cash-on-delivery order on its way (`processing`, nothing paid) counted;
 * and it decides once, when the review is written, so a cancel or refund afterwards left the mark.
 * This module answers that question with the rule above, and asks it again for the order's
 * products and buyer whenever an order changes status. (`date_paid` of cash on delivery waits for
 * `completed`: WooCommerce's COD gateway says so, and its REST API loads the gateways to save.)
 */
final class VerifiedPurchases
{
    public static function register(): void
    {
        add_filter('woocommerce_pre_customer_bought_product', [self::class, 'bought'], 10, 4);
        add_action('woocommerce_order_status_changed', [self::class, 'recheck'], 10, 4);
    }

    /**
     * Whether the customer (by account or e-mail, as WooCommerce asks) has an order of the product
     * that counts as bought.
     *
     * @param mixed $result WooCommerce's answer so far; null when nothing answered yet
     * @param mixed $email  the review's e-mail, '' when WooCommerce asks by account
     * @param mixed $userId a user id, 0 (or "0", as comments keep it) for none
     * @param mixed $productId
     */
    public static function bought($result, $email, $userId, $productId): bool
    {
        $email = (string) $email;
        $userId = (int) $userId;
        $productId = (int) $productId;
        $customers = $userId > 0 ? [$userId] : [];
        if (is_email($email)) {
            $customers[] = $email;
            $user = get_user_by('email', $email);
            if ($user !== false) {
                $customers[] = $user->ID;
            }
        }
        if ($customers === []) {
            return false;
        }
        $orders = wc_get_orders([
            'customer' => array_values(array_unique($customers)),
            'type' => 'shop_order',
            'limit' => -1,
        ]);
        foreach ($orders as $order) {
            if ($order instanceof WC_Order && self::counts($order) && self::holds($order, $productId)) {
                return true;
            }
        }
        return false;
    }

    /** core's `countsAsPurchase`: paid, and not undone since. */
    public static function counts(WC_Order $order): bool
    {
        return $order->get_date_paid('edit') !== null
            && !$order->has_status(AgendaRules::data()['voidedOrderStatuses']);
    }

    private static function holds(WC_Order $order, int $productId): bool
    {
        foreach ($order->get_items() as $item) {
            if (
                $item instanceof WC_Order_Item_Product
                && ($item->get_product_id() === $productId || $item->get_variation_id() === $productId)
            ) {
                return true;
            }
        }
        return false;
    }

    /** After a status change: the reviews of the order's products by its buyer, marked again. */
    public static function recheck(int $orderId, string $from, string $to, WC_Order $order): void
    {
        $products = [];
        foreach ($order->get_items() as $item) {
            if ($item instanceof WC_Order_Item_Product) {
                $products[] = $item->get_product_id();
            }
        }
        if ($products === []) {
            return;
        }
        $emails = [$order->get_billing_email()];
        $customer = $order->get_customer_id() > 0 ? get_user_by('id', $order->get_customer_id()) : false;
        if ($customer !== false) {
            $emails[] = $customer->user_email;
        }
        foreach (array_unique(array_filter($emails)) as $email) {
            $reviews = get_comments([
                'post__in' => array_unique($products),
                'type' => 'review',
                'status' => 'all',
                'author_email' => $email,
            ]);
            foreach ($reviews as $review) {
                $verified = wc_customer_bought_product(
                    $review->comment_author_email,
                    (int) $review->user_id,
                    (int) $review->comment_post_ID,
                );
                update_comment_meta((int) $review->comment_ID, 'verified', (int) $verified);
            }
        }
    }
}
