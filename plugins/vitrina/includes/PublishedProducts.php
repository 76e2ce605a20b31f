<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Order;
use WC_Order_Item_Product;
use WC_Product;
use WP_Error;
use WP_REST_Request;

/**
 * What shoppers may see, ask about and buy (#34), as the embedded store's catalog/published.ts:
 * a product whose status is `publish`, and a variation only while its variable product's is too.
 * WooCommerce keeps the two statuses apart (a draft's variations stay `publish`). CoCart refuses
 * such a product in its own words (in English, and as a failed validation for a variation), so
 * add-item answers here as the embedded store does; and `POST wc/v3/orders` takes whatever
 * product the write key names, so an order line of one is refused as the embedded store refuses
 * it: 400, nothing created.
 */
final class PublishedProducts
{
    public static function register(): void
    {
        // After CoCart's own check of a variation (priority 10), which would turn an error to false.
        add_filter('cocart_add_to_cart_validation', [self::class, 'refuseInCart'], 20, 4);
        // Before OrderPlacement opens its transaction (priority 10): an error passes through it
        // untouched, so nothing is claimed, booked or numbered.
        add_filter('woocommerce_rest_pre_insert_shop_order_object', [self::class, 'refuseUnpublished'], 5, 3);
    }

    public static function isPublished(WC_Product $product): bool
    {
        if ($product->get_status() !== 'publish') {
            return false;
        }
        if (!$product->is_type('variation')) {
            return true;
        }
        $parent = wc_get_product($product->get_parent_id());
        return $parent instanceof WC_Product && $parent->get_status() === 'publish';
    }

    /** CoCart's add-item of a product that is not published: the embedded store's 403. */
    public static function refuseInCart(mixed $passed, mixed $productId, mixed $quantity, mixed $variationId): mixed
    {
        $product = wc_get_product((int) $variationId ?: (int) $productId);
        if (!$product instanceof WC_Product || self::isPublished($product)) {
            return $passed;
        }
        // The embedded store's words (cart/cart-errors.ts, cannotBePurchased).
        return new WP_Error(
            'cocart_cannot_be_purchased',
            sprintf('«%s» no está disponible para la venta en este momento.', $product->get_name()),
            ['status' => 403]
        );
    }

    /**
     * @param WC_Order|WP_Error $order
     * @return WC_Order|WP_Error
     */
    public static function refuseUnpublished(mixed $order, WP_REST_Request $request, bool $creating): mixed
    {
        if (!$creating || !$order instanceof WC_Order) {
            return $order;
        }
        foreach ($order->get_items() as $item) {
            if (!$item instanceof WC_Order_Item_Product) {
                continue;
            }
            $id = $item->get_variation_id() ?: $item->get_product_id();
            $product = wc_get_product($id);
            if (!$product instanceof WC_Product || !self::isPublished($product)) {
                // The embedded store's words (orders/order-lines.ts).
                return new WP_Error(
                    'woocommerce_rest_invalid_product_id',
                    sprintf('El producto #%d no existe.', $id),
                    ['status' => 400]
                );
            }
        }
        return $order;
    }
}
