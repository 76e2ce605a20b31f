<?php

/**
 * Plugin Name: Vitrina test clock
 * Description: For the contract suite only: the Vitrina plugin's clock reads the option
 * `vitrina_test_now` (milliseconds since the epoch) when it is set, so the agenda's cases run
 * at a chosen instant on both stores. `PUT wp-json/wc-vitrina-test/v1/clock {"now": ms|null}`
 * (a shop manager's key; the `wc-` namespace is what WooCommerce's keys authenticate) sets or clears it. Never installed outside the test kit.
 */

add_filter('vitrina_now', function ($now) {
    $fixed = get_option('vitrina_test_now');
    return is_numeric($fixed) ? ((int) $fixed) / 1000 : $now;
});

add_action('rest_api_init', function () {
    register_rest_route('wc-vitrina-test/v1', '/clock', [
        'methods' => 'PUT',
        'permission_callback' => fn () => current_user_can('manage_woocommerce'),
        'callback' => function (WP_REST_Request $request) {
            $now = $request->get_param('now');
            if (is_numeric($now)) {
                update_option('vitrina_test_now', (string) (int) $now);
            } else {
                delete_option('vitrina_test_now');
            }
            return ['now' => is_numeric($now) ? (int) $now : null];
        },
    ]);
});
