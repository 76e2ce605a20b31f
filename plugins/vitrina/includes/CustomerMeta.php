<?php

declare(strict_types=1);

namespace Vitrina;

use WC_Customer;
use WP_REST_Response;
use WP_User;

/**
 * WooCommerce 10 sends a customer's `meta_data` on wc/v3 only to administrators, and the shop's
 * write key belongs to a shop manager (never an administrator), so /api/cuenta could store the
 * customer's phone, cédula, passport, RNC, trade name, address references and wishlist but never
 * read them back. This adds exactly those entries to wc/v3 customer answers for whoever may read
 * them.
 */
final class CustomerMeta
{
    /** The meta the shop reads and writes (api-client's CUSTOMER_META_KEYS and the references). */
    private const KEYS = [
        'phone',
        'social_id',
        'passport',
        'rnc',
        'trade_name',
        'billing_reference',
        'shipping_reference',
        // The customer's wishlist, JSON of product ids (core's WISHLIST_META_KEY).
        'vitrina_wishlist',
    ];

    public static function register(): void
    {
        add_filter('woocommerce_rest_prepare_customer', [self::class, 'addShopMeta'], 10, 2);
    }

    public static function addShopMeta(WP_REST_Response $response, WP_User $user): WP_REST_Response
    {
        $data = $response->get_data();
        if (!is_array($data) || isset($data['meta_data'])) {
            return $response;
        }
        $entries = [];
        foreach ((new WC_Customer($user->ID))->get_meta_data() as $meta) {
            $entry = $meta->get_data();
            if (in_array($entry['key'], self::KEYS, true)) {
                $entries[] = $entry;
            }
        }
        $data['meta_data'] = $entries;
        $response->set_data($data);
        return $response;
    }
}
